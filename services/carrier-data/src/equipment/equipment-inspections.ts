/**
 * The roadside inspections a broker is told of, by one rule: the census figures on the carrier record or what the
 * inspection units held for the carrier show, whichever counts more. The Equipment tab lists those units, so the
 * header, the Safety tab and the risk score never say fewer inspections (or vehicle out-of-service orders) than the
 * vehicles listed beside them.
 *
 * Both count from below: a unit keeps only the inspection it was last seen at (a truck inspected three times counts
 * once), the census only a window of them (and no import fills its columns yet). So the larger is the nearer.
 */
import type { CarrierRecord, EquipmentRecord } from '../carrier/carrier.model';

/** What a unit says of the inspection it was last seen at: all a tally reads (stores fetch only these fields). */
export type UnitInspection = Pick<EquipmentRecord, 'id' | 'dotNumber' | 'inspectionId' | 'vehicleOutOfService' | 'vehicleViolations'>;

/** A carrier's inspections as its units show them. */
export interface InspectionTally {
  /** Distinct inspections its units were last seen at. */
  inspections: number;
  /** Of them, those that ended with a vehicle out-of-service order. */
  vehicleOosInspections: number;
  /** Vehicle maintenance violations found at them. */
  vehicleViolations: number;
}

/** Tallies per carrier (DOT number); a carrier without units has none. */
export function tallyInspections(units: Iterable<UnitInspection>): Map<string, InspectionTally> {
  const byCarrier = new Map<string, Map<string, { oos: boolean; violations: number }>>();
  for (const u of units) {
    let inspections = byCarrier.get(u.dotNumber);
    if (!inspections) byCarrier.set(u.dotNumber, (inspections = new Map()));
    // A unit whose source named no inspection was still seen at one: it counts as its own.
    const key = u.inspectionId ? `inspection:${u.inspectionId}` : `unit:${u.id}`;
    const seen = inspections.get(key);
    // The units of one inspection carry its outcome alike; should they differ, the worse counts.
    inspections.set(key, { oos: seen?.oos === true || u.vehicleOutOfService === true, violations: Math.max(seen?.violations ?? 0, u.vehicleViolations ?? 0) });
  }
  const out = new Map<string, InspectionTally>();
  for (const [dot, inspections] of byCarrier) {
    const outcomes = [...inspections.values()];
    out.set(dot, {
      inspections: outcomes.length,
      vehicleOosInspections: outcomes.filter((o) => o.oos).length,
      vehicleViolations: outcomes.reduce((sum, o) => sum + o.violations, 0),
    });
  }
  return out;
}

/**
 * The record with the inspection counts LogiScope shows: each the larger of the census figure and the units'. Every
 * unit inspection looked at a vehicle, so it counts as a vehicle inspection too; driver counts stay the census's
 * (units say nothing of drivers).
 */
export function withInspectionsOnFile(record: CarrierRecord, tally: InspectionTally | undefined): CarrierRecord {
  if (!tally) return record;
  const larger = (census: number, units: number) => Math.max(census || 0, units);
  return {
    ...record,
    inspections: larger(record.inspections, tally.inspections),
    vehicleInspections: larger(record.vehicleInspections, tally.inspections),
    vehicleOosInspections: larger(record.vehicleOosInspections, tally.vehicleOosInspections),
    violations: larger(record.violations, tally.vehicleViolations),
  };
}
