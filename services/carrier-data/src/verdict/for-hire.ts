/**
 * Whether a carrier needs federal for-hire operating authority, from its census data: the carrier operation
 * (A interstate, B/C intrastate) and the classification (authorized for hire, exempt for hire, private ...), not from
 * having an MC docket alone (a private fleet may hold an old docket; an exempt hauler of produce needs none).
 * Pure, no clock.
 */
import type { CarrierRecord } from '../carrier/carrier.model';

/**
 * required: interstate and authorized for hire; private / exempt: interstate without an authorized-for-hire class
 * (private fleets, exempt commodities, government ...); intrastate: operation B or C; unknown: the census said
 * nothing (no classification and no operation), or interstate with no classification on file.
 */
export type ForHireNeed = 'required' | 'private' | 'exempt' | 'intrastate' | 'unknown';

export function forHireNeed(record: Pick<CarrierRecord, 'carrierOperation' | 'classifications'>): ForHireNeed {
  const classes = record.classifications ?? [];
  if (record.carrierOperation === 'B' || record.carrierOperation === 'C') return 'intrastate';
  if (classes.includes('AUTHORIZED_FOR_HIRE')) return record.carrierOperation === 'A' || record.carrierOperation === '' ? 'required' : 'intrastate';
  if (classes.length === 0) return 'unknown';
  if (classes.includes('EXEMPT_FOR_HIRE')) return 'exempt';
  return 'private';
}
