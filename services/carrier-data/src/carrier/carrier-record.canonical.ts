/**
 * Records in one canonical form, so two snapshots compare as strings first and field by field only when they differ:
 * every field present in the model's order, missing ones at their empty values, unknown ones dropped.
 */
import { emptyCarrier, type Address, type CarrierRecord, type EquipmentRecord, type InsurancePolicy, type Revocation } from './carrier.model';
import type { FieldChange, UpsertOutcome } from './carrier.store';
import { dotKey } from './carrier-search.keys';
import type { AuthorityEvent, AuthorityFact, ProcessAgent } from './authority.model';

/** The top-level fields of CarrierRecord in the model's order (the order FieldChange lists come in). */
export const CARRIER_FIELDS = Object.keys(emptyCarrier('0')) as (keyof CarrierRecord & string)[];

const str = (v: unknown): string => (typeof v === 'string' ? v : v === undefined || v === null ? '' : String(v));
const num = (v: unknown): number => (typeof v === 'number' ? v : v === undefined || v === null || v === '' ? 0 : Number(v));
const strs = (v: unknown): string[] => (Array.isArray(v) ? v.map(str) : []);

function canonicalAddress(a: Partial<Address> | undefined): Address {
  return { street: str(a?.street), city: str(a?.city), state: str(a?.state), zip: str(a?.zip), country: str(a?.country) };
}

function canonicalRevocation(r: Partial<Revocation>): Revocation {
  return { docket: str(r.docket), authorityType: str(r.authorityType), revocationType: str(r.revocationType), serveDate: str(r.serveDate), effectiveDate: str(r.effectiveDate), source: str(r.source) || 'li-revocation' };
}

function canonicalPolicy(p: Partial<InsurancePolicy>): InsurancePolicy {
  return {
    docket: str(p.docket),
    coverageType: str(p.coverageType) as InsurancePolicy['coverageType'],
    layer: str(p.layer) as InsurancePolicy['layer'],
    insurer: str(p.insurer),
    policyNumber: str(p.policyNumber),
    coverageAmount: num(p.coverageAmount),
    underlyingAmount: num(p.underlyingAmount),
    postedDate: str(p.postedDate),
    effectiveDate: str(p.effectiveDate),
    cancelEffectiveDate: str(p.cancelEffectiveDate),
    formCode: str(p.formCode),
    origin: p.origin === 'motus' ? 'motus' : 'legacy',
    asOf: str(p.asOf),
    endReason: str(p.endReason),
  };
}

function canonicalFact(f: Partial<AuthorityFact>): AuthorityFact {
  return {
    docket: str(f.docket),
    kind: str(f.kind) as AuthorityFact['kind'],
    label: str(f.label),
    status: str(f.status) as AuthorityFact['status'],
    revocationPending: f.revocationPending === true,
    since: str(f.since),
    asOf: str(f.asOf),
    source: str(f.source) as AuthorityFact['source'],
    bipdOnFile: typeof f.bipdOnFile === 'number' ? f.bipdOnFile : -1,
    bipdRequired: typeof f.bipdRequired === 'number' ? f.bipdRequired : -1,
  };
}

function canonicalEvent(e: Partial<AuthorityEvent>): AuthorityEvent {
  return { docket: str(e.docket), kind: str(e.kind) as AuthorityEvent['kind'], label: str(e.label), action: str(e.action), status: str(e.status) as AuthorityEvent['status'], date: str(e.date), source: str(e.source) as AuthorityEvent['source'] };
}

function canonicalAgent(a: Partial<ProcessAgent>): ProcessAgent {
  return { docket: str(a.docket), name: str(a.name), city: str(a.city), state: str(a.state) };
}

/**
 * A CarrierRecord with every field present, in the model's order (nested objects too), missing fields at their
 * empty values and unknown fields dropped: the stored form, whose JSON is equal for equal snapshots.
 */
export function canonicalCarrier(r: CarrierRecord): CarrierRecord {
  return {
    dotNumber: str(r.dotNumber),
    legalName: str(r.legalName),
    dbaName: str(r.dbaName),
    dockets: strs(r.dockets),
    mcNumbers: strs(r.mcNumbers),
    carrierOperation: str(r.carrierOperation) as CarrierRecord['carrierOperation'],
    hazmat: r.hazmat === true,
    passengerCarrier: r.passengerCarrier === true,
    classifications: strs(r.classifications),
    entityType: str(r.entityType),
    physicalAddress: canonicalAddress(r.physicalAddress),
    mailingAddress: canonicalAddress(r.mailingAddress),
    phone: str(r.phone),
    fax: str(r.fax),
    email: str(r.email),
    officers: strs(r.officers),
    powerUnits: num(r.powerUnits),
    drivers: num(r.drivers),
    addDate: str(r.addDate),
    mcs150Date: str(r.mcs150Date),
    mcs150Mileage: num(r.mcs150Mileage),
    mcs150MileageYear: num(r.mcs150MileageYear),
    authorityStatus: (str(r.authorityStatus) || 'UNKNOWN') as CarrierRecord['authorityStatus'],
    authorityTypes: strs(r.authorityTypes),
    authorities: Array.isArray(r.authorities) ? r.authorities.map(canonicalFact) : [],
    authorityHistory: Array.isArray(r.authorityHistory) ? r.authorityHistory.map(canonicalEvent) : [],
    usdotStatus: (str(r.usdotStatus) as CarrierRecord['usdotStatus']) || '',
    processAgents: Array.isArray(r.processAgents) ? r.processAgents.map(canonicalAgent) : [],
    revocations: Array.isArray(r.revocations) ? r.revocations.map(canonicalRevocation) : [],
    insurance: Array.isArray(r.insurance) ? r.insurance.map(canonicalPolicy) : [],
    safetyRating: str(r.safetyRating) as CarrierRecord['safetyRating'],
    safetyRatingDate: str(r.safetyRatingDate),
    outOfService: r.outOfService === true,
    outOfServiceDate: str(r.outOfServiceDate),
    inspections: num(r.inspections),
    vehicleInspections: num(r.vehicleInspections),
    driverInspections: num(r.driverInspections),
    vehicleOosInspections: num(r.vehicleOosInspections),
    driverOosInspections: num(r.driverOosInspections),
    violations: num(r.violations),
    crashes: num(r.crashes),
    fatalCrashes: num(r.fatalCrashes),
    injuryCrashes: num(r.injuryCrashes),
    towCrashes: num(r.towCrashes),
    priorRevokeDotNumber: str(r.priorRevokeDotNumber),
    sources: strs(r.sources),
  };
}

export function canonicalEquipment(e: EquipmentRecord): EquipmentRecord {
  return {
    id: str(e.id),
    dotNumber: str(e.dotNumber),
    equipmentType: str(e.equipmentType),
    equipmentYear: e.equipmentYear === null || e.equipmentYear === undefined ? null : num(e.equipmentYear),
    equipmentMake: str(e.equipmentMake),
    equipmentModel: str(e.equipmentModel),
    vehicleVin: str(e.vehicleVin),
    licensePlate: str(e.licensePlate),
    plateState: str(e.plateState),
    unitNumber: str(e.unitNumber),
    inspectionDate: str(e.inspectionDate),
    inspectionState: str(e.inspectionState),
    inspectionId: str(e.inspectionId),
    registrationState: str(e.registrationState),
    ownerName: str(e.ownerName),
    lastSeen: str(e.lastSeen),
    vehicleOutOfService: typeof e.vehicleOutOfService === 'boolean' ? e.vehicleOutOfService : null,
    vehicleViolations: e.vehicleViolations === null || e.vehicleViolations === undefined ? null : num(e.vehicleViolations),
  };
}

/** Equipment records as upsertEquipment stores them: canonical, each with an id and a valid DOT number. */
export function checkedEquipment(records: EquipmentRecord[]): EquipmentRecord[] {
  const recs = records.map(canonicalEquipment);
  for (const r of recs) {
    if (!r.id) throw new Error('Equipment record without id');
    dotKey(r.dotNumber);
  }
  return recs;
}

/** Structural equality of JSON values: object key order ignored, array order significant. */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!deepEqual(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  for (const k of ka) {
    if (!Object.prototype.hasOwnProperty.call(b, k) || !deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false;
  }
  return true;
}

/** The top-level fields that differ, in the model's order. */
export function carrierChanges(before: CarrierRecord, after: CarrierRecord): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of CARRIER_FIELDS) {
    if (!deepEqual(before[field], after[field])) changes.push({ field, before: before[field], after: after[field] });
  }
  return changes;
}

/**
 * What upsertMany reports for a canonical snapshot (`doc` its JSON) against the JSON stored for its DOT number
 * (undefined: none): created; unchanged (the same JSON, or no field differs); changed with the field differences.
 * `before` is the stored record whenever it had to be read to tell.
 */
export function compareSnapshot(rec: CarrierRecord, doc: string, stored: string | undefined): { outcome: UpsertOutcome; before?: CarrierRecord } {
  const dotNumber = rec.dotNumber;
  if (stored === undefined) return { outcome: { dotNumber, kind: 'created', changes: [] } };
  if (stored === doc) return { outcome: { dotNumber, kind: 'unchanged', changes: [] } };
  const before = canonicalCarrier(JSON.parse(stored) as CarrierRecord);
  const changes = carrierChanges(before, rec);
  return { outcome: { dotNumber, kind: changes.length ? 'changed' : 'unchanged', changes }, before };
}

/** Equipment order of equipmentOf: most recently seen first, then by id. */
export function byLastSeen(a: EquipmentRecord, b: EquipmentRecord): number {
  return a.lastSeen < b.lastSeen ? 1 : a.lastSeen > b.lastSeen ? -1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
