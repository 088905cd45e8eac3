/**
 * What the equipment tracker says of a vehicle, from the inspection data alone (pure: the day is given).
 *
 * Status, from the vehicle's inspection on record (its latest sighting):
 *  - OUT_OF_SERVICE: that inspection ended with a vehicle out-of-service order (FMCSA's Vehicle_OOS_Total > 0). The
 *    count is per inspection, not per unit: both units of one inspection carry it. It stands until a later inspection
 *    is imported, however old, because it is the last thing known of the vehicle.
 *  - ACTIVE: otherwise, when the vehicle was seen at an inspection within the last 24 months (the window FMCSA's SMS
 *    looks at): it was on the road.
 *  - INACTIVE: otherwise (not seen for 24 months, or no inspection date).
 * The spec's IN_TRANSIT and MAINTENANCE are never derived: inspection data says nothing of trips or workshops.
 *
 * Inspection result, in the spec's words: FAILED (vehicle out of service), CONDITIONAL (vehicle maintenance violations
 * without an out-of-service order), PASSED (neither), UNKNOWN (the source did not say).
 */
import { equipmentKindOf } from '@logiscope/proto/http';
import type { EquipmentKind, EquipmentStatus, InspectionResult } from '@logiscope/proto/views';
import type { EquipmentRecord } from '../carrier/carrier.model';

export const ACTIVE_WINDOW_MONTHS = 24;

type Outcome = Pick<EquipmentRecord, 'vehicleOutOfService' | 'vehicleViolations' | 'lastSeen' | 'inspectionDate'>;

/** The first day a sighting still counts as ACTIVE on `today` (both YYYY-MM-DD): 24 months earlier. */
export function activeSince(today: string): string {
  const [y, m, d] = today.split('-').map(Number);
  const date = new Date(Date.UTC(y - ACTIVE_WINDOW_MONTHS / 12, m - 1, d));
  return date.toISOString().slice(0, 10);
}

/** When the vehicle was last seen: its latest sighting, else its inspection date ('' when neither is known). */
export const seenOn = (e: Pick<EquipmentRecord, 'lastSeen' | 'inspectionDate'>): string => e.lastSeen || e.inspectionDate;

/** The status on the day whose activeSince is `since` (see the module comment). */
export function equipmentStatus(e: Outcome, since: string): EquipmentStatus {
  if (e.vehicleOutOfService === true) return 'OUT_OF_SERVICE';
  const seen = seenOn(e);
  return seen !== '' && seen >= since ? 'ACTIVE' : 'INACTIVE';
}

export function inspectionResult(e: Outcome): InspectionResult {
  if (e.vehicleOutOfService === true) return 'FAILED';
  if (e.vehicleViolations !== null && e.vehicleViolations > 0) return 'CONDITIONAL';
  if (e.vehicleOutOfService === false && e.vehicleViolations === 0) return 'PASSED';
  return 'UNKNOWN';
}

export const equipmentKind = (e: Pick<EquipmentRecord, 'equipmentType'>): EquipmentKind => equipmentKindOf(e.equipmentType);
