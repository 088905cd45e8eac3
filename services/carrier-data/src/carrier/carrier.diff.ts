import type { CarrierRecord } from './carrier.model';
import { carrierChanges, deepEqual } from './carrier-record.canonical';
import type { FieldChange } from './carrier.store';

/**
 * The fields a broker acts on (authority, insurance, safety, out-of-service, identity and contact details).
 * Changes elsewhere (fleet counts, mileage, the list of source files) are stored silently: a monthly refresh must
 * not flood monitoring with noise.
 */
export const BROKER_FIELDS: ReadonlySet<keyof CarrierRecord> = new Set<keyof CarrierRecord>([
  'legalName',
  'dbaName',
  'mcNumbers',
  'authorityStatus',
  'authorityTypes',
  'revocations',
  'insurance',
  'safetyRating',
  'outOfService',
  'outOfServiceDate',
  'phone',
  'email',
  'physicalAddress',
  'mailingAddress',
  'officers',
]);

/** Deep equality of JSON values (key order ignored): the same comparison both carrier stores use. */
export const sameJson = deepEqual;

/** Top-level fields that differ between two snapshots of one carrier (a new carrier is news as a whole, not diffed). */
export function diffCarrier(before: CarrierRecord, after: CarrierRecord): FieldChange[] {
  return carrierChanges(before, after);
}
