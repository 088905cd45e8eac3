import type { CarrierRecord } from './carrier.model';
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

/** Deep equality of JSON values (key order ignored). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== typeof b || a === null || b === null || typeof a !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bb = b as unknown[];
    return a.length === bb.length && a.every((v, i) => sameJson(v, bb[i]));
  }
  const ka = Object.keys(a as object);
  const kb = Object.keys(b as object);
  return ka.length === kb.length && ka.every((k) => sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/** Top-level fields that differ between two snapshots of one carrier. */
export function diffCarrier(before: CarrierRecord | null, after: CarrierRecord): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of Object.keys(after) as (keyof CarrierRecord & string)[]) {
    const b = before ? before[field] : undefined;
    if (!sameJson(b, after[field])) changes.push({ field, before: b, after: after[field] });
  }
  return changes;
}
