import { BillingContract, CarrierDataContract, HealthContract, IdentityContract, NotesContract, ReportsContract, SecurityTrackingContract } from '../service-api';
import { eventFileSpecs } from './event-files';
import { serviceFileSpec, type ProtoFileSpec } from './proto-file';
import type { FieldNumberLock } from './proto-lock';
import { renderProtoFiles } from './proto-render';

export const SERVICE_CONTRACTS = [BillingContract, CarrierDataContract, HealthContract, IdentityContract, NotesContract, ReportsContract, SecurityTrackingContract];

/** Every generated .proto: the Kafka contracts (events/v1) and the services' gRPC APIs (grpc/v1). */
export function protoFileSpecs(): ProtoFileSpec[] {
  return [...eventFileSpecs(), ...SERVICE_CONTRACTS.map(serviceFileSpec)];
}

/** The files' texts (paths relative to proto/) and the lock they leave; pure, so a test can compare it with the disk. */
export function generateProtoFiles(lock: FieldNumberLock): ReturnType<typeof renderProtoFiles> {
  return renderProtoFiles(protoFileSpecs(), lock);
}
