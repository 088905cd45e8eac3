/**
 * `safer-snapshot`: SAFER company-snapshot CSVs, mapped by column name (aliases cover the three real shapes):
 *
 * - `fmcsa_on_off.csv`: DOT_NUMBER, `MC/MX/FF Number(s)`, census columns (LEGAL_NAME ... MCS150_DATE), `Entity Type`,
 *   `Operating Status`, `Out of Service Date`, `Phone`;
 * - `FMSCA_records.csv`: entity_type, operating_status, legal_name, ..., p_street, p_city, p_state, p_zip_code (leading
 *   zeros LOST in the source: the ZIP is taken from physical_address, which keeps them), usdot_number,
 *   mc_mx_ff_number, power_units, mcs_150_form_date, out_of_service_date, drivers, mcs_150_mileage_year (`15,000 (2022)`);
 * - `safer_online.csv` (raw page fields): `Physical Address` / `Mailing Address` as two-line cells, `USDOT Number`,
 *   `MCS-150 Form Date`, `MCS-150 Mileage (Year)`, `Out of Service Date` = `None`.
 *
 * Where a snapshot carries the carrier operation (`A` or SAFER's `Interstate`, `Intrastate Only (HM)` ...) or the
 * operation classification (`Operation Classification`: `Auth. For Hire; Private(Property)`, or CLASSDEF words), they
 * are census-like fields: merged only where the census said nothing (merge.ts fillEmpty).
 *
 * Several dockets in one cell are separated by newlines (`MC-114123\n MC-118661`). A per-row snapshot time
 * (data_source_modified_dt) becomes the update's asOf.
 */
import type { Address } from '../../carrier/carrier.model';
import { cleanText, normalizeDot, normalizeEmail, normalizePhone, parseDocketList, parseIntLoose } from '../normalize';
import type { CensusFields, MapResult, SaferUpdate } from '../updates';
import { rowError, withWarnings } from '../updates';
import { HeaderIndex, cell, fieldCountReason, type Layout, type RowMapper } from './layout';
import { addressCells, dateCell, intCell, parseAddressCell, type AddressColumns } from './values';
import { parseCarrierOperation, parseClassdef } from './classification';

function mergeAddress(columns: Address | null, full: Address | null): Address | null {
  if (!columns) return full;
  if (!full) return columns;
  // Columns win for street/city (they are split properly); the full cell wins for the ZIP (zeros kept).
  return {
    street: columns.street || full.street,
    city: columns.city || full.city,
    state: columns.state || full.state,
    zip: full.zip || columns.zip,
    country: columns.country || full.country,
  };
}

function bindSafer(header: string[] | null, asOf: string): RowMapper {
  if (!header) throw new Error('safer-snapshot needs its header row');
  const source = 'safer-snapshot' as const;
  const h = new HeaderIndex(header);
  const width = h.size;
  const ix = {
    dot: h.get('DOT_NUMBER', 'USDOT_NUMBER'),
    dockets: h.get('MC_MX_FF_NUMBER_S', 'MC_MX_FF_NUMBER', 'MC_MX_FF_NUMBERS'),
    entity: h.get('ENTITY_TYPE'),
    status: h.get('OPERATING_STATUS', 'USDOT_STATUS'),
    oosDate: h.get('OUT_OF_SERVICE_DATE', 'OOS_DATE'),
    legal: h.get('LEGAL_NAME'),
    dba: h.get('DBA_NAME'),
    op: h.get('CARRIER_OPERATION'),
    classes: h.get('OPERATION_CLASSIFICATION', 'CLASSDEF', 'CARRIER_CLASSIFICATION'),
    phone: h.get('TELEPHONE', 'PHONE'),
    email: h.get('EMAIL_ADDRESS'),
    power: h.get('NBR_POWER_UNIT', 'POWER_UNITS'),
    drivers: h.get('DRIVER_TOTAL', 'DRIVERS'),
    mcs150Date: h.get('MCS150_DATE', 'MCS_150_FORM_DATE'),
    mileageYear: h.get('MCS_150_MILEAGE_YEAR'),
    phyFull: h.get('PHYSICAL_ADDRESS'),
    mailFull: h.get('MAILING_ADDRESS'),
    // When the snapshot was taken, per row (FMSCA_records.csv): more precise than the file's date.
    takenAt: h.get('DATA_SOURCE_MODIFIED_DT', 'RECORD_RETRIEVAL_DATE', 'CREATED_DT'),
  };
  const phy: AddressColumns = { street: h.get('PHY_STREET', 'P_STREET'), city: h.get('PHY_CITY', 'P_CITY'), state: h.get('PHY_STATE', 'P_STATE'), zip: h.get('PHY_ZIP', 'P_ZIP_CODE'), country: h.get('PHY_COUNTRY') };
  const mail: AddressColumns = { street: h.get('MAILING_STREET', 'M_STREET'), city: h.get('MAILING_CITY', 'M_CITY'), state: h.get('MAILING_STATE', 'M_STATE'), zip: h.get('MAILING_ZIP', 'M_ZIP_CODE'), country: h.get('MAILING_COUNTRY') };
  const hasPhyColumns = phy.street >= 0 || phy.city >= 0;
  const hasMailColumns = mail.street >= 0 || mail.city >= 0;

  return (f, line): MapResult => {
    if (f.length !== width) return rowError(source, line, fieldCountReason(width, f.length));
    const rawDot = cell(f, ix.dot);
    const dot = normalizeDot(rawDot);
    if (dot === null) return rowError(source, line, `USDOT number is not a number: ${JSON.stringify(rawDot)}`);
    if (dot === '') return rowError(source, line, 'USDOT number is empty');
    const warnings: string[] = [];
    const status = cleanText(cell(f, ix.status));
    const oosDate = dateCell(f, ix.oosDate, 'OUT_OF_SERVICE_DATE', warnings);
    const fields: CensusFields = {};
    if (ix.legal >= 0) fields.legalName = cleanText(f[ix.legal]);
    if (ix.dba >= 0) fields.dbaName = cleanText(f[ix.dba]);
    if (ix.op >= 0) {
      const op = parseCarrierOperation(f[ix.op]);
      if (op) fields.carrierOperation = op;
      else if (op === null) warnings.push(`CARRIER_OPERATION: unknown ${JSON.stringify(f[ix.op].trim())}`);
    }
    if (ix.classes >= 0) fields.classifications = parseClassdef(f[ix.classes]);
    const physical = mergeAddress(hasPhyColumns ? addressCells(f, phy) : null, ix.phyFull >= 0 ? parseAddressCell(f[ix.phyFull]) : null);
    if (physical) fields.physicalAddress = physical;
    const mailing = mergeAddress(hasMailColumns ? addressCells(f, mail) : null, ix.mailFull >= 0 ? parseAddressCell(f[ix.mailFull]) : null);
    if (mailing) fields.mailingAddress = mailing;
    if (ix.phone >= 0) fields.phone = normalizePhone(f[ix.phone]);
    if (ix.email >= 0) fields.email = normalizeEmail(f[ix.email]);
    if (ix.power >= 0) fields.powerUnits = intCell(f, ix.power, 'POWER_UNITS', warnings);
    if (ix.drivers >= 0) fields.drivers = intCell(f, ix.drivers, 'DRIVERS', warnings);
    if (ix.mcs150Date >= 0) fields.mcs150Date = dateCell(f, ix.mcs150Date, 'MCS150_DATE', warnings);
    if (ix.mileageYear >= 0) {
      // `15,000 (2022)`: mileage and its year in one cell.
      const raw = f[ix.mileageYear].trim();
      const m = /^([\d,]+)\s*\((\d{4})\)$/.exec(raw);
      if (/^0?\s*\(\s*\)$/.test(raw)) {
        // `0 ()`: SAFER's way of saying no mileage reported.
        fields.mcs150Mileage = 0;
        fields.mcs150MileageYear = 0;
      } else if (m) {
        fields.mcs150Mileage = parseIntLoose(m[1]) ?? 0;
        fields.mcs150MileageYear = Number(m[2]);
      } else if (raw !== '') warnings.push(`MCS_150_MILEAGE_YEAR: not "miles (year)" ${JSON.stringify(raw)}`);
    }
    const takenAt = ix.takenAt >= 0 ? dateCell(f, ix.takenAt, 'DATA_SOURCE_MODIFIED_DT', warnings) : '';
    const update: SaferUpdate = {
      kind: 'safer',
      source,
      line,
      asOf: takenAt || asOf,
      dotNumber: dot,
      dockets: parseDocketList(cell(f, ix.dockets)),
      entityType: cleanText(cell(f, ix.entity)).toUpperCase(),
      operatingStatus: status,
      // OUT-OF-SERVICE, or an out-of-service date on a row whose status cell is blank (FMSCA_records.csv has both).
      outOfService: /OUT[- ]OF[- ]SERVICE/i.test(status) || (status === '' && oosDate !== ''),
      outOfServiceDate: oosDate,
      fields,
    };
    return withWarnings(update, warnings);
  };
}

export const saferLayout: Layout = {
  id: 'safer-snapshot',
  title: 'SAFER company snapshot CSV (fmcsa_on_off.csv, FMSCA_records.csv, safer_online.csv)',
  mapsByName: true,
  match(first) {
    const h = new HeaderIndex(first);
    if (!h.has('DOT_NUMBER', 'USDOT_NUMBER')) return { score: 0, hasHeader: true };
    const markers = ['ENTITY_TYPE', 'OPERATING_STATUS', 'OUT_OF_SERVICE_DATE', 'MC_MX_FF_NUMBER_S', 'MC_MX_FF_NUMBER'].filter((m) => h.has(m)).length;
    return { score: markers >= 2 ? 0.9 : 0, hasHeader: true };
  },
  bind: (header, options) => bindSafer(header, options.asOf),
};
