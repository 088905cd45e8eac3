/**
 * FMCSA Licensing & Insurance (L&I) layouts.
 *
 * - `li-actpendins`: "ActPendInsur" daily file, 11 quoted fields, NO header (as FMCSA publishes it):
 *   docket (`MC1281287`), USDOT (8 digits zero-padded, `00000000` = none), form code, insurance type description
 *   (`BIPD/Primary`, `BIPD/Excess`, `BIPD`, `CARGO`, `SURETY`, `TRUST FUND`), insurer, policy number, posted date,
 *   BI&PD underlying limit, BI&PD maximum coverage (both in THOUSANDS of dollars), effective date, cancel effective
 *   date (MM/DD/YYYY). A header row (the "all with history" export) is recognised and skipped.
 * - `li-insur`: "Insur" daily file, 9 quoted fields, NO header, NO DOT number (maps by docket): docket, insurance
 *   type code (1 BI&PD, 2 cargo, 3 bond/surety, 4 trust fund), BI&PD class (P primary, E excess), maximum limit,
 *   underlying limit (thousands, zero-padded: `00750` → $750,000), policy number, effective date, form code,
 *   insurer. A row with only a docket and zeros = no policy on file that day (`policy: null`).
 * - `li-revocation`: daily "Revocation" file, header DOCKET_NUMBER, DOT_NUMBER, OPERATING_AUTHORITY_REGISTRATION_TYPE,
 *   SERVE_DATE, REVOCATION_TYPE, EFFECTIVE_DATE (or the export names TYPE_LICENSE, ORDER1_SERVE_DATE,
 *   ORDER2_TYPE_DESC, ORDER2_EFFECTIVE_DATE); headerless 6-field files map by position.
 * - `li-carrier-search`: L&I public "Carrier Search" result CSVs: usdot_number, prefix, docket_number, legal_name,
 *   dba_name, city, state; `usdot_number` may be empty or carry an `OOS` suffix (`3650238OOS`).
 */
import type { InsurancePolicy } from '../../carrier/carrier.model';
import { cleanText, normalizeDocket, normalizeDot, normalizeState, splitOosSuffix } from '../normalize';
import type { DocketUpdate, InsurancePolicyUpdate, InsuranceUpdate, MapResult } from '../updates';
import { revocationUpdate, rowError, withWarnings } from '../updates';
import { HeaderIndex, cell, fieldCountReason, headerKey, type Layout, type RowMapper } from './layout';
import { dateCell, intCell } from './values';

const RE_DOCKET = /^(MC|MX|FF)-?\d{1,8}$/i;
const RE_DOT8 = /^\d{8}$/;

const isDocket = (s: string | undefined) => s !== undefined && RE_DOCKET.test(s.trim());

/** `BIPD/Primary` → BIPD + PRIMARY, `SURETY` → BOND ...; null when unknown. Layer undefined: the file does not say. */
export function parseInsuranceType(raw: string): { coverageType: InsurancePolicy['coverageType']; layer?: InsurancePolicy['layer'] } | null {
  const s = raw.trim().toUpperCase().replace(/\s+/g, ' ');
  switch (s) {
    case 'BIPD/PRIMARY':
    case 'BI&PD/PRIMARY':
      return { coverageType: 'BIPD', layer: 'PRIMARY' };
    case 'BIPD/EXCESS':
    case 'BI&PD/EXCESS':
      return { coverageType: 'BIPD', layer: 'EXCESS' };
    case 'BIPD':
    case 'BI&PD':
      return { coverageType: 'BIPD' };
    case 'CARGO':
      return { coverageType: 'CARGO', layer: '' };
    case 'SURETY':
    case 'BOND':
    case 'BOND/SURETY':
      return { coverageType: 'BOND', layer: '' };
    case 'TRUST FUND':
    case 'TRUST_FUND':
      return { coverageType: 'TRUST_FUND', layer: '' };
    default:
      return null;
  }
}

const INSUR_TYPE_CODES: Record<string, InsurancePolicy['coverageType']> = { '1': 'BIPD', '2': 'CARGO', '3': 'BOND', '4': 'TRUST_FUND' };

/* ------------------------------------------------------------------ actpendins */

export const ACTPENDINS_FIELD_COUNT = 11;

function mapActPendIns(asOf: string): RowMapper {
  const source = 'li-actpendins' as const;
  return (f, line): MapResult => {
    if (f.length !== ACTPENDINS_FIELD_COUNT) return rowError(source, line, fieldCountReason(ACTPENDINS_FIELD_COUNT, f.length));
    const docket = normalizeDocket(f[0]);
    if (!docket) return rowError(source, line, `docket is not a MC/MX/FF docket: ${JSON.stringify(f[0])}`);
    const dot = normalizeDot(f[1]);
    if (dot === null) return rowError(source, line, `USDOT number is not a number: ${JSON.stringify(f[1])}`);
    const type = parseInsuranceType(f[3]);
    if (!type) return rowError(source, line, `unknown insurance type: ${JSON.stringify(f[3])}`);
    const warnings: string[] = [];
    const policy: InsurancePolicyUpdate = {
      docket,
      coverageType: type.coverageType,
      policyNumber: cleanText(f[5]),
      insurer: cleanText(f[4]),
      coverageAmount: intCell(f, 8, 'BIPD_MAX_COVERAGE', warnings) * 1000,
      underlyingAmount: intCell(f, 7, 'BIPD_UNDERLYING_LIMIT', warnings) * 1000,
      postedDate: dateCell(f, 6, 'POSTED_DATE', warnings),
      effectiveDate: dateCell(f, 9, 'EFFECTIVE_DATE', warnings),
      cancelEffectiveDate: dateCell(f, 10, 'CANCEL_EFFECTIVE_DATE', warnings),
      formCode: f[2].trim(),
    };
    if (type.layer !== undefined) policy.layer = type.layer;
    const update: InsuranceUpdate = { kind: 'insurance', source, line, asOf, dotNumber: dot, docket, policy };
    return withWarnings(update, warnings);
  };
}

export const actPendInsLayout: Layout = {
  id: 'li-actpendins',
  title: 'L&I ActPendInsur daily file (11 fields, no header)',
  mapsByName: false,
  match(first, fileName) {
    const named = /actpendins/i.test(fileName);
    if (first.length !== ACTPENDINS_FIELD_COUNT) return { score: 0, hasHeader: false };
    if (isDocket(first[0]) && (RE_DOT8.test(first[1].trim()) || first[1].trim() === '') && parseInsuranceType(first[3])) {
      return { score: named ? 1 : 0.8, hasHeader: false };
    }
    const k0 = headerKey(first[0]);
    if ((k0 === 'DOCKET_NUMBER' || k0 === 'PREFIX_DOCKET_NUMBER') && /USDOT|DOT/.test(headerKey(first[1]))) return { score: named ? 0.95 : 0.7, hasHeader: true };
    return { score: named ? 0.5 : 0, hasHeader: false };
  },
  bind: (_header, options) => mapActPendIns(options.asOf),
};

/* ------------------------------------------------------------------ insur */

export const INSUR_FIELD_COUNT = 9;

function mapInsur(asOf: string): RowMapper {
  const source = 'li-insur' as const;
  return (f, line): MapResult => {
    if (f.length !== INSUR_FIELD_COUNT) return rowError(source, line, fieldCountReason(INSUR_FIELD_COUNT, f.length));
    const docket = normalizeDocket(f[0]);
    if (!docket) return rowError(source, line, `docket is not a MC/MX/FF docket: ${JSON.stringify(f[0])}`);
    const code = f[1].trim();
    const policyNumber = cleanText(f[5]);
    if (code === '' && policyNumber === '' && !/[1-9]/.test(f[3] + f[4])) {
      return { kind: 'insurance', source, line, asOf, dotNumber: '', docket, policy: null };
    }
    const coverageType = INSUR_TYPE_CODES[code];
    if (!coverageType) return rowError(source, line, `unknown insurance type code: ${JSON.stringify(f[1])}`);
    const cls = f[2].trim().toUpperCase();
    if (cls !== '' && cls !== 'P' && cls !== 'E') return rowError(source, line, `unknown BI&PD class: ${JSON.stringify(f[2])}`);
    const warnings: string[] = [];
    const policy: InsurancePolicyUpdate = {
      docket,
      coverageType,
      policyNumber,
      layer: coverageType === 'BIPD' ? (cls === 'P' ? 'PRIMARY' : cls === 'E' ? 'EXCESS' : '') : '',
      insurer: cleanText(f[8]),
      coverageAmount: intCell(f, 3, 'MAX_COV_AMOUNT', warnings) * 1000,
      underlyingAmount: intCell(f, 4, 'UNDERL_LIM_AMOUNT', warnings) * 1000,
      effectiveDate: dateCell(f, 6, 'EFFECTIVE_DATE', warnings),
      formCode: f[7].trim(),
    };
    const update: InsuranceUpdate = { kind: 'insurance', source, line, asOf, dotNumber: '', docket, policy };
    return withWarnings(update, warnings);
  };
}

export const insurLayout: Layout = {
  id: 'li-insur',
  title: 'L&I Insur daily file (9 fields, no header, no DOT number)',
  mapsByName: false,
  match(first, fileName) {
    const base = fileName.replace(/^.*[\\/]/, '');
    const named = /insur/i.test(base) && !/actpendins/i.test(base);
    if (first.length !== INSUR_FIELD_COUNT) return { score: 0, hasHeader: false };
    const code = first[1].trim();
    if (isDocket(first[0]) && (code === '' || INSUR_TYPE_CODES[code] !== undefined) && /^\d*$/.test(first[3].trim()) && /^\d*$/.test(first[4].trim())) {
      return { score: named ? 1 : 0.8, hasHeader: false };
    }
    const k0 = headerKey(first[0]);
    if ((k0 === 'DOCKET_NUMBER' || k0 === 'PREFIX_DOCKET_NUMBER') && /INS.*TYPE|INSURANCE_TYPE/.test(headerKey(first[1]))) return { score: named ? 0.95 : 0.7, hasHeader: true };
    return { score: named ? 0.5 : 0, hasHeader: false };
  },
  bind: (_header, options) => mapInsur(options.asOf),
};

/* ------------------------------------------------------------------ revocation */

export const REVOCATION_HEADER = ['DOCKET_NUMBER', 'DOT_NUMBER', 'OPERATING_AUTHORITY_REGISTRATION_TYPE', 'SERVE_DATE', 'REVOCATION_TYPE', 'EFFECTIVE_DATE'] as const;

/** `INVOLUNTARY REVOCATION` → `INVOLUNTARY`. */
export function parseRevocationType(raw: string): string {
  return cleanText(raw).toUpperCase().replace(/\s+REVOCATION$/, '');
}

function mapRevocation(header: string[] | null, asOf: string): RowMapper {
  const source = 'li-revocation' as const;
  let ix = { docket: 0, dot: 1, type: 2, serve: 3, revType: 4, effective: 5 };
  let width = 6;
  if (header) {
    const h = new HeaderIndex(header);
    width = h.size;
    ix = {
      docket: h.get('DOCKET_NUMBER', 'PREFIX_DOCKET_NUMBER'),
      dot: h.get('DOT_NUMBER', 'USDOT_NUMBER'),
      type: h.get('OPERATING_AUTHORITY_REGISTRATION_TYPE', 'TYPE_LICENSE'),
      serve: h.get('SERVE_DATE', 'ORDER1_SERVE_DATE'),
      revType: h.get('REVOCATION_TYPE', 'ORDER2_TYPE_DESC'),
      effective: h.get('EFFECTIVE_DATE', 'ORDER2_EFFECTIVE_DATE'),
    };
  }
  return (f, line): MapResult => {
    if (f.length !== width) return rowError(source, line, fieldCountReason(width, f.length));
    const rawDocket = cell(f, ix.docket);
    const docket = normalizeDocket(rawDocket);
    if (!docket) return rowError(source, line, `docket is not a MC/MX/FF docket: ${JSON.stringify(rawDocket)}`);
    const rawDot = cell(f, ix.dot);
    const dot = normalizeDot(rawDot);
    if (dot === null) return rowError(source, line, `DOT_NUMBER is not a number: ${JSON.stringify(rawDot)}`);
    const warnings: string[] = [];
    const order = {
      authorityType: cleanText(cell(f, ix.type)).toUpperCase(),
      revocationType: parseRevocationType(cell(f, ix.revType)),
      serveDate: dateCell(f, ix.serve, 'SERVE_DATE', warnings),
      effectiveDate: dateCell(f, ix.effective, 'EFFECTIVE_DATE', warnings),
    };
    return withWarnings(revocationUpdate({ source, line, asOf, dotNumber: dot, docket }, order), warnings);
  };
}

export const revocationLayout: Layout = {
  id: 'li-revocation',
  title: 'L&I Revocation daily file (6 fields, header)',
  mapsByName: true,
  match(first, fileName) {
    const named = /revocation/i.test(fileName.replace(/^.*[\\/]/, ''));
    const h = new HeaderIndex(first);
    if (h.has('DOCKET_NUMBER', 'PREFIX_DOCKET_NUMBER') && h.has('OPERATING_AUTHORITY_REGISTRATION_TYPE', 'TYPE_LICENSE', 'REVOCATION_TYPE', 'ORDER2_TYPE_DESC')) {
      return { score: named ? 1 : 0.9, hasHeader: true };
    }
    if (first.length === 6 && isDocket(first[0]) && /^\d{0,8}$/.test(first[1].trim()) && /^(COMMON|CONTRACT|BROKER|)$/i.test(first[2].trim())) {
      return { score: named ? 0.9 : 0.6, hasHeader: false };
    }
    return { score: 0, hasHeader: false };
  },
  bind: (header, options) => mapRevocation(header, options.asOf),
};

/* ------------------------------------------------------------------ carrier search */

export const CARRIER_SEARCH_HEADER = ['usdot_number', 'prefix', 'docket_number', 'legal_name', 'dba_name', 'city', 'state'] as const;

function mapCarrierSearch(header: string[] | null, asOf: string): RowMapper {
  const source = 'li-carrier-search' as const;
  const h = new HeaderIndex(header ?? [...CARRIER_SEARCH_HEADER]);
  const width = h.size;
  const ix = {
    dot: h.get('USDOT_NUMBER', 'DOT_NUMBER'),
    prefix: h.get('PREFIX'),
    number: h.get('DOCKET_NUMBER'),
    legal: h.get('LEGAL_NAME'),
    dba: h.get('DBA_NAME'),
    city: h.get('CITY'),
    state: h.get('STATE'),
  };
  return (f, line): MapResult => {
    if (f.length !== width) return rowError(source, line, fieldCountReason(width, f.length));
    const { value, oos } = splitOosSuffix(cell(f, ix.dot));
    const dot = normalizeDot(value);
    if (dot === null) return rowError(source, line, `usdot_number is not a number: ${JSON.stringify(cell(f, ix.dot))}`);
    const prefix = cell(f, ix.prefix).trim();
    const number = cell(f, ix.number).trim();
    // Dockets with other prefixes (WC: old water-carrier dockets) or without a number are not kept.
    const docket = prefix && number ? normalizeDocket(prefix, number) : '';
    if (dot === '' && docket === '') return null;
    const update: DocketUpdate = {
      kind: 'docket',
      source,
      line,
      asOf,
      dotNumber: dot,
      docket,
      legalName: cleanText(cell(f, ix.legal)),
      dbaName: cleanText(cell(f, ix.dba)),
      city: cleanText(cell(f, ix.city)).toUpperCase(),
      state: normalizeState(cell(f, ix.state)),
      outOfService: oos,
    };
    return update;
  };
}

export const carrierSearchLayout: Layout = {
  id: 'li-carrier-search',
  title: 'L&I Carrier Search results (usdot_number, prefix, docket_number, legal_name, dba_name, city, state)',
  mapsByName: true,
  match(first) {
    const h = new HeaderIndex(first);
    if (h.has('USDOT_NUMBER') && h.has('PREFIX') && h.has('DOCKET_NUMBER') && h.has('LEGAL_NAME')) return { score: 0.95, hasHeader: true };
    return { score: 0, hasHeader: true };
  },
  bind: (header, options) => mapCarrierSearch(header, options.asOf),
};
