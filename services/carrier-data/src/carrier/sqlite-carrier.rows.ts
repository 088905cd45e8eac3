import type { CarrierRecord } from './carrier.model';
import type { UpsertOutcome } from './carrier.store';
import { canonicalCarrier, compareSnapshot } from './carrier-record.canonical';
import { carrierKeys, dotKey, type CarrierKeys } from './carrier-search.keys';

/** Values per row for the bulk writer: dot, doc, then the carrier_keys columns. */
export const ROW_WIDTH = 12;

/**
 * Carrier rows ready for the SQLite bulk writer: flat arrays of ROW_WIDTH values a row (only strings and numbers, so
 * they cross threads cheaply). Made by prepareCarrierRows, on the store's thread or in an import lane.
 */
export interface PreparedCarrierRows {
  ins: (string | number)[];
  upd: (string | number)[];
  created: number;
}

export const mcKeys = (k: CarrierKeys): string => (k.mcs.length ? `[${k.mcs.join(',')}]` : '');
export const officerKeys = (k: CarrierKeys): string => (k.officers.length ? JSON.stringify(k.officers) : '');

/**
 * Canonical JSON, search keys and outcome of each carrier against its stored document (`stored`, by DOT number; it is
 * updated with what will be written, so a DOT twice in a batch compares with its first version).
 */
export function prepareCarrierRows(carriers: CarrierRecord[], stored: Map<number, string>): { rows: PreparedCarrierRows; outcomes: UpsertOutcome[] } {
  const n = carriers.length;
  const rows: PreparedCarrierRows = { ins: [], upd: [], created: 0 };
  const outcomes: UpsertOutcome[] = new Array(n);
  for (let i = 0; i < n; i++) {
    const rec = canonicalCarrier(carriers[i]);
    const dot = dotKey(rec.dotNumber);
    const doc = JSON.stringify(rec);
    const { outcome } = compareSnapshot(rec, doc, stored.get(dot));
    outcomes[i] = outcome;
    if (outcome.kind === 'unchanged') continue;
    const k = carrierKeys(rec);
    (outcome.kind === 'created' ? rows.ins : rows.upd).push(k.dot, doc, k.legal, k.dba, k.state, k.phone, k.email, k.address, k.mailing, mcKeys(k), officerKeys(k), k.flagged ? 1 : 0);
    stored.set(dot, doc);
    if (outcome.kind === 'created') rows.created++;
  }
  return { rows, outcomes };
}

/** The carrier records of prepared rows (their documents), for a path that needs the records again. */
export function recordsOfRows(rows: PreparedCarrierRows): CarrierRecord[] {
  const docs: CarrierRecord[] = [];
  for (const a of [rows.ins, rows.upd]) for (let i = 1; i < a.length; i += ROW_WIDTH) docs.push(JSON.parse(a[i] as string) as CarrierRecord);
  return docs;
}
