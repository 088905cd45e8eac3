/**
 * The legacy L&I "All With History" exports a synthetic carrier appears in, frozen on the Motus cutover (or asOf when
 * it comes first): Carrier (6eyk-hxee, one row per docket: COMMON / CONTRACT / BROKER status A | I | N, pending flags,
 * the authority checks, required and filed insurance in thousands, names and addresses) and AuthHist (9mw4-x3tu, one row
 * per authority grant with its disposition). CSV with the upper-case header of the portal's export; dockets as L&I
 * writes them (MC as is, FF/MX zero-padded to 6 digits), DOT numbers zero-padded to 8, dates MM/DD/YYYY.
 */
import { authorityStateOn, orderPendingOn } from './authority';
import type { SyntheticDataset } from './dataset';
import { daysFromIso, isoFromDays, mdy } from './dates';
import type { SyntheticAuthority, SyntheticCarrier, SyntheticPolicy } from './model';
import { hash32 } from './prng';
import { liDocket, pad, phoneParens, q } from './rows';

export const LI_CARRIER_HEADER = [
  'DOCKET_NUMBER', 'DOT_NUMBER', 'MX_TYPE', 'RFC_NUMBER', 'COMMON_STAT', 'CONTRACT_STAT', 'BROKER_STAT', 'COMMON_APP_PEND', 'CONTRACT_APP_PEND',
  'BROKER_APP_PEND', 'COMMON_REV_PEND', 'CONTRACT_REV_PEND', 'BROKER_REV_PEND', 'PROPERTY_CHK', 'PASSENGER_CHK', 'HHG_CHK', 'PRIVATE_AUTH_CHK',
  'ENTERPRISE_CHK', 'MIN_COV_AMOUNT', 'CARGO_REQ', 'BOND_REQ', 'BIPD_FILE', 'CARGO_FILE', 'BOND_FILE', 'UNDELIVERABLE_MAIL', 'DBA_NAME', 'LEGAL_NAME',
  'BUS_STREET_PO', 'BUS_COLONIA', 'BUS_CITY', 'BUS_STATE_CODE', 'BUS_CTRY_CODE', 'BUS_ZIP_CODE', 'BUS_TELNO', 'BUS_FAX', 'MAIL_STREET_PO',
  'MAIL_COLONIA', 'MAIL_CITY', 'MAIL_STATE_CODE', 'MAIL_CTRY_CODE', 'MAIL_ZIP_CODE', 'MAIL_TELNO', 'MAIL_FAX',
] as const;

export const LI_AUTHHIST_HEADER = [
  'DOCKET_NUMBER', 'DOT_NUMBER', 'SUB_NUMBER', 'OP_AUTH_TYPE', 'ORIGINAL_ACTION_DESC', 'ORIG_SERVED_DATE', 'DISP_ACTION_DESC', 'DISP_DECIDED_DATE',
  'DISP_SERVED_DATE',
] as const;

const yn = (b: boolean) => (b ? 'Y' : 'N');

/** Dollars of BI&PD the authority requires, by what it carries (0: a broker's or forwarder's bond instead). */
export function requiredBipd(c: SyntheticCarrier, a: SyntheticAuthority): number {
  if (a.kinds.every((k) => k === 'broker' || k === 'forwarder')) return 0;
  return c.passenger ? 5_000_000 : c.hazmat ? 1_000_000 : 750_000;
}

/** What a docket has on file: the largest BI&PD limit (excess includes the underlying layer), cargo, a bond. */
export function onFile(policies: readonly SyntheticPolicy[]): { bipd: number; cargo: boolean; bond: boolean } {
  let bipd = 0;
  let cargo = false;
  let bond = false;
  for (const p of policies) {
    if (p.coverageType === 'BIPD') bipd = Math.max(bipd, p.maxThousands * 1000);
    else if (p.coverageType === 'CARGO') cargo = true;
    else bond = true;
  }
  return { bipd, cargo, bond };
}

/**
 * The filings a docket's authority rests on: its own, and for an MX docket its carrier's MC filings (the generator
 * files Mexico-domiciled authority's BI&PD under the carrier's MC docket).
 */
export function docketFilings(c: SyntheticCarrier, docket: string, policies: readonly SyntheticPolicy[]): SyntheticPolicy[] {
  const under = docket.startsWith('MX') ? (c.dockets.find((d) => d.startsWith('MC')) ?? docket) : docket;
  return policies.filter((p) => p.docket === under);
}

/** The Mexican tax id (RFC) of a Mexico-domiciled docket: three letters, YYMMDD, three characters. */
export function rfcOf(seed: number, c: SyntheticCarrier): string {
  const h = hash32(seed ^ 0x7f4c11, c.index);
  const letters = 'ABCDEFGHJKLMNPRSTUVWXYZ';
  const l = (k: number) => letters[(h >>> k) % letters.length];
  return `${l(0)}${l(5)}${l(10)}${pad(90 + (h % 10), 2)}${pad(1 + ((h >>> 4) % 12), 2)}${pad(1 + ((h >>> 8) % 28), 2)}${l(15)}${l(20)}${h % 10}`;
}

export function liCarrierRows(ds: SyntheticDataset, c: SyntheticCarrier): string[] {
  const L = ds.legacyAsOf;
  const rows: string[] = [];
  const policies = ds.legacyPolicies(c);
  const h = hash32(ds.seed ^ 0x11ca77, c.index);
  const forHire = c.classifications.includes('AUTHORIZED_FOR_HIRE');
  for (const a of c.authorities) {
    if (a.applied > L) continue;
    const state = authorityStateOn(a, L);
    const stat = state === 'active' ? 'A' : state === 'inactive' ? 'I' : 'N';
    const pend = state === 'pending';
    const rev = orderPendingOn(a, L);
    const held = (t: 'COMMON' | 'CONTRACT' | 'BROKER') => a.legacyTypes.includes(t);
    const cell = (t: 'COMMON' | 'CONTRACT' | 'BROKER') => [held(t) ? stat : 'N', yn(held(t) && pend), yn(held(t) && rev)];
    const [cs, ca, cr] = cell('COMMON');
    const [ks, ka, kr] = cell('CONTRACT');
    const [bs, ba, br] = cell('BROKER');
    const filed = onFile(docketFilings(c, a.docket, policies));
    const mx = a.docket.startsWith('MX');
    const bonded = a.kinds.includes('broker') || a.kinds.includes('forwarder');
    const property = a.kinds.some((k) => k === 'property' || k === 'broker' || k === 'forwarder' || k === 'mexico' || k === 'enterprise');
    const p = c.phy;
    const m = c.mail;
    rows.push(
      [
        liDocket(a.docket), pad(c.dot, 8), mx ? ((h >>> 3) % 10 < 7 ? 'C' : 'L') : '', mx ? rfcOf(ds.seed, c) : '', cs, ks, bs, ca, ka, ba, cr, kr, br,
        yn(property), yn(a.kinds.includes('passenger')), yn(a.kinds.includes('hhg')), yn(!forHire && !c.broker), yn(a.kinds.includes('enterprise')),
        pad(requiredBipd(c, a) / 1000, 5), yn(a.kinds.includes('hhg')), yn(bonded), pad(filed.bipd / 1000, 5), yn(filed.cargo), yn(filed.bond),
        yn(h % 50 === 0), q(c.dbaName), q(c.legalName),
        q(p.street), '', q(p.city), p.state, p.country, p.zip.slice(0, 5), phoneParens(c.phone), phoneParens(c.fax),
        q(m.street), '', q(m.city), m.state, m.country, m.zip.slice(0, 5), phoneParens(c.phone), phoneParens(c.fax),
      ].join(','),
    );
  }
  return rows;
}

/** One row per authority type held and granted by the freeze: the grant, and its disposition when it ended by then. */
export function liAuthHistRows(ds: SyntheticDataset, c: SyntheticCarrier): string[] {
  const L = ds.legacyAsOf;
  const rows: string[] = [];
  const dot = pad(c.dot, 8);
  const served = (iso: string) => isoFromDays(daysFromIso(iso) + (hash32(ds.seed ^ 0x5e12ed, c.index) % 3));
  for (const a of c.authorities) {
    if (!a.granted || a.granted > L) continue;
    for (const type of a.legacyTypes) {
      let sub = 0;
      const row = (original: string, origDate: string, disp: string, dispDate: string) =>
        rows.push([liDocket(a.docket), dot, String(sub++), type, original, mdy(origDate), disp, mdy(dispDate), mdy(dispDate && served(dispDate))].join(','));
      if (a.reinstated) {
        row('GRANTED', a.granted, 'REVOKED', a.reinstated.revoked);
        row('REINSTATED', a.reinstated.reinstated, '', '');
      } else if (a.ended && a.ended <= L) row('GRANTED', a.granted, a.endReason === 'voluntary' ? 'WITHDRAWN' : 'REVOKED', a.ended);
      else row('GRANTED', a.granted, '', '');
    }
  }
  return rows;
}
