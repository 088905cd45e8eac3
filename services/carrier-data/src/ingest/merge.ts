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
 * - revocation (L&I Revocation, Motus RevokeSuspend orders): adds one keyed by (file kind, docket, authorityType,
 *   effectiveDate); a Motus daily deletion drops that file kind's orders on the docket. Orders in effect count as
 *   authority facts of their effective date (authority-picture.ts), so a newer grant or reinstatement wins.
 * - docket (L&I carrier search): adds the docket; fills legal name, DBA name, physical city/state only when empty;
 *   sets outOfService when the search flagged it (`OOS`), never clears it.
 * - safer: entityType; out-of-service flag and date (SAFER owns them; a row with neither status nor date leaves
 *   them); its operating status becomes authority facts of the snapshot's date (merge-authority.ts saferFacts);
 *   "Inactive USDOT Number" marks the USDOT inactive. Adds dockets; census-like fields (carrier operation and
 *   classification included) fill only empty record fields.
 * - authority (legacy L&I Carrier, Motus Carrier): upserts its facts per (file kind, docket, kind), an older fact
 *   never replacing a newer one; a daily deletion drops that file kind's facts on the docket. Names and the business
 *   address fill only empty fields (a Motus row for a USDOT the census does not hold creates the company).
 * - authhist: adds its timeline events (legacy: original action + disposition; Motus: one status change); a daily
 *   deletion drops them. agent (BOC-3): one process agent per docket.
 * - insurance from Motus (Insur, InsHist) is kept apart from the legacy copy of the same filing (origin 'motus'): the
 *   newer of the two is the one in force. InsHist ends a filing; a Motus Insur deletion ends it on the file's day.
 * - After every update, authorityStatus / authorityTypes are derived again from the facts (authority-picture.ts).
 *
 * `sources` holds one entry per file kind, `${source}@${asOf}` (or `${source}` when the date is unknown), keeping the
 * latest date seen.
 */
import { emptyCarrier, type Address, type CarrierRecord, type InsurancePolicy, type Revocation } from '../carrier/carrier.model';
import { authorityPicture } from '../carrier/authority-picture';
import { mcNumberOf } from './normalize';
import { CENSUS_FIELDS, type CarrierUpdate, type CensusField, type CensusFields, type SaferUpdate } from './updates';
import { applyAgent, applyAuthHist, applyAuthority, saferFacts, upsertFacts } from './merge-authority';
import { blankPolicy, comparePolicies, removeMotusFilings, statedTerms, upsertMotusFiling } from './merge-motus-insurance';

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
      if (update.source === 'motus-insur' || update.source === 'motus-inshist') {
        if (update.remove) rec.insurance = removeMotusFilings(rec.insurance, update.source, update.remove, update.asOf);
        else if (update.policy) rec.insurance = upsertMotusFiling(rec.insurance, update.source, update.policy, update.asOf);
      } else if (update.policy) rec.insurance = upsertPolicy(rec.insurance, { ...update.policy, origin: 'legacy', asOf: update.asOf }, update.source === 'li-insur');
      break;
    case 'revocation':
      dockets = addDockets(dockets, [update.docket]);
      if (update.remove) {
        const type = update.remove.authorityType;
        rec.revocations = rec.revocations.filter((r) => !(r.source === update.source && r.docket === update.docket && (!type || r.authorityType === type)));
      } else rec.revocations = upsertRevocation(rec.revocations, { ...update.revocation, source: update.source });
      break;
    case 'authority':
      if (update.docket) dockets = addDockets(dockets, [update.docket]);
      applyAuthority(rec, update);
      fillEmpty(rec, update.fields);
      break;
    case 'authhist':
      dockets = addDockets(dockets, [update.docket]);
      applyAuthHist(rec, update);
      break;
    case 'agent':
      dockets = addDockets(dockets, [update.docket]);
      applyAgent(rec, update);
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
      applySafer(rec, update);
      fillEmpty(rec, update.fields);
      break;
  }
  rec.dockets = dockets;
  rec.mcNumbers = mcNumbersOf(dockets);
  rec.sources = addSource(rec.sources, update.source, update.asOf);
  // A record this merge has given facts (or that a fact-bearing row just touched) keeps its authority in them: the
  // stored status stands only for records written before facts were kept, and must not outlive a deleted fact.
  const factBearing = rec.authorities.length > 0 || update.kind === 'authority' || update.kind === 'authhist' || update.kind === 'revocation' || update.kind === 'safer';
  const picture = authorityPicture(factBearing ? { ...rec, authorityStatus: 'UNKNOWN' } : rec, today);
  rec.authorityStatus = picture.motorCarrier;
  rec.authorityTypes = picture.activeKinds;
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
  for (const key of CENSUS_FIELDS) {
    const v = fields[key];
    if (v !== undefined) copyField(rec, key, v);
  }
}

/** One census field onto the record, copied (the record never shares an array or an address with its source). */
function copyField<K extends CensusField>(rec: CarrierRecord, key: K, value: CarrierRecord[K]): void {
  rec[key] = copyValue(value);
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
  for (const key of CENSUS_FIELDS) {
    const v = fields[key];
    if (v === undefined || isEmptyValue(v) || typeof v === 'boolean') continue;
    if (isEmptyValue(rec[key])) copyField(rec, key, v);
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

/** The legacy copy of a filing (Motus keeps its own: merge-motus-insurance.ts). */
const policyKey = (p: Pick<InsurancePolicy, 'docket' | 'coverageType' | 'policyNumber'> & Partial<Pick<InsurancePolicy, 'origin'>>) =>
  `${p.origin ?? 'legacy'}\u0000${p.docket}\u0000${p.coverageType}\u0000${p.policyNumber}`;

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
    out[i] = { ...base, layer: fill('layer'), insurer: fill('insurer'), coverageAmount: fill('coverageAmount'), underlyingAmount: fill('underlyingAmount'), effectiveDate: fill('effectiveDate'), cancelEffectiveDate: fill('cancelEffectiveDate'), formCode: fill('formCode'), asOf: base.asOf > (update.asOf ?? '') ? base.asOf : (update.asOf ?? '') };
    return out;
  }
  const base: InsurancePolicy =
    i >= 0
      ? list[i]
      : blankPolicy(update, 'legacy');
  const merged: InsurancePolicy = {
    docket: base.docket,
    coverageType: base.coverageType,
    policyNumber: base.policyNumber,
    ...statedTerms(base, update),
    postedDate: update.postedDate ?? base.postedDate,
    cancelEffectiveDate: update.cancelEffectiveDate ?? base.cancelEffectiveDate,
    origin: 'legacy',
    asOf: (update.asOf ?? '') > base.asOf ? (update.asOf ?? '') : base.asOf,
    endReason: '',
  };
  const out = [...list];
  if (i >= 0) out[i] = merged;
  else out.push(merged);
  return out.sort(comparePolicies);
}

/* ------------------------------------------------------------------ revocations & authority */

const revocationKey = (r: Revocation) => `${r.source}\u0000${r.docket}\u0000${r.authorityType}\u0000${r.effectiveDate}`;

function compareRevocations(a: Revocation, b: Revocation): number {
  return compareDockets(a.docket, b.docket) || cmp(a.authorityType, b.authorityType) || cmp(a.effectiveDate, b.effectiveDate);
}

function upsertRevocation(list: Revocation[], rev: Revocation): Revocation[] {
  const key = revocationKey(rev);
  const out = list.filter((r) => revocationKey(r) !== key);
  out.push({ docket: rev.docket, authorityType: rev.authorityType, revocationType: rev.revocationType, serveDate: rev.serveDate, effectiveDate: rev.effectiveDate, source: rev.source });
  return out.sort(compareRevocations);
}

/**
 * SAFER owns the entity type and the out-of-service flag; its operating status becomes authority facts of its date
 * (saferFacts), which newer L&I or Motus facts override; "Inactive USDOT Number" marks the USDOT inactive.
 */
function applySafer(rec: CarrierRecord, u: SaferUpdate): void {
  if (u.entityType) rec.entityType = u.entityType;
  if (u.operatingStatus !== '' || u.outOfServiceDate !== '') {
    rec.outOfService = u.outOfService;
    rec.outOfServiceDate = u.outOfServiceDate;
  }
  const status = u.operatingStatus.toUpperCase();
  if (/^INACTIVE/.test(status)) rec.usdotStatus = 'INACTIVE';
  const facts = saferFacts(u, rec.dockets);
  if (facts) rec.authorities = upsertFacts(rec.authorities.filter((f) => f.source !== 'safer-snapshot'), facts);
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
