import type { ZodType } from 'zod';
import { CompanySetUpV1, LoginAttemptedV1, PasswordSetV1, UserJoinedCompanyV1, UserRegisteredV1 } from './identity.events';
import {
  CarrierChangedV1,
  CarrierImportCompletedV1,
  CarrierImportedV1,
  CarrierMonitoredV1,
  CarrierSavedV1,
  CarrierUnmonitoredV1,
  CarrierVerdictChangedV1,
  CarrierUnsavedV1,
  EquipmentSyncedV1,
} from './carrier.events';
import { VerdictProfileChangedV1 } from './verdict.events';
import { Topics, type TopicName } from './topics';

export interface EventContract {
  /** null: private to the owning service, stored but never published. */
  topic: TopicName | null;
  schemaVersion: number;
  schema: ZodType;
  /** Protobuf message (proto/events/v1) that carries the payload on Kafka. */
  protoMessage: string | null;
}

/** Every event type that crosses the wire, its topic, current schema version and payload contract. */
export const EventCatalogue = {
  UserRegistered: { topic: Topics.identityUsers, schemaVersion: 1, schema: UserRegisteredV1, protoMessage: 'logiscope.events.v1.UserRegistered' },
  PasswordSet: { topic: null, schemaVersion: 1, schema: PasswordSetV1, protoMessage: null },
  UserJoinedCompany: { topic: Topics.identityUsers, schemaVersion: 1, schema: UserJoinedCompanyV1, protoMessage: 'logiscope.events.v1.UserJoinedCompany' },
  CompanySetUp: { topic: Topics.identityCompanies, schemaVersion: 1, schema: CompanySetUpV1, protoMessage: 'logiscope.events.v1.CompanySetUp' },
  LoginAttempted: { topic: Topics.identityLoginAttempts, schemaVersion: 1, schema: LoginAttemptedV1, protoMessage: 'logiscope.events.v1.LoginAttempted' },
  CarrierImported: { topic: Topics.carrierChanges, schemaVersion: 1, schema: CarrierImportedV1, protoMessage: 'logiscope.events.v1.CarrierImported' },
  CarrierChanged: { topic: Topics.carrierChanges, schemaVersion: 1, schema: CarrierChangedV1, protoMessage: 'logiscope.events.v1.CarrierChanged' },
  CarrierImportCompleted: { topic: Topics.carrierChanges, schemaVersion: 1, schema: CarrierImportCompletedV1, protoMessage: 'logiscope.events.v1.CarrierImportCompleted' },
  EquipmentSynced: { topic: Topics.carrierChanges, schemaVersion: 1, schema: EquipmentSyncedV1, protoMessage: 'logiscope.events.v1.EquipmentSynced' },
  CarrierSaved: { topic: Topics.carrierWatchlist, schemaVersion: 1, schema: CarrierSavedV1, protoMessage: 'logiscope.events.v1.CarrierSaved' },
  CarrierUnsaved: { topic: Topics.carrierWatchlist, schemaVersion: 1, schema: CarrierUnsavedV1, protoMessage: 'logiscope.events.v1.CarrierUnsaved' },
  CarrierMonitored: { topic: Topics.carrierWatchlist, schemaVersion: 1, schema: CarrierMonitoredV1, protoMessage: 'logiscope.events.v1.CarrierMonitored' },
  CarrierUnmonitored: { topic: Topics.carrierWatchlist, schemaVersion: 1, schema: CarrierUnmonitoredV1, protoMessage: 'logiscope.events.v1.CarrierUnmonitored' },
  CarrierVerdictChanged: { topic: Topics.carrierWatchlist, schemaVersion: 1, schema: CarrierVerdictChangedV1, protoMessage: 'logiscope.events.v1.CarrierVerdictChanged' },
  VerdictProfileChanged: { topic: null, schemaVersion: 1, schema: VerdictProfileChangedV1, protoMessage: null },
} as const satisfies Record<string, EventContract>;

export type EventType = keyof typeof EventCatalogue;

export function contractOf(type: string): EventContract | undefined {
  return (EventCatalogue as Record<string, EventContract>)[type];
}

/** The topic an event is published on, or null for private events. Unknown types are a programming error. */
export function topicOf(type: string): TopicName | null {
  const c = contractOf(type);
  if (!c) throw new Error(`Event type ${type} is not in the catalogue (proto/src/catalogue.ts)`);
  return c.topic;
}
