import type { EquipmentRecord } from './carrier.model';
import { byLastSeen, checkedEquipment, normaliseDot, normaliseVin, VIN_MIN_CHARS, wholeCount } from './carrier-search.normalise';
import { chunkedRows, type CarrierStatements } from './sqlite-carrier.statements';

// The carrier store's equipment table: one JSON document per unit, indexed by DOT number and VIN.

/** Checked documents of the records, ready for writeEquipment (a bad record throws before anything is written). */
export function equipmentDocs(records: EquipmentRecord[]): { recs: EquipmentRecord[]; docs: string[] } {
  const recs = checkedEquipment(records);
  return { recs, docs: recs.map((r) => JSON.stringify(r)) };
}

/** Inside the caller's transaction: inserts new units, rewrites changed ones; how many were written. */
export function writeEquipment(s: CarrierStatements, recs: EquipmentRecord[], docs: string[]): number {
  const stored = new Map(chunkedRows<[string, string]>(s.equipmentExisting, recs.map((r) => r.id)));
  let written = 0;
  recs.forEach((r, i) => {
    const old = stored.get(r.id);
    if (old === docs[i]) return;
    const vin = normaliseVin(r.vehicleVin);
    if (old === undefined) s.insertEquipment.run(r.id, Number(r.dotNumber), vin, docs[i]);
    else s.updateEquipment.run(Number(r.dotNumber), vin, docs[i], r.id);
    stored.set(r.id, docs[i]);
    written++;
  });
  return written;
}

/** A carrier's units, most recently seen first. */
export function equipmentOfDot(s: CarrierStatements, dotNumber: string): EquipmentRecord[] {
  const dot = normaliseDot(dotNumber);
  if (!dot) return [];
  const list = (s.equipmentOf.all(Number(dot)) as { doc: string }[]).map((r) => JSON.parse(r.doc) as EquipmentRecord);
  return list.sort(byLastSeen);
}

/** Units whose VIN starts with `vin` (VIN_MIN_CHARS at least), in VIN order, `limit` at most. */
export function equipmentWithVin(s: CarrierStatements, vin: string, limit: number): EquipmentRecord[] {
  const prefix = normaliseVin(vin);
  const n = wholeCount(limit);
  if (prefix.length < VIN_MIN_CHARS || !n) return [];
  // VINs are [A-Z0-9]: every VIN starting with the prefix sorts below prefix + '~'.
  return (s.equipmentByVin.all(prefix, `${prefix}~`, n) as { doc: string }[]).map((r) => JSON.parse(r.doc) as EquipmentRecord);
}
