/**
 * Authority layouts, by column name (CSV exports with upper-case headers, or the portal's JSON keys):
 *
 * - `li-carrier`: legacy L&I "Carrier – All With History" (6eyk-hxee), one row per docket: COMMON_STAT,
 *   CONTRACT_STAT, BROKER_STAT (A / I / N), *_APP_PEND, *_REV_PEND, PROPERTY/PASSENGER/HHG_CHK, MIN_COV_AMOUNT and
 *   BIPD_FILE in thousands. COMMON or CONTRACT A = active motor-carrier authority; N = the docket holds none.
 * - `motus-carrier`: Motus Carrier (inys-ebih / daily nakq-58th), one row per authority: op_auth_type in full text,
 *   op_auth_status Active | Pending | Inactive | Withdrawn, amounts in dollars. Natural key: USDOT + docket + type.
 * - `li-authhist`: legacy AuthHist (9mw4-x3tu): the original action and its disposition (two events a row).
 * - `motus-authhist`: Motus AuthHist (yu5v-wbh6 / daily dm5j-zc6c): one event a row, with the status it left.
 *   Natural key: docket + type + status change date.
 *
 * Their rows fill a company's names and business address only where the census left them empty (merge.ts), and
 * create a company the census does not hold yet (new registrants reach Motus first).
 */
import type { AuthorityEvent, AuthorityFact, AuthorityKind, AuthorityState } from '../../carrier/authority.model';
import { kindOfMotusType, kindsOfLegacyType, legacyCarrierKinds, stateOf, stateOfAction } from '../../carrier/authority-kinds';
import { cleanText, normalizeDocket, normalizeDot, normalizePhone, normalizeState, normalizeZip } from '../normalize';
import { rowError, withWarnings, type AuthHistUpdate, type AuthorityUpdate, type CensusFields, type MapResult, type SourceKind } from '../updates';
import { HeaderIndex, cell, type Layout, type RowMapper } from './layout';
import { blankExcept, columns, dollars, thousands, yes } from './named-row';
import { dateCell } from './values';

const has = (first: string[], ...names: string[]) => {
  const h = new HeaderIndex(first);
  return names.every((n) => h.has(n));
};

const ADDRESS = {
  name: ['LEGAL_NAME'],
  dba: ['DBA_NAME'],
  street: ['BUS_STREET_PO', 'BUS_STREET'],
  city: ['BUS_CITY'],
  state: ['BUS_STATE_CODE', 'BUS_STATE'],
  zip: ['BUS_ZIP_CODE', 'BUS_ZIP'],
  country: ['BUS_CTRY_CODE', 'BUS_COUNTRY'],
  phone: ['BUS_TELNO', 'BUS_PHONE'],
} as const;

function identityFields(f: string[], ix: Record<keyof typeof ADDRESS, number>): CensusFields {
  const fields: CensusFields = {};
  const legal = cleanText(cell(f, ix.name));
  if (legal) fields.legalName = legal;
  const dba = cleanText(cell(f, ix.dba));
  if (dba) fields.dbaName = dba;
  const street = cleanText(cell(f, ix.street));
  const city = cleanText(cell(f, ix.city));
  if (street || city) {
    fields.physicalAddress = { street, city, state: normalizeState(cell(f, ix.state)), zip: normalizeZip(cell(f, ix.zip)), country: cleanText(cell(f, ix.country)).toUpperCase() || 'US' };
  }
  const phone = normalizePhone(cell(f, ix.phone));
  if (phone) fields.phone = phone;
  return fields;
}

function fact(source: SourceKind, docket: string, kind: AuthorityKind, label: string, status: AuthorityState, asOf: string, extra: Partial<AuthorityFact> = {}): AuthorityFact {
  return { docket, kind, label, status, revocationPending: false, since: '', asOf, source, bipdOnFile: -1, bipdRequired: -1, ...extra };
}

/* ------------------------------------------------------------------ legacy L&I carrier */

const LI_CARRIER_COLUMNS = {
  docket: ['DOCKET_NUMBER'],
  dot: ['DOT_NUMBER', 'USDOT_NUMBER'],
  common: ['COMMON_STAT'],
  contract: ['CONTRACT_STAT'],
  broker: ['BROKER_STAT'],
  commonPend: ['COMMON_APP_PEND'],
  contractPend: ['CONTRACT_APP_PEND'],
  brokerPend: ['BROKER_APP_PEND'],
  commonRev: ['COMMON_REV_PEND'],
  contractRev: ['CONTRACT_REV_PEND'],
  brokerRev: ['BROKER_REV_PEND'],
  property: ['PROPERTY_CHK'],
  passenger: ['PASSENGER_CHK'],
  hhg: ['HHG_CHK'],
  minCov: ['MIN_COV_AMOUNT'],
  bipdFile: ['BIPD_FILE'],
  ...ADDRESS,
} as const;

/** A and I rank above N: "active on either" beats "inactive", which beats "none". */
function best(a: AuthorityState | null, b: AuthorityState | null): AuthorityState {
  const rank: AuthorityState[] = ['ACTIVE', 'PENDING', 'INACTIVE', 'REVOKED', 'WITHDRAWN', 'NONE'];
  const ra = a ? rank.indexOf(a) : 9;
  const rb = b ? rank.indexOf(b) : 9;
  return (ra <= rb ? a : b) ?? 'NONE';
}

function mapLiCarrier(header: string[], asOf: string): RowMapper {
  const source = 'li-carrier' as const;
  const ix = columns(header, LI_CARRIER_COLUMNS);
  return (f, line): MapResult => {
    const rawDocket = cell(f, ix.docket);
    const docket = normalizeDocket(rawDocket);
    if (!docket) return rowError(source, line, `docket is not a MC/MX/FF docket: ${JSON.stringify(rawDocket)}`);
    const dot = normalizeDot(cell(f, ix.dot));
    if (dot === null) return rowError(source, line, `DOT_NUMBER is not a number: ${JSON.stringify(cell(f, ix.dot))}`);
    const common = stateOf(cell(f, ix.common));
    const contract = stateOf(cell(f, ix.contract));
    const broker = stateOf(cell(f, ix.broker));
    const bipdOnFile = thousands(cell(f, ix.bipdFile)) ?? -1;
    const bipdRequired = thousands(cell(f, ix.minCov)) ?? -1;
    const facts: AuthorityFact[] = [];
    let carrier = best(common, contract);
    if (carrier === 'NONE' && (yes(f, ix.commonPend) || yes(f, ix.contractPend))) carrier = 'PENDING';
    const label = [common && common !== 'NONE' ? 'COMMON' : '', contract && contract !== 'NONE' ? 'CONTRACT' : ''].filter(Boolean).join(', ') || 'COMMON';
    const kinds = legacyCarrierKinds(docket, { property: yes(f, ix.property), passenger: yes(f, ix.passenger), hhg: yes(f, ix.hhg) });
    const revocationPending = yes(f, ix.commonRev) || yes(f, ix.contractRev);
    for (const kind of kinds) facts.push(fact(source, docket, kind, label, carrier, asOf, { revocationPending, bipdOnFile, bipdRequired }));
    let brokerState = broker ?? 'NONE';
    if (brokerState === 'NONE' && yes(f, ix.brokerPend)) brokerState = 'PENDING';
    if (brokerState !== 'NONE') facts.push(fact(source, docket, 'BROKER', 'BROKER', brokerState, asOf, { revocationPending: yes(f, ix.brokerRev) }));
    const update: AuthorityUpdate = { kind: 'authority', source, line, asOf, dotNumber: dot, docket, facts, fields: identityFields(f, ix) };
    return update;
  };
}

export const liCarrierLayout: Layout = {
  id: 'li-carrier',
  title: 'L&I Carrier – All With History (legacy, by column name)',
  mapsByName: true,
  columns: ['docket_number', 'dot_number', 'common_stat', 'contract_stat', 'broker_stat', 'common_app_pend', 'contract_app_pend', 'broker_app_pend', 'common_rev_pend', 'contract_rev_pend', 'broker_rev_pend', 'property_chk', 'passenger_chk', 'hhg_chk', 'min_cov_amount', 'bipd_file', 'legal_name', 'dba_name', 'bus_street_po', 'bus_city', 'bus_state_code', 'bus_zip_code', 'bus_ctry_code', 'bus_telno'],
  match: (first) => ({ score: has(first, 'DOCKET_NUMBER', 'COMMON_STAT', 'BROKER_STAT') ? 0.98 : 0, hasHeader: true }),
  bind: (header, options) => mapLiCarrier(header ?? [], options.asOf),
};

/* ------------------------------------------------------------------ Motus carrier */

const MOTUS_CARRIER_COLUMNS = { docket: ['DOCKET_NUMBER'], dot: ['USDOT_NUMBER', 'DOT_NUMBER'], type: ['OP_AUTH_TYPE'], status: ['OP_AUTH_STATUS'], minCov: ['MIN_COV_AMOUNT'], bipdFile: ['BIPD_FILE'], ...ADDRESS } as const;

function mapMotusCarrier(header: string[], asOf: string, daily: boolean): RowMapper {
  const source = 'motus-carrier' as const;
  const ix = columns(header, MOTUS_CARRIER_COLUMNS);
  return (f, line): MapResult => {
    const rawDocket = cell(f, ix.docket).trim();
    const docket = rawDocket ? normalizeDocket(rawDocket) : '';
    if (rawDocket && !docket) return rowError(source, line, `docket is not a MC/MX/FF docket: ${JSON.stringify(rawDocket)}`);
    const dot = normalizeDot(cell(f, ix.dot));
    if (dot === null) return rowError(source, line, `usdot_number is not a number: ${JSON.stringify(cell(f, ix.dot))}`);
    if (!dot && !docket) return rowError(source, line, 'neither usdot_number nor docket_number');
    const type = cleanText(cell(f, ix.type));
    const kind = type ? kindOfMotusType(type) : null;
    if (type && !kind) return rowError(source, line, `unknown op_auth_type: ${JSON.stringify(type)}`);
    if (blankExcept(f, [ix.docket, ix.dot, ix.type])) {
      if (!daily) return null;
      const removal: AuthorityUpdate = { kind: 'authority', source, line, asOf, dotNumber: dot, docket, facts: [], fields: {}, remove: { kinds: kind ? [kind] : null } };
      return removal;
    }
    const status = stateOf(cell(f, ix.status));
    if (!kind || !status) return rowError(source, line, `op_auth_type / op_auth_status not readable: ${JSON.stringify(type)} / ${JSON.stringify(cell(f, ix.status))}`);
    const amount = (i: number) => (cell(f, i).trim() === '' ? -1 : (dollars(cell(f, i)) ?? -1));
    const facts = [fact(source, docket, kind, type, status, asOf, { bipdOnFile: amount(ix.bipdFile), bipdRequired: amount(ix.minCov) })];
    const update: AuthorityUpdate = { kind: 'authority', source, line, asOf, dotNumber: dot, docket, facts, fields: identityFields(f, ix) };
    return update;
  };
}

export const motusCarrierLayout: Layout = {
  id: 'motus-carrier',
  title: 'Motus Carrier (one row per authority)',
  mapsByName: true,
  columns: ['docket_number', 'usdot_number', 'rfc_number', 'op_auth_type', 'op_auth_status', 'min_cov_amount', 'cargo_req', 'bond_req', 'bipd_file', 'cargo_file', 'bond_file', 'bus_undeliverable_mail', 'mail_undeliverable_mail', 'dba_name', 'legal_name', 'bus_street_po', 'bus_colonia', 'bus_city', 'bus_state_code', 'bus_ctry_code', 'bus_zip_code', 'bus_telno', 'mail_street_po', 'mail_colonia', 'mail_city', 'mail_state_code', 'mail_ctry_code', 'mail_zip_code'],
  match: (first) => ({ score: has(first, 'OP_AUTH_TYPE', 'OP_AUTH_STATUS') && has(first, 'MIN_COV_AMOUNT') ? 0.98 : 0, hasHeader: true }),
  bind: (header, options) => mapMotusCarrier(header ?? [], options.asOf, options.daily ?? false),
};

/* ------------------------------------------------------------------ AuthHist */

const LI_AUTHHIST_COLUMNS = {
  docket: ['DOCKET_NUMBER'],
  dot: ['DOT_NUMBER', 'USDOT_NUMBER'],
  type: ['OP_AUTH_TYPE', 'MOD_COL_1'],
  original: ['ORIGINAL_ACTION_DESC'],
  originalDate: ['ORIG_SERVED_DATE'],
  disposition: ['DISP_ACTION_DESC'],
  decided: ['DISP_DECIDED_DATE'],
  served: ['DISP_SERVED_DATE'],
} as const;

function mapLiAuthHist(header: string[], asOf: string): RowMapper {
  const source = 'li-authhist' as const;
  const ix = columns(header, LI_AUTHHIST_COLUMNS);
  return (f, line): MapResult => {
    const docket = normalizeDocket(cell(f, ix.docket));
    if (!docket) return rowError(source, line, `docket is not a MC/MX/FF docket: ${JSON.stringify(cell(f, ix.docket))}`);
    const dot = normalizeDot(cell(f, ix.dot));
    if (dot === null) return rowError(source, line, `DOT_NUMBER is not a number: ${JSON.stringify(cell(f, ix.dot))}`);
    const label = cleanText(cell(f, ix.type)).toUpperCase();
    const kind = kindsOfLegacyType(label, docket)[0];
    const warnings: string[] = [];
    const events: AuthorityEvent[] = [];
    const original = cleanText(cell(f, ix.original));
    const originalDate = dateCell(f, ix.originalDate, 'ORIG_SERVED_DATE', warnings);
    if (original) events.push({ docket, kind, label, action: original, status: stateOfAction(original), date: originalDate, source });
    const disposition = cleanText(cell(f, ix.disposition));
    const dispDate = dateCell(f, ix.served, 'DISP_SERVED_DATE', warnings) || dateCell(f, ix.decided, 'DISP_DECIDED_DATE', warnings);
    if (disposition) events.push({ docket, kind, label, action: disposition, status: stateOfAction(disposition), date: dispDate, source });
    if (events.length === 0) return null;
    const update: AuthHistUpdate = { kind: 'authhist', source, line, asOf, dotNumber: dot, docket, events };
    return withWarnings(update, warnings);
  };
}

export const liAuthHistLayout: Layout = {
  id: 'li-authhist',
  title: 'L&I AuthHist – All With History (legacy)',
  mapsByName: true,
  columns: ['docket_number', 'dot_number', 'sub_number', 'op_auth_type', 'original_action_desc', 'orig_served_date', 'disp_action_desc', 'disp_decided_date', 'disp_served_date'],
  match: (first) => ({ score: has(first, 'DOCKET_NUMBER', 'ORIGINAL_ACTION_DESC') ? 0.97 : 0, hasHeader: true }),
  bind: (header, options) => mapLiAuthHist(header ?? [], options.asOf),
};

const MOTUS_AUTHHIST_COLUMNS = { docket: ['DOCKET_NUMBER'], dot: ['USDOT_NUMBER', 'DOT_NUMBER'], type: ['OP_AUTH_TYPE'], status: ['OP_AUTH_STATUS'], reason: ['REASON'], date: ['STATUS_CHANGE_DATE'] } as const;

function mapMotusAuthHist(header: string[], asOf: string, daily: boolean): RowMapper {
  const source = 'motus-authhist' as const;
  const ix = columns(header, MOTUS_AUTHHIST_COLUMNS);
  return (f, line): MapResult => {
    const docket = normalizeDocket(cell(f, ix.docket));
    if (!docket) return rowError(source, line, `docket is not a MC/MX/FF docket: ${JSON.stringify(cell(f, ix.docket))}`);
    const dot = normalizeDot(cell(f, ix.dot));
    if (dot === null) return rowError(source, line, `usdot_number is not a number: ${JSON.stringify(cell(f, ix.dot))}`);
    const label = cleanText(cell(f, ix.type));
    const kind = label ? kindOfMotusType(label) : null;
    if (label && !kind) return rowError(source, line, `unknown op_auth_type: ${JSON.stringify(label)}`);
    const warnings: string[] = [];
    const date = dateCell(f, ix.date, 'STATUS_CHANGE_DATE', warnings);
    if (blankExcept(f, [ix.docket, ix.dot, ix.type, ix.date])) {
      if (!daily) return null;
      const removal: AuthHistUpdate = { kind: 'authhist', source, line, asOf, dotNumber: dot, docket, events: [], remove: { ...(kind ? { kind } : {}), ...(date ? { date } : {}) } };
      return removal;
    }
    if (!kind) return rowError(source, line, 'op_auth_type is blank');
    const action = cleanText(cell(f, ix.reason));
    // Motus writes a revoked or suspended authority "Inactive"; its reason says which.
    const byReason = stateOfAction(action);
    const status = byReason === 'REVOKED' || byReason === 'WITHDRAWN' ? byReason : (stateOf(cell(f, ix.status)) ?? byReason);
    const update: AuthHistUpdate = { kind: 'authhist', source, line, asOf, dotNumber: dot, docket, events: [{ docket, kind, label, action, status, date, source }] };
    return withWarnings(update, warnings);
  };
}

export const motusAuthHistLayout: Layout = {
  id: 'motus-authhist',
  title: 'Motus AuthHist (authority history)',
  mapsByName: true,
  columns: ['docket_number', 'usdot_number', 'op_auth_type', 'op_auth_status', 'reason', 'status_change_date'],
  match: (first) => ({ score: has(first, 'OP_AUTH_TYPE', 'STATUS_CHANGE_DATE') ? 0.97 : 0, hasHeader: true }),
  bind: (header, options) => mapMotusAuthHist(header ?? [], options.asOf, options.daily ?? false),
};
