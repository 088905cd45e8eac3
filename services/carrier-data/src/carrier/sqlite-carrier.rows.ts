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

/** The search keys of the row at `i` of a flat array of prepared rows (the inverse of what prepareCarrierRows pushes). */
export function keysOfRow(a: readonly unknown[], i: number): CarrierKeys {
  const mcs = a[i + 9] as string;
  const officers = a[i + 10] as string;
  return {
    dot: Number(a[i]),
    legal: a[i + 2] as string,
    dba: a[i + 3] as string,
    state: a[i + 4] as string,
    phone: a[i + 5] as string,
    email: a[i + 6] as string,
    address: a[i + 7] as string,
    mailing: a[i + 8] as string,
    mcs: mcs ? (JSON.parse(mcs) as number[]) : [],
    officers: officers ? (JSON.parse(officers) as string[]) : [],
    flagged: Number(a[i + 11]) === 1,
  };
}
