/**
 * One synthetic carrier as a row (or rows) of each FMCSA file, in the real formats: the 42- and 147-column census, the
 * L&I actpendins / insur / revocation files (as the legacy system left them: dataset.ts legacyPolicies), SMS
 * inspections and a SAFER snapshot with the header of the real `fmcsa_on_off.csv` (census columns joined with SAFER's
 * MC/MX/FF numbers, entity type, operating status and out-of-service date). The legacy L&I Carrier and AuthHist files:
 * li-rows.ts; Motus: motus-rows.ts.
 */
import { CENSUS_147_HEADER } from '../layouts/census';
import { CLASSIFICATION_FLAG_COLUMNS, classdefOf, type Classification } from '../layouts/classification';
import type { SyntheticDataset } from './dataset';
import { dmy, mdy, ymd } from './dates';
import type { SyntheticCarrier, SyntheticPolicy } from './model';
import { STATE_NAMES } from './words';

/** CSV field: quoted only when needed. */
export const q = (s: string) => (s.indexOf(',') < 0 && s.indexOf('"') < 0 ? s : `"${s.replace(/"/g, '""')}"`);
/** Always quoted (L&I files). */
const qq = (s: string) => `"${s.indexOf('"') < 0 ? s : s.replace(/"/g, '""')}"`;
export const phoneParens = (p: string) => (p.length === 10 ? `(${p.slice(0, 3)}) ${p.slice(3, 6)}-${p.slice(6)}` : p);
export const pad = (s: string | number, n: number) => String(s).padStart(n, '0');
/** L&I docket: prefix + number, FF/MX zero-padded to 6 digits like the real files. */
export const liDocket = (d: string) => (d.startsWith('MC') ? d : d.slice(0, 2) + pad(d.slice(2), 6));

export function census42Row(c: SyntheticCarrier): string {
    const yn = (b: boolean) => (b ? 'Y' : 'N');
    const has = (k: Classification) => c.classifications.includes(k);
    const forHire = has('AUTHORIZED_FOR_HIRE') || has('EXEMPT_FOR_HIRE');
    const privateOnly = !forHire && (has('PRIVATE_PROPERTY') || has('PRIVATE_PASSENGER_BUSINESS') || has('PRIVATE_PASSENGER_NONBUSINESS'));
    const flags = CLASSIFICATION_FLAG_COLUMNS.map(([, code]) => yn(has(code))).join(',');
    const p = c.phy;
    const m = c.mail;
    const mileage = c.mileage ? String(c.mileage) : c.mcs150Date ? '0' : '';
    const year = c.mileageYear ? String(c.mileageYear) : '';
    return (
      `${c.dot},${q(c.legalName)},${q(c.dbaName)},${c.carrierOperation},${yn(c.hazmat)},${yn(c.passenger)},` +
      `${q(p.street)},${q(p.city)},${p.state},${p.zip},${p.country},${q(m.street)},${q(m.city)},${m.state},${m.zip},${m.country},` +
      `${phoneParens(c.phone)},${phoneParens(c.fax)},${c.email},${dmy(c.mcs150Date)},${mileage},${year},${dmy(c.addDate)},${p.state},` +
      `${c.powerUnits},${c.drivers},${c.mileage ? c.mileage : 0},${c.mileageYear ? c.mileageYear : 0},${c.mileage ? '1' : ''},` +
      `${yn(privateOnly)},${flags},${has('OTHER') ? q(c.otherText || 'OTHER') : 'N'}`
    );
  }

export function census147Row(c: SyntheticCarrier): string {
    return TEMPLATE_147.render(COLUMNS_147.map(([, value]) => value(c)));
  }

export function actPendInsRows(ds: SyntheticDataset, c: SyntheticCarrier): string[] {
    const dot = pad(c.dot, 8);
    return ds.legacyPolicies(c).map((p) =>
      [
        qq(liDocket(p.docket)), qq(dot), qq(p.formCode), qq(ACTPENDINS_TYPE[p.coverageType][p.layer || 'NONE'] ?? 'BIPD'), qq(p.insurer), qq(p.policyNumber),
        qq(mdy(p.postedDate)), String(p.underlyingThousands), String(p.maxThousands), qq(mdy(p.effectiveDate)), qq(mdy(p.cancelEffectiveDate)),
      ].join(','),
    );
  }

export function insurRows(ds: SyntheticDataset, c: SyntheticCarrier): string[] {
    const rows = ds.legacyPolicies(c).map((p) =>
        [
          qq(liDocket(p.docket)), qq(INSUR_CODE[p.coverageType]), qq(p.layer === 'PRIMARY' ? 'P' : p.layer === 'EXCESS' ? 'E' : ''),
          qq(pad(p.maxThousands, 5)), qq(pad(p.underlyingThousands, 5)), qq(p.policyNumber), qq(mdy(p.effectiveDate)), qq(p.formCode), qq(p.insurer),
        ].join(','),
      );
    // Revoked carriers without insurance appear as a docket with zeros.
    const revocations = ds.legacyRevocations(c);
    if (rows.length === 0 && revocations.length) rows.push(`${qq(liDocket(revocations[0].docket))},"","","00000","00000","","","",""`);
    return rows;
  }

export function revocationRows(ds: SyntheticDataset, c: SyntheticCarrier): string[] {
    return ds.legacyRevocations(c).map((v) =>
      [qq(liDocket(v.docket)), qq(v.dotMissing ? '00000000' : pad(c.dot, 8)), qq(v.authorityType), qq(mdy(v.serveDate)), qq(`${v.revocationType} REVOCATION`), qq(mdy(v.effectiveDate))].join(','),
    );
  }

export function inspectionRows(c: SyntheticCarrier): string[] {
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

const docketCell = (k: number, part: 'prefix' | 'number' | 'status') => (c: SyntheticCarrier) => {
  const d = c.dockets[k];
  if (!d) return '';
  if (part === 'prefix') return d.slice(0, 2);
  if (part === 'number') return d.slice(2);
  return d.startsWith('MC') && c.standing !== null && c.standing !== 'active' && c.standing !== 'pending-revocation' ? 'I' : 'A';
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
    ['CLASSDEF', (c) => q(classdefOf(c.classifications, c.otherText))],
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

/** The header of the real SAFER sample fmcsa_on_off.csv, which the generated snapshot copies. */
export const SAFER_SNAPSHOT_HEADER = [
  'DOT_NUMBER', 'MC/MX/FF Number(s)', 'LEGAL_NAME', 'DBA_NAME', 'CARRIER_OPERATION', 'NBR_POWER_UNIT', 'DRIVER_TOTAL', 'PHY_STREET', 'PHY_CITY',
  'PHY_STATE', 'STATE', 'PHY_ZIP', 'PHY_COUNTRY', 'MAILING_STREET', 'MAILING_CITY', 'MAILING_STATE', 'MAILING_ZIP', 'MAILING_COUNTRY', 'TELEPHONE',
  'EMAIL_ADDRESS', 'MCS150_DATE', 'Entity Type', 'Operating Status', 'Out of Service Date', 'Phone',
] as const;

/** `MC-114123`, several in one cell separated by a newline and a space, as SAFER prints them. */
function saferDockets(dockets: readonly string[]): string {
  if (dockets.length === 0) return '';
  const cell = dockets.map((d) => `${d.slice(0, 2)}-${d.slice(2)}`).sort().join('\n ');
  return dockets.length > 1 ? `"${cell}"` : cell;
}

export function saferRow(c: SyntheticCarrier): string {
  const p = c.phy;
  const m = c.mail;
  return (
    `${c.dot},${saferDockets(c.dockets)},${q(c.legalName)},${q(c.dbaName)},${c.carrierOperation},${c.powerUnits},${c.drivers},` +
    `${q(p.street)},${q(p.city)},${p.state},${STATE_NAMES[p.state] ?? ''},${p.zip},${p.country},${q(m.street)},${q(m.city)},${m.state},${m.zip},${m.country},` +
    `${phoneParens(c.phone)},${c.email},${dmy(c.mcs150Date)},${c.entityType},${q(c.operatingStatus)},${mdy(c.outOfServiceDate)},${phoneParens(c.phone)}`
  );
}
