/**
 * The services' APIs, one zod contract per service (`@logiscope/proto/service-api`): the calls the gateway and other
 * services make, in-process (embedded) or over gRPC (distributed). The services' TypeScript API types are inferred
 * from these (ServiceApiOf), and proto/grpc/v1/*.proto is generated from them (npm run proto:generate).
 */
export { defineService, descriptorOf, rpcNameOf, type ServiceApiOf, type ServiceContract } from '../protogen/proto-file';
export { BillingContract } from '../billing/billing.service-api';
export { CarrierDataContract } from '../carrier-data/carrier-data.service-api';
export { HealthContract } from '../shared/health.service-api';
export { IdentityContract } from '../identity/identity.service-api';
export { NotesContract } from '../notes/notes.service-api';
export { ReportsContract } from '../reports/reports.service-api';
export { SecurityTrackingContract } from '../security-tracking/security-tracking.service-api';
