/**
 * applyUpdate: folds one row's update into a carrier record. Pure (the input record is not modified), deterministic,
 * idempotent (applying the same update twice gives a deep-equal record), and every array is kept sorted so two
 * snapshots compare field by field.
 *
 * Rules by update kind (see updates.ts for the union):
 *
 * - census: replaces every census-owned field the file carries (a 42-column row leaves officers / safety rating /
 *   prior revocation alone; a 147-column row leaves passengerCarrier alone). Empty values replace too: the census is
 *   the authority for them (a blank DBA means no DBA, a blank CLASSDEF no classification). The classification comes
 *   from the flag columns or CLASSDEF; a census file without them leaves it. Dockets are added, never removed.
 * - insurance: adds or replaces ONE policy keyed by (docket, coverageType, policyNumber); fields the file does not
 *   carry keep what another file said (insur has no posted/cancel date). Adds the row's docket (actpendins pairs
 *   docket and DOT). Derives nothing else: no authority status from insurance. `policy: null` changes nothing but
 *   `sources`.
 * - revocation: adds one revocation keyed by (docket, authorityType, effectiveDate); adds the docket. When it is in
 *   force (effective date on or before `today`), its authority type leaves authorityTypes and, when no granted type
 *   remains, authorityStatus becomes REVOKED — unless the record's ACTIVE status comes from a SAFER snapshot dated
 *   after the revocation took effect (re-authorised since).
 * - docket (L&I carrier search): adds the docket; fills legal name, DBA name, physical city/state only when empty;
 *   sets outOfService when the search flagged it (`OOS`), never clears it.
 * - safer: entityType; out-of-service flag and date (SAFER owns them; a row with neither status nor date leaves
 *   them); authority from the operating status — AUTHORIZED FOR ... → ACTIVE with BROKER when the text names broker
 *   authority and COMMON for motor-carrier authority (SAFER does not tell common from contract), NOT AUTHORIZED →
 *   REVOKED when a revocation is in force, else INACTIVE (NONE without any docket), ACTIVE (USDOT active, no
 *   operating authority) → NONE, Inactive USDOT Number → INACTIVE; an ACTIVE snapshot older than an in-force
 *   revocation does not override it. Adds dockets; census-like fields (carrier operation and classification
 *   included) fill only empty record fields.
 *
 * `sources` holds one entry per file kind, `${source}@${asOf}` (or `${source}` when the date is unknown), keeping the
 * latest date seen.
 */
import { emptyCarrier, type Address, type CarrierRecord, type InsurancePolicy, type Revocation } from '../carrier/carrier.model';
import { mcNumberOf } from './normalize';
import { CENSUS_FIELDS, type CarrierUpdate, type CensusFields, type SaferUpdate } from './updates';

export interface ApplyOptions {
  /** ISO date deciding whether a revocation is in force; today's UTC date by default. */
  today?: string;
}

const todayIso = () => new Date().toISOString().slice(0, 10);

export function applyUpdate(record: CarrierRecord | null, update: CarrierUpdate, options: ApplyOptions = {}): CarrierRecord {
  if (!record && !update.dotNumber) {
    throw new Error(`${update.source} line ${update.line}: no DOT number and no record (resolve the DOT through the docket first)`);
  }
  if (record && update.dotNumber && update.dotNumber !== record.dotNumber) {
    throw new Error(`${update.source} line ${update.line}: update for DOT ${update.dotNumber} applied to record ${record.dotNumber}`);
  }
  // Newest data wins: a file older than one of the same kind already applied to this carrier changes nothing.
  // Without this, re-importing an older and a newer file would flip fields back and forth on every run.
  if (record && update.asOf) {
    const applied = sourceDate(record.sources, update.source);
    if (applied && applied > update.asOf) return record;
  }
  const today = options.today ?? todayIso();
  const rec: CarrierRecord = record ? { ...record } : emptyCarrier(update.dotNumber);
  let dockets = rec.dockets;

  switch (update.kind) {
    case 'census':
      assignCensus(rec, update.fields);
      dockets = addDockets(dockets, update.dockets);
      break;
    case 'insurance':
      if (update.docket) dockets = addDockets(dockets, [update.docket]);
      if (update.policy) rec.insurance = upsertPolicy(rec.insurance, update.policy, update.source === 'li-insur');
      break;
    case 'revocation':
      dockets = addDockets(dockets, [update.docket]);
      rec.revocations = upsertRevocation(rec.revocations, update.revocation);
      applyRevocationEffect(rec, update.revocation, today);
      break;
    case 'docket':
      if (update.docket) dockets = addDockets(dockets, [update.docket]);
      if (!rec.legalName && update.legalName) rec.legalName = update.legalName;
      if (!rec.dbaName && update.dbaName) rec.dbaName = update.dbaName;
      if ((!rec.physicalAddress.city && update.city) || (!rec.physicalAddress.state && update.state)) {
        rec.physicalAddress = {
          ...rec.physicalAddress,
          city: rec.physicalAddress.city || update.city,
          state: rec.physicalAddress.state || update.state,
        };
      }
      if (update.outOfService) rec.outOfService = true;
      break;
    case 'safer':
      dockets = addDockets(dockets, update.dockets);
      rec.dockets = dockets;
      applySafer(rec, update, today);
      fillEmpty(rec, update.fields);
      break;
  }
  rec.dockets = dockets;
  rec.mcNumbers = mcNumbersOf(dockets);
  rec.sources = addSource(rec.sources, update.source, update.asOf);
  return rec;
}

/** Applies updates in order (convenience for tests and small imports). */
export function applyUpdates(record: CarrierRecord | null, updates: CarrierUpdate[], options: ApplyOptions = {}): CarrierRecord | null {
  let rec = record;
  for (const u of updates) rec = applyUpdate(rec, u, options);
  return rec;
}

/* ------------------------------------------------------------------ census */

function copyValue<T>(v: T): T {
  if (Array.isArray(v)) return [...v] as T;
  if (v && typeof v === 'object') return { ...(v as object) } as T;
  return v;
}

function assignCensus(rec: CarrierRecord, fields: CensusFields): void {
  const target = rec as unknown as Record<string, unknown>;
  const source = fields as Record<string, unknown>;
  for (const key of CENSUS_FIELDS) {
    if (source[key] !== undefined) target[key] = copyValue(source[key]);
  }
}

const isEmptyAddress = (a: Address) => !a.street && !a.city && !a.state && !a.zip && !a.country;

function isEmptyValue(v: unknown): boolean {
  if (v === '' || v === 0 || v === null || v === undefined) return true;
  if (Array.isArray(v)) return v.length === 0;
  if (typeof v === 'object') return isEmptyAddress(v as Address);
  return false;
}

/** Census-like fields of a non-census source: only where the record has nothing. */
function fillEmpty(rec: CarrierRecord, fields: CensusFields): void {
  const target = rec as unknown as Record<string, unknown>;
  const source = fields as Record<string, unknown>;
  for (const key of CENSUS_FIELDS) {
    const v = source[key];
    if (v === undefined || isEmptyValue(v) || typeof v === 'boolean') continue;
    if (isEmptyValue(target[key])) target[key] = copyValue(v);
  }
}

/* ------------------------------------------------------------------ dockets */

const DOCKET_ORDER: Record<string, number> = { MC: 0, MX: 1, FF: 2 };

export function compareDockets(a: string, b: string): number {
  const pa = DOCKET_ORDER[a.slice(0, 2)] ?? 9;
  const pb = DOCKET_ORDER[b.slice(0, 2)] ?? 9;
  if (pa !== pb) return pa - pb;
  const na = Number(a.slice(2));
  const nb = Number(b.slice(2));
  if (na !== nb) return na - nb;
  return a < b ? -1 : a > b ? 1 : 0;
}

function addDockets(current: string[], more: string[]): string[] {
  const added = more.filter((d, i) => d && !current.includes(d) && more.indexOf(d) === i);
  if (added.length === 0) return current;
  return [...current, ...added].sort(compareDockets);
}

function mcNumbersOf(dockets: string[]): string[] {
  const out: string[] = [];
  for (const d of dockets) {
    const mc = mcNumberOf(d);
    if (mc && !out.includes(mc)) out.push(mc);
  }
  return out.sort((a, b) => Number(a) - Number(b));
}

/* ------------------------------------------------------------------ insurance */

const policyKey = (p: Pick<InsurancePolicy, 'docket' | 'coverageType' | 'policyNumber'>) => `${p.docket}\u0000${p.coverageType}\u0000${p.policyNumber}`;

function comparePolicies(a: InsurancePolicy, b: InsurancePolicy): number {
  return compareDockets(a.docket, b.docket) || cmp(a.coverageType, b.coverageType) || cmp(a.policyNumber, b.policyNumber);
}

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * `fromInsur`: the L&I insur file describes the same policies as actpendins, sometimes with other dates. A policy
 * actpendins has filed (it alone carries the posted date) keeps actpendins' values and insur only fills what is
 * empty; otherwise the two files would overwrite each other on every re-import and report changes that are not.
 */
function upsertPolicy(list: InsurancePolicy[], update: Partial<InsurancePolicy> & Pick<InsurancePolicy, 'docket' | 'coverageType' | 'policyNumber'>, fromInsur = false): InsurancePolicy[] {
  const key = policyKey(update);
  const i = list.findIndex((p) => policyKey(p) === key);
  // One file can list several filings of the same policy: the latest filing (posted date) is the one in force.
  if (i >= 0 && update.postedDate && list[i].postedDate && list[i].postedDate > update.postedDate) return list;
  if (i >= 0 && fromInsur && list[i].postedDate) {
    const base = list[i];
    const fill = <K extends keyof InsurancePolicy>(k: K): InsurancePolicy[K] => (base[k] === '' || base[k] === 0 ? ((update[k] as InsurancePolicy[K] | undefined) ?? base[k]) : base[k]);
    const out = [...list];
    out[i] = { ...base, layer: fill('layer'), insurer: fill('insurer'), coverageAmount: fill('coverageAmount'), underlyingAmount: fill('underlyingAmount'), effectiveDate: fill('effectiveDate'), cancelEffectiveDate: fill('cancelEffectiveDate'), formCode: fill('formCode') };
    return out;
  }
  const base: InsurancePolicy =
    i >= 0
      ? list[i]
      : { docket: update.docket, coverageType: update.coverageType, layer: '', insurer: '', policyNumber: update.policyNumber, coverageAmount: 0, underlyingAmount: 0, postedDate: '', effectiveDate: '', cancelEffectiveDate: '', formCode: '' };
  const merged: InsurancePolicy = {
    docket: base.docket,
    coverageType: base.coverageType,
    layer: update.layer ?? base.layer,
    insurer: update.insurer ?? base.insurer,
    policyNumber: base.policyNumber,
    coverageAmount: update.coverageAmount ?? base.coverageAmount,
    underlyingAmount: update.underlyingAmount ?? base.underlyingAmount,
    postedDate: update.postedDate ?? base.postedDate,
    effectiveDate: update.effectiveDate ?? base.effectiveDate,
    cancelEffectiveDate: update.cancelEffectiveDate ?? base.cancelEffectiveDate,
    formCode: update.formCode ?? base.formCode,
  };
  const out = [...list];
  if (i >= 0) out[i] = merged;
  else out.push(merged);
  return out.sort(comparePolicies);
}

/* ------------------------------------------------------------------ revocations & authority */

const revocationKey = (r: Revocation) => `${r.docket}\u0000${r.authorityType}\u0000${r.effectiveDate}`;

function compareRevocations(a: Revocation, b: Revocation): number {
  return compareDockets(a.docket, b.docket) || cmp(a.authorityType, b.authorityType) || cmp(a.effectiveDate, b.effectiveDate);
}

function upsertRevocation(list: Revocation[], rev: Revocation): Revocation[] {
  const key = revocationKey(rev);
  const out = list.filter((r) => revocationKey(r) !== key);
  out.push({ docket: rev.docket, authorityType: rev.authorityType, revocationType: rev.revocationType, serveDate: rev.serveDate, effectiveDate: rev.effectiveDate });
  return out.sort(compareRevocations);
}

const inForce = (r: Revocation, today: string) => r.effectiveDate !== '' && r.effectiveDate <= today;

/** Date of the newest SAFER snapshot applied to the record ('' when none or undated). */
function saferAsOf(rec: CarrierRecord): string {
  return sourceDate(rec.sources, 'safer-snapshot');
}

function applyRevocationEffect(rec: CarrierRecord, rev: Revocation, today: string): void {
  if (!inForce(rev, today)) return;
  // A SAFER snapshot taken after the revocation took effect and showing the carrier authorised wins (re-authorised).
  if (rec.authorityStatus === 'ACTIVE' && saferAsOf(rec) > rev.effectiveDate) return;
  const remaining = rec.authorityTypes.filter((t) => t !== rev.authorityType);
  if (remaining.length !== rec.authorityTypes.length) rec.authorityTypes = remaining;
  if (remaining.length === 0) rec.authorityStatus = 'REVOKED';
}

/** `AUTHORIZED FOR Property, HHG` → [COMMON]; `AUTHORIZED FOR BROKER Property` → [BROKER]; bare `AUTHORIZED` → null. */
export function authorityTypesOfStatus(status: string): string[] | null {
  const m = /^AUTHORIZED\s+FOR\s+(.*)$/i.exec(status.trim());
  if (!m) return null;
  const types = new Set<string>();
  let broker = false;
  for (const part of m[1].split(',')) {
    if (/BROKER/i.test(part)) broker = true;
    else if (part.trim() && !broker) types.add('COMMON');
    if (broker) types.add('BROKER');
  }
  return [...types].sort();
}

function applySafer(rec: CarrierRecord, u: SaferUpdate, today: string): void {
  if (u.entityType) rec.entityType = u.entityType;
  if (u.operatingStatus !== '' || u.outOfServiceDate !== '') {
    rec.outOfService = u.outOfService;
    rec.outOfServiceDate = u.outOfServiceDate;
  }
  const status = u.operatingStatus.toUpperCase();
  if (!status || /OUT[- ]OF[- ]SERVICE/.test(status)) return;
  const revokedInForce = rec.revocations.filter((r) => inForce(r, today));
  if (/^AUTHORIZED/.test(status)) {
    // A snapshot older than (or not dated against) an in-force revocation does not re-activate the carrier.
    if (revokedInForce.some((r) => !(u.asOf > r.effectiveDate))) return;
    rec.authorityStatus = 'ACTIVE';
    const types = authorityTypesOfStatus(u.operatingStatus);
    if (types) rec.authorityTypes = types;
    return;
  }
  if (/^NOT AUTHORIZED/.test(status)) {
    rec.authorityStatus = revokedInForce.length ? 'REVOKED' : rec.dockets.length ? 'INACTIVE' : 'NONE';
    rec.authorityTypes = [];
    return;
  }
  if (/^INACTIVE/.test(status)) {
    rec.authorityStatus = revokedInForce.length ? 'REVOKED' : 'INACTIVE';
    rec.authorityTypes = [];
    return;
  }
  if (status === 'ACTIVE') {
    rec.authorityStatus = revokedInForce.length ? 'REVOKED' : 'NONE';
    rec.authorityTypes = [];
  }
}

/* ------------------------------------------------------------------ sources */

function sourceDate(sources: string[], kind: string): string {
  for (const s of sources) {
    const at = s.indexOf('@');
    if ((at < 0 ? s : s.slice(0, at)) === kind) return at < 0 ? '' : s.slice(at + 1);
  }
  return '';
}

function addSource(sources: string[], kind: string, asOf: string): string[] {
  const existing = sources.find((s) => s === kind || s.startsWith(`${kind}@`));
  const existingDate = existing === undefined ? '' : sourceDate([existing], kind);
  const date = asOf > existingDate ? asOf : existingDate;
  const entry = date ? `${kind}@${date}` : kind;
  if (existing === entry) return sources;
  const out = sources.filter((s) => s !== existing);
  out.push(entry);
  return out.sort();
}
