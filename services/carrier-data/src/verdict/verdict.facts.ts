/**
 * What the verdict rules read besides the carrier record: which data sets LogiScope holds (and as of when), links to
 * revoked or out-of-service carriers, contact changes seen between imports, and other brokers' reports. Plain data,
 * gathered by the application service; the rules stay pure.
 */
import type { Dataset } from '@logiscope/proto';
import type { CarrierRecord } from '../carrier/carrier.model';
import { DATASET_CATALOG, effectiveFileDate } from '../datasets/dataset-catalog';
import { daysFrom } from '../datasets/dataset-freshness';
import type { SourceKind } from '../ingest/updates';

/** Imported data sets with the date of their newest file ('' when undated). A data set absent here was never imported. */
export type DatasetCoverageMap = Partial<Record<Dataset, string>>;

/**
 * The files each data set comes from. li-carrier-search only ever flags out-of-service, so it proves no absence.
 * Carrier rows (legacy L&I, Motus) say what BI&PD is on file and whether a revocation is pending; Motus AuthHist
 * records out-of-service actions on authorities.
 */
export const DATASET_SOURCES: Readonly<Record<Dataset, readonly SourceKind[]>> = {
  census: ['census-42', 'census-147'],
  identifiers: ['census-42', 'census-147'],
  authority: ['safer-snapshot', 'li-carrier', 'motus-carrier', 'motus-authhist'],
  'out-of-service': ['safer-snapshot', 'motus-authhist'],
  // SAFER snapshot layouts carry no rating column (layouts/safer.ts): only the Company Census File rates.
  safety: ['census-147'],
  insurance: ['li-actpendins', 'li-insur', 'motus-insur', 'motus-inshist', 'li-carrier', 'motus-carrier'],
  revocations: ['li-revocation', 'motus-revokesuspend', 'li-carrier'],
  inspections: ['inspection-units'],
  'contact-history': ['census-42', 'census-147'],
  reports: [],
};

/** The subjects whose data must be fresh for a Pass (README: authority, insurance, out-of-service). */
export type FreshSubject = 'authority' | 'insurance' | 'out-of-service';

/** Per data set kind, the latest day LogiScope holds it completely (completeThrough of the import runs). */
export type CompleteMap = Partial<Record<SourceKind, string>>;

export interface Confirmation {
  /** The day the subject's data was last confirmed for this company ('' never). */
  date: string;
  /** The data set that confirms it ('' none). */
  kind: SourceKind | '';
  stale: boolean;
}

/**
 * When a company's data of a subject was last confirmed: the newest file of that subject that named it (legacy L&I
 * files say nothing newer than the cutover), or — because Motus holds every company that transacted since the cutover
 * — the day a Motus data set confirming the subject is complete through, whether or not it names the company.
 */
export function confirmation(record: Pick<CarrierRecord, 'sources'>, subject: FreshSubject, complete: CompleteMap, today: string, limitDays: number): Confirmation {
  let date = '';
  let kind: SourceKind | '' = '';
  const consider = (k: SourceKind, d: string) => {
    if (d && d > date) {
      date = d;
      kind = k;
    }
  };
  const own = sourcesOf(record);
  for (const k of DATASET_SOURCES[subject]) {
    const d = own.get(k);
    if (d) consider(k, effectiveFileDate(k, d));
  }
  for (const [k, d] of Object.entries(complete) as [SourceKind, string][]) {
    if (DATASET_CATALOG[k]?.family === 'motus' && DATASET_CATALOG[k].confirms.includes(subject)) consider(k, d);
  }
  return { date, kind, stale: !date || daysFrom(date, today) > limitDays };
}

/** Data sets a set of imported file kinds covers; reports are always known (LogiScope's own). */
export function coverageOf(imported: ReadonlyMap<string, string>): DatasetCoverageMap {
  const out: DatasetCoverageMap = { reports: '' };
  for (const [dataset, sources] of Object.entries(DATASET_SOURCES) as [Dataset, readonly SourceKind[]][]) {
    const dates = sources.filter((s) => imported.has(s)).map((s) => imported.get(s) ?? '');
    if (dates.length > 0) out[dataset] = dates.sort().at(-1) ?? '';
  }
  return out;
}

/** The file kinds a record's `sources` name (`<kind>@<asOf>`, or `<kind>` undated), each with its date ('' undated). */
export function sourcesOf(record: Pick<CarrierRecord, 'sources'>): Map<string, string> {
  const out = new Map<string, string>();
  for (const s of record.sources ?? []) {
    const at = s.indexOf('@');
    out.set(at < 0 ? s : s.slice(0, at), at < 0 ? '' : s.slice(at + 1));
  }
  return out;
}

/** The date this carrier's data of a data set carries: its own newest source of that kind, else the data set's date. */
export function asOfFor(record: Pick<CarrierRecord, 'sources'>, dataset: Dataset, coverage: DatasetCoverageMap): string {
  let best = '';
  for (const [kind, asOf] of sourcesOf(record)) if (DATASET_SOURCES[dataset].includes(kind as SourceKind) && asOf > best) best = asOf;
  return best || coverage[dataset] || '';
}

/** Whether the carrier's own record holds data of this data set (a file of that kind named it). */
export function recordHas(record: Pick<CarrierRecord, 'sources'>, dataset: Dataset): boolean {
  return [...sourcesOf(record).keys()].some((kind) => DATASET_SOURCES[dataset].includes(kind as SourceKind));
}

/** Another carrier sharing an identifier with this one whose authority is revoked or that is out of service. */
export interface FlaggedLink {
  kind: 'phone' | 'email' | 'address' | 'officer' | 'vin';
  value: string;
  dotNumber: string;
  name: string;
}

export interface VerdictFacts {
  /** ISO day the verdict is for. */
  today: string;
  coverage: DatasetCoverageMap;
  /** How far each data set is held completely (for freshness); none held when omitted. */
  complete?: CompleteMap;
  /** Links to revoked or out-of-service carriers (registered agents and filing services already left out). */
  flaggedLinks: readonly FlaggedLink[];
  /** The last phone, e-mail or address change LogiScope saw ('' none), and since when it has been watching. */
  contacts: { lastChanged: string; trackingSince: string };
  /** Negative reports other brokers filed that this company can see. */
  negativeReports: number;
  /** FreightGuard incidents this company can see that are not resolved (pending, disputed or verified); 0 when omitted. */
  openIncidents?: number;
}
