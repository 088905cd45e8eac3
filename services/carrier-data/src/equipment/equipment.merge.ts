/**
 * Pure equipment merging: inspection-unit rows into one record per vehicle, and a source's vehicles into the carrier's
 * stored list (new vehicles added, known ones updated, nothing removed). No store, clock or I/O here.
 */
import type { EquipmentRecord } from '../carrier/carrier.model';
import { byLastSeen, canonicalEquipment, deepEqual } from '../carrier/carrier-record.canonical';
import type { SourcedEquipment } from './equipment.source';

/** When a sighting happened: its lastSeen, else its inspection date (ISO dates compare as text). */
const seenOn = (e: EquipmentRecord): string => e.lastSeen || e.inspectionDate;

const isBlank = (v: unknown): boolean => v === '' || v === null || v === undefined;

/** `primary` with its empty fields ('' or null) taken from `secondary`. */
function fillBlanks(primary: EquipmentRecord, secondary: EquipmentRecord): EquipmentRecord {
  const out = { ...primary };
  for (const key of Object.keys(secondary) as (keyof EquipmentRecord)[]) fillBlank(out, secondary, key);
  return out;
}

function fillBlank<K extends keyof EquipmentRecord>(out: EquipmentRecord, from: EquipmentRecord, key: K): void {
  if (isBlank(out[key]) && !isBlank(from[key])) out[key] = from[key];
}

/**
 * One vehicle from two sightings: the later sighting's values, its gaps filled from the earlier one. On the same date
 * `b`, the fresher read, wins.
 */
export function mergeSightings(a: EquipmentRecord, b: EquipmentRecord): EquipmentRecord {
  return seenOn(b) >= seenOn(a) ? fillBlanks(b, a) : fillBlanks(a, b);
}

/**
 * Inspection-unit rows (one per vehicle per inspection) as one record per vehicle, most recently seen first. The
 * inspection count counts distinct inspection ids (a row without one counts once).
 */
export function collapseInspectionUnits(units: readonly EquipmentRecord[]): SourcedEquipment[] {
  const vehicles = new Map<string, { record: EquipmentRecord; inspections: Set<string> }>();
  units.forEach((unit, row) => {
    if (!unit.id) return;
    const inspection = unit.inspectionId || `row-${row}`;
    const seen = vehicles.get(unit.id);
    if (!seen) vehicles.set(unit.id, { record: unit, inspections: new Set([inspection]) });
    else {
      seen.record = mergeSightings(seen.record, unit);
      seen.inspections.add(inspection);
    }
  });
  return [...vehicles.values()].map((v) => ({ ...canonicalEquipment(v.record), inspectionCount: v.inspections.size })).sort(byLastSeen);
}

export interface EquipmentMerge {
  /** What store.upsertEquipment must write: the new and the changed vehicles, canonical. */
  writes: EquipmentRecord[];
  /** Vehicles the source reported for this carrier. */
  total: number;
  added: number;
  updated: number;
  unchanged: number;
  /** Roadside inspections those vehicles were seen at. */
  inspections: number;
}

/**
 * Merges a source's vehicles into the carrier's stored ones, by vehicle id: an unknown vehicle is added, a known one
 * takes the newer sighting's values (gaps filled from the other, so an import's unit number or owner survives an API
 * that lacks them), and is counted updated only when that changes it. Vehicles of another DOT number are ignored:
 * a source never writes under a carrier it was not asked about.
 */
export function planEquipmentMerge(dotNumber: string, stored: readonly EquipmentRecord[], sourced: readonly SourcedEquipment[]): EquipmentMerge {
  const incoming = new Map<string, { record: EquipmentRecord; inspections: number }>();
  for (const s of sourced) {
    if (!s.id || s.dotNumber !== dotNumber) continue;
    const seen = incoming.get(s.id);
    const inspections = Math.max(1, Math.floor(s.inspectionCount || 0));
    if (!seen) incoming.set(s.id, { record: s, inspections });
    else incoming.set(s.id, { record: mergeSightings(seen.record, s), inspections: seen.inspections + inspections });
  }
  const known = new Map(stored.filter((e) => e.dotNumber === dotNumber).map((e) => [e.id, canonicalEquipment(e)]));
  const merge: EquipmentMerge = { writes: [], total: incoming.size, added: 0, updated: 0, unchanged: 0, inspections: 0 };
  for (const [id, { record, inspections }] of incoming) {
    merge.inspections += inspections;
    const current = known.get(id);
    if (!current) {
      merge.writes.push(canonicalEquipment(record));
      merge.added++;
      continue;
    }
    const next = canonicalEquipment(mergeSightings(current, record));
    if (deepEqual(next, current)) merge.unchanged++;
    else {
      merge.writes.push(next);
      merge.updated++;
    }
  }
  return merge;
}
