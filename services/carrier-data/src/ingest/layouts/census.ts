/**
 * FMCSA census layouts, mapped by column NAME (so column order changes and either layout work):
 *
 * - `census-42`: the SMS "Motor Carrier Census" monthly file (`FMCSA_CENSUS1_<YYYYMon>`, data.transportation.gov
 *   kjg3-diqy): DOT_NUMBER, LEGAL_NAME, ..., TELEPHONE, NBR_POWER_UNIT, DRIVER_TOTAL, ... (CENSUS_42_HEADER).
 *   Dates DD-MON-YY, phones (NNN) NNN-NNNN.
 * - `census-147`: the "Company Census File" (data.transportation.gov az4n-8mr2, CENSUS_147_HEADER): PHONE,
 *   CELL_PHONE, COMPANY_OFFICER_1/2, DOCKET1PREFIX/DOCKET1 .. DOCKET3, PRIOR_REVOKE_*, SAFETY_RATING,
 *   POWER_UNITS, TOTAL_DRIVERS, CARRIER_MAILING_*, STATUS_CODE ... Dates are read in any FMCSA format.
 *
 * The operation's classification (`classifications`) comes from the 42-column file's flag columns (AUTHORIZED_FOR_HIRE,
 * ..., OP_OTHER) or the 147-column file's CLASSDEF (`PRIVATE PROPERTY;AUTHORIZED FOR HIRE`): classification.ts.
 *
 * MC numbers come only from dockets whose prefix is MC (DOCKETnPREFIX = MC); MX/FF dockets are kept as dockets.
 * Lower-case headers (Socrata API exports) work too: names are compared upper-cased.
 */
import { normalizeDocket, normalizeDot, normalizeEmail, normalizePhone, parseFlag, cleanText, cleanUpper } from '../normalize';
import type { CensusExtras, CensusFields, CensusUpdate, MapResult, SourceKind } from '../updates';
import { rowError, withWarnings } from '../updates';
import { HeaderIndex, cell, fieldCountReason, type BindOptions, type Layout, type RowMapper } from './layout';
import { addressCells, dateCell, intCell, type AddressColumns } from './values';
import { classificationsOfFlags, flagColumnsOf, parseClassdef } from './classification';

/** Exact header of the 42-column census sample (FMCSA_CENSUS1_sample.csv). */
export const CENSUS_42_HEADER = [
  'DOT_NUMBER', 'LEGAL_NAME', 'DBA_NAME', 'CARRIER_OPERATION', 'HM_FLAG', 'PC_FLAG', 'PHY_STREET', 'PHY_CITY', 'PHY_STATE', 'PHY_ZIP',
  'PHY_COUNTRY', 'MAILING_STREET', 'MAILING_CITY', 'MAILING_STATE', 'MAILING_ZIP', 'MAILING_COUNTRY', 'TELEPHONE', 'FAX', 'EMAIL_ADDRESS',
  'MCS150_DATE', 'MCS150_MILEAGE', 'MCS150_MILEAGE_YEAR', 'ADD_DATE', 'OIC_STATE', 'NBR_POWER_UNIT', 'DRIVER_TOTAL', 'RECENT_MILEAGE',
  'RECENT_MILEAGE_YEAR', 'VMT_SOURCE_ID', 'PRIVATE_ONLY', 'AUTHORIZED_FOR_HIRE', 'EXEMPT_FOR_HIRE', 'PRIVATE_PROPERTY',
  'PRIVATE_PASSENGER_BUSINESS', 'PRIVATE_PASSENGER_NONBUSINESS', 'MIGRANT', 'US_MAIL', 'FEDERAL_GOVERNMENT', 'STATE_GOVERNMENT',
  'LOCAL_GOVERNMENT', 'INDIAN_TRIBE', 'OP_OTHER',
] as const;

/**
 * Header of the "Company Census File" CSV export (data.transportation.gov az4n-8mr2), 147 columns in this order.
 * Source: the export's header contract as recorded by a public ingestion project's preflight of
 * https://data.transportation.gov/api/views/az4n-8mr2/rows.csv (147-column header, first row width 147), and the
 * same 147 names in the same order in another project's test fixture of that feed. Not verified against a live
 * download here (no internet): mapping is by name, so a reordered or extended header still maps.
 */
export const CENSUS_147_HEADER = [
  'MCS150_DATE', 'ADD_DATE', 'STATUS_CODE', 'DOT_NUMBER', 'DUN_BRADSTREET_NO', 'PHY_OMC_REGION', 'SAFETY_INV_TERR', 'CARRIER_OPERATION',
  'BUSINESS_ORG_ID', 'MCS150_MILEAGE', 'MCS150_MILEAGE_YEAR', 'MCS151_MILEAGE', 'TOTAL_CARS', 'MCS150_UPDATE_CODE_ID', 'PRIOR_REVOKE_FLAG',
  'PRIOR_REVOKE_DOT_NUMBER', 'PHONE', 'FAX', 'CELL_PHONE', 'COMPANY_OFFICER_1', 'COMPANY_OFFICER_2', 'BUSINESS_ORG_DESC', 'TRUCK_UNITS',
  'POWER_UNITS', 'BUS_UNITS', 'FLEETSIZE', 'REVIEW_ID', 'RECORDABLE_CRASH_RATE', 'MAIL_NATIONALITY_INDICATOR', 'PHY_NATIONALITY_INDICATOR',
  'PHY_BARRIO', 'MAIL_BARRIO', 'CARSHIP', 'DOCKET1PREFIX', 'DOCKET1', 'DOCKET2PREFIX', 'DOCKET2', 'DOCKET3PREFIX', 'DOCKET3', 'POINTNUM',
  'TOTAL_INTRASTATE_DRIVERS', 'MCSIPSTEP', 'MCSIPDATE', 'HM_Ind', 'INTERSTATE_BEYOND_100_MILES', 'INTERSTATE_WITHIN_100_MILES',
  'INTRASTATE_BEYOND_100_MILES', 'INTRASTATE_WITHIN_100_MILES', 'TOTAL_CDL', 'TOTAL_DRIVERS', 'AVG_DRIVERS_LEASED_PER_MONTH', 'CLASSDEF',
  'LEGAL_NAME', 'DBA_NAME', 'PHY_STREET', 'PHY_CITY', 'PHY_COUNTRY', 'PHY_STATE', 'PHY_ZIP', 'PHY_CNTY', 'CARRIER_MAILING_STREET',
  'CARRIER_MAILING_STATE', 'CARRIER_MAILING_CITY', 'CARRIER_MAILING_COUNTRY', 'CARRIER_MAILING_ZIP', 'CARRIER_MAILING_CNTY',
  'CARRIER_MAILING_UND_DATE', 'DRIVER_INTER_TOTAL', 'EMAIL_ADDRESS', 'REVIEW_TYPE', 'REVIEW_DATE', 'SAFETY_RATING', 'SAFETY_RATING_DATE',
  'UNDELIV_PHY', 'CRGO_GENFREIGHT', 'CRGO_HOUSEHOLD', 'CRGO_METALSHEET', 'CRGO_MOTOVEH', 'CRGO_DRIVETOW', 'CRGO_LOGPOLE', 'CRGO_BLDGMAT',
  'CRGO_MOBILEHOME', 'CRGO_MACHLRG', 'CRGO_PRODUCE', 'CRGO_LIQGAS', 'CRGO_INTERMODAL', 'CRGO_PASSENGERS', 'CRGO_OILFIELD', 'CRGO_LIVESTOCK',
  'CRGO_GRAINFEED', 'CRGO_COALCOKE', 'CRGO_MEAT', 'CRGO_GARBAGE', 'CRGO_USMAIL', 'CRGO_CHEM', 'CRGO_DRYBULK', 'CRGO_COLDFOOD',
  'CRGO_BEVERAGES', 'CRGO_PAPERPROD', 'CRGO_UTILITY', 'CRGO_FARMSUPP', 'CRGO_CONSTRUCT', 'CRGO_WATERWELL', 'CRGO_CARGOOTHR',
  'CRGO_CARGOOTHR_DESC', 'OWNTRUCK', 'OWNTRACT', 'OWNTRAIL', 'OWNCOACH', 'OWNSCHOOL_1_8', 'OWNSCHOOL_9_15', 'OWNSCHOOL_16', 'OWNBUS_16',
  'OWNVAN_1_8', 'OWNVAN_9_15', 'OWNLIMO_1_8', 'OWNLIMO_9_15', 'OWNLIMO_16', 'TRMTRUCK', 'TRMTRACT', 'TRMTRAIL', 'TRMCOACH', 'TRMSCHOOL_1_8',
  'TRMSCHOOL_9_15', 'TRMSCHOOL_16', 'TRMBUS_16', 'TRMVAN_1_8', 'TRMVAN_9_15', 'TRMLIMO_1_8', 'TRMLIMO_9_15', 'TRMLIMO_16', 'TRPTRUCK',
  'TRPTRACT', 'TRPTRAIL', 'TRPCOACH', 'TRPSCHOOL_1_8', 'TRPSCHOOL_9_15', 'TRPSCHOOL_16', 'TRPBUS_16', 'TRPVAN_1_8', 'TRPVAN_9_15',
  'TRPLIMO_1_8', 'TRPLIMO_9_15', 'TRPLIMO_16', 'DOCKET1_STATUS_CODE', 'DOCKET2_STATUS_CODE', 'DOCKET3_STATUS_CODE',
] as const;

const SAFETY_RATINGS: Record<string, CensusFields['safetyRating']> = {
  S: 'SATISFACTORY',
  SATISFACTORY: 'SATISFACTORY',
  C: 'CONDITIONAL',
  CONDITIONAL: 'CONDITIONAL',
  U: 'UNSATISFACTORY',
  UNSATISFACTORY: 'UNSATISFACTORY',
};

/** S/C/U or the word → the model's rating; anything else (N, blank, NOT RATED) → ''. */
export function parseSafetyRating(raw: string): NonNullable<CensusFields['safetyRating']> {
  return SAFETY_RATINGS[raw.trim().toUpperCase()] ?? '';
}

/** Columns only the 147-column file has (two of them make a header the 147-column one). */
const MARKERS_147 = ['DOCKET1PREFIX', 'COMPANY_OFFICER_1', 'CARRIER_MAILING_STREET', 'PRIOR_REVOKE_FLAG', 'DUN_BRADSTREET_NO', 'CELL_PHONE'];
const SAFER_MARKERS = ['ENTITY_TYPE', 'OPERATING_STATUS', 'MC_MX_FF_NUMBER_S', 'MC_MX_FF_NUMBER'];

function bindCensus(source: 'census-42' | 'census-147', header: string[] | null, options: BindOptions): RowMapper {
  if (!header) throw new Error(`${source} needs its header row`);
  const h = new HeaderIndex(header);
  const width = h.size;
  const ix = {
    dot: h.get('DOT_NUMBER', 'USDOT_NUMBER'),
    legal: h.get('LEGAL_NAME'),
    dba: h.get('DBA_NAME'),
    op: h.get('CARRIER_OPERATION'),
    hm: h.get('HM_FLAG', 'HM_IND'),
    pc: h.get('PC_FLAG'),
    phone: h.get('TELEPHONE', 'PHONE'),
    fax: h.get('FAX'),
    cell: h.get('CELL_PHONE'),
    email: h.get('EMAIL_ADDRESS'),
    officer1: h.get('COMPANY_OFFICER_1'),
    officer2: h.get('COMPANY_OFFICER_2'),
    power: h.get('NBR_POWER_UNIT', 'POWER_UNITS'),
    drivers: h.get('DRIVER_TOTAL', 'TOTAL_DRIVERS'),
    addDate: h.get('ADD_DATE'),
    mcs150Date: h.get('MCS150_DATE'),
    mileage: h.get('MCS150_MILEAGE'),
    mileageYear: h.get('MCS150_MILEAGE_YEAR'),
    rating: h.get('SAFETY_RATING'),
    ratingDate: h.get('SAFETY_RATING_DATE'),
    priorFlag: h.get('PRIOR_REVOKE_FLAG'),
    priorDot: h.get('PRIOR_REVOKE_DOT_NUMBER', 'PRIOR_REVOKE_DOT'),
    status: h.get('STATUS_CODE'),
    duns: h.get('DUN_BRADSTREET_NO'),
    classdef: h.get('CLASSDEF'),
  };
  // The classification: CLASSDEF (147 columns) or the Y/N flag columns (42 columns); neither → the field is left alone.
  const flagColumns = ix.classdef >= 0 ? null : flagColumnsOf(h);
  const phy: AddressColumns = {
    street: h.get('PHY_STREET'),
    city: h.get('PHY_CITY'),
    state: h.get('PHY_STATE'),
    zip: h.get('PHY_ZIP'),
    country: h.get('PHY_COUNTRY'),
  };
  const mail: AddressColumns = {
    street: h.get('MAILING_STREET', 'CARRIER_MAILING_STREET'),
    city: h.get('MAILING_CITY', 'CARRIER_MAILING_CITY'),
    state: h.get('MAILING_STATE', 'CARRIER_MAILING_STATE'),
    zip: h.get('MAILING_ZIP', 'CARRIER_MAILING_ZIP'),
    country: h.get('MAILING_COUNTRY', 'CARRIER_MAILING_COUNTRY'),
  };
  const dockets: { prefix: number; number: number; status: number; name: string }[] = [];
  for (let k = 1; k <= 9; k++) {
    const prefix = h.get(`DOCKET${k}PREFIX`, `DOCKET${k}_PREFIX`);
    const number = h.get(`DOCKET${k}`);
    if (prefix >= 0 && number >= 0) dockets.push({ prefix, number, status: h.get(`DOCKET${k}_STATUS_CODE`), name: `DOCKET${k}` });
  }
  const hasOfficers = ix.officer1 >= 0 || ix.officer2 >= 0;
  const hasPrior = ix.priorDot >= 0 || ix.priorFlag >= 0;
  const asOf = options.asOf;

  return (fields: string[], line: number): MapResult => {
    if (fields.length !== width) return rowError(source, line, fieldCountReason(width, fields.length));
    const rawDot = cell(fields, ix.dot);
    const dot = normalizeDot(rawDot);
    if (dot === null) return rowError(source, line, `DOT_NUMBER is not a number: ${JSON.stringify(rawDot)}`);
    if (dot === '') return rowError(source, line, 'DOT_NUMBER is empty');
    const warnings: string[] = [];
    const f: CensusFields = {};
    if (ix.legal >= 0) f.legalName = cleanText(fields[ix.legal]);
    if (ix.dba >= 0) f.dbaName = cleanText(fields[ix.dba]);
    if (ix.op >= 0) {
      const op = fields[ix.op].trim().toUpperCase();
      f.carrierOperation = op === 'A' || op === 'B' || op === 'C' ? op : '';
      if (op !== '' && f.carrierOperation === '') warnings.push(`CARRIER_OPERATION: unknown ${JSON.stringify(op)}`);
    }
    if (ix.classdef >= 0) f.classifications = parseClassdef(fields[ix.classdef]);
    else if (flagColumns) f.classifications = classificationsOfFlags(fields, flagColumns);
    if (ix.hm >= 0) f.hazmat = parseFlag(fields[ix.hm]);
    if (ix.pc >= 0) f.passengerCarrier = parseFlag(fields[ix.pc]);
    if (phy.street >= 0 || phy.city >= 0) f.physicalAddress = addressCells(fields, phy);
    if (mail.street >= 0 || mail.city >= 0) f.mailingAddress = addressCells(fields, mail);
    if (ix.phone >= 0) f.phone = normalizePhone(fields[ix.phone]);
    if (ix.fax >= 0) f.fax = normalizePhone(fields[ix.fax]);
    if (ix.email >= 0) f.email = normalizeEmail(fields[ix.email]);
    if (hasOfficers) {
      const officers: string[] = [];
      const o1 = cleanUpper(cell(fields, ix.officer1));
      const o2 = cleanUpper(cell(fields, ix.officer2));
      if (o1) officers.push(o1);
      if (o2 && o2 !== o1) officers.push(o2);
      f.officers = officers;
    }
    if (ix.power >= 0) f.powerUnits = intCell(fields, ix.power, 'POWER_UNITS', warnings);
    if (ix.drivers >= 0) f.drivers = intCell(fields, ix.drivers, 'DRIVERS', warnings);
    if (ix.addDate >= 0) f.addDate = dateCell(fields, ix.addDate, 'ADD_DATE', warnings);
    if (ix.mcs150Date >= 0) f.mcs150Date = dateCell(fields, ix.mcs150Date, 'MCS150_DATE', warnings);
    if (ix.mileage >= 0) f.mcs150Mileage = intCell(fields, ix.mileage, 'MCS150_MILEAGE', warnings);
    if (ix.mileageYear >= 0) f.mcs150MileageYear = intCell(fields, ix.mileageYear, 'MCS150_MILEAGE_YEAR', warnings);
    if (ix.rating >= 0) f.safetyRating = parseSafetyRating(fields[ix.rating]);
    if (ix.ratingDate >= 0) f.safetyRatingDate = dateCell(fields, ix.ratingDate, 'SAFETY_RATING_DATE', warnings);
    if (hasPrior) {
      // The DOT number of the carrier's earlier, revoked registration (PRIOR_REVOKE_FLAG Y): a chameleon signal.
      const rawPrior = cell(fields, ix.priorDot);
      const prior = normalizeDot(rawPrior);
      if (prior === null) warnings.push(`PRIOR_REVOKE_DOT_NUMBER: not a number ${JSON.stringify(rawPrior)}`);
      f.priorRevokeDotNumber = prior ?? '';
    }
    if (ix.status >= 0) {
      const code = cell(fields, ix.status).trim().toUpperCase();
      f.usdotStatus = code === 'A' ? 'ACTIVE' : code === 'I' ? 'INACTIVE' : code === 'P' ? 'PENDING' : '';
    }
    const docketList: string[] = [];
    const extras: CensusExtras = { statusCode: cell(fields, ix.status).trim().toUpperCase(), cellPhone: normalizePhone(cell(fields, ix.cell)), dunsNumber: cell(fields, ix.duns).trim(), docketStatus: {} };
    for (const d of dockets) {
      const prefix = fields[d.prefix].trim();
      const number = fields[d.number].trim();
      if (prefix === '' && number === '') continue;
      const docket = normalizeDocket(prefix, number);
      if (!docket) {
        warnings.push(`${d.name}: not a MC/MX/FF docket ${JSON.stringify(`${prefix}${number}`)}`);
        continue;
      }
      if (!docketList.includes(docket)) docketList.push(docket);
      const status = cell(fields, d.status).trim().toUpperCase();
      if (status) extras.docketStatus[docket] = status;
    }
    const update: CensusUpdate = { kind: 'census', source, line, asOf, dotNumber: dot, fields: f, dockets: docketList, extras };
    return withWarnings(update, warnings);
  };
}

function matchCensus(first: string[], want: 'census-42' | 'census-147'): { score: number; hasHeader: boolean } {
  const h = new HeaderIndex(first);
  if (!h.has('DOT_NUMBER') || !h.has('LEGAL_NAME')) return { score: 0, hasHeader: true };
  if (SAFER_MARKERS.some((m) => h.has(m))) return { score: 0, hasHeader: true };
  const is147 = MARKERS_147.filter((m) => h.has(m)).length >= 2;
  if (want === 'census-147') {
    if (!is147) return { score: 0, hasHeader: true };
    const known = CENSUS_147_HEADER.filter((c) => h.has(c.toUpperCase())).length;
    return { score: 0.6 + 0.4 * (known / CENSUS_147_HEADER.length), hasHeader: true };
  }
  if (is147 || !(h.has('TELEPHONE') || h.has('NBR_POWER_UNIT'))) return { score: 0, hasHeader: true };
  const known = CENSUS_42_HEADER.filter((c) => h.has(c)).length;
  return { score: 0.6 + 0.4 * (known / CENSUS_42_HEADER.length), hasHeader: true };
}

function censusLayout(id: 'census-42' | 'census-147', title: string): Layout {
  return {
    id,
    title,
    mapsByName: true,
    match: (first) => matchCensus(first, id),
    bind: (header, options) => bindCensus(id, header, options),
  };
}

export const census42Layout: Layout = censusLayout('census-42', 'FMCSA SMS Motor Carrier Census (42 columns, FMCSA_CENSUS1)');
export const census147Layout: Layout = censusLayout('census-147', 'FMCSA Company Census File (147 columns, az4n-8mr2)');

export type CensusSource = Extract<SourceKind, 'census-42' | 'census-147'>;
