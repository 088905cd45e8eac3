/**
 * Motus rows as the DOT open data portal's JSON API answers them (columns from shared/data/fmcsa/MOTUS.md: lower-case
 * keys, blank keys left out, dates YYYYMMDD, amounts in dollars), built by hand for the refresh tests, and a day of the
 * portal: every Motus data set's baseline ("All With History") and daily difference published at once.
 */
import { portalRow, type MotusPortalStub, type PortalRow } from './motus-portal.stub';

export const MOTUS_IDS = {
  'motus-carrier': { baseline: 'inys-ebih', daily: 'nakq-58th' },
  'motus-authhist': { baseline: 'yu5v-wbh6', daily: 'dm5j-zc6c' },
  'motus-revokesuspend': { baseline: 'wb4f-neki', daily: 'e67p-xyd5' },
  'motus-insur': { baseline: 'c5y8-a4uz', daily: 'x96h-evps' },
  'motus-inshist': { baseline: '3uet-3z4i', daily: 'xe5s-wca7' },
  'motus-boc3': { baseline: '6snj-ed7q', daily: 'mhr5-hjyc' },
} as const;
export type MotusKind = keyof typeof MOTUS_IDS;
export const CENSUS_ID = 'az4n-8mr2';

const PROPERTY = 'Motor Carrier of Property (Except Household Goods)';
const compact = (day: string) => day.replace(/-/g, '');

export function motusCarrier(c: { dot: string; docket: string; name: string; status?: string; type?: string; dba?: string; city?: string; state?: string }): PortalRow {
  return portalRow({
    docket_number: c.docket,
    usdot_number: c.dot,
    op_auth_type: c.type ?? PROPERTY,
    op_auth_status: c.status ?? 'Active',
    min_cov_amount: '750000.000000000000000000',
    cargo_req: 'N',
    bond_req: 'N',
    bipd_file: '1000000.00',
    cargo_file: 'N',
    bond_file: 'N',
    dba_name: c.dba,
    legal_name: c.name,
    bus_street_po: '100 MAIN ST',
    bus_city: c.city ?? 'DALLAS',
    bus_state_code: c.state ?? 'TX',
    bus_ctry_code: 'US',
    bus_zip_code: '75201',
    bus_telno: '2145550100',
  });
}

export function motusInsur(i: { dot: string; docket: string; policy: string; insurer?: string; effective: string; amount?: string }): PortalRow {
  return portalRow({
    docket_number: i.docket,
    usdot_number: i.dot,
    ins_form_code: 'BMC-91X',
    ins_type_code: '1',
    ins_class_code: 'P',
    max_cov_amount: i.amount ?? '1000000.00',
    underl_lim_amount: '0.00',
    policy_no: i.policy,
    effective_date: compact(i.effective),
    insurance_company_name: i.insurer ?? 'Progressive County Mutual Insurance Company',
    trans_date: compact(i.effective),
  });
}

export function motusInsHist(i: { dot: string; docket: string; policy: string; effective: string; cancelled: string }): PortalRow {
  return portalRow({
    docket_number: i.docket,
    usdot_number: i.dot,
    ins_form_code: 'BMC-91X',
    filing_status_reason: 'CANCEL',
    ins_type_code: '1',
    ins_type_ind: 'P',
    policy_no: i.policy,
    ins_type_desc: 'BIPD',
    min_cov_amount: '750000.00',
    ins_class_code: 'P',
    effective_date: compact(i.effective),
    underl_lim_amount: '0.00',
    max_cov_amount: '1000000.00',
    cancl_effective_date: compact(i.cancelled),
    insurance_company_name: 'Old Republic Insurance Company',
  });
}

export function motusAuthHist(a: { dot: string; docket: string; status: string; reason: string; on: string }): PortalRow {
  return portalRow({ docket_number: a.docket, usdot_number: a.dot, op_auth_type: PROPERTY, op_auth_status: a.status, reason: a.reason, status_change_date: compact(a.on) });
}

export function motusRevokeSuspend(r: { dot: string; docket: string; served: string; effective: string }): PortalRow {
  return portalRow({
    docket_number: r.docket,
    usdot_number: r.dot,
    op_auth_type: PROPERTY,
    order1_serve_date: compact(r.served),
    order1_type_desc: 'Operating Authority Involuntary Suspension Notice',
    order1_effective_date: compact(r.effective),
  });
}

export function motusBoc3(b: { dot: string; docket: string; agent: string }): PortalRow {
  return portalRow({ docket_number: b.docket, usdot_number: b.dot, co_name: b.agent, street_po: '1 AGENT PLAZA', city: 'WILMINGTON', state_code: 'DE', zip_code: '19801', ctry_code: 'US' });
}

/** A daily difference's deletion: blank apart from its key (the portal then leaves the blank keys out). */
export function deletionRow(key: Record<string, string>): PortalRow {
  return portalRow(key);
}

/** A Company Census File row with the columns the census pull filters on (add_date, mcs150_date as text). */
export function censusRow(c: { dot: string; name: string; added: string; filed: string; phone?: string }): PortalRow {
  return portalRow({
    dot_number: c.dot,
    legal_name: c.name,
    add_date: compact(c.added),
    mcs150_date: `${compact(c.filed)} 1200`,
    status_code: 'A',
    carrier_operation: 'A',
    phy_street: '100 MAIN ST',
    phy_city: 'DALLAS',
    phy_state: 'TX',
    phy_zip: '75201',
    phy_country: 'US',
    phone: c.phone ?? '2145550100',
    classdef: 'AUTHORIZED FOR HIRE',
  });
}

export type MotusFiles = Partial<Record<MotusKind, readonly PortalRow[]>>;

/**
 * The portal on one day: each Motus data set's whole file and its daily difference (empty when not given), published
 * at 09:15 ET that day. A data set missing from `baseline` keeps its earlier whole file (and date).
 */
export function publishMotusDay(portal: MotusPortalStub, day: string, files: { baseline?: MotusFiles; daily?: MotusFiles; at?: string }): void {
  for (const kind of Object.keys(MOTUS_IDS) as MotusKind[]) {
    const ids = MOTUS_IDS[kind];
    const whole = files.baseline?.[kind];
    if (whole) portal.publish(ids.baseline, day, whole, files.at ? { at: files.at } : {});
    portal.publish(ids.daily, day, files.daily?.[kind] ?? [], files.at ? { at: files.at } : {});
  }
}
