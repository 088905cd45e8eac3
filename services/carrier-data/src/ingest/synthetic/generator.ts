/**
 * Synthetic FMCSA files in the real formats, for the embedded demo data and the benchmarks:
 *
 *   Company_Census_File_<date>.csv      147-column Company Census File (census-147)
 *   FMCSA_CENSUS1_<YYYYMon>.txt         42-column SMS census, CRLF, DD-MON-YY dates, (NNN) NNN-NNNN phones (census-42)
 *   actpendins_<date>.txt               L&I ActPendInsur, 11 quoted fields, no header (li-actpendins)
 *   insur_<date>.txt                    L&I Insur, 9 quoted fields, no header, no DOT (li-insur)
 *   revocation_<date>.txt               L&I Revocation with header (li-revocation)
 *   SMS_Input_Inspection_<date>.csv     SMS Input – Inspection, 39 columns, up to two units per row (inspection-units)
 *
 * `rows` is the number of carriers (census rows), up to 3,000,000. Deterministic: the same seed and rows give the
 * same bytes; carrier i depends only on (seed, i), so a smaller file is a prefix of a larger one (apart from the
 * shared-phone pool, which grows with `rows`). Streaming: one pass over the carriers writes all files through
 * 1 MiB buffers (memory stays flat).
 *
 * Distributions: states weighted like the census; ~30% sole proprietors (owner name as legal name), company names
 * from word lists with LLC/INC/CORP (some with a comma, a few with Ñ/É — some of those rows written in latin1 in the
 * 42-column file, as odd encodings happen); ~40% MC carriers (+ a few FF/MX dockets), ~8% of them brokers; ~3% of
 * carriers share a phone from a pool (about three carriers per number); ~4% use a filing service / registered agent
 * whose phone, e-mail and mailing address appear on many carriers; ~1.5% are chameleons: a new DOT re-using an
 * earlier (revoked) carrier's officer, address, phone and some of its trucks' VINs, with PRIOR_REVOKE_* set most of
 * the time; ~5% of carriers have revocations; most MC carriers carry BI&PD insurance (750k / 1M), some cargo, excess,
 * bonds, trust funds; about 30% of BI&PD filings with a pending cancellation (cancel date after asOf, as in the real
 * actpendins), revoked carriers' policies cancelled before the revocation (so their docket appears in insur with zeros).
 */
import { mkdir, open, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import type { Address, InsurancePolicy } from '../../carrier/carrier.model';
import { CENSUS_147_HEADER, CENSUS_42_HEADER } from '../layouts/census';
import { INSPECTION_UNITS_HEADER } from '../layouts/inspection-units';
import { REVOCATION_HEADER } from '../layouts/li';
import { Rng, cumulative, hash32 } from './prng';
import {
  CARGO_INSURERS,
  EMAIL_PROVIDERS,
  ENTITY_SUFFIXES,
  FILING_SERVICES,
  FIRST_NAMES,
  INSURERS,
  LAST_NAMES,
  MONTH_ABBR,
  NAME_KINDS,
  NAME_WORDS,
  STATES,
  STREET_NAMES,
  STREET_TYPES,
  SURETY_COMPANIES,
  TRACTOR_MAKERS,
  TRAILER_MAKERS,
  TRUST_FUNDS,
} from './words';

export const MAX_SYNTHETIC_ROWS = 3_000_000;

export type SyntheticFileKind = 'census-147' | 'census-42' | 'li-actpendins' | 'li-insur' | 'li-revocation' | 'inspection-units';
export const SYNTHETIC_FILE_KINDS: readonly SyntheticFileKind[] = ['census-147', 'census-42', 'li-actpendins', 'li-insur', 'li-revocation', 'inspection-units'];

export interface GenerateOptions {
  /** Output folder (created when missing). */
  dir: string;
  /** Number of carriers (census rows), 1 .. 3,000,000. */
  rows: number;
  /** PRNG seed; 1 by default. */
  seed?: number;
  /** Date of the data (ISO), used for file names and "today" in the data; 2025-09-15 by default. */
  asOf?: string;
  /** Which files to write; all by default. */
  files?: readonly SyntheticFileKind[];
  /** Called every 100,000 carriers and at the end. */
  onProgress?: (carriersDone: number) => void;
}

export interface GeneratedFile {
  kind: SyntheticFileKind;
  path: string;
  /** Data rows (header not counted). */
  rows: number;
  bytes: number;
}

export interface GeneratedFiles {
  dir: string;
  seed: number;
  asOf: string;
  carriers: number;
  files: GeneratedFile[];
  ms: number;
}

/* ------------------------------------------------------------------ model of a synthetic carrier */

/** An insurance filing as the L&I files write it: the stored policy with its amounts in thousands of dollars. */
export type SyntheticPolicy = Omit<InsurancePolicy, 'coverageAmount' | 'underlyingAmount'> & {
  /** Thousands of dollars, as L&I writes them. */
  maxThousands: number;
  underlyingThousands: number;
};

export interface SyntheticRevocation {
  docket: string;
  authorityType: 'COMMON' | 'CONTRACT' | 'BROKER';
  revocationType: 'INVOLUNTARY' | 'VOLUNTARY';
  serveDate: string;
  effectiveDate: string;
  /** The file writes 00000000 instead of the DOT number. */
  dotMissing: boolean;
}

export interface SyntheticUnit {
  type: string;
  make: string;
  vin: string;
  plate: string;
  plateState: string;
}

export interface SyntheticInspection {
  id: string;
  reportNumber: string;
  state: string;
  date: string;
  level: number;
  units: SyntheticUnit[];
  driverOos: number;
  vehicleOos: number;
}

export interface SyntheticCarrier {
  index: number;
  dot: string;
  legalName: string;
  dbaName: string;
  carrierOperation: 'A' | 'B' | 'C';
  hazmat: boolean;
  passenger: boolean;
  phy: Address;
  mail: Address;
  /** Ten digits. */
  phone: string;
  fax: string;
  cellPhone: string;
  /** Upper case, as the census prints it ('' when none). */
  email: string;
  officers: string[];
  powerUnits: number;
  drivers: number;
  /** ISO dates ('' when none). */
  addDate: string;
  mcs150Date: string;
  mileage: number;
  mileageYear: number;
  /** Normalised dockets (MC first). */
  dockets: string[];
  broker: boolean;
  safetyRating: '' | 'S' | 'C' | 'U';
  safetyRatingDate: string;
  priorRevokeDot: string;
  statusCode: 'A' | 'I';
  /** Index of the earlier carrier this one re-uses the identity of (-1: none). */
  chameleonOf: number;
  /** A carrier whose identity a later chameleon re-uses (it is revoked). */
  chameleonSource: boolean;
  filingService: number;
  /** Phone taken from the shared pool (-1: own number). */
  sharedPhone: number;
  policies: SyntheticPolicy[];
  revocations: SyntheticRevocation[];
  inspections: SyntheticInspection[];
  /** The 42-column row is written in latin1 (odd encoding). */
  latin1: boolean;
}

/* ------------------------------------------------------------------ dates */

/** Days since 1970-01-01 → ISO date (Howard Hinnant's civil_from_days). */
export function isoFromDays(days: number): string {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const y = yoe + era * 400;
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  const year = m <= 2 ? y + 1 : y;
  return `${year}-${m < 10 ? '0' : ''}${m}-${d < 10 ? '0' : ''}${d}`;
}

export function daysFromIso(iso: string): number {
  return Math.floor(Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / 86400000);
}

/** ISO → `20-OCT-23` (census). */
const dmy = (iso: string) => (iso ? `${iso.slice(8, 10)}-${MONTH_ABBR[Number(iso.slice(5, 7)) - 1]}-${iso.slice(2, 4)}` : '');
/** ISO → `10/20/2023` (L&I). */
const mdy = (iso: string) => (iso ? `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}` : '');
/** ISO → `20231020` (Company Census File). */
const ymd = (iso: string) => (iso ? iso.slice(0, 4) + iso.slice(5, 7) + iso.slice(8, 10) : '');

/* ------------------------------------------------------------------ formatting */

/** CSV field: quoted only when needed. */
const q = (s: string) => (s.indexOf(',') < 0 && s.indexOf('"') < 0 ? s : `"${s.replace(/"/g, '""')}"`);
/** Always quoted (L&I files). */
const qq = (s: string) => `"${s.indexOf('"') < 0 ? s : s.replace(/"/g, '""')}"`;
const phoneParens = (p: string) => (p.length === 10 ? `(${p.slice(0, 3)}) ${p.slice(3, 6)}-${p.slice(6)}` : p);
const pad = (s: string | number, n: number) => String(s).padStart(n, '0');
/** L&I docket: prefix + number, FF/MX zero-padded to 6 digits like the real files. */
const liDocket = (d: string) => (d.startsWith('MC') ? d : d.slice(0, 2) + pad(d.slice(2), 6));

/* ------------------------------------------------------------------ VINs */

const VIN_VALUES: Record<string, number> = {};
'0123456789'.split('').forEach((c, i) => (VIN_VALUES[c] = i));
Object.entries({ A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8, J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9, S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9 }).forEach(([c, v]) => (VIN_VALUES[c] = v));
const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
const VIN_YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

/** A 17-character VIN with a valid check digit (position 9) and model-year code (position 10). */
export function makeVin(wmi: string, vds: string, year: number, plant: string, serial: string): string {
  const chars = (wmi + vds + '0' + VIN_YEAR_CODES[(year - 1980) % 30] + plant + serial).split('');
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += VIN_VALUES[chars[i]] * VIN_WEIGHTS[i];
  const check = sum % 11;
  chars[8] = check === 10 ? 'X' : String(check);
  return chars.join('');
}

/* ------------------------------------------------------------------ the dataset */

const STATE_WEIGHTS = cumulative(STATES.map((s) => s.weight));
const BLOCK = 2000;
const CHAMELEON_RATE = 0.015;

interface Block {
  srcOf: Map<number, number>;
  sources: Set<number>;
}

/** Deterministic synthetic carriers: carrier(i) depends only on (seed, i, rows). */
export class SyntheticDataset {
  readonly asOfDays: number;
  private readonly phonePool: number;
  private cachedBlock = -1;
  private block: Block = { srcOf: new Map(), sources: new Set() };

  constructor(
    readonly seed: number,
    readonly rows: number,
    readonly asOf = '2025-09-15',
  ) {
    this.asOfDays = daysFromIso(asOf);
    this.phonePool = Math.max(20, Math.ceil((rows * 0.03) / 3));
  }

  dotOf(i: number): string {
    return String(100001 + Math.floor(i * 1.37));
  }

  private blockOf(i: number): Block {
    const b = Math.floor(i / BLOCK);
    if (b === this.cachedBlock) return this.block;
    const rng = new Rng(hash32(this.seed ^ 0x51ed270b, b));
    const srcOf = new Map<number, number>();
    const sources = new Set<number>();
    const start = b * BLOCK;
    const end = Math.min(start + BLOCK, this.rows);
    const pairs = Math.round((end - start) * CHAMELEON_RATE);
    for (let t = 0; t < pairs * 3 && srcOf.size < pairs; t++) {
      let a = start + rng.int(0, end - start - 1);
      let c = start + rng.int(0, end - start - 1);
      if (a === c) continue;
      if (a > c) [a, c] = [c, a];
      if (sources.has(a) || srcOf.has(a) || sources.has(c) || srcOf.has(c)) continue;
      sources.add(a);
      srcOf.set(c, a);
    }
    this.cachedBlock = b;
    this.block = { srcOf, sources };
    return this.block;
  }

  private pooledPhone(k: number): string {
    const r = new Rng(hash32(this.seed ^ 0x0ddba11, k));
    const st = STATES[r.weighted(STATE_WEIGHTS)];
    return r.pick(st.areaCodes) + r.int(2, 9) + r.digits(6);
  }

  private person(r: Rng): string {
    return `${r.pick(FIRST_NAMES)} ${r.chance(0.12) ? r.letters(1) + ' ' : ''}${r.pick(LAST_NAMES)}`;
  }

  private address(r: Rng, state?: (typeof STATES)[number]): Address {
    const st = state ?? STATES[r.weighted(STATE_WEIGHTS)];
    const [city, zip3] = r.pick(st.cities);
    const number = r.int(1, r.chance(0.5) ? 999 : 29999);
    let street = `${number} ${r.pick(STREET_NAMES)} ${r.pick(STREET_TYPES)}`;
    if (r.chance(0.08)) street += `, ${r.chance(0.5) ? 'STE' : 'UNIT'} ${r.int(1, 400)}`;
    const zip = zip3 + r.digits(2) + (r.chance(0.15) ? `-${r.digits(4)}` : '');
    return { street, city, state: st.state, zip, country: 'US' };
  }

  /** Everything that depends on the carrier alone (no chameleon re-use). */
  private base(i: number, forceMc: boolean): SyntheticCarrier {
    const r = new Rng(hash32(this.seed, i));
    const st = STATES[r.weighted(STATE_WEIGHTS)];
    const phy = this.address(r, st);
    const sole = r.chance(0.3);
    let legalName: string;
    let dbaName = '';
    const owner = this.person(r);
    let latin1 = false;
    if (sole) {
      legalName = owner;
      if (r.chance(0.55)) dbaName = `${owner.split(' ').pop()} ${r.pick(NAME_KINDS)}`;
    } else {
      const words = r.chance(0.25) ? `${r.pick(NAME_WORDS)} ${r.pick(NAME_WORDS)}` : r.pick(NAME_WORDS);
      const suffix = r.pick(ENTITY_SUFFIXES);
      legalName = `${words} ${r.pick(NAME_KINDS)}${r.chance(0.03) ? ',' : ''} ${suffix}`;
      if (r.chance(0.004)) {
        legalName = `${r.pick(['PEÑA', 'MUÑOZ', 'IBÁÑEZ', 'CAÑÓN', 'JOSÉ'])} ${r.pick(NAME_KINDS)} ${suffix}`;
        latin1 = r.chance(0.3);
      }
      if (r.chance(0.15)) dbaName = `${r.pick(NAME_WORDS)} ${r.pick(NAME_KINDS)}`;
    }
    const filingService = r.chance(0.04) ? r.int(0, FILING_SERVICES.length - 1) : -1;
    let mail: Address;
    const mailRoll = r.next();
    if (filingService >= 0) {
      const fs = FILING_SERVICES[filingService];
      mail = { street: fs.street, city: fs.city, state: fs.state, zip: fs.zip, country: 'US' };
    } else if (mailRoll < 0.7) mail = { ...phy };
    else if (mailRoll < 0.9) mail = { street: `P O BOX ${r.int(1, 99999)}`, city: phy.city, state: phy.state, zip: phy.zip.slice(0, 5), country: 'US' };
    else mail = this.address(r);
    const sharedPhone = r.chance(0.03) ? r.int(0, this.phonePool - 1) : -1;
    let phone = sharedPhone >= 0 ? this.pooledPhone(sharedPhone) : r.pick(st.areaCodes) + r.int(2, 9) + r.digits(6);
    if (filingService >= 0 && r.chance(0.5)) phone = FILING_SERVICES[filingService].phone;
    if (r.chance(0.01)) phone = '';
    const fax = r.chance(0.3) ? r.pick(st.areaCodes) + r.int(2, 9) + r.digits(6) : '';
    const cellPhone = r.chance(0.6) ? r.pick(st.areaCodes) + r.int(2, 9) + r.digits(6) : '';
    let email = '';
    const emailRoll = r.next();
    if (filingService >= 0) email = FILING_SERVICES[filingService].email;
    else if (emailRoll < 0.5) email = `${owner.split(' ')[0]}.${owner.split(' ').pop()}${r.int(1, 99)}@${r.pick(EMAIL_PROVIDERS)}`;
    else if (emailRoll < 0.8) email = `${r.pick(['DISPATCH', 'OFFICE', 'INFO', 'SAFETY', 'ACCOUNTING'])}@${legalName.replace(/[^A-Z]/g, '').slice(0, 14) || 'CARRIER'}.COM`;
    const officers = sole ? [owner] : r.chance(0.35) ? [owner, this.person(r)] : [owner];

    const opRoll = r.next();
    const carrierOperation: 'A' | 'B' | 'C' = opRoll < 0.78 ? 'A' : opRoll < 0.98 ? 'C' : 'B';
    const hazmat = carrierOperation === 'B' || r.chance(0.03);
    const passenger = r.chance(0.02);
    const puRoll = r.next();
    const powerUnits = puRoll < 0.04 ? 0 : puRoll < 0.55 ? 1 : puRoll < 0.75 ? r.int(2, 3) : puRoll < 0.9 ? r.int(4, 10) : puRoll < 0.98 ? r.int(11, 100) : r.int(101, 2500);
    const drivers = powerUnits === 0 ? r.int(0, 2) : Math.max(1, Math.round(powerUnits * (0.8 + r.next() * 0.5)));
    const addDays = r.chance(0.01) ? daysFromIso('1974-06-01') : this.asOfDays - Math.floor(Math.pow(r.next(), 1.8) * (this.asOfDays - daysFromIso('1975-01-01')));
    const addDate = isoFromDays(addDays);
    const mcs150Date = r.chance(0.08) ? '' : isoFromDays(Math.min(this.asOfDays, addDays + Math.floor(r.next() * (this.asOfDays - addDays + 1))));
    const mileage = r.chance(0.1) || powerUnits === 0 ? 0 : powerUnits * r.int(20, 120) * 1000;
    const mileageYear = mileage && mcs150Date ? Number(mcs150Date.slice(0, 4)) - 1 : 0;

    const dockets: string[] = [];
    const mc = forceMc || r.chance(0.4);
    if (mc) dockets.push(`MC${120000 + i}`);
    if (r.chance(0.015)) dockets.push(`FF${10000 + i}`);
    if (phy.state === 'TX' || phy.state === 'CA' || phy.state === 'AZ' ? r.chance(0.03) : r.chance(0.002)) dockets.push(`MX${50000 + i}`);
    const broker = mc && r.chance(0.08);
    const ratingRoll = r.next();
    const safetyRating: SyntheticCarrier['safetyRating'] = ratingRoll < 0.025 ? 'S' : ratingRoll < 0.031 ? 'C' : ratingRoll < 0.0325 ? 'U' : '';
    const safetyRatingDate = safetyRating ? isoFromDays(addDays + Math.floor(r.next() * (this.asOfDays - addDays))) : '';
    const statusCode: 'A' | 'I' = r.chance(0.08) ? 'I' : 'A';

    return {
      index: i,
      dot: this.dotOf(i),
      legalName,
      dbaName,
      carrierOperation,
      hazmat,
      passenger,
      phy,
      mail,
      phone,
      fax,
      cellPhone,
      email,
      officers,
      powerUnits,
      drivers,
      addDate,
      mcs150Date,
      mileage,
      mileageYear,
      dockets,
      broker,
      safetyRating,
      safetyRatingDate,
      priorRevokeDot: '',
      statusCode,
      chameleonOf: -1,
      chameleonSource: false,
      filingService,
      sharedPhone,
      policies: [],
      revocations: [],
      inspections: [],
      latin1,
    };
  }

  /** Vehicle k of carrier `owner` (a chameleon's first trucks are its source's). */
  private vehicle(owner: number, k: number, trailer: boolean, plateState: string): SyntheticUnit {
    const r = new Rng(hash32(this.seed ^ (trailer ? 0x7a11e4 : 0x74ac70), owner * 64 + k));
    const maker = trailer ? r.pick(TRAILER_MAKERS) : r.pick(TRACTOR_MAKERS);
    // Model years up to two years before asOf, so no truck is inspected before its model year (inspections span two years).
    const year = Number(this.asOf.slice(0, 4)) - 2 - r.int(0, 12);
    const vin = makeVin(maker.wmi, r.letters(5, 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'), year, r.letters(1), r.digits(6));
    const plate = trailer ? `${r.letters(1)}${r.digits(6)}` : `${r.letters(2)}${r.digits(5)}`;
    return { type: trailer ? 'SEMI-TRAILER' : r.chance(0.15) ? 'STRAIGHT TRUCK' : 'TRUCK TRACTOR', make: maker.make, vin, plate, plateState };
  }

  carrier(i: number): SyntheticCarrier {
    const block = this.blockOf(i);
    const isSource = block.sources.has(i);
    const c = this.base(i, isSource);
    c.chameleonSource = isSource;
    const src = block.srcOf.get(i);
    const r = new Rng(hash32(this.seed ^ 0x2545f491, i));
    if (src !== undefined) {
      // A chameleon: a new DOT number re-using an earlier revoked carrier's identity.
      const s = this.base(src, true);
      c.chameleonOf = src;
      c.officers = [s.officers[0], ...c.officers.slice(1).filter((o) => o !== s.officers[0])];
      c.phy = { ...s.phy };
      if (r.chance(0.7)) c.mail = { ...s.mail };
      if (r.chance(0.8)) c.phone = s.phone;
      if (r.chance(0.3)) c.email = s.email;
      if (r.chance(0.6)) c.priorRevokeDot = s.dot;
      c.powerUnits = Math.max(c.powerUnits, Math.min(s.powerUnits, 5), 1);
      c.drivers = Math.max(c.drivers, 1);
      if (c.addDate < s.addDate) c.addDate = isoFromDays(Math.min(this.asOfDays, daysFromIso(s.addDate) + 400));
      if (c.mcs150Date && c.mcs150Date < c.addDate) c.mcs150Date = c.addDate;
      if (!c.dockets.some((d) => d.startsWith('MC'))) c.dockets.unshift(`MC${120000 + i}`);
    }
    this.addPolicies(c, r);
    this.addRevocations(c, r);
    this.addInspections(c, r, src);
    return c;
  }

  private randomDate(r: Rng, fromDays: number, toDays: number): string {
    return isoFromDays(fromDays + Math.floor(r.next() * Math.max(1, toDays - fromDays)));
  }

  private addPolicies(c: SyntheticCarrier, r: Rng): void {
    const mc = c.dockets.find((d) => d.startsWith('MC'));
    if (!mc) return;
    const now = this.asOfDays;
    const policy = (coverageType: SyntheticPolicy['coverageType'], layer: SyntheticPolicy['layer'], insurer: string, pattern: string, formCode: string, maxK: number, underK: number): SyntheticPolicy => {
      const effective = this.randomDate(r, now - 3 * 365, now + 20);
      const posted = isoFromDays(Math.min(daysFromIso(effective) + r.int(-10, 5), now));
      let policyNumber = '';
      for (const ch of pattern) policyNumber += ch === '#' ? String(r.int(0, 9)) : ch === '@' ? r.letters(1) : ch;
      return { docket: mc, coverageType, layer, insurer, policyNumber, maxThousands: maxK, underlyingThousands: underK, formCode, postedDate: posted, effectiveDate: effective, cancelEffectiveDate: '' };
    };
    if (c.broker) {
      if (r.chance(0.85)) c.policies.push(policy('BOND', '', r.pick(SURETY_COMPANIES), '#######', '84', 75, 0));
      else c.policies.push(policy('TRUST_FUND', '', r.pick(TRUST_FUNDS), '20######', '85', 75, 0));
    } else if (r.chance(0.88)) {
      const ins = r.pick(INSURERS);
      const maxK = c.hazmat && r.chance(0.5) ? 5000 : r.chance(0.7) ? 750 : 1000;
      c.policies.push(policy('BIPD', 'PRIMARY', ins.name, ins.policy, '91X', maxK, 0));
      if (r.chance(0.1)) {
        const ex = r.pick(INSURERS);
        c.policies.push(policy('BIPD', 'EXCESS', ex.name, ex.policy, '91X', r.pick([2000, 3000, 4000]), maxK));
      }
      if (r.chance(0.35)) c.policies.push(policy('CARGO', '', r.pick(CARGO_INSURERS), '@@#######', '34', 0, 0));
      // Pending cancellations: the notice is filed, the policy stays in force until the cancel date.
      if (r.chance(0.3)) c.policies[0].cancelEffectiveDate = this.randomDate(r, now + 1, now + 60);
    }
  }

  private addRevocations(c: SyntheticCarrier, r: Rng): void {
    const mc = c.dockets.find((d) => d.startsWith('MC'));
    if (!mc) return;
    if (!c.chameleonSource && !r.chance(0.12)) return;
    const now = this.asOfDays;
    const serve = this.randomDate(r, now - 3 * 365, now - 5);
    const voluntary = r.chance(0.15);
    const pending = voluntary && r.chance(0.1);
    const effective = pending ? '' : isoFromDays(daysFromIso(serve) + 30);
    const types: SyntheticRevocation['authorityType'][] = c.broker ? ['BROKER'] : r.chance(0.2) ? ['COMMON', 'CONTRACT'] : [r.chance(0.8) ? 'COMMON' : 'CONTRACT'];
    for (const authorityType of types) {
      c.revocations.push({ docket: mc, authorityType, revocationType: voluntary ? 'VOLUNTARY' : 'INVOLUNTARY', serveDate: serve, effectiveDate: effective, dotMissing: r.chance(0.01) });
    }
    // A revoked carrier's insurance was cancelled first.
    for (const p of c.policies) if (!p.cancelEffectiveDate || p.cancelEffectiveDate > serve) p.cancelEffectiveDate = isoFromDays(daysFromIso(serve) - r.int(1, 40));
  }

  private addInspections(c: SyntheticCarrier, r: Rng, src: number | undefined): void {
    if (c.powerUnits === 0 || c.statusCode === 'I' || r.chance(0.45)) return;
    const fleet = Math.min(c.powerUnits, 40);
    const n = Math.min(12, 1 + Math.floor(-Math.log(1 - r.next()) * Math.min(fleet, 20) / 4));
    const now = this.asOfDays;
    for (let k = 0; k < n; k++) {
      const vk = r.int(0, fleet - 1);
      // A chameleon's first two trucks are its source's trucks (same VINs under a new DOT).
      const owner = src !== undefined && vk < 2 ? src : c.index;
      const units = [this.vehicle(owner, vk, false, c.phy.state)];
      if (units[0].type === 'TRUCK TRACTOR' && r.chance(0.7)) units.push(this.vehicle(owner, r.int(0, fleet * 2), true, c.phy.state));
      const state = r.chance(0.6) ? c.phy.state : STATES[r.weighted(STATE_WEIGHTS)].state;
      c.inspections.push({
        id: String(100000000 + c.index * 16 + k),
        reportNumber: `${state}${r.letters(2)}${r.digits(6)}`,
        state,
        date: this.randomDate(r, now - 2 * 365, now),
        level: r.pick([1, 2, 2, 3, 3, 3]),
        units,
        driverOos: r.chance(0.05) ? 1 : 0,
        vehicleOos: r.chance(0.2) ? 1 : 0,
      });
    }
  }

  /* -------------------------------------------------------------- rows */

  census42Row(c: SyntheticCarrier): string {
    const mc = c.dockets.some((d) => d.startsWith('MC'));
    const yn = (b: boolean) => (b ? 'Y' : 'N');
    const p = c.phy;
    const m = c.mail;
    const mileage = c.mileage ? String(c.mileage) : c.mcs150Date ? '0' : '';
    const year = c.mileageYear ? String(c.mileageYear) : '';
    return (
      `${c.dot},${q(c.legalName)},${q(c.dbaName)},${c.carrierOperation},${yn(c.hazmat)},${yn(c.passenger)},` +
      `${q(p.street)},${q(p.city)},${p.state},${p.zip},${p.country},${q(m.street)},${q(m.city)},${m.state},${m.zip},${m.country},` +
      `${phoneParens(c.phone)},${phoneParens(c.fax)},${c.email},${dmy(c.mcs150Date)},${mileage},${year},${dmy(c.addDate)},${p.state},` +
      `${c.powerUnits},${c.drivers},${c.mileage ? c.mileage : 0},${c.mileageYear ? c.mileageYear : 0},${c.mileage ? '1' : ''},` +
      `${yn(!mc && !c.broker)},${yn(mc)},${yn(!mc && c.index % 7 === 0)},${yn(!mc)},N,N,N,N,N,N,N,N,N`
    );
  }

  census147Row(c: SyntheticCarrier): string {
    return TEMPLATE_147.render(COLUMNS_147.map(([, value]) => value(c)));
  }

  /** Policies on file at asOf: in force, or with a cancellation still pending (what actpendins and insur list). */
  activePolicies(c: SyntheticCarrier): SyntheticPolicy[] {
    return c.policies.filter((p) => !p.cancelEffectiveDate || p.cancelEffectiveDate >= this.asOf);
  }

  actPendInsRows(c: SyntheticCarrier): string[] {
    const dot = pad(c.dot, 8);
    return this.activePolicies(c).map((p) =>
      [
        qq(liDocket(p.docket)), qq(dot), qq(p.formCode), qq(ACTPENDINS_TYPE[p.coverageType][p.layer || 'NONE'] ?? 'BIPD'), qq(p.insurer), qq(p.policyNumber),
        qq(mdy(p.postedDate)), String(p.underlyingThousands), String(p.maxThousands), qq(mdy(p.effectiveDate)), qq(mdy(p.cancelEffectiveDate)),
      ].join(','),
    );
  }

  insurRows(c: SyntheticCarrier): string[] {
    const rows = this.activePolicies(c).map((p) =>
        [
          qq(liDocket(p.docket)), qq(INSUR_CODE[p.coverageType]), qq(p.layer === 'PRIMARY' ? 'P' : p.layer === 'EXCESS' ? 'E' : ''),
          qq(pad(p.maxThousands, 5)), qq(pad(p.underlyingThousands, 5)), qq(p.policyNumber), qq(mdy(p.effectiveDate)), qq(p.formCode), qq(p.insurer),
        ].join(','),
      );
    // Revoked carriers without insurance appear as a docket with zeros.
    if (rows.length === 0 && c.revocations.length) rows.push(`${qq(liDocket(c.revocations[0].docket))},"","","00000","00000","","","",""`);
    return rows;
  }

  revocationRows(c: SyntheticCarrier): string[] {
    return c.revocations.map((v) =>
      [qq(liDocket(v.docket)), qq(v.dotMissing ? '00000000' : pad(c.dot, 8)), qq(v.authorityType), qq(mdy(v.serveDate)), qq(`${v.revocationType} REVOCATION`), qq(mdy(v.effectiveDate))].join(','),
    );
  }

  inspectionRows(c: SyntheticCarrier): string[] {
    return c.inspections.map((x) => {
      const u1 = x.units[0];
      const u2 = x.units[1];
      const oos = x.driverOos + x.vehicleOos;
      return [
        x.id, x.reportNumber, x.state, c.dot, dmy(x.date), String(x.level), x.state, '3', String(x.driverOos), String(x.vehicleOos), '0', String(oos), '0', 'N',
        u1.type, u1.make, u1.plate, u1.plateState, u1.vin, '',
        u2 ? u2.type : '', u2 ? u2.make : '', u2 ? u2.plate : '', u2 ? u2.plateState : '', u2 ? u2.vin : '', '',
        'N', x.level === 3 ? 'Y' : 'N', 'Y', 'N', x.level === 3 ? 'N' : 'Y', c.hazmat ? 'Y' : 'N',
        String(oos), '0', '0', String(x.driverOos), '0', String(x.vehicleOos), '0',
      ].join(',');
    });
  }
}

const ACTPENDINS_TYPE: Record<SyntheticPolicy['coverageType'], Record<string, string>> = {
  BIPD: { PRIMARY: 'BIPD/Primary', EXCESS: 'BIPD/Excess', NONE: 'BIPD' },
  CARGO: { NONE: 'CARGO' },
  BOND: { NONE: 'SURETY' },
  TRUST_FUND: { NONE: 'TRUST FUND' },
};
const INSUR_CODE: Record<SyntheticPolicy['coverageType'], string> = { BIPD: '1', CARGO: '2', BOND: '3', TRUST_FUND: '4' };

const I147 = Object.fromEntries(CENSUS_147_HEADER.map((h, i) => [h.toUpperCase(), i])) as Record<string, number>;
/** Every 147-column row starts from this: the vehicle-count columns at 0, the rest empty. */
const BASE_147: string[] = CENSUS_147_HEADER.map((h) => (/^(OWN|TRM|TRP)/.test(h) || h === 'TOTAL_CARS' || h === 'BUS_UNITS' ? '0' : ''));

/** A CSV row with constant columns baked in: only the variable columns are rendered per row. */
class RowTemplate {
  private readonly gaps: string[] = [];
  private readonly tail: string;

  constructor(base: readonly string[], vars: readonly number[]) {
    let prev = -1;
    for (const v of vars) {
      let gap = '';
      for (let c = prev + 1; c < v; c++) gap += (c > 0 ? ',' : '') + base[c];
      this.gaps.push(gap + (v > 0 ? ',' : ''));
      prev = v;
    }
    let tail = '';
    for (let c = prev + 1; c < base.length; c++) tail += ',' + base[c];
    this.tail = tail;
  }

  render(values: readonly string[]): string {
    let s = '';
    for (let k = 0; k < values.length; k++) s += this.gaps[k] + values[k];
    return s + this.tail;
  }
}

const hasMc = (c: SyntheticCarrier) => c.dockets.some((d) => d.startsWith('MC'));
const docketCell = (k: number, part: 'prefix' | 'number' | 'status') => (c: SyntheticCarrier) => {
  const d = c.dockets[k];
  if (!d) return '';
  if (part === 'prefix') return d.slice(0, 2);
  if (part === 'number') return d.slice(2);
  return c.revocations.length && d.startsWith('MC') ? 'I' : 'A';
};

/** The variable columns of the 147-column file and how to render them. */
const COLUMNS_147: [string, (c: SyntheticCarrier) => string][] = (
  [
    ['MCS150_DATE', (c) => (c.mcs150Date ? `${ymd(c.mcs150Date)} ${pad((c.index * 7) % 24, 2)}${pad((c.index * 13) % 60, 2)}` : '')],
    ['ADD_DATE', (c) => ymd(c.addDate)],
    ['STATUS_CODE', (c) => c.statusCode],
    ['DOT_NUMBER', (c) => c.dot],
    ['CARRIER_OPERATION', (c) => c.carrierOperation],
    ['MCS150_MILEAGE', (c) => (c.mileage ? String(c.mileage) : '0')],
    ['MCS150_MILEAGE_YEAR', (c) => (c.mileageYear ? String(c.mileageYear) : '')],
    ['PRIOR_REVOKE_FLAG', (c) => (c.priorRevokeDot ? 'Y' : 'N')],
    ['PRIOR_REVOKE_DOT_NUMBER', (c) => c.priorRevokeDot],
    ['PHONE', (c) => c.phone],
    ['FAX', (c) => c.fax],
    ['CELL_PHONE', (c) => c.cellPhone],
    ['COMPANY_OFFICER_1', (c) => q(c.officers[0] ?? '')],
    ['COMPANY_OFFICER_2', (c) => q(c.officers[1] ?? '')],
    ['BUSINESS_ORG_DESC', (c) => (c.officers.length && c.legalName === c.officers[0] ? 'SOLE PROPRIETORSHIP' : /LLC|L\.L\.C\./.test(c.legalName) ? 'LIMITED LIABILITY COMPANY' : 'CORPORATION')],
    ['TRUCK_UNITS', (c) => String(Math.round(c.powerUnits / 3))],
    ['POWER_UNITS', (c) => String(c.powerUnits)],
    ['CARSHIP', () => 'C'],
    ['DOCKET1PREFIX', docketCell(0, 'prefix')],
    ['DOCKET1', docketCell(0, 'number')],
    ['DOCKET2PREFIX', docketCell(1, 'prefix')],
    ['DOCKET2', docketCell(1, 'number')],
    ['DOCKET3PREFIX', docketCell(2, 'prefix')],
    ['DOCKET3', docketCell(2, 'number')],
    ['HM_IND', (c) => (c.hazmat ? 'Y' : 'N')],
    ['TOTAL_CDL', (c) => String(c.drivers)],
    ['TOTAL_DRIVERS', (c) => String(c.drivers)],
    ['CLASSDEF', (c) => (hasMc(c) ? 'AUTHORIZED FOR HIRE' : 'PRIVATE PROPERTY')],
    ['LEGAL_NAME', (c) => q(c.legalName)],
    ['DBA_NAME', (c) => q(c.dbaName)],
    ['PHY_STREET', (c) => q(c.phy.street)],
    ['PHY_CITY', (c) => q(c.phy.city)],
    ['PHY_COUNTRY', (c) => c.phy.country],
    ['PHY_STATE', (c) => c.phy.state],
    ['PHY_ZIP', (c) => c.phy.zip],
    ['CARRIER_MAILING_STREET', (c) => q(c.mail.street)],
    ['CARRIER_MAILING_STATE', (c) => c.mail.state],
    ['CARRIER_MAILING_CITY', (c) => q(c.mail.city)],
    ['CARRIER_MAILING_COUNTRY', (c) => c.mail.country],
    ['CARRIER_MAILING_ZIP', (c) => c.mail.zip],
    ['EMAIL_ADDRESS', (c) => c.email],
    ['SAFETY_RATING', (c) => c.safetyRating],
    ['SAFETY_RATING_DATE', (c) => ymd(c.safetyRatingDate)],
    ['CRGO_GENFREIGHT', (c) => (c.index % 5 < 3 ? 'X' : '')],
    ['OWNTRUCK', (c) => String(Math.round(c.powerUnits / 3))],
    ['OWNTRACT', (c) => String(c.powerUnits - Math.round(c.powerUnits / 3))],
    ['DOCKET1_STATUS_CODE', docketCell(0, 'status')],
    ['DOCKET2_STATUS_CODE', docketCell(1, 'status')],
    ['DOCKET3_STATUS_CODE', docketCell(2, 'status')],
  ] as [string, (c: SyntheticCarrier) => string][]
).sort((a, b) => I147[a[0]] - I147[b[0]]);

const TEMPLATE_147 = new RowTemplate(BASE_147, COLUMNS_147.map(([name]) => {
  if (I147[name] === undefined) throw new Error(`no column ${name}`);
  return I147[name];
}));

/* ------------------------------------------------------------------ writing */

/** An output file written through one reusable 1 MiB buffer (flat memory; the caller awaits flush when full). */
class OutFile {
  rows = 0;
  bytes = 0;
  private readonly buf = Buffer.allocUnsafe(FLUSH_AT + MAX_LINE);
  private pos = 0;

  constructor(
    readonly kind: SyntheticFileKind,
    readonly path: string,
    private readonly fh: FileHandle,
    private readonly eol: string,
  ) {}

  header(line: string): void {
    this.put(line);
  }

  add(line: string): void {
    this.put(line);
    this.rows++;
  }

  private put(line: string): void {
    if (line.length * 3 + 2 > MAX_LINE || this.pos + line.length * 3 + 2 > this.buf.length) throw new Error(`${this.kind}: line too long or buffer not flushed`);
    this.pos += this.buf.write(line, this.pos, 'utf8');
    this.pos += this.buf.write(this.eol, this.pos, 'latin1');
  }

  get full(): boolean {
    return this.pos >= FLUSH_AT;
  }

  async addLatin1(line: string): Promise<void> {
    this.pos += this.buf.write(line + this.eol, this.pos, 'latin1');
    this.rows++;
    if (this.full) await this.flush();
  }

  async flush(): Promise<void> {
    if (this.pos === 0) return;
    const n = this.pos;
    this.pos = 0;
    let off = 0;
    while (off < n) off += (await this.fh.write(this.buf, off, n - off)).bytesWritten;
    this.bytes += n;
  }

  async close(): Promise<void> {
    await this.flush();
    await this.fh.close();
  }
}

const FLUSH_AT = 1 << 20;
const MAX_LINE = 64 * 1024;

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export function syntheticFileName(kind: SyntheticFileKind, asOf: string): string {
  const d = asOf.replace(/-/g, '_');
  switch (kind) {
    case 'census-147':
      return `Company_Census_File_${d}.csv`;
    case 'census-42':
      return `FMCSA_CENSUS1_${asOf.slice(0, 4)}${MONTH_NAMES[Number(asOf.slice(5, 7)) - 1]}.txt`;
    case 'li-actpendins':
      return `actpendins_${d}.txt`;
    case 'li-insur':
      return `insur_${d}.txt`;
    case 'li-revocation':
      return `revocation_${d}.txt`;
    case 'inspection-units':
      return `SMS_Input_Inspection_${d}.csv`;
  }
}

/** Writes the synthetic files (see the module comment). */
export async function generateFiles(options: GenerateOptions): Promise<GeneratedFiles> {
  const started = Date.now();
  const seed = options.seed ?? 1;
  const asOf = options.asOf ?? '2025-09-15';
  const rows = options.rows;
  if (!Number.isInteger(rows) || rows < 1 || rows > MAX_SYNTHETIC_ROWS) throw new Error(`rows must be an integer from 1 to ${MAX_SYNTHETIC_ROWS}, got ${rows}`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(asOf)) throw new Error(`asOf must be YYYY-MM-DD, got ${asOf}`);
  const kinds = new Set(options.files ?? SYNTHETIC_FILE_KINDS);
  await mkdir(options.dir, { recursive: true });
  const ds = new SyntheticDataset(seed, rows, asOf);
  const outs = new Map<SyntheticFileKind, OutFile>();
  try {
    for (const kind of SYNTHETIC_FILE_KINDS) {
      if (!kinds.has(kind)) continue;
      const path = join(options.dir, syntheticFileName(kind, asOf));
      outs.set(kind, new OutFile(kind, path, await open(path, 'w'), kind === 'census-42' ? '\r\n' : '\n'));
    }
    outs.get('census-147')?.header(CENSUS_147_HEADER.join(','));
    outs.get('census-42')?.header(CENSUS_42_HEADER.join(','));
    outs.get('li-revocation')?.header(REVOCATION_HEADER.map((h) => `"${h}"`).join(','));
    outs.get('inspection-units')?.header(INSPECTION_UNITS_HEADER.join(','));
    const c147 = outs.get('census-147');
    const c42 = outs.get('census-42');
    const act = outs.get('li-actpendins');
    const ins = outs.get('li-insur');
    const rev = outs.get('li-revocation');
    const insp = outs.get('inspection-units');
    const all = [...outs.values()];
    for (let i = 0; i < rows; i++) {
      const c = ds.carrier(i);
      c147?.add(ds.census147Row(c));
      if (c42) {
        if (c.latin1) await c42.addLatin1(ds.census42Row(c));
        else c42.add(ds.census42Row(c));
      }
      if (act) for (const line of ds.actPendInsRows(c)) act.add(line);
      if (ins) for (const line of ds.insurRows(c)) ins.add(line);
      if (rev) for (const line of ds.revocationRows(c)) rev.add(line);
      if (insp) for (const line of ds.inspectionRows(c)) insp.add(line);
      for (const o of all) if (o.full) await o.flush();
      if (options.onProgress && (i + 1) % 100_000 === 0) options.onProgress(i + 1);
    }
    for (const o of all) await o.close();
  } catch (e) {
    await Promise.allSettled([...outs.values()].map((o) => o.close()));
    throw e;
  }
  options.onProgress?.(rows);
  return {
    dir: options.dir,
    seed,
    asOf,
    carriers: rows,
    files: [...outs.values()].map((o) => ({ kind: o.kind, path: o.path, rows: o.rows, bytes: o.bytes })),
    ms: Date.now() - started,
  };
}
