/**
 * Pure text normalisation for carrier search, shared by both CarrierStore engines so they recognise the same
 * queries and index the same keys:
 *  - what the home search box was given (MC, DOT, either, phone, e-mail or a name);
 *  - name keys for matching (upper-case, no punctuation, no LLC/INC suffix) and for ordering;
 *  - phone / e-mail / officer / street-address keys for exact lookups and shared-identifier detection.
 * Every function is idempotent: normalising a normalised value gives it back.
 */
import type { CarrierQuery, FieldChange, SharingKind, UpsertOutcome } from './carrier.store';
import { emptyCarrier, type Address, type CarrierRecord, type EquipmentRecord, type InsurancePolicy, type Revocation } from './carrier.model';

export type SearchIntent =
  | { kind: 'empty' }
  /** Digits of an MC docket, no leading zeros. */
  | { kind: 'mc'; mc: string }
  /** A DOT number, no leading zeros. */
  | { kind: 'dot'; dot: string }
  /** Bare digits: an MC or a DOT number (search both, exact hits first). */
  | { kind: 'number'; digits: string }
  /** Ten digits. */
  | { kind: 'phone'; phone: string }
  | { kind: 'email'; email: string }
  /** Name text: `tokens` are the matching tokens (suffixes such as LLC dropped), each may be a partial word. */
  | { kind: 'name'; text: string; tokens: string[] };

const MC_RE = /^(?:MC|M\s*\.\s*C\s*\.?)\s*(?:#|NO\s*\.?|NUMBER)?\s*[-:#]?\s*(\d{1,9})$/;
const DOT_RE = /^(?:U\s*\.?\s*S\s*\.?\s*DOT|DOT)\s*(?:#|NO\s*\.?|NUMBER)?\s*[-:#]?\s*(\d{1,10})$/;
/** Only what people put around phone digits. */
const PHONE_CHARS_RE = /^\+?[\d\s().\-/]+$/;

/** Recognises what the home search box was given. */
export function recogniseQuery(input: string): SearchIntent {
  const text = (input ?? '').trim();
  if (!text) return { kind: 'empty' };
  if (text.includes('@')) {
    const email = normaliseEmail(text.replace(/^mailto:/i, ''));
    return email ? { kind: 'email', email } : { kind: 'empty' };
  }
  const upper = text.toUpperCase();
  const mc = MC_RE.exec(upper);
  if (mc) return { kind: 'mc', mc: stripZeros(mc[1]) };
  const dot = DOT_RE.exec(upper);
  if (dot) return { kind: 'dot', dot: stripZeros(dot[1]) };
  if (/^#?\s*\d+$/.test(text)) {
    const digits = text.replace(/\D/g, '');
    if (digits.length === 10 || (digits.length === 11 && digits[0] === '1')) return { kind: 'phone', phone: digits.slice(-10) };
    const n = stripZeros(digits);
    return n === '0' || digits.length > 10 ? { kind: 'empty' } : { kind: 'number', digits: n };
  }
  if (PHONE_CHARS_RE.test(text)) {
    const digits = text.replace(/\D/g, '');
    if (digits.length === 10 || (digits.length === 11 && digits[0] === '1')) return { kind: 'phone', phone: digits.slice(-10) };
    if (digits.length > 0 && digits.length <= 9 && !text.startsWith('+')) {
      const n = stripZeros(digits);
      if (n !== '0') return { kind: 'number', digits: n };
    }
  }
  const tokens = nameTokens(text);
  return tokens.length ? { kind: 'name', text, tokens } : { kind: 'empty' };
}

function stripZeros(digits: string): string {
  const s = digits.replace(/^0+/, '');
  return s === '' ? '0' : s;
}

/** Company-form suffixes dropped from the end of a name for matching (kept in the displayed name). */
export const NAME_SUFFIXES: ReadonlySet<string> = new Set([
  'LLC', 'INC', 'CORP', 'CO', 'LTD', 'LC', 'LP', 'LLP', 'PLLC', 'PC', 'CORPORATION', 'INCORPORATED', 'COMPANY', 'LIMITED',
]);

const COMBINING_MARKS_RE = /[\u0300-\u036f]/g;

/**
 * Upper-case, accents removed, `&` as AND, apostrophes and dots dropped inside words (JOE'S → JOES, J.B. → JB),
 * any other punctuation a space, spaces collapsed. The display order key (ties are broken on it).
 */
export function normaliseName(name: string): string {
  if (!name) return '';
  let s = name;
  // Fast path: plain upper-case ASCII words and single spaces (what FMCSA files mostly hold).
  if (!/^[A-Z0-9]+(?: [A-Z0-9]+)*$/.test(s)) {
    s = s.normalize('NFKD').replace(COMBINING_MARKS_RE, '').toUpperCase();
    s = stripPunctuation(s.replace(/&/g, ' AND ')).trim();
  }
  return s;
}

const INITIALS_RE = /(?<![\p{L}\p{N}])(?:\p{L}\.){2,}/gu;

/** J.B. HUNT → JB HUNT, JOE'S → JOES, ST.LOUIS → ST LOUIS; any other punctuation becomes a space. */
function stripPunctuation(s: string): string {
  return s
    .replace(INITIALS_RE, (m) => `${m.replace(/\./g, '')} `)
    .replace(/['’`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ');
}

/** The matching form of a name: normaliseName without trailing company suffixes (ACME TRUCKING CO INC → ACME TRUCKING). */
export function nameKey(name: string): string {
  const n = normaliseName(name);
  if (!n) return '';
  const words = n.split(' ');
  let end = words.length;
  // "SMITH AND CO INC" → SMITH; a name made only of a suffix stays as it is.
  while (end > 1 && (NAME_SUFFIXES.has(words[end - 1]) || words[end - 1] === 'AND')) end--;
  return end === words.length ? n : words.slice(0, end).join(' ');
}

/** The tokens a name query matches on (each a possibly partial word). */
export function nameTokens(text: string): string[] {
  const key = nameKey(text);
  return key ? key.split(' ') : [];
}

/** Ten digits for US/CA numbers (a leading 1 dropped); '' when there are no digits. */
export function normalisePhone(value: string): string {
  const digits = (value ?? '').replace(/\D/g, '');
  return digits.length === 11 && digits[0] === '1' ? digits.slice(1) : digits;
}

export function normaliseEmail(value: string): string {
  return (value ?? '').trim().toLowerCase();
}

/** Officer names as FMCSA prints them: upper-case, punctuation dropped, single spaces. */
export function normaliseOfficer(value: string): string {
  return normaliseName(value);
}

/** Digits of an MC docket without leading zeros ("MC-012345" → "12345"); '' when there are none. */
export function normaliseMc(value: string): string {
  const digits = (value ?? '').replace(/\D/g, '');
  return digits ? stripZeros(digits) : '';
}

/** A DOT number without leading zeros; '' when the value has no digits. */
export function normaliseDot(value: string): string {
  const digits = (value ?? '').replace(/\D/g, '');
  return digits ? stripZeros(digits) : '';
}

const STREET_WORDS = new Map<string, string>(
  Object.entries({
    STREET: 'ST', STR: 'ST', AVENUE: 'AVE', AV: 'AVE', AVEN: 'AVE', AVN: 'AVE', ROAD: 'RD', DRIVE: 'DR', DRV: 'DR',
    BOULEVARD: 'BLVD', BOUL: 'BLVD', BLV: 'BLVD', LANE: 'LN', HIGHWAY: 'HWY', HIWAY: 'HWY', PARKWAY: 'PKWY', PKY: 'PKWY',
    COURT: 'CT', PLACE: 'PL', CIRCLE: 'CIR', TERRACE: 'TER', TRAIL: 'TRL', SQUARE: 'SQ', EXPRESSWAY: 'EXPY', FREEWAY: 'FWY',
    TURNPIKE: 'TPKE', CENTER: 'CTR', CENTRE: 'CTR', ROUTE: 'RTE', RT: 'RTE', MOUNT: 'MT', FORT: 'FT', SAINT: 'ST',
    NORTH: 'N', SOUTH: 'S', EAST: 'E', WEST: 'W', NORTHEAST: 'NE', NORTHWEST: 'NW', SOUTHEAST: 'SE', SOUTHWEST: 'SW',
    SUITE: 'STE', UNIT: 'STE', APT: 'STE', APARTMENT: 'STE', ROOM: 'STE', RM: 'STE',
    FLOOR: 'FL', FLR: 'FL', BUILDING: 'BLDG', BLD: 'BLDG',
  }),
);
const PLAIN_RE = /^[A-Z0-9 ]*$/;
const PO_BOX_RE = / (?:P ?O|POST OFFICE|POST) ?BOX /g;

/**
 * A street line in one spelling: 123 Main Street, Suite #200 → 123 MAIN ST STE 200; P.O. Box 55 → PO BOX 55.
 * Suite numbers are kept (two suites in one building are two offices).
 */
export function normaliseStreet(street: string): string {
  if (!street) return '';
  let s = street;
  // Upper-case letters, digits and spaces (most FMCSA rows) skip the Unicode and punctuation passes.
  if (!PLAIN_RE.test(s)) s = stripPunctuation(s.normalize('NFKD').replace(COMBINING_MARKS_RE, '').toUpperCase().replace(/#/g, ' STE ').replace(/&/g, ' AND '));
  if (s.includes('BOX')) s = ` ${s.replace(/\s+/g, ' ')} `.replace(PO_BOX_RE, ' PO BOX ').replace(/ POBOX /g, ' PO BOX ');
  let out = '';
  let last = '';
  for (const w of s.split(' ')) {
    if (!w) continue;
    const mapped = STREET_WORDS.get(w) ?? w;
    // "SUITE #200" and "STE. 200" both end as STE 200.
    if (mapped === 'STE' && last === 'STE') continue;
    out = out ? `${out} ${mapped}` : mapped;
    last = mapped;
  }
  return out;
}

/** Five-digit ZIP when the code is a US one; other postal codes upper-cased without spaces. */
function normaliseZip(zip: string): string {
  const z = (zip ?? '').toUpperCase().replace(/[^A-Z0-9]/g, '');
  return /^\d{5}(\d{4})?$/.test(z) ? z.slice(0, 5) : z;
}

/**
 * The key two carriers share when they sit at the same street address: normalised street, state and ZIP
 * (the city when there is no ZIP; city spellings vary more than ZIP codes). '' when there is no street.
 */
export function addressKey(address: Pick<Address, 'street' | 'city' | 'state' | 'zip'>): string {
  const street = normaliseStreet(address.street);
  if (!street) return '';
  const state = (address.state ?? '').trim().toUpperCase();
  const zip = normaliseZip(address.zip);
  return `${street}|${state}|${zip || normaliseName(address.city)}`;
}

/**
 * An address value as a caller may pass it to findSharing: an addressKey (contains '|'), or one line
 * "123 Main St, Suite 200, Springfield, IL 62701" (street, [more street,] city, state ZIP).
 */
export function addressKeyFromText(value: string): string {
  const text = (value ?? '').trim();
  if (!text) return '';
  if (text.includes('|')) {
    // Normalising a key gives the same key back.
    const [street = '', state = '', place = ''] = text.split('|');
    const s = normaliseStreet(street);
    if (!s) return '';
    return `${s}|${state.trim().toUpperCase()}|${/\d/.test(place) ? normaliseZip(place) : normaliseName(place)}`;
  }
  const parts = text.split(',').map((p) => p.trim()).filter(Boolean);
  const last = parts[parts.length - 1] ?? '';
  const m = /^([A-Za-z]{2})\s+([\dA-Za-z][\dA-Za-z -]{2,9})$/.exec(last);
  if (m && parts.length >= 3) {
    return addressKey({ street: parts.slice(0, -2).join(' '), city: parts[parts.length - 2], state: m[1], zip: m[2] });
  }
  const cityState = /^(.*?)\s+([A-Za-z]{2})\s+(\d{5}(?:-\d{4})?)$/.exec(last);
  if (cityState && parts.length >= 2) {
    return addressKey({ street: parts.slice(0, -1).join(' '), city: cityState[1], state: cityState[2], zip: cityState[3] });
  }
  return '';
}

/** The VIN form equipment is looked up by: upper-case letters and digits only. */
export function normaliseVin(vin: string): string {
  return (vin ?? '').toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/** The shortest VIN text equipmentByVin searches for (and the web asks for). */
export const VIN_MIN_CHARS = 8;

/** The key findSharing looks a value up by, per kind; '' when the value normalises to nothing. */
export function sharingKey(kind: SharingKind, value: string): string {
  switch (kind) {
    case 'phone':
      return normalisePhone(value);
    case 'email':
      return normaliseEmail(value);
    case 'address':
      return addressKeyFromText(value);
    case 'officer':
      return normaliseOfficer(value);
    default:
      throw new Error(`Unknown sharing kind ${String(kind)}`);
  }
}

/** Distinct DOT or MC numbers as the stores key them (`normalise` is normaliseDot or normaliseMc); empty and 0 left out. */
export function distinctNumbers(values: string[], normalise: (value: string) => string): string[] {
  return [...new Set(values.map(normalise).filter((v) => v && v !== '0'))];
}

/** A count or limit as the stores take it: a whole number, 0 for anything negative or missing. */
export function wholeCount(n: number): number {
  return Math.max(0, Math.floor(n || 0));
}

// ---------------------------------------------------------------------------------------------------------------
// Records in one canonical form, so two snapshots compare as strings first and field by field only when they differ.

/** The top-level fields of CarrierRecord in the model's order (the order FieldChange lists come in). */
export const CARRIER_FIELDS = Object.keys(emptyCarrier('0')) as (keyof CarrierRecord & string)[];

const str = (v: unknown): string => (typeof v === 'string' ? v : v === undefined || v === null ? '' : String(v));
const num = (v: unknown): number => (typeof v === 'number' ? v : v === undefined || v === null || v === '' ? 0 : Number(v));
const strs = (v: unknown): string[] => (Array.isArray(v) ? v.map(str) : []);

function canonicalAddress(a: Partial<Address> | undefined): Address {
  return { street: str(a?.street), city: str(a?.city), state: str(a?.state), zip: str(a?.zip), country: str(a?.country) };
}

function canonicalRevocation(r: Partial<Revocation>): Revocation {
  return { docket: str(r.docket), authorityType: str(r.authorityType), revocationType: str(r.revocationType), serveDate: str(r.serveDate), effectiveDate: str(r.effectiveDate) };
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
  };
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
    authorityStatus: (str(r.authorityStatus) || 'NONE') as CarrierRecord['authorityStatus'],
    authorityTypes: strs(r.authorityTypes),
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

/** What both stores index for a carrier, derived in one place. */
export interface CarrierKeys {
  dot: number;
  /** nameKey of the legal and DBA names: what name search matches. */
  legal: string;
  dba: string;
  state: string;
  phone: string;
  email: string;
  address: string;
  mailing: string;
  mcs: number[];
  officers: string[];
}

/** A DOT number as the stores key it: digits only, no leading zeros, at most 10 digits. */
export function dotKey(dotNumber: string): number {
  const s = str(dotNumber);
  if (!/^[1-9]\d{0,9}$/.test(s)) throw new Error(`Invalid DOT number: '${s}' (digits only, no leading zeros)`);
  return Number(s);
}

export function carrierKeys(r: CarrierRecord): CarrierKeys {
  const mcs: number[] = [];
  for (const m of r.mcNumbers) {
    const n = normaliseMc(m);
    if (n && n !== '0' && !mcs.includes(Number(n))) mcs.push(Number(n));
  }
  const officers: string[] = [];
  for (const o of r.officers) {
    const n = normaliseOfficer(o);
    if (n && !officers.includes(n)) officers.push(n);
  }
  const p = r.physicalAddress;
  const m = r.mailingAddress;
  const address = addressKey(p);
  // Most carriers receive mail where they are: the same key once is enough.
  const mailing = m.street === p.street && m.zip === p.zip && m.state === p.state && m.city === p.city ? address : addressKey(m);
  return {
    dot: dotKey(r.dotNumber),
    legal: nameKey(r.legalName),
    dba: nameKey(r.dbaName),
    state: r.physicalAddress.state.trim().toUpperCase(),
    phone: normalisePhone(r.phone),
    email: normaliseEmail(r.email),
    address,
    mailing: mailing === address ? '' : mailing,
    mcs,
    officers,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Search plans: what both engines evaluate for a CarrierQuery.

/** Scores of exact identifier hits: always above any name relevance (a DOT hit above an MC hit). */
export const EXACT_SCORES = { dot: 1_000_000, mc: 990_000, phone: 900_000, email: 900_000 } as const;

/** Broad searches count and rank at most this many matches: the first ones in DOT order. */
export const SEARCH_CAP = 10_000;

/**
 * An exact identifier shared by more carriers than this (a filing service's phone or e-mail names ten thousand) ranks
 * only its first ones in DOT order; `total` still counts them all when nothing else narrows the search.
 */
export const EXACT_RANK_CAP = 250;

/**
 * The exact matches worth ranking: all of them, or the first ones in DOT order — EXACT_RANK_CAP when the identifier
 * stands alone, SEARCH_CAP when a name or state narrows it (so "this phone and this name" still finds the carrier
 * however many others share the phone).
 */
export function exactCandidates(scores: Map<number, number>, plan: Pick<SearchPlan, 'tokens' | 'state'>): number[] {
  const cap = narrows(plan) ? SEARCH_CAP : EXACT_RANK_CAP;
  const dots = [...scores.keys()];
  if (dots.length <= cap) return dots;
  return dots.sort((a, b) => a - b).slice(0, cap);
}

/**
 * Exact criteria hold together (AND): the carriers found so far (`scores`, undefined before the first criterion) that
 * the next criterion `found` too, with both scores added.
 */
export function intersectScores(scores: Map<number, number> | undefined, found: Map<number, number>): Map<number, number> {
  if (!scores) return found;
  const both = new Map<number, number>();
  for (const [dot, score] of scores) {
    const more = found.get(dot);
    if (more !== undefined) both.set(dot, score + more);
  }
  return both;
}

/** A carrier's best score over the identifier lookups of one criterion: `dots` found by a lookup worth `score`. */
export function keepBest(scores: Map<number, number>, dots: Iterable<number>, score: number): void {
  for (const d of dots) scores.set(d, Math.max(scores.get(d) ?? 0, score));
}

/** A match being ranked. */
export interface Ranked {
  dot: number;
  score: number;
  /** The legal name's matching form: ties are broken on it, then on the DOT number. */
  name: string;
}

/** Search order: higher score first, then legal name, then DOT number. */
export function byRank(a: Ranked, b: Ranked): number {
  return b.score - a.score || (a.name < b.name ? -1 : a.name > b.name ? 1 : a.dot - b.dot);
}

export interface ExactCriterion {
  /** `number`: bare digits of the free text, an MC or a DOT number (the union of both, a DOT hit scoring higher). */
  kind: 'dot' | 'mc' | 'number' | 'phone' | 'email';
  value: string;
}

/** A search reduced to exact identifiers (AND), name tokens (AND, each a possible prefix) and a state. */
export interface SearchPlan {
  exact: ExactCriterion[];
  tokens: string[];
  state: string;
}

/** Whether a name or a state narrows the plan's exact identifiers. */
export function narrows(plan: Pick<SearchPlan, 'tokens' | 'state'>): boolean {
  return plan.tokens.length > 0 || plan.state !== '';
}

/** null when nothing can match: no criterion, or a criterion that normalises to nothing. */
export function planSearch(query: CarrierQuery): SearchPlan | null {
  const exact: ExactCriterion[] = [];
  const tokens: string[] = [];
  let any = false;
  if (query.text !== undefined && query.text.trim() !== '') {
    any = true;
    const intent = recogniseQuery(query.text);
    switch (intent.kind) {
      case 'empty':
        return null;
      case 'mc':
        exact.push({ kind: 'mc', value: intent.mc });
        break;
      case 'dot':
        exact.push({ kind: 'dot', value: intent.dot });
        break;
      case 'number':
        exact.push({ kind: 'number', value: intent.digits });
        break;
      case 'phone':
        exact.push({ kind: 'phone', value: intent.phone });
        break;
      case 'email':
        exact.push({ kind: 'email', value: intent.email });
        break;
      case 'name':
        tokens.push(...intent.tokens);
        break;
    }
  }
  const field = (v: string | undefined, norm: (s: string) => string, kind: ExactCriterion['kind']): boolean => {
    if (v === undefined || v.trim() === '') return true;
    any = true;
    const value = norm(v);
    if (!value || value === '0') return false;
    exact.push({ kind, value });
    return true;
  };
  if (!field(query.dotNumber, normaliseDot, 'dot')) return null;
  if (!field(query.mcNumber, normaliseMc, 'mc')) return null;
  if (!field(query.phone, normalisePhone, 'phone')) return null;
  if (!field(query.email, normaliseEmail, 'email')) return null;
  if (query.companyName !== undefined && query.companyName.trim() !== '') {
    any = true;
    const t = nameTokens(query.companyName);
    if (!t.length) return null;
    tokens.push(...t);
  }
  const state = (query.state ?? '').trim().toUpperCase();
  if (state) any = true;
  if (!any) return null;
  return { exact, tokens: [...new Set(tokens)], state };
}

/** Whether a name query token matches a name word: a prefix from two characters on, the whole word below. */
export const tokenMatches = (token: string, word: string): boolean => (token.length >= 2 ? word.startsWith(token) : word === token);

/** Equipment order of equipmentOf: most recently seen first, then by id. */
export function byLastSeen(a: EquipmentRecord, b: EquipmentRecord): number {
  return a.lastSeen < b.lastSeen ? 1 : a.lastSeen > b.lastSeen ? -1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

// ---------------------------------------------------------------------------------------------------------------
// Name relevance: bm25 as FTS5 defines it (k1 = 1.2, b = 0.75, legal name weight 2, DBA weight 1), computed by the
// stores themselves from the candidates' name keys. A token counts once per name (term presence: names rarely repeat
// a word); a token matches a word as tokenMatches says.

export interface NameStats {
  /** Carriers with a legal or DBA name. */
  named: number;
  /** Average number of words of the legal / DBA matching names over those carriers. */
  avgLegal: number;
  avgDba: number;
}

/** bm25's collection counts as the stores keep them: carriers with a name, words of their legal / DBA names. */
export interface NameCounts {
  named: number;
  legalTokens: number;
  dbaTokens: number;
}

/** One carrier's share of the NameCounts. */
export function nameCounts(k: Pick<CarrierKeys, 'legal' | 'dba'>): NameCounts {
  return { named: k.legal || k.dba ? 1 : 0, legalTokens: wordCount(k.legal), dbaTokens: wordCount(k.dba) };
}

/** The averages bm25 reads, from the collection counts. */
export function nameStatsOf(counts: NameCounts): NameStats {
  const named = Math.max(1, counts.named);
  return { named, avgLegal: counts.legalTokens / named, avgDba: counts.dbaTokens / named };
}

const BM25_K1 = 1.2;
const BM25_B = 0.75;
const WEIGHT_LEGAL = 2;
const WEIGHT_DBA = 1;

/** FTS5's idf: never below 1e-6, so a very common word still counts a little. */
export function idf(df: number, stats: NameStats): number {
  return Math.max(1e-6, Math.log((stats.named - df + 0.5) / (df + 0.5)));
}

/**
 * A scorer for one query: `dfs[i]` is the number of carriers whose names hold a word matching `tokens[i]`.
 * Returns undefined when some token matches neither name, else the (positive) relevance.
 */
export function nameScorer(tokens: string[], dfs: number[], stats: NameStats): (legalKey: string, dbaKey: string) => number | undefined {
  const weights = tokens.map((_, i) => idf(dfs[i] ?? 0, stats));
  const avgLegal = Math.max(1e-6, stats.avgLegal);
  const avgDba = Math.max(1e-6, stats.avgDba);
  const part = (len: number, avg: number) => (BM25_K1 + 1) / (1 + BM25_K1 * (1 - BM25_B + (BM25_B * len) / avg));
  // Word-boundary tests without splitting the names (this runs for up to SEARCH_CAP candidates per query).
  const tests = tokens.map((t) => {
    if (t.length >= 2) {
      const inner = ` ${t}`;
      return (name: string) => name.startsWith(t) || name.includes(inner);
    }
    const inner = ` ${t} `;
    const head = `${t} `;
    const tail = ` ${t}`;
    return (name: string) => name === t || name.startsWith(head) || name.endsWith(tail) || name.includes(inner);
  });
  return (legalKey, dbaKey) => {
    let score = 0;
    let inLegal = -1;
    let inDba = -1;
    for (let i = 0; i < tests.length; i++) {
      const l = legalKey !== '' && tests[i](legalKey);
      const d = dbaKey !== '' && tests[i](dbaKey);
      if (!l && !d) return undefined;
      if (l && inLegal < 0) inLegal = part(wordCount(legalKey), avgLegal) * WEIGHT_LEGAL;
      if (d && inDba < 0) inDba = part(wordCount(dbaKey), avgDba) * WEIGHT_DBA;
      score += weights[i] * ((l ? inLegal : 0) + (d ? inDba : 0));
    }
    return score;
  };
}

/** Number of words of a matching name ('' has none). */
export function wordCount(key: string): number {
  if (!key) return 0;
  let n = 1;
  for (let i = key.indexOf(' '); i >= 0; i = key.indexOf(' ', i + 1)) n++;
  return n;
}
