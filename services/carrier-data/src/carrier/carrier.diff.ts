import type { CarrierRecord } from './carrier.model';
import { CARRIER_FIELDS, carrierChanges, deepEqual } from './carrier-search.normalise';
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

/** Top-level fields that differ between two snapshots of one carrier (every field for a new carrier). */
export function diffCarrier(before: CarrierRecord | null, after: CarrierRecord): FieldChange[] {
  if (before) return carrierChanges(before, after);
  return CARRIER_FIELDS.map((field) => ({ field, before: undefined, after: after[field] }));
}
