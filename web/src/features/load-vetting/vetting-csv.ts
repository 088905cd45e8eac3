import type { VettingView } from '@logiscope/proto/views';
import { CSV_BOM, toCsv, type CsvValue } from '../../shared/utils/csv';

/**
 * The columns of the vetting history's CSV, in order; `key` names the header's i18n key (compliance:vetting.csv.<key>).
 * Every field a court or an insurer asks for: the load, the carrier, the verdict and its rules, who, when, whether a
 * later record replaced it. The checks themselves are in the record's PDF and JSON (one line per load here).
 */
export const VETTING_CSV_COLUMNS: readonly { key: string; value: (r: VettingView) => CsvValue }[] = [
  { key: 'code', value: (r) => r.code },
  { key: 'vettedAt', value: (r) => r.vettedAt },
  { key: 'loadReference', value: (r) => r.loadReference },
  { key: 'pickupDate', value: (r) => r.pickupDate },
  { key: 'lane', value: (r) => r.lane },
  { key: 'carrierName', value: (r) => r.carrierName },
  { key: 'dotNumber', value: (r) => r.dotNumber },
  { key: 'mcNumber', value: (r) => (r.mcNumber ? `MC-${r.mcNumber}` : '') },
  { key: 'verdict', value: (r) => r.outcome },
  { key: 'failingChecks', value: (r) => r.checks.filter((c) => c.outcome !== 'PASS').map((c) => `${c.rule} (${c.outcome})`).join('; ') },
  { key: 'overrideReason', value: (r) => r.overrideReason },
  { key: 'profile', value: (r) => r.profile },
  { key: 'requestedBy', value: (r) => r.requestedBy },
  { key: 'supersededBy', value: (r) => r.supersededBy },
  { key: 'retainUntil', value: (r) => r.retainUntil },
  { key: 'verifyUrl', value: (r) => r.verifyUrl },
];

/** The CSV text (with a BOM for Excel) of records; `header(key)` gives each column's title. */
export function vettingsToCsv(records: readonly VettingView[], header: (key: string) => string): string {
  return CSV_BOM + toCsv(
    VETTING_CSV_COLUMNS.map((column) => header(column.key)),
    records.map((record) => VETTING_CSV_COLUMNS.map((column) => column.value(record))),
  );
}
