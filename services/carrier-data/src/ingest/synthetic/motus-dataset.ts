/**
 * What Motus holds about a synthetic carrier on a given day: the records of its six data sets, each a key and its cells
 * in the set's column order (MOTUS_COLUMNS, the portal's field names). A carrier enters Motus on its first transaction
 * after the cutover (firstMotusDay) and from then on every set shows its state of that day, history included (AuthHist
 * back to the first grant, InsHist every ended filing). motus-rows.ts writes the baseline of one day and the daily
 * differences between consecutive days.
 *
 * Motus' own ways, on purpose: USDOT unpadded, dates YYYYMMDD, amounts in dollars ("750000.00"), form codes with BMC-,
 * full-text authority types, mixed-case statuses and reasons (rows migrated from L&I keep L&I's upper case), dockets
 * spelled `MC-123456`, `MC0000123456` or `MC123456` (one spelling per carrier), legal names with other punctuation
 * ("..., LLC"), 9-digit zips, phones as digits (a few with other digits), insurer names in mixed case.
 */
import { authorityStateOn } from './authority';
import type { SyntheticDataset } from './dataset';
import { daysFromIso, isoFromDays, ymd } from './dates';
import { docketFilings, onFile, requiredBipd, rfcOf } from './li-rows';
import type { OpAuthKind, SyntheticAuthority, SyntheticCarrier, SyntheticPolicy } from './model';
import { hash32 } from './prng';
import { BOC3_AGENTS } from './words';

export type MotusSetName = 'Carrier' | 'Insur' | 'InsHist' | 'AuthHist' | 'RevokeSuspend' | 'BOC3';

export const MOTUS_COLUMNS: Record<MotusSetName, readonly string[]> = {
  Carrier: [
    'docket_number', 'usdot_number', 'rfc_number', 'op_auth_type', 'op_auth_status', 'min_cov_amount', 'cargo_req', 'bond_req', 'bipd_file', 'cargo_file',
    'bond_file', 'bus_undeliverable_mail', 'mail_undeliverable_mail', 'dba_name', 'legal_name', 'bus_street_po', 'bus_colonia', 'bus_city',
    'bus_state_code', 'bus_ctry_code', 'bus_zip_code', 'bus_telno', 'mail_street_po', 'mail_colonia', 'mail_city', 'mail_state_code', 'mail_ctry_code',
    'mail_zip_code',
  ],
  Insur: ['docket_number', 'usdot_number', 'ins_form_code', 'ins_type_code', 'ins_class_code', 'max_cov_amount', 'underl_lim_amount', 'policy_no', 'effective_date', 'insurance_company_name', 'trans_date'],
  InsHist: [
    'docket_number', 'usdot_number', 'ins_form_code', 'filing_status_reason', 'ins_type_code', 'ins_type_ind', 'policy_no', 'ins_type_desc', 'min_cov_amount',
    'ins_class_code', 'effective_date', 'underl_lim_amount', 'max_cov_amount', 'cancl_effective_date', 'insurance_company_name',
  ],
  AuthHist: ['docket_number', 'usdot_number', 'op_auth_type', 'op_auth_status', 'reason', 'status_change_date'],
  RevokeSuspend: ['docket_number', 'usdot_number', 'op_auth_type', 'order1_serve_date', 'order1_type_desc', 'order1_effective_date'],
  BOC3: ['docket_number', 'usdot_number', 'co_name', 'street_po', 'city', 'state_code', 'zip_code', 'ctry_code'],
};

export const OP_AUTH_TYPE: Record<OpAuthKind, string> = {
  property: 'Motor Carrier of Property (Except Household Goods)',
  hhg: 'Motor Carrier of Household Goods',
  passenger: 'Motor Carrier of Passengers',
  broker: 'Broker of Property (Except Household Goods)',
  forwarder: 'Freight Forwarder of Property (Except Household Goods)',
  mexico: 'Mexico Domiciled Motor Carrier of Property (Except Household Goods)',
  enterprise: 'Enterprise Motor Carrier of Property',
};

export const INVOLUNTARY_SUSPENSION = 'Involuntary Suspension - insurance cancellation effective; no active insurance meeting minimum coverage on file';
const ORDER_TYPE = { involuntary: 'Operating Authority Involuntary Suspension Notice', voluntary: 'Operating Authority Voluntary Revocation Notice' };
const STATUS = { none: '', pending: 'Pending', withdrawn: 'Withdrawn', active: 'Active', inactive: 'Inactive' } as const;
const TYPE_CODE: Record<SyntheticPolicy['coverageType'], string> = { BIPD: '1', CARGO: '2', BOND: '3', TRUST_FUND: '4' };
const TYPE_DESC: Record<SyntheticPolicy['coverageType'], string> = { BIPD: 'BIPD', CARGO: 'CARGO', BOND: 'SURETY', TRUST_FUND: 'TRUST FUND' };

export interface MotusRecord {
  /** Identifies the record within its set and carrier (a daily rewrites or deletes it by this). */
  key: string;
  cells: string[];
  /** The cells joined, once compared (motus-rows.ts). */
  joined?: string;
}

export const dollars = (n: number) => `${n}.00`;
const TITLE_CASE = new Map<string, string>();
/** Insurer names in mixed case, as Motus writes them (few distinct names: remembered). */
function titleCase(s: string): string {
  let t = TITLE_CASE.get(s);
  if (t === undefined) {
    t = s.toLowerCase().replace(/(^|[\s(/&-])([a-z])/g, (_, sep: string, ch: string) => sep + ch.toUpperCase());
    TITLE_CASE.set(s, t);
  }
  return t;
}
const yn = (b: boolean) => (b ? 'Y' : 'N');

/** Motus' view of the carriers of one dataset (see the module comment). */
export class MotusView {
  private readonly cutover: string;

  constructor(private readonly ds: SyntheticDataset) {
    this.cutover = ds.legacyAsOf;
  }

  get seed(): number {
    return this.ds.seed;
  }

  /** The carrier's first Motus day (ISO): its first transaction after the cutover; '' when none by asOf. */
  firstDay(c: SyntheticCarrier): string {
    if (this.ds.asOfDays <= this.ds.cutoverDays || !c.motus) return '';
    const L = this.cutover;
    const A = this.ds.asOf;
    let first = '';
    const see = (d: string) => {
      if (d > L && d <= A && (!first || d < first)) first = d;
    };
    for (const a of c.authorities) for (const d of [a.applied, a.granted, a.withdrawn, a.orderServe, a.ended]) see(d);
    for (const p of c.policies) {
      see(p.postedDate);
      see(p.cancelEffectiveDate);
    }
    const m = c.motus;
    if (m.mailChange) see(m.mailChange.date);
    for (const b of m.boc3) see(b.date);
    see(m.boc3Cancelled);
    if (m.rescinded) see(m.rescinded.serve);
    if (m.stray) see(m.stray.applied);
    return first;
  }

  /**
   * Whether any of the carrier's records can differ between `after` and a day up to `upTo`: some date of its timelines,
   * filings or Motus activity falls in between (the generator skips the dailies of a carrier with none).
   */
  changesBetween(c: SyntheticCarrier, after: string, upTo: string): boolean {
    const within = (d: string | undefined) => !!d && d > after && d <= upTo;
    for (const a of c.authorities) {
      if (within(a.applied) || within(a.granted) || within(a.withdrawn) || within(a.orderServe) || within(a.ended)) return true;
      if (a.reinstated && (within(a.reinstated.revoked) || within(a.reinstated.reinstated))) return true;
      if (a.applied > this.cutover && within(this.publishedOn(c, a))) return true;
    }
    for (const p of c.policies) if (within(p.postedDate) || within(p.cancelEffectiveDate)) return true;
    const m = c.motus;
    if (!m) return false;
    if (within(m.mailChange?.date) || within(m.boc3Cancelled) || within(m.removed) || m.boc3.some((b) => within(b.date))) return true;
    return within(m.rescinded?.serve) || within(m.rescinded?.rescinded) || within(m.stray?.applied) || within(m.stray?.deleted);
  }

  /** The day a new application was published in the FMCSA Register (a week or so after it was filed). */
  private publishedOn(c: SyntheticCarrier, a: SyntheticAuthority): string {
    return isoFromDays(daysFromIso(a.applied) + 5 + (hash32(this.ds.seed ^ 0x4a7415, c.index) % 8));
  }

  /** Motus' spelling of a docket for this carrier: MC-123456, MC0000123456 or MC123456. */
  docket(c: SyntheticCarrier, docket: string): string {
    const style = hash32(this.ds.seed ^ 0x0d0c4e7, c.index) % 10;
    const prefix = docket.slice(0, 2);
    const digits = docket.slice(2);
    return style < 5 ? `${prefix}-${digits.padStart(6, '0')}` : style < 9 ? prefix + digits.padStart(10, '0') : docket;
  }

  records(c: SyntheticCarrier, set: MotusSetName, day: string): MotusRecord[] {
    switch (set) {
      case 'Carrier':
        return this.carrierRecords(c, day);
      case 'Insur':
        return this.insurRecords(c, day);
      case 'InsHist':
        return this.insHistRecords(c, day);
      case 'AuthHist':
        return this.authHistRecords(c, day);
      case 'RevokeSuspend':
        return this.orderRecords(c, day);
      case 'BOC3':
        return this.boc3Records(c, day);
    }
  }

  /** Filings Motus lists as in force on `day`: posted, not yet ended. */
  private inForce(c: SyntheticCarrier, day: string): SyntheticPolicy[] {
    return c.policies.filter((p) => p.postedDate <= day && (!p.cancelEffectiveDate || p.cancelEffectiveDate > day));
  }

  private removed(c: SyntheticCarrier, day: string): boolean {
    return !!c.motus?.removed && c.motus.removed <= day;
  }

  private carrierRecords(c: SyntheticCarrier, day: string): MotusRecord[] {
    if (this.removed(c, day)) return [];
    const out: MotusRecord[] = [];
    const h = hash32(this.ds.seed ^ 0x3a11e5, c.index);
    const policies = this.inForce(c, day);
    const change = c.motus?.mailChange && c.motus.mailChange.date <= day ? c.motus.mailChange : null;
    const mail = change ? change.mail : c.mail;
    let phone = change ? change.phone : c.phone;
    if (h % 33 === 0 && phone.length === 10) phone = phone.slice(0, 9) + String((Number(phone[9]) + 1) % 10);
    let legal = c.legalName;
    if (h % 5 === 0 && !legal.includes(',')) legal = legal.replace(/ (LLC|INC|CORP|LTD)\.?$/, (_, s: string) => `, ${s}${s === 'LLC' ? '' : '.'}`);
    const zip = (z: string) => (h % 5 < 2 ? (z.includes('-') ? z.replace('-', '') : z.length === 5 ? z + String(1000 + (h % 9000)) : z) : z);
    const row = (a: SyntheticAuthority, kind: OpAuthKind, status: string) => {
      const filed = onFile(docketFilings(c, a.docket, policies));
      const bonded = kind === 'broker' || kind === 'forwarder';
      const p = c.phy;
      const cells = [
        this.docket(c, a.docket), c.dot, a.docket.startsWith('MX') ? rfcOf(this.ds.seed, c) : '', OP_AUTH_TYPE[kind], status,
        dollars(bonded ? 0 : requiredBipd(c, a)), yn(kind === 'hhg'), yn(bonded), dollars(filed.bipd), yn(filed.cargo), yn(filed.bond),
        'N', yn(h % 50 === 0), c.dbaName, legal, p.street, '', p.city, p.state, p.country, zip(p.zip), phone,
        mail.street, '', mail.city, mail.state, mail.country, zip(mail.zip),
      ];
      out.push({ key: `${a.docket}|${kind}`, cells });
    };
    for (const a of c.authorities) {
      const state = authorityStateOn(a, day);
      if (state === 'none') continue;
      for (const kind of a.kinds) row(a, kind, STATUS[state]);
    }
    const stray = c.motus?.stray;
    const mc = c.authorities.find((a) => a.docket.startsWith('MC'));
    if (stray && mc && stray.applied <= day && stray.deleted > day) row(mc, 'broker', 'Pending');
    return out;
  }

  private insurRecords(c: SyntheticCarrier, day: string): MotusRecord[] {
    const dockets = new Set(c.authorities.map((a) => a.docket));
    return this.inForce(c, day)
      .filter((p) => dockets.has(p.docket))
      .map((p) => ({
        key: `${p.docket}|${p.formCode}|${p.policyNumber}`,
        cells: [
          this.docket(c, p.docket), c.dot, `BMC-${p.formCode}`, TYPE_CODE[p.coverageType], p.layer === 'PRIMARY' ? 'P' : p.layer === 'EXCESS' ? 'E' : '',
          dollars(p.maxThousands * 1000), dollars(p.underlyingThousands * 1000), p.policyNumber, ymd(p.effectiveDate), titleCase(p.insurer), ymd(p.postedDate),
        ],
      }));
  }

  private insHistRecords(c: SyntheticCarrier, day: string): MotusRecord[] {
    const out: MotusRecord[] = [];
    for (const p of c.policies) {
      if (!p.cancelEffectiveDate || p.cancelEffectiveDate > day) continue;
      const a = c.authorities.find((x) => x.docket === p.docket);
      const min = p.coverageType === 'BIPD' ? (a ? requiredBipd(c, a) : 750_000) : p.coverageType === 'CARGO' ? 0 : 75_000;
      const ind = p.coverageType === 'BIPD' ? (p.layer === 'EXCESS' ? 'BIPD/Excess' : 'BIPD/Primary') : TYPE_DESC[p.coverageType];
      out.push({
        key: `${p.docket}|${p.formCode}|${p.policyNumber}|${p.cancelEffectiveDate}`,
        cells: [
          this.docket(c, p.docket), c.dot, `BMC-${p.formCode}`, p.endReason ?? 'CANCEL', TYPE_CODE[p.coverageType], ind, p.policyNumber, TYPE_DESC[p.coverageType],
          dollars(min), p.layer === 'PRIMARY' ? 'P' : p.layer === 'EXCESS' ? 'E' : '', ymd(p.effectiveDate), dollars(p.underlyingThousands * 1000),
          dollars(p.maxThousands * 1000), ymd(p.cancelEffectiveDate), titleCase(p.insurer),
        ],
      });
    }
    return out;
  }

  /** AuthHist events up to `day`: rows dated before the cutover keep L&I's upper case (GRANTED), later ones Motus' (Granted). */
  private authHistRecords(c: SyntheticCarrier, day: string): MotusRecord[] {
    const out: MotusRecord[] = [];
    const L = this.cutover;
    const h = hash32(this.ds.seed ^ 0x4a7415, c.index);
    const event = (a: SyntheticAuthority, kinds: readonly OpAuthKind[], date: string, status: string, reason: string) => {
      if (!date || date > day) return;
      for (const kind of kinds) out.push({ key: `${a.docket}|${kind}|${date}|${reason}`, cells: [this.docket(c, a.docket), c.dot, OP_AUTH_TYPE[kind], status, reason, ymd(date)] });
    };
    const era = (date: string, legacy: string, motus: string) => (date > L ? motus : legacy);
    for (const a of c.authorities) {
      if (a.applied > L) {
        event(a, a.kinds, a.applied, 'Pending', h % 3 === 0 ? 'Initial Status' : 'Pending');
        const published = this.publishedOn(c, a);
        if (!a.granted || published < a.granted) event(a, a.kinds, published, 'Pending', 'Published to FMCSA Register');
      }
      if (a.reinstated) {
        event(a, a.kinds, a.reinstated.revoked, 'Inactive', 'REVOKED');
        event(a, a.kinds, a.reinstated.reinstated, 'Active', 'REINSTATED');
      }
      event(a, a.kinds, a.granted, 'Active', era(a.granted, 'GRANTED', 'Granted'));
      event(a, a.kinds, a.withdrawn, 'Withdrawn', 'Withdrawn');
      const ended = a.endReason === 'suspension' ? INVOLUNTARY_SUSPENSION : era(a.ended, 'REVOKED', 'Revoked');
      event(a, a.kinds, a.ended, 'Inactive', ended);
      if (c.motus?.boc3Cancelled) event(a, a.kinds, c.motus.boc3Cancelled, STATUS[authorityStateOn(a, c.motus.boc3Cancelled)] || 'Inactive', 'BOC-3 cancellation');
    }
    const stray = c.motus?.stray;
    const mc = c.authorities.find((a) => a.docket.startsWith('MC'));
    if (stray && mc) event(mc, ['broker'], stray.applied, 'Pending', 'Pending');
    return out;
  }

  /** Suspension and revocation orders served since the cutover (one row per authority type of the docket). */
  private orderRecords(c: SyntheticCarrier, day: string): MotusRecord[] {
    const out: MotusRecord[] = [];
    const order = (a: SyntheticAuthority, serve: string, effective: string, type: string) => {
      if (!serve || serve <= this.cutover || serve > day) return;
      for (const kind of a.kinds) out.push({ key: `${a.docket}|${kind}`, cells: [this.docket(c, a.docket), c.dot, OP_AUTH_TYPE[kind], ymd(serve), type, ymd(effective)] });
    };
    for (const a of c.authorities) order(a, a.orderServe, a.orderEffective, a.orderVoluntary ? ORDER_TYPE.voluntary : ORDER_TYPE.involuntary);
    const rescinded = c.motus?.rescinded;
    const mc = c.authorities.find((a) => a.docket.startsWith('MC'));
    if (rescinded && mc && rescinded.rescinded > day) order(mc, rescinded.serve, rescinded.effective, ORDER_TYPE.involuntary);
    return out;
  }

  private boc3Records(c: SyntheticCarrier, day: string): MotusRecord[] {
    const m = c.motus;
    if (!m || this.removed(c, day) || (m.boc3Cancelled && m.boc3Cancelled <= day)) return [];
    let agent = m.boc3[0]?.agent ?? 0;
    for (const b of m.boc3) if (!b.date || b.date <= day) agent = b.agent;
    const g = BOC3_AGENTS[agent];
    return c.authorities
      .filter((a) => a.applied <= day)
      .map((a) => ({ key: a.docket, cells: [this.docket(c, a.docket), c.dot, g.name, g.street, g.city, g.state, g.zip, 'US'] }));
  }
}
