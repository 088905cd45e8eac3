/**
 * Every FMCSA data set LogiScope imports: its file kind (the layout id, also the `sources` entry of a record), what a
 * broker knows it as, where the DOT open data portal publishes it (baseline "All With History" and daily difference
 * ids), and which verdict subjects it feeds. Pure data; the layouts, the refresh job and the Data sets screen read it.
 */
import type { Dataset } from '@logiscope/proto/views';
import type { SourceKind } from '../ingest/updates';

/** The legacy L&I system stopped on this day (Motus cutover): no legacy file holds a fact newer than it. */
export const LEGACY_FROZEN_ON = '2026-05-14';

export type DatasetFamily = 'census' | 'legacy' | 'motus' | 'other';

export interface DatasetInfo {
  kind: SourceKind;
  title: string;
  family: DatasetFamily;
  /** Portal id of the whole data set ("All With History"); '' when the portal has none LogiScope reads. */
  baselineId: string;
  /** Portal id of the daily difference file; '' when none. */
  dailyId: string;
  /** Verdict subjects whose freshness this data set confirms. */
  confirms: readonly Dataset[];
}

const info = (kind: SourceKind, title: string, family: DatasetFamily, baselineId: string, dailyId: string, confirms: readonly Dataset[] = []): DatasetInfo => ({
  kind,
  title,
  family,
  baselineId,
  dailyId,
  confirms,
});

export const DATASET_CATALOG: Readonly<Record<SourceKind, DatasetInfo>> = {
  'census-147': info('census-147', 'Company Census File', 'census', 'az4n-8mr2', ''),
  'census-42': info('census-42', 'SMS Motor Carrier Census', 'census', 'kjg3-diqy', ''),
  'safer-snapshot': info('safer-snapshot', 'SAFER company snapshot', 'other', '', '', ['authority', 'out-of-service']),
  'li-carrier': info('li-carrier', 'L&I Carrier (legacy)', 'legacy', '6eyk-hxee', ''),
  'li-authhist': info('li-authhist', 'L&I AuthHist (legacy)', 'legacy', '9mw4-x3tu', ''),
  'li-actpendins': info('li-actpendins', 'L&I ActPendInsur (legacy)', 'legacy', '', ''),
  'li-insur': info('li-insur', 'L&I Insur (legacy)', 'legacy', 'qh9u-swkp', ''),
  'li-revocation': info('li-revocation', 'L&I Revocation (legacy)', 'legacy', 'sa6p-acbp', ''),
  'li-carrier-search': info('li-carrier-search', 'L&I carrier search (legacy)', 'legacy', '', ''),
  'motus-carrier': info('motus-carrier', 'Motus Carrier', 'motus', 'inys-ebih', 'nakq-58th', ['authority']),
  'motus-insur': info('motus-insur', 'Motus Insur', 'motus', 'c5y8-a4uz', 'x96h-evps', ['insurance']),
  'motus-inshist': info('motus-inshist', 'Motus InsHist', 'motus', '3uet-3z4i', 'xe5s-wca7', ['insurance']),
  'motus-authhist': info('motus-authhist', 'Motus AuthHist', 'motus', 'yu5v-wbh6', 'dm5j-zc6c', ['authority', 'out-of-service']),
  'motus-revokesuspend': info('motus-revokesuspend', 'Motus RevokeSuspend', 'motus', 'wb4f-neki', 'e67p-xyd5', ['revocations']),
  'motus-boc3': info('motus-boc3', 'Motus BOC-3 process agents', 'motus', '6snj-ed7q', 'mhr5-hjyc'),
  'inspection-units': info('inspection-units', 'SMS Input – Inspection', 'other', 'rbkj-cgst', ''),
};

export const DATASET_KINDS = Object.keys(DATASET_CATALOG) as SourceKind[];

/** The Motus data sets, in the order the refresh applies them (authorities before the filings that hang on them). */
export const MOTUS_KINDS: readonly SourceKind[] = ['motus-carrier', 'motus-authhist', 'motus-revokesuspend', 'motus-insur', 'motus-inshist', 'motus-boc3'];

/** The data set whose daily difference id a file name holds (`nakq-58th.json` → motus-carrier), else null. */
export function dailyKindOfFileName(fileName: string): SourceKind | null {
  const base = fileName.replace(/^.*[\\/]/, '').toLowerCase();
  for (const d of Object.values(DATASET_CATALOG)) if (d.dailyId && base.includes(d.dailyId)) return d.kind;
  return null;
}

/** The data set whose portal id (daily or baseline) a file name holds, else null. */
export function kindOfFileName(fileName: string): SourceKind | null {
  const base = fileName.replace(/^.*[\\/]/, '').toLowerCase();
  for (const d of Object.values(DATASET_CATALOG)) if ((d.dailyId && base.includes(d.dailyId)) || (d.baselineId && base.includes(d.baselineId))) return d.kind;
  return null;
}

/** The date a file's facts count from: a legacy L&I file says nothing newer than the cutover, whatever its name says. */
export function effectiveFileDate(kind: SourceKind, asOf: string): string {
  if (DATASET_CATALOG[kind]?.family !== 'legacy') return asOf;
  return asOf && asOf < LEGACY_FROZEN_ON ? asOf : LEGACY_FROZEN_ON;
}
