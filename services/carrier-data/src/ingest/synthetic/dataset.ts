/**
 * The synthetic carriers behind the generated files: deterministic, carrier(i) depends only on (seed, i, rows) — apart
 * from the shared-phone pool, which grows with `rows` — so a smaller file is a prefix of a larger one.
 *
 * Distributions: states weighted like the census; ~30% sole proprietors (owner name as legal name), company names
 * from word lists with LLC/INC/CORP (some with a comma, a few with Ñ/É — some of those rows written in latin1 in the
 * 42-column file, as odd encodings happen); operation, classification, dockets and authority standing as market.ts
 * says (from the real samples); ~3% of carriers share a phone from a pool (about three carriers per number); ~4% use
 * a filing service / registered agent whose phone, e-mail and mailing address appear on many carriers; ~1.5% are
 * chameleons: a new DOT re-using an earlier (revoked) carrier's officer, address, phone and some of its trucks' VINs,
 * with PRIOR_REVOKE_* set most of the time. Every date is relative to `asOf` (the demo passes the server's today), so
 * new carriers, pending cancellations and pending revocations stay new and pending.
 *
 * After the Motus cutover (motus-market.ts) a carrier's events of the Motus era are placed so that the legacy files
 * (frozen on the cutover: legacyPolicies, legacyRevocations, the authority timelines of authority.ts) and Motus
 * (motus-dataset.ts) tell the story the live census and SAFER tell on asOf. Everything the Motus era adds (and the
 * movers, enterprise carriers and bonds of market.ts) draws from a stream of its own, so the census and inspection
 * files of a given seed and asOf keep their bytes.
 */
import type { Address } from '../../carrier/carrier.model';
import { authoritiesOf } from './authority';
import { daysFromIso, isoFromDays } from './dates';
import { addDocketFilings, addLiability, addPolicies, addRevocations, randomDate } from './filings';
import { addInspections } from './inspections';
import { ENTERPRISE_SHARE, HHG_ONLY_SHARE, INACTIVE_USDOT_STATUS, OUT_OF_SERVICE_STATUS, authorityStandingOf, holdsMcDocket, operatingStatusOf, operationOf } from './market';
import type { SyntheticCarrier, SyntheticPolicy, SyntheticRevocation } from './model';
import { MOTUS_CUTOVER, MOTUS_DAILY_DAYS, MOTUS_ONLY_REMOVED, MOTUS_ONLY_SHARE, shapeMotusEra } from './motus-market';
import { Rng, cumulative, hash32 } from './prng';
import { EMAIL_PROVIDERS, ENTITY_SUFFIXES, FILING_SERVICES, FIRST_NAMES, LAST_NAMES, NAME_KINDS, NAME_WORDS, STATES, STREET_NAMES, STREET_TYPES } from './words';

/** The default date of the data when no clock gives one (the CLI and the benchmarks stay byte-for-byte stable). */
export const DEFAULT_AS_OF = '2025-09-15';

const STATE_WEIGHTS = cumulative(STATES.map((s) => s.weight));
const BLOCK = 2000;
const CHAMELEON_RATE = 0.015;

interface Block {
  srcOf: Map<number, number>;
  sources: Set<number>;
}

/** Deterministic synthetic carriers: carrier(i) depends only on (seed, i, rows). */
export class SyntheticDataset {
  /** The day of the last MCS-150 update for a carrier registered on `addDays`, from one uniform draw `u`. */
  private mcs150Days(addDays: number, u: number): number {
    const since = this.asOfDays - addDays;
    const onTime = u < 0.75;
    const span = onTime ? Math.min(since, 729) : since;
    const frac = onTime ? u / 0.75 : (u - 0.75) / 0.25;
    return this.asOfDays - Math.floor(frac * (span + 1));
  }

  readonly asOfDays: number;
  readonly cutoverDays = daysFromIso(MOTUS_CUTOVER);
  /** The day of the legacy L&I files: frozen on the Motus cutover, or asOf when it comes first. */
  readonly legacyAsOf: string;
  readonly legacyDays: number;
  /** Motus-only USDOTs written after the census carriers (none before the cutover). */
  readonly motusOnlyCount: number;
  private readonly phonePool: number;
  private cachedBlock = -1;
  private block: Block = { srcOf: new Map(), sources: new Set() };

  constructor(
    readonly seed: number,
    readonly rows: number,
    readonly asOf = DEFAULT_AS_OF,
  ) {
    this.asOfDays = daysFromIso(asOf);
    this.phonePool = Math.max(20, Math.ceil((rows * 0.03) / 3));
    this.legacyDays = Math.min(this.asOfDays, this.cutoverDays);
    this.legacyAsOf = isoFromDays(this.legacyDays);
    this.motusOnlyCount = this.asOfDays > this.cutoverDays ? Math.max(4, Math.round(rows * MOTUS_ONLY_SHARE)) : 0;
  }

  /** Seven digits like today's DOT numbers (registration's auto-fill looks a DOT up from 7 digits). */
  dotOf(i: number): string {
    return String(1_000_001 + Math.floor(i * 1.37));
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

    const op = operationOf(r, forceMc);
    const passenger = r.chance(0.02);
    const puRoll = r.next();
    const powerUnits = puRoll < 0.04 ? 0 : puRoll < 0.55 ? 1 : puRoll < 0.75 ? r.int(2, 3) : puRoll < 0.9 ? r.int(4, 10) : puRoll < 0.98 ? r.int(11, 100) : r.int(101, 2500);
    const drivers = powerUnits === 0 ? r.int(0, 2) : Math.max(1, Math.round(powerUnits * (0.8 + r.next() * 0.5)));
    const addDays = r.chance(0.01) ? daysFromIso('1974-06-01') : this.asOfDays - Math.floor(Math.pow(r.next(), 1.8) * (this.asOfDays - daysFromIso('1975-01-01')));
    const addDate = isoFromDays(addDays);
    // Three in four file the biennial MCS-150 update on time (FMCSA deactivates those that do not): within the last two
    // years; the rest any day since they registered. One draw either way, so the rest of the carrier stays as it was.
    const mcs150Date = r.chance(0.08) ? '' : isoFromDays(this.mcs150Days(addDays, r.next()));
    const mileage = r.chance(0.1) || powerUnits === 0 ? 0 : powerUnits * r.int(20, 120) * 1000;
    const mileageYear = mileage && mcs150Date ? Number(mcs150Date.slice(0, 4)) - 1 : 0;

    const dockets: string[] = [];
    const mc = forceMc || holdsMcDocket(r, op);
    if (mc) dockets.push(`MC${120000 + i}`);
    if (r.chance(0.015)) dockets.push(`FF${10000 + i}`);
    if (phy.state === 'TX' || phy.state === 'CA' || phy.state === 'AZ' ? r.chance(0.03) : r.chance(0.002)) dockets.push(`MX${50000 + i}`);
    const forHire = op.classifications.includes('AUTHORIZED_FOR_HIRE');
    // Brokers: ~9 % of docketed SAFER rows name BROKER (CARRIER/BROKER far more often than BROKER alone).
    const broker = mc && forHire && !forceMc && r.chance(0.03);
    const entityType = broker ? 'BROKER' : mc && r.chance(0.06) ? 'CARRIER/BROKER' : r.chance(0.04) ? 'CARRIER/SHIPPER' : 'CARRIER';
    const ratingRoll = r.next();
    const safetyRating: SyntheticCarrier['safetyRating'] = ratingRoll < 0.025 ? 'S' : ratingRoll < 0.031 ? 'C' : ratingRoll < 0.0325 ? 'U' : '';
    const safetyRatingDate = safetyRating ? isoFromDays(addDays + Math.floor(r.next() * (this.asOfDays - addDays))) : '';
    const statusCode: 'A' | 'I' = r.chance(0.01) ? 'I' : 'A';
    // Out-of-service orders are rare in the SAFER samples (~0.4 %).
    const outOfServiceDate = r.chance(0.008) ? isoFromDays(this.asOfDays - r.int(1, 700)) : '';

    return {
      index: i,
      dot: this.dotOf(i),
      legalName,
      dbaName,
      carrierOperation: op.carrierOperation,
      classifications: op.classifications,
      otherText: op.otherText,
      hazmat: op.hazmat,
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
      entityType,
      standing: null,
      hhg: false,
      hhgOnly: false,
      enterprise: false,
      authorities: [],
      motus: null,
      motusOnly: false,
      operatingStatus: '',
      outOfServiceDate,
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

  carrier(i: number): SyntheticCarrier {
    const block = this.blockOf(i);
    const isSource = block.sources.has(i);
    const src = block.srcOf.get(i);
    // Chameleon sources and chameleons are interstate carriers authorized for hire, with an MC docket.
    const c = this.base(i, isSource || src !== undefined);
    c.chameleonSource = isSource;
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
    if (c.dockets.some((d) => d.startsWith('MC'))) {
      const forHire = c.classifications.includes('AUTHORIZED_FOR_HIRE');
      c.standing = authorityStandingOf(r, forHire, this.asOfDays - daysFromIso(c.addDate), isSource);
    }
    // The Motus-era stream: authority kinds, bonds, Motus activity (the other files' draws stay as they were).
    const m = new Rng(hash32(this.seed ^ 0x6d07a5e1, i));
    c.hhg = c.statusCode !== 'I' && !c.outOfServiceDate && r.chance(0.02);
    c.hhgOnly = c.hhg && !c.broker && !c.passenger && m.chance(HHG_ONLY_SHARE);
    c.enterprise = c.standing !== null && !c.broker && !c.passenger && m.chance(ENTERPRISE_SHARE);
    c.operatingStatus =
      c.statusCode === 'I' ? INACTIVE_USDOT_STATUS : c.outOfServiceDate ? OUT_OF_SERVICE_STATUS : operatingStatusOf(c.standing, { broker: c.broker, passenger: c.passenger, hhg: c.hhg, hhgOnly: c.hhgOnly });
    addRevocations(this.asOfDays, c, r);
    addPolicies(this.asOfDays, c, r);
    addInspections(this.seed, this.asOf, this.asOfDays, c, r, src);
    addDocketFilings(this.asOfDays, c, m);
    this.settle(c, m);
    return c;
  }

  /**
   * Motus-only USDOT k (0 .. motusOnlyCount - 1): an applicant of the last week that reached Motus before the census
   * (DOT numbers after the census's last). A few are removed as duplicates within the daily window.
   */
  applicant(k: number): SyntheticCarrier {
    const i = this.rows + k;
    const c = this.base(i, true);
    const m = new Rng(hash32(this.seed ^ 0x6d07a5e1, i));
    c.motusOnly = true;
    c.addDate = isoFromDays(this.asOfDays - m.int(0, 6));
    c.mcs150Date = c.addDate;
    c.dockets = [`MC${120000 + i}`];
    c.standing = 'pending-grant';
    c.operatingStatus = 'NOT AUTHORIZED';
    if (m.chance(0.5)) addLiability(this.asOfDays, c, m, randomDate(m, this.asOfDays + 1, this.asOfDays + 30));
    this.settle(c, m);
    const removed = this.asOfDays - m.int(0, MOTUS_DAILY_DAYS - 1);
    if (c.motus && removed > daysFromIso(c.addDate) && m.chance(MOTUS_ONLY_REMOVED)) c.motus.removed = isoFromDays(removed);
    return c;
  }

  /** Motus-era shaping and the authority timelines, after every other draw. */
  private settle(c: SyntheticCarrier, m: Rng): void {
    c.motus = this.asOfDays > this.cutoverDays ? shapeMotusEra(c, m, this.asOfDays, this.cutoverDays) : null;
    c.authorities = authoritiesOf(c, m, this.asOfDays, this.legacyDays);
  }

  /** Policies on file at asOf: in force, or with a cancellation still pending (what actpendins and insur list). */
  activePolicies(c: SyntheticCarrier): SyntheticPolicy[] {
    return c.policies.filter((p) => !p.cancelEffectiveDate || p.cancelEffectiveDate >= this.asOf);
  }

  /**
   * Policies the legacy L&I files list (frozen on the cutover): posted by then and not cancelled before it; a
   * cancellation shows only when its notice (30 days ahead) had reached FMCSA, a replacement never. Before the
   * cutover, the policies on file at asOf.
   */
  legacyPolicies(c: SyntheticCarrier): SyntheticPolicy[] {
    // Several files ask in turn for the same carrier's.
    if (this.legacyOf === c) return this.legacy;
    this.legacyOf = c;
    this.legacy = this.legacyPoliciesOf(c);
    return this.legacy;
  }

  private legacyOf: SyntheticCarrier | null = null;
  private legacy: SyntheticPolicy[] = [];

  private legacyPoliciesOf(c: SyntheticCarrier): SyntheticPolicy[] {
    if (this.asOfDays <= this.cutoverDays) return this.activePolicies(c);
    const L = this.legacyAsOf;
    if (c.addDate > L) return [];
    const known = isoFromDays(this.legacyDays + 30);
    const out: SyntheticPolicy[] = [];
    for (const p of c.policies) {
      if (p.postedDate > L || (p.cancelEffectiveDate && p.cancelEffectiveDate < L)) continue;
      out.push(p.cancelEffectiveDate && (p.endReason || p.cancelEffectiveDate > known) ? { ...p, cancelEffectiveDate: '' } : p);
    }
    return out;
  }

  /** Revocations the legacy L&I files list: served by the cutover (undated voluntary ones are older). */
  legacyRevocations(c: SyntheticCarrier): SyntheticRevocation[] {
    if (this.asOfDays <= this.cutoverDays) return c.revocations;
    if (c.addDate > this.legacyAsOf) return [];
    return c.revocations.filter((v) => !v.serveDate || v.serveDate <= this.legacyAsOf);
  }
}
