/**
 * What a layout makes of one row: a typed partial update for one carrier (or one vehicle), or a RowError.
 *
 * The import pipeline (built on top of this module) does, per row:
 *
 *   const result = file.map(fields, line)          // IngestUpdate | RowError | null (null: nothing to apply)
 *   if (result?.kind === 'error') → count / report it (line + reason), continue
 *   if (result?.kind === 'equipment') → store.upsertEquipment(result.equipment)
 *   else if (result) → dot = result.dotNumber || await store.dotsByMc([mcNumberOf(result.docket)]) …
 *                      next = applyUpdate(current ?? null, result)   // pure; merge.ts
 *                      store.upsertMany([next]) → field-level diffs (CarrierChanged)
 *
 * Keys: DOT numbers key everything. Rows whose file carries no DOT number (L&I `insur`, a revocation with
 * DOT `00000000`, a carrier-search docket without USDOT) have `dotNumber: ''` and a `docket`: the pipeline resolves
 * the DOT through the dockets it already knows (census DOCKETn, actpendins, SAFER, carrier search), and reports the
 * row as unresolved when none does. `applyUpdate` refuses an update without a DOT number when there is no record.
 *
 * Field ownership (what each kind may change, see merge.ts):
 *   census     — replaces every census-owned field it carries (names, addresses, phone, fax, email, officers,
 *                fleet, dates, mileage, safety rating, prior revocation, operation and classification); adds its dockets.
 *   insurance  — adds or replaces one policy keyed by (docket, coverageType, policyNumber); adds the docket.
 *   revocation — adds one revocation keyed by (docket, authorityType, effectiveDate); may set REVOKED.
 *   docket     — (L&I carrier search) adds the docket; fills names/city/state only when empty; may flag out of service.
 *   safer      — entity type, authority status, out-of-service; adds dockets; fills census fields only when empty.
 *   equipment  — not a carrier update: an EquipmentRecord for store.upsertEquipment.
 */
import type { AuthorityEvent, AuthorityFact, AuthorityKind, ProcessAgent } from '../carrier/authority.model';
import type { CarrierRecord, EquipmentRecord, InsurancePolicy, Revocation } from '../carrier/carrier.model';

/** The file kinds (also the `sources` entries of a CarrierRecord: `${source}@${asOf}`). */
export type SourceKind =
  | 'census-42'
  | 'census-147'
  | 'li-actpendins'
  | 'li-insur'
  | 'li-revocation'
  | 'li-carrier-search'
  | 'safer-snapshot'
  | 'inspection-units'
  | 'li-carrier'
  | 'li-authhist'
  | 'motus-carrier'
  | 'motus-insur'
  | 'motus-inshist'
  | 'motus-authhist'
  | 'motus-revokesuspend'
  | 'motus-boc3';

export interface RowError {
  kind: 'error';
  source: SourceKind;
  /** 1-based physical line number of the row in its file. */
  line: number;
  /** Human-readable: what is wrong, with the offending value. */
  reason: string;
}

interface UpdateBase {
  source: SourceKind;
  line: number;
  /** Date of the data (ISO YYYY-MM-DD): from the file name (`actpendins_2025_09_03.txt`) or the caller; '' unknown. */
  asOf: string;
  /** DOT number, digits without leading zeros; '' when the row has none (resolve through `docket`). */
  dotNumber: string;
  /** Values that could not be read and were left empty (bad date, bad number), e.g. `MCS150_DATE: '31-FOO-23'`. */
  warnings?: string[];
}

/** The census-owned fields of CarrierRecord. */
export type CensusField =
  | 'legalName'
  | 'dbaName'
  | 'carrierOperation'
  | 'hazmat'
  | 'passengerCarrier'
  | 'classifications'
  | 'physicalAddress'
  | 'mailingAddress'
  | 'phone'
  | 'fax'
  | 'email'
  | 'officers'
  | 'powerUnits'
  | 'drivers'
  | 'addDate'
  | 'mcs150Date'
  | 'mcs150Mileage'
  | 'mcs150MileageYear'
  | 'safetyRating'
  | 'safetyRatingDate'
  | 'priorRevokeDotNumber'
  | 'usdotStatus';

export const CENSUS_FIELDS: readonly CensusField[] = [
  'legalName', 'dbaName', 'carrierOperation', 'hazmat', 'passengerCarrier', 'classifications', 'physicalAddress', 'mailingAddress', 'phone', 'fax', 'email',
  'officers', 'powerUnits', 'drivers', 'addDate', 'mcs150Date', 'mcs150Mileage', 'mcs150MileageYear', 'safetyRating', 'safetyRatingDate',
  'priorRevokeDotNumber', 'usdotStatus',
];

/**
 * Census fields as a layout read them. A field is present only when the file has the column: the 42-column census
 * has no officers, safety rating or prior revocation; the 147-column one has no PC_FLAG (passengerCarrier);
 * classifications come from the 42-column flags or the 147-column CLASSDEF (a SAFER snapshot may carry them too).
 */
export type CensusFields = Partial<Pick<CarrierRecord, CensusField>>;

/** Census facts the model has no field for, kept for the pipeline (chameleon checks, status displays). */
export interface CensusExtras {
  /** STATUS_CODE of the 147-column file (A active, I inactive, ...); '' when absent. */
  statusCode: string;
  /** CELL_PHONE, digits; '' when absent. */
  cellPhone: string;
  /** DUN_BRADSTREET_NO; '' when absent. */
  dunsNumber: string;
  /** DOCKETn_STATUS_CODE by docket (`{ MC123456: 'A' }`). */
  docketStatus: Record<string, string>;
}

/** A census row (42-column SMS census or 147-column Company Census File). */
export interface CensusUpdate extends UpdateBase {
  kind: 'census';
  source: 'census-42' | 'census-147';
  fields: CensusFields;
  /** DOCKET1PREFIX/DOCKET1 .. DOCKET3 (147 columns), normalised (`MC123456`); [] in the 42-column file. */
  dockets: string[];
  extras: CensusExtras;
}

/**
 * A policy as one L&I file gives it. Key fields are always there; a field the file does not carry is absent
 * (insur has no posted date or cancel date, actpendins has no layer for a plain `BIPD` row), so merging keeps what
 * another file said about it.
 */
export type InsurancePolicyUpdate = Pick<InsurancePolicy, 'docket' | 'coverageType' | 'policyNumber'> & Partial<InsurancePolicy>;

/** One insurance row (L&I actpendins: with DOT; L&I insur: docket only; Motus Insur / InsHist: both). */
export interface InsuranceUpdate extends UpdateBase {
  kind: 'insurance';
  source: 'li-actpendins' | 'li-insur' | 'motus-insur' | 'motus-inshist';
  docket: string;
  /** null: the insur file lists the docket with no policy (all zeros); nothing to apply but the source. */
  policy: InsurancePolicyUpdate | null;
  /**
   * A daily difference's deletion (a row blank apart from its key): Motus Insur drops the filings of the key (the
   * docket, and form and policy when given); Motus InsHist forgets the end it recorded.
   */
  remove?: Pick<InsurancePolicy, 'docket'> & Partial<Pick<InsurancePolicy, 'coverageType' | 'policyNumber'>>;
}

/** One revocation row (L&I Revocation) or suspension / revocation order (Motus RevokeSuspend). */
export interface RevocationUpdate extends UpdateBase {
  kind: 'revocation';
  source: 'li-revocation' | 'motus-revokesuspend';
  docket: string;
  revocation: Revocation;
  /** A daily deletion: drop this source's orders on the docket (of that authority type when given). */
  remove?: { authorityType: string };
}

/**
 * One row of an authority file (legacy L&I Carrier: a docket's COMMON / CONTRACT / BROKER; Motus Carrier: one
 * authority): its facts, and the names and business address it carries (they fill only empty census fields; a USDOT
 * the census does not hold yet is created from them).
 */
export interface AuthorityUpdate extends UpdateBase {
  kind: 'authority';
  source: 'li-carrier' | 'motus-carrier' | 'safer-snapshot';
  docket: string;
  facts: AuthorityFact[];
  fields: CensusFields;
  /** A daily deletion: drop this source's facts on the docket (of these kinds; all when null). */
  remove?: { kinds: AuthorityKind[] | null };
}

/** One AuthHist row (legacy or Motus): an event of the timeline (Motus events also say the status they left). */
export interface AuthHistUpdate extends UpdateBase {
  kind: 'authhist';
  source: 'li-authhist' | 'motus-authhist';
  docket: string;
  /** A legacy row holds the original action and its disposition: up to two events. */
  events: AuthorityEvent[];
  /** A daily deletion: drop this source's events on the docket (of that kind and date when given). */
  remove?: { kind?: AuthorityKind; date?: string };
}

/** One BOC-3 row (Motus): the process agent of a docket; null with `remove`. */
export interface AgentUpdate extends UpdateBase {
  kind: 'agent';
  source: 'motus-boc3';
  docket: string;
  agent: ProcessAgent | null;
  remove?: true;
}

/** One L&I carrier-search row: a docket ↔ DOT mapping with names. */
export interface DocketUpdate extends UpdateBase {
  kind: 'docket';
  source: 'li-carrier-search';
  /** '' when the prefix is not MC/MX/FF (old WC water-carrier dockets) or the number is missing. */
  docket: string;
  legalName: string;
  dbaName: string;
  city: string;
  state: string;
  /** The search flagged the carrier out of service (`3650238OOS`). */
  outOfService: boolean;
}

/** One SAFER company-snapshot row (fmcsa_on_off.csv, FMSCA_records.csv, safer_online.csv). */
export interface SaferUpdate extends UpdateBase {
  kind: 'safer';
  source: 'safer-snapshot';
  /** From `MC/MX/FF Number(s)` (several per cell, newline-separated). */
  dockets: string[];
  /** CARRIER, BROKER, CARRIER/BROKER ...; '' when absent. */
  entityType: string;
  /** As SAFER prints it: ACTIVE, AUTHORIZED FOR Property, NOT AUTHORIZED, OUT-OF-SERVICE, Inactive USDOT Number ...; '' absent. */
  operatingStatus: string;
  outOfService: boolean;
  outOfServiceDate: string;
  /** Census-like fields of the snapshot; merged only into empty record fields (the census owns them). */
  fields: CensusFields;
}

/** The vehicles of one inspection row (one or two units): not a carrier update, for store.upsertEquipment. */
export interface EquipmentUpdate extends UpdateBase {
  kind: 'equipment';
  source: 'inspection-units';
  equipment: EquipmentRecord[];
}

/** Updates applyUpdate accepts. */
export type CarrierUpdate = CensusUpdate | InsuranceUpdate | RevocationUpdate | DocketUpdate | SaferUpdate | AuthorityUpdate | AuthHistUpdate | AgentUpdate;

/** Everything a layout can produce from a valid row. */
export type IngestUpdate = CarrierUpdate | EquipmentUpdate;

/** A layout's answer for one row: an update, an error, or null when the row carries nothing to apply. */
export type MapResult = IngestUpdate | RowError | null;

/** The update, with the row's warnings when it has any (an update without warnings carries no `warnings` field). */
export function withWarnings<U extends { warnings?: string[] }>(update: U, warnings: string[]): U {
  if (warnings.length) update.warnings = warnings;
  return update;
}

/** A revocation order's update: the order is filed under its row's docket and source. */
export function revocationUpdate(row: Pick<RevocationUpdate, 'source' | 'line' | 'asOf' | 'dotNumber' | 'docket'>, order: Omit<Revocation, 'docket' | 'source'>): RevocationUpdate {
  return { kind: 'revocation', ...row, revocation: { docket: row.docket, ...order, source: row.source } };
}

export function rowError(source: SourceKind, line: number, reason: string): RowError {
  return { kind: 'error', source, line, reason };
}

export function isRowError(r: MapResult): r is RowError {
  return r !== null && r.kind === 'error';
}

export function isCarrierUpdate(r: MapResult): r is CarrierUpdate {
  return r !== null && r.kind !== 'error' && r.kind !== 'equipment';
}
