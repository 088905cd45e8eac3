import type { DocumentCollection, DocumentStore, IndexSpec, TextIndex } from '@logiscope/infra';
import type { FreightGuardCategory, FreightGuardSeverity, FreightGuardStatus } from '@logiscope/proto/views';

/** One FreightGuard incident as the list shows it (a retracted incident is deleted: it leaves every view). */
export interface IncidentDoc {
  id: string;
  /** Newest first: filedAt then id, so a page boundary never splits equal times. */
  sortKey: string;
  carrierId: string;
  /** Who "the same carrier" is for corroboration: the carrier record when linked, else its MC number. */
  carrierKey: string;
  carrierName: string;
  mcNumber: string;
  dotNumber: string;
  reportCategory: FreightGuardCategory;
  incidentType: string;
  severity: FreightGuardSeverity;
  description: string;
  location: string;
  incidentDate: string;
  /** Decimal dollars as the events carry them, '' when not stated. */
  monetaryImpact: string;
  isDoubleBrokerage: boolean;
  brokerageChain: string[];
  status: FreightGuardStatus;
  verifiedBy: '' | 'CORROBORATED' | 'OPERATOR';
  companyId: string;
  reporterName: string;
  reporterCompany: string;
  filedAt: string;
  responseDeadline: string;
  responseText: string;
  respondedAt: string;
  amountRecovered: string;
  resolvedAt: string;
  /** The carrier's credential for the response portal (ResponseLinkIssued, private): shown to the reporting company only. */
  responseId: string;
}

export const INCIDENTS = 'freightguard_incidents';
/**
 * The search box's index: each incident's terms (freightguard.terms.ts), newest filed first. A text index (SQLite
 * FTS5 in the embedded profile, term documents on MongoDB): one JSON row per term and incident, as before, took 450
 * bytes a term and most of a replay's time.
 */
export const SEARCH_INDEX = 'freightguard_search';

/** Every list the screen asks for reads one of these in order: no filter, a category, a status, both; corroboration's. */
const INCIDENT_INDEXES: IndexSpec[] = [
  { fields: ['sortKey'] },
  { fields: ['reportCategory', 'sortKey'] },
  { fields: ['status', 'sortKey'] },
  { fields: ['reportCategory', 'status', 'sortKey'] },
  // companyId last so corroboration's count (20 a page) reads the index alone, never the documents.
  { fields: ['carrierKey', 'reportCategory', 'filedAt', 'companyId'] },
  // The list's total: a category's or a status's count is a few rows of counts, not 60,000 index entries at 1 million.
  { fields: ['reportCategory', 'status'], counted: true },
];

export interface IncidentCollections {
  incidents: DocumentCollection<IncidentDoc>;
  terms: TextIndex;
}

export async function openIncidentCollections(documents: DocumentStore): Promise<IncidentCollections> {
  return {
    incidents: await documents.collection<IncidentDoc>(INCIDENTS, INCIDENT_INDEXES),
    terms: await documents.textIndex(SEARCH_INDEX),
  };
}

/** An incident's place in the search index: its filing time (newest first, like the list). */
export const searchRankOf = (filedAt: string): number => Math.max(0, Date.parse(filedAt) || 0);

export const sortKeyOf = (filedAt: string, id: string): string => `${filedAt}|${id}`;

/**
 * An incident as the service answers it (flat, so it travels over gRPC unchanged: '' stands for "none"); the gateway
 * turns it into the API's FreightGuardReportView with toFreightGuardView.
 */
export interface FreightGuardRecord extends Omit<IncidentDoc, 'sortKey' | 'carrierKey' | 'companyId'> {
  /** '' unless the caller's company filed it. */
  responseId: string;
  /** The caller's company filed it: it may resolve it. */
  isOwn: boolean;
  corroborations: number;
}

export function toFreightGuardRecord(doc: IncidentDoc, companyId: string, corroborations: number): FreightGuardRecord {
  const { sortKey: _sortKey, carrierKey: _carrierKey, companyId: owner, responseId, ...rest } = doc;
  const isOwn = owner === companyId;
  return { ...rest, isOwn, corroborations, responseId: isOwn ? (responseId ?? '') : '' };
}
