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
 */
import type { Address } from '../../carrier/carrier.model';
import { daysFromIso, isoFromDays } from './dates';
import { INACTIVE_USDOT_STATUS, OUT_OF_SERVICE_STATUS, authorityStandingOf, holdsMcDocket, operatingStatusOf, operationOf } from './market';
import type { SyntheticCarrier, SyntheticPolicy, SyntheticRevocation, SyntheticUnit } from './model';
import { Rng, cumulative, hash32 } from './prng';
import { makeVin } from './vin';
import {
  CARGO_INSURERS,
  EMAIL_PROVIDERS,
  ENTITY_SUFFIXES,
  FILING_SERVICES,
  FIRST_NAMES,
  INSURERS,
  LAST_NAMES,
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
  readonly asOfDays: number;
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
    const mcs150Date = r.chance(0.08) ? '' : isoFromDays(Math.min(this.asOfDays, addDays + Math.floor(r.next() * (this.asOfDays - addDays + 1))));
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
    c.operatingStatus =
      c.statusCode === 'I' ? INACTIVE_USDOT_STATUS : c.outOfServiceDate ? OUT_OF_SERVICE_STATUS : operatingStatusOf(c.standing, { broker: c.broker, passenger: c.passenger, hhg: r.chance(0.02) });
    this.addRevocations(c, r);
    this.addPolicies(c, r);
    this.addInspections(c, r, src);
    return c;
  }

  private randomDate(r: Rng, fromDays: number, toDays: number): string {
    return isoFromDays(fromDays + Math.floor(r.next() * Math.max(1, toDays - fromDays)));
  }

  private policy(r: Rng, c: SyntheticCarrier, coverageType: SyntheticPolicy['coverageType'], layer: SyntheticPolicy['layer'], insurer: string, pattern: string, formCode: string, maxK: number, underK: number, effective: string): SyntheticPolicy {
    const posted = isoFromDays(Math.min(daysFromIso(effective) + r.int(-10, 5), this.asOfDays));
    let policyNumber = '';
    for (const ch of pattern) policyNumber += ch === '#' ? String(r.int(0, 9)) : ch === '@' ? r.letters(1) : ch;
    const docket = c.dockets.find((d) => d.startsWith('MC'))!;
    return { docket, coverageType, layer, insurer, policyNumber, maxThousands: maxK, underlyingThousands: underK, formCode, postedDate: posted, effectiveDate: effective, cancelEffectiveDate: '' };
  }

  /** The filings of a docketed carrier, as its standing implies (market.ts). */
  private addPolicies(c: SyntheticCarrier, r: Rng): void {
    const standing = c.standing;
    if (standing === null || standing === 'dormant') return;
    const now = this.asOfDays;
    if (standing === 'pending-grant') {
      // A new carrier: the insurer filed a policy that starts with the authority, or nothing yet.
      if (r.chance(0.6)) this.addLiability(c, r, this.randomDate(r, now + 1, now + 30));
      return;
    }
    if (c.broker) {
      const effective = this.randomDate(r, now - 3 * 365, now - 1);
      if (r.chance(0.85)) c.policies.push(this.policy(r, c, 'BOND', '', r.pick(SURETY_COMPANIES), '#######', '84', 75, 0, effective));
      else c.policies.push(this.policy(r, c, 'TRUST_FUND', '', r.pick(TRUST_FUNDS), '20######', '85', 75, 0, effective));
    } else if (standing !== 'active' || r.chance(0.98)) this.addLiability(c, r, this.randomDate(r, now - 3 * 365, now - 1));
    const primary = c.policies[0];
    if (!primary) return;
    const revocation = c.revocations[0];
    if (standing === 'active') {
      // Pending cancellations (~8 % of BI&PD filings in actpendins): the policy stays in force until the cancel date.
      if (r.chance(0.08)) primary.cancelEffectiveDate = this.randomDate(r, now + 1, now + 45);
    } else if (standing === 'pending-revocation') {
      // The revocation follows the insurance cancellation: in force until a few days before it takes effect.
      primary.cancelEffectiveDate = isoFromDays(daysFromIso(revocation.effectiveDate) - r.int(1, 5));
    } else {
      // Revoked (voluntarily or not): the insurance was cancelled first.
      const before = revocation?.serveDate ? daysFromIso(revocation.serveDate) : now - r.int(30, 700);
      for (const p of c.policies) p.cancelEffectiveDate = isoFromDays(Math.max(daysFromIso(p.effectiveDate) + 1, before - r.int(1, 40)));
    }
  }

  /** BI&PD (primary, sometimes excess) and often cargo, effective on `effective`. */
  private addLiability(c: SyntheticCarrier, r: Rng, effective: string): void {
    const ins = r.pick(INSURERS);
    const maxK = c.passenger || (c.hazmat && r.chance(0.5)) ? 5000 : c.hazmat ? 1000 : r.chance(0.72) ? 750 : 1000;
    c.policies.push(this.policy(r, c, 'BIPD', 'PRIMARY', ins.name, ins.policy, '91X', maxK, 0, effective));
    if (r.chance(0.1)) {
      const ex = r.pick(INSURERS);
      c.policies.push(this.policy(r, c, 'BIPD', 'EXCESS', ex.name, ex.policy, '91X', r.pick([2000, 3000, 4000]), maxK, effective));
    }
    if (r.chance(0.35)) c.policies.push(this.policy(r, c, 'CARGO', '', r.pick(CARGO_INSURERS), '@@#######', '34', 0, 0, effective));
  }

  /** Revocations as the standing implies: involuntary ones 30-35 days after service, voluntary ones undated. */
  private addRevocations(c: SyntheticCarrier, r: Rng): void {
    const standing = c.standing;
    const mc = c.dockets.find((d) => d.startsWith('MC'));
    if (!mc || standing === null) return;
    const now = this.asOfDays;
    let serve = '';
    let effective = '';
    let revocationType: SyntheticRevocation['revocationType'] = 'INVOLUNTARY';
    if (standing === 'revoked') {
      serve = this.randomDate(r, now - 3 * 365, now - 40);
      effective = isoFromDays(daysFromIso(serve) + r.pick([30, 33, 34, 35]));
    } else if (standing === 'pending-revocation') {
      serve = this.randomDate(r, now - 25, now - 3);
      effective = isoFromDays(daysFromIso(serve) + 33);
    } else if (standing === 'voluntary' || (standing === 'dormant' && r.chance(0.4))) {
      revocationType = 'VOLUNTARY';
      if (r.chance(0.25)) serve = this.randomDate(r, now - 3 * 365, now - 10);
    } else return;
    const types: SyntheticRevocation['authorityType'][] = c.broker ? ['BROKER'] : r.chance(0.2) ? ['COMMON', 'CONTRACT'] : [r.chance(0.8) ? 'COMMON' : 'CONTRACT'];
    for (const authorityType of types) c.revocations.push({ docket: mc, authorityType, revocationType, serveDate: serve, effectiveDate: effective, dotMissing: r.chance(0.01) });
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

  /** Policies on file at asOf: in force, or with a cancellation still pending (what actpendins and insur list). */
  activePolicies(c: SyntheticCarrier): SyntheticPolicy[] {
    return c.policies.filter((p) => !p.cancelEffectiveDate || p.cancelEffectiveDate >= this.asOf);
  }
}
