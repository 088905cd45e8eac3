import type { Carrier } from '../carriers/carrier.types';
import { formatMcNumber, formatPhone } from '../carriers/carrier.format';
import { authorityStatusOf, insuranceStatusOf, safetyRatingLabel } from '../carriers/carrier.rules';
import { verdictCsvOutcome, verdictCsvReasons } from '../carriers/verdict.rules';
import { CSV_BOM, toCsv, type CsvValue } from '../../shared/utils/csv';
import { localDateStamp } from '../../shared/utils/dates';

/**
 * Status cells as the API words them, never blank: UNKNOWN when no data set covers the company (a blank cell would
 * read like NONE, which says a covering data set shows no authority or liability).
 */
const authorityCell = (status: string | undefined) => authorityStatusOf(status);
const insuranceCell = (status: string | undefined) => insuranceStatusOf(status).replace(/_/g, ' ');

/** The columns of a carrier CSV export, in order; `key` names the header's i18n key (search:csv.<key>). */
export const CARRIER_CSV_COLUMNS: readonly { key: string; value: (carrier: Carrier) => CsvValue }[] = [
  { key: 'companyName', value: (c) => c.companyName },
  { key: 'legalName', value: (c) => c.legalName },
  { key: 'dbaName', value: (c) => c.dbaName },
  { key: 'mcNumber', value: (c) => formatMcNumber(c.mcNumber) },
  { key: 'dotNumber', value: (c) => c.dotNumber },
  { key: 'address', value: (c) => c.address },
  { key: 'city', value: (c) => c.city },
  { key: 'state', value: (c) => c.state },
  { key: 'zipCode', value: (c) => c.zipCode },
  { key: 'phone', value: (c) => formatPhone(c.phone) },
  { key: 'email', value: (c) => c.email },
  { key: 'website', value: (c) => c.website },
  { key: 'safetyRating', value: (c) => safetyRatingLabel(c.safetyRating) },
  { key: 'basicScore', value: (c) => c.basicScore },
  { key: 'authorityStatus', value: (c) => authorityCell(c.authorityStatus) },
  { key: 'insuranceStatus', value: (c) => insuranceCell(c.insuranceStatus) },
  { key: 'insuranceExpiryDate', value: (c) => c.insuranceExpiryDate },
  { key: 'riskScore', value: (c) => c.riskScore },
  { key: 'verdict', value: verdictCsvOutcome },
  { key: 'verdictReasons', value: verdictCsvReasons },
  { key: 'trucks', value: (c) => c.truckCount },
  { key: 'drivers', value: (c) => c.driverCount },
  { key: 'inspections', value: (c) => c.inspectionCount },
  { key: 'violations', value: (c) => c.violationCount },
  { key: 'crashes', value: (c) => c.crashCount },
  { key: 'oosRate', value: (c) => c.oosRate },
];

/** The CSV text (with a BOM for Excel) of carriers; `header(key)` gives each column's title. */
export function carriersToCsv(carriers: readonly Carrier[], header: (key: string) => string): string {
  return CSV_BOM + toCsv(
    CARRIER_CSV_COLUMNS.map((column) => header(column.key)),
    carriers.map((carrier) => CARRIER_CSV_COLUMNS.map((column) => column.value(carrier))),
  );
}

export function exportFileName(prefix: string, now: Date): string {
  return `${prefix}-${localDateStamp(now)}.csv`;
}

/** A Bulk Upload row: what was typed, whether it was found, and the record when it was. */
export interface BulkLookupRow {
  raw: string;
  kind: 'mc' | 'dot';
  number: string;
  outcome: 'pending' | 'found' | 'notFound' | 'failed';
  record?: {
    companyName?: string;
    legalName?: string;
    mcNumber?: string;
    dotNumber?: string;
    city?: string;
    state?: string;
    phone?: string;
    safetyRating?: string;
    authorityStatus?: string;
    insuranceStatus?: string;
    truckCount?: number;
    driverCount?: number;
  };
}

export const BULK_CSV_COLUMNS: readonly { key: string; value: (row: BulkLookupRow) => CsvValue }[] = [
  { key: 'input', value: (r) => r.raw },
  { key: 'kind', value: (r) => r.kind.toUpperCase() },
  { key: 'companyName', value: (r) => r.record?.companyName },
  { key: 'legalName', value: (r) => r.record?.legalName },
  { key: 'mcNumber', value: (r) => formatMcNumber(r.record?.mcNumber) },
  { key: 'dotNumber', value: (r) => r.record?.dotNumber },
  { key: 'city', value: (r) => r.record?.city },
  { key: 'state', value: (r) => r.record?.state },
  { key: 'phone', value: (r) => formatPhone(r.record?.phone) },
  { key: 'safetyRating', value: (r) => (r.record ? safetyRatingLabel(r.record.safetyRating) : '') },
  { key: 'authorityStatus', value: (r) => (r.record ? authorityCell(r.record.authorityStatus) : '') },
  { key: 'insuranceStatus', value: (r) => (r.record ? insuranceCell(r.record.insuranceStatus) : '') },
  { key: 'trucks', value: (r) => r.record?.truckCount },
  { key: 'drivers', value: (r) => r.record?.driverCount },
];

/** The Bulk Upload results as CSV: `header(key)` titles the columns, `outcome(row)` words the result. */
export function bulkResultsToCsv(rows: readonly BulkLookupRow[], header: (key: string) => string, outcome: (row: BulkLookupRow) => string): string {
  const columns = [BULK_CSV_COLUMNS[0], BULK_CSV_COLUMNS[1], { key: 'result', value: outcome }, ...BULK_CSV_COLUMNS.slice(2)];
  return CSV_BOM + toCsv(
    columns.map((column) => header(column.key)),
    rows.map((row) => columns.map((column) => column.value(row))),
  );
}
