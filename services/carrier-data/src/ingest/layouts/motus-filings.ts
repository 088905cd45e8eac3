/**
 * Motus filing layouts, by column name (CSV exports or the portal's JSON keys); amounts in dollars, dates YYYYMMDD:
 *
 * - `motus-insur` (c5y8-a4uz / daily x96h-evps): filings in force. Natural key: docket + form + policy. A daily row
 *   blank apart from its docket (and USDOT, form, policy) removes the filings of that key.
 * - `motus-inshist` (3uet-3z4i / daily xe5s-wca7): ended filings, with cancl_effective_date and
 *   filing_status_reason (CANCEL, TERM/REPL, NAMECHG). Natural key: docket + form + policy.
 * - `motus-revokesuspend` (wb4f-neki / daily e67p-xyd5): revocation and involuntary suspension orders, served about 30
 *   days before they take effect. Natural key: docket + type.
 * - `motus-boc3` (6snj-ed7q / daily mhr5-hjyc): process agents. Natural key: docket.
 *
 * Form 84 (broker / forwarder surety bond) and 85 (trust fund) are bonds, never liability insurance; 34 is cargo.
 */
import type { InsurancePolicy } from '../../carrier/carrier.model';
import { cleanText, normalizeDocket, normalizeDot, normalizeState } from '../normalize';
import { revocationUpdate, rowError, withWarnings, type AgentUpdate, type InsurancePolicyUpdate, type InsuranceUpdate, type MapResult, type SourceKind } from '../updates';
import { HeaderIndex, cell, type Layout, type RowMapper } from './layout';
import { blankExcept, columns, dollars, formCodeOf } from './named-row';
import { dateCell } from './values';

const has = (first: string[], ...names: string[]) => {
  const h = new HeaderIndex(first);
  return names.every((n) => h.has(n));
};

const TYPE_CODES: Record<string, InsurancePolicy['coverageType']> = { '1': 'BIPD', '2': 'CARGO', '3': 'BOND', '4': 'TRUST_FUND' };
const FORM_TYPES: Record<string, InsurancePolicy['coverageType']> = { '91X': 'BIPD', '91': 'BIPD', '82': 'BIPD', '34': 'CARGO', '84': 'BOND', '85': 'TRUST_FUND' };
const DESC_TYPES: Record<string, InsurancePolicy['coverageType']> = { BIPD: 'BIPD', 'BI&PD': 'BIPD', CARGO: 'CARGO', SURETY: 'BOND', BOND: 'BOND', 'TRUST FUND': 'TRUST_FUND' };

/** The coverage a filing is: by its form (84/85 are bonds whatever else the row says), else type code or text. */
function coverageOf(form: string, typeCode: string, desc: string): InsurancePolicy['coverageType'] | null {
  return FORM_TYPES[form] ?? TYPE_CODES[typeCode.trim()] ?? DESC_TYPES[desc.trim().toUpperCase()] ?? null;
}

/** Docket and USDOT of a row: the docket must be a MC/MX/FF one; the USDOT may be blank (resolved by docket). */
function keyOf(source: SourceKind, f: string[], line: number, ix: { docket: number; dot: number }): { docket: string; dot: string } | ReturnType<typeof rowError> {
  const docket = normalizeDocket(cell(f, ix.docket));
  if (!docket) return rowError(source, line, `docket is not a MC/MX/FF docket: ${JSON.stringify(cell(f, ix.docket))}`);
  const dot = normalizeDot(cell(f, ix.dot));
  if (dot === null) return rowError(source, line, `usdot_number is not a number: ${JSON.stringify(cell(f, ix.dot))}`);
  return { docket, dot };
}

const INSUR_COLUMNS = {
  docket: ['DOCKET_NUMBER'],
  dot: ['USDOT_NUMBER', 'DOT_NUMBER'],
  form: ['INS_FORM_CODE'],
  typeCode: ['INS_TYPE_CODE'],
  typeDesc: ['INS_TYPE_DESC'],
  cls: ['INS_CLASS_CODE'],
  max: ['MAX_COV_AMOUNT'],
  underlying: ['UNDERL_LIM_AMOUNT'],
  policy: ['POLICY_NO'],
  effective: ['EFFECTIVE_DATE'],
  cancel: ['CANCL_EFFECTIVE_DATE'],
  reason: ['FILING_STATUS_REASON'],
  insurer: ['INSURANCE_COMPANY_NAME'],
  trans: ['TRANS_DATE'],
} as const;

function mapFilings(source: 'motus-insur' | 'motus-inshist', header: string[], asOf: string, daily: boolean): RowMapper {
  const ix = columns(header, INSUR_COLUMNS);
  return (f, line): MapResult => {
    const key = keyOf(source, f, line, ix);
    if ('kind' in key) return key;
    const form = formCodeOf(cell(f, ix.form));
    const policyNumber = cleanText(cell(f, ix.policy));
    const coverageType = coverageOf(form, cell(f, ix.typeCode), cell(f, ix.typeDesc));
    if (blankExcept(f, [ix.docket, ix.dot, ix.form, ix.policy])) {
      if (!daily) return null;
      const removal: InsuranceUpdate = {
        kind: 'insurance', source, line, asOf, dotNumber: key.dot, docket: key.docket, policy: null,
        remove: { docket: key.docket, ...(coverageType ? { coverageType } : {}), ...(policyNumber ? { policyNumber } : {}) },
      };
      return removal;
    }
    if (!coverageType) return rowError(source, line, `unknown filing: form ${JSON.stringify(cell(f, ix.form))}, type ${JSON.stringify(cell(f, ix.typeCode))}`);
    const warnings: string[] = [];
    const amount = (i: number, column: string): number => {
      const n = dollars(cell(f, i));
      if (n === null) warnings.push(`${column}: not a number ${JSON.stringify(cell(f, i))}`);
      return n ?? 0;
    };
    const cls = cell(f, ix.cls).trim().toUpperCase();
    const cancel = dateCell(f, ix.cancel, 'CANCL_EFFECTIVE_DATE', warnings);
    const policy: InsurancePolicyUpdate = {
      docket: key.docket,
      coverageType,
      policyNumber,
      layer: coverageType === 'BIPD' ? (cls === 'E' ? 'EXCESS' : cls === 'P' ? 'PRIMARY' : '') : '',
      insurer: cleanText(cell(f, ix.insurer)),
      coverageAmount: amount(ix.max, 'MAX_COV_AMOUNT'),
      underlyingAmount: amount(ix.underlying, 'UNDERL_LIM_AMOUNT'),
      effectiveDate: dateCell(f, ix.effective, 'EFFECTIVE_DATE', warnings),
      formCode: form,
      origin: 'motus',
    };
    if (source === 'motus-inshist') {
      policy.cancelEffectiveDate = cancel;
      policy.endReason = cleanText(cell(f, ix.reason)).toUpperCase();
      // An ended filing is true as of its end; a filing in force as of its transaction, else its file.
      policy.asOf = cancel || asOf;
    } else {
      policy.asOf = dateCell(f, ix.trans, 'TRANS_DATE', warnings) || asOf;
    }
    const update: InsuranceUpdate = { kind: 'insurance', source, line, asOf, dotNumber: key.dot, docket: key.docket, policy };
    return withWarnings(update, warnings);
  };
}

export const motusInsurLayout: Layout = {
  id: 'motus-insur',
  title: 'Motus Insur (filings in force)',
  mapsByName: true,
  columns: ['docket_number', 'usdot_number', 'ins_form_code', 'ins_type_code', 'ins_class_code', 'max_cov_amount', 'underl_lim_amount', 'policy_no', 'effective_date', 'insurance_company_name', 'trans_date'],
  match: (first) => ({ score: has(first, 'INS_FORM_CODE', 'POLICY_NO') && !has(first, 'CANCL_EFFECTIVE_DATE') && !has(first, 'FILING_STATUS_REASON') ? 0.97 : 0, hasHeader: true }),
  bind: (header, options) => mapFilings('motus-insur', header ?? [], options.asOf, options.daily ?? false),
};

export const motusInsHistLayout: Layout = {
  id: 'motus-inshist',
  title: 'Motus InsHist (ended filings)',
  mapsByName: true,
  columns: ['docket_number', 'usdot_number', 'ins_form_code', 'filing_status_reason', 'ins_type_code', 'ins_type_ind', 'policy_no', 'ins_type_desc', 'min_cov_amount', 'ins_class_code', 'effective_date', 'underl_lim_amount', 'max_cov_amount', 'cancl_effective_date', 'insurance_company_name'],
  match: (first) => ({ score: has(first, 'INS_FORM_CODE', 'POLICY_NO') && (has(first, 'CANCL_EFFECTIVE_DATE') || has(first, 'FILING_STATUS_REASON')) ? 0.97 : 0, hasHeader: true }),
  bind: (header, options) => mapFilings('motus-inshist', header ?? [], options.asOf, options.daily ?? false),
};

/* ------------------------------------------------------------------ RevokeSuspend */

const ORDER_COLUMNS = { docket: ['DOCKET_NUMBER'], dot: ['USDOT_NUMBER', 'DOT_NUMBER'], type: ['OP_AUTH_TYPE'], serve: ['ORDER1_SERVE_DATE'], desc: ['ORDER1_TYPE_DESC'], effective: ['ORDER1_EFFECTIVE_DATE'] } as const;

function mapOrders(header: string[], asOf: string, daily: boolean): RowMapper {
  const source = 'motus-revokesuspend' as const;
  const ix = columns(header, ORDER_COLUMNS);
  return (f, line): MapResult => {
    const key = keyOf(source, f, line, ix);
    if ('kind' in key) return key;
    const authorityType = cleanText(cell(f, ix.type));
    const row = { source, line, asOf, dotNumber: key.dot, docket: key.docket };
    if (blankExcept(f, [ix.docket, ix.dot, ix.type])) {
      if (!daily) return null;
      return { ...revocationUpdate(row, { authorityType, revocationType: '', serveDate: '', effectiveDate: '' }), remove: { authorityType } };
    }
    const warnings: string[] = [];
    const order = {
      authorityType,
      revocationType: cleanText(cell(f, ix.desc)),
      serveDate: dateCell(f, ix.serve, 'ORDER1_SERVE_DATE', warnings),
      effectiveDate: dateCell(f, ix.effective, 'ORDER1_EFFECTIVE_DATE', warnings),
    };
    return withWarnings(revocationUpdate(row, order), warnings);
  };
}

export const motusRevokeSuspendLayout: Layout = {
  id: 'motus-revokesuspend',
  title: 'Motus RevokeSuspend (revocation and suspension orders)',
  mapsByName: true,
  columns: ['docket_number', 'usdot_number', 'op_auth_type', 'order1_serve_date', 'order1_type_desc', 'order1_effective_date'],
  match: (first) => ({ score: has(first, 'ORDER1_TYPE_DESC', 'ORDER1_EFFECTIVE_DATE') && has(first, 'OP_AUTH_TYPE') ? 0.97 : 0, hasHeader: true }),
  bind: (header, options) => mapOrders(header ?? [], options.asOf, options.daily ?? false),
};

/* ------------------------------------------------------------------ BOC3 */

const BOC3_COLUMNS = { docket: ['DOCKET_NUMBER'], dot: ['USDOT_NUMBER', 'DOT_NUMBER'], name: ['CO_NAME'], city: ['CITY'], state: ['STATE_CODE'] } as const;

function mapBoc3(header: string[], asOf: string, daily: boolean): RowMapper {
  const source = 'motus-boc3' as const;
  const ix = columns(header, BOC3_COLUMNS);
  return (f, line): MapResult => {
    const key = keyOf(source, f, line, ix);
    if ('kind' in key) return key;
    if (blankExcept(f, [ix.docket, ix.dot])) {
      if (!daily) return null;
      const removal: AgentUpdate = { kind: 'agent', source, line, asOf, dotNumber: key.dot, docket: key.docket, agent: null, remove: true };
      return removal;
    }
    const update: AgentUpdate = {
      kind: 'agent', source, line, asOf, dotNumber: key.dot, docket: key.docket,
      agent: { docket: key.docket, name: cleanText(cell(f, ix.name)), city: cleanText(cell(f, ix.city)), state: normalizeState(cell(f, ix.state)) },
    };
    return update;
  };
}

export const motusBoc3Layout: Layout = {
  id: 'motus-boc3',
  title: 'Motus BOC3 (process agents)',
  mapsByName: true,
  columns: ['docket_number', 'usdot_number', 'co_name', 'street_po', 'city', 'state_code', 'zip_code', 'ctry_code'],
  match: (first) => ({ score: has(first, 'DOCKET_NUMBER', 'CO_NAME') ? 0.96 : 0, hasHeader: true }),
  bind: (header, options) => mapBoc3(header ?? [], options.asOf, options.daily ?? false),
};
