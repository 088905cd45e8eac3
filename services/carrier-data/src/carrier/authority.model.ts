/**
 * Operating authority as FMCSA's files give it: one fact per (file kind, docket, kind of authority), each with its
 * status and the date it is true as of, so the legacy L&I snapshot, SAFER and Motus can disagree and the newer fact
 * win. AuthHist rows are kept as a timeline. Plain JSON, arrays sorted (records compare field by field).
 */
import type { SourceKind } from '../ingest/updates';

/**
 * What an authority lets its holder do. Only the CARRIER_* kinds authorise hauling; of those only CARRIER_PROPERTY
 * (incl. enterprise) takes any brokered freight load. BROKER and FREIGHT_FORWARDER never haul.
 */
export type AuthorityKind =
  | 'CARRIER_PROPERTY'
  | 'CARRIER_HHG'
  | 'CARRIER_PASSENGERS'
  | 'CARRIER_MEXICO'
  | 'CARRIER_NON_NA'
  | 'BROKER'
  | 'FREIGHT_FORWARDER';

export const CARRIER_KINDS: readonly AuthorityKind[] = ['CARRIER_PROPERTY', 'CARRIER_HHG', 'CARRIER_PASSENGERS', 'CARRIER_MEXICO', 'CARRIER_NON_NA'];

export const isCarrierKind = (kind: AuthorityKind): boolean => kind.startsWith('CARRIER_');

/** NONE: the source says the holder has no such authority (legacy COMMON_STAT = N); the rest as FMCSA says them. */
export type AuthorityState = 'ACTIVE' | 'PENDING' | 'INACTIVE' | 'REVOKED' | 'WITHDRAWN' | 'NONE';

export interface AuthorityFact {
  /** Prefix + digits ("MC123456"); '' when the source names no docket (a SAFER row without one). */
  docket: string;
  kind: AuthorityKind;
  /** The type as the source wrote it ("Motor Carrier of Property (Except Household Goods)", "COMMON, CONTRACT"). */
  label: string;
  status: AuthorityState;
  /** A revocation or suspension is pending on it (legacy *_REV_PEND). */
  revocationPending: boolean;
  /** The day the status took effect ('' unknown). */
  since: string;
  /** The date the fact is true as of: the row's own date, else its file's. The newer fact wins. */
  asOf: string;
  source: SourceKind;
  /** BI&PD liability FMCSA has on file for the docket, whole dollars (Carrier rows' BIPD_FILE); -1 when not said. */
  bipdOnFile: number;
  /** BI&PD FMCSA requires of it (MIN_COV_AMOUNT), whole dollars; -1 when not said. */
  bipdRequired: number;
}

/** One AuthHist row (legacy or Motus): what happened to an authority and when. */
export interface AuthorityEvent {
  docket: string;
  kind: AuthorityKind;
  label: string;
  /** GRANTED, Revoked, "Involuntary Suspension - ...", DISMISSED ... as FMCSA writes it. */
  action: string;
  /** The status it left the authority in ('' when the row does not say). */
  status: AuthorityState | '';
  date: string;
  source: SourceKind;
}

/** A BOC-3 filing: the process agent of a docket (Motus BOC3). */
export interface ProcessAgent {
  docket: string;
  name: string;
  city: string;
  state: string;
}

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export const factKey = (f: Pick<AuthorityFact, 'source' | 'docket' | 'kind'>) => `${f.source}\u0000${f.docket}\u0000${f.kind}`;

export function compareFacts(a: AuthorityFact, b: AuthorityFact): number {
  return cmp(a.docket, b.docket) || cmp(a.kind, b.kind) || cmp(a.source, b.source);
}

export const eventKey = (e: AuthorityEvent) => `${e.source}\u0000${e.docket}\u0000${e.label}\u0000${e.date}\u0000${e.action}`;

export function compareEvents(a: AuthorityEvent, b: AuthorityEvent): number {
  return cmp(a.date, b.date) || cmp(a.docket, b.docket) || cmp(a.label, b.label) || cmp(a.action, b.action) || cmp(a.source, b.source);
}
