/**
 * The SQLite store's indexes in memory, made from one snapshot of the store: the name index (carrier-name.index.ts)
 * and the set of flagged carriers' contact keys (carrier-flagged.keys.ts). They answer only while the search file's
 * stamp is the one they were read under; a write makes the store build them again, on a worker thread for a file (a
 * few seconds at 2.5 million carriers, while searches go on through FTS5 and the view building reads holders as before),
 * or in place for an in-memory store (tests, small data).
 */
import { buildFlaggedKeys, type FlaggedKeyRow } from './carrier-flagged.keys';
import { buildNameIndex, NameIndex, type NameIndexData, type NameRow } from './carrier-name.index';
import { startModuleWorker } from './module-worker';

export interface MemoryIndexData {
  /** The search file's stamp the rows were read under. */
  gen: string;
  names: NameIndexData;
  flagged: Int32Array;
}

export interface MemoryIndexes {
  gen: string;
  names: NameIndex;
  flagged: Int32Array;
}

export type MemoryIndexSource = () => Promise<MemoryIndexes>;

/** What the builder reads through: a connection with the store file as main and the search file as `search`. */
interface Reader {
  exec(sql: string): void;
  prepare(sql: string): { get(): unknown; all(): unknown[]; iterate(): Iterable<unknown>; setReturnArrays(on: boolean): void };
}

/** Reads one snapshot (a read transaction) and builds from it, streaming the rows (none is kept). */
export function buildMemoryIndexData(db: Reader): MemoryIndexData {
  const arrays = (sql: string) => {
    const st = db.prepare(sql);
    st.setReturnArrays(true);
    return st;
  };
  db.exec('BEGIN');
  try {
    const gen = (db.prepare(`SELECT value FROM search.search_meta WHERE key = 'gen'`).get() as { value: string } | undefined)?.value ?? '';
    const count = (db.prepare('SELECT count(*) AS n FROM carrier_names').get() as { n: number }).n;
    const names = arrays('SELECT dot, legal_key, dba_key FROM carrier_names ORDER BY dot');
    const byName = arrays('SELECT dot FROM carrier_names ORDER BY legal_key, dot');
    const data = buildNameIndex({
      count,
      rows: () => names.iterate() as Iterable<NameRow>,
      dotsByName: () => mapIterable(byName.iterate() as Iterable<[number]>, (r) => r[0]),
    });
    const flagged = arrays('SELECT phone, email, address_key, mailing_key, officer_keys FROM carrier_keys WHERE flagged = 1');
    return { gen, names: data, flagged: buildFlaggedKeys(flagged.iterate() as Iterable<FlaggedKeyRow>) };
  } finally {
    db.exec('COMMIT');
  }
}

function* mapIterable<A, B>(items: Iterable<A>, f: (a: A) => B): Iterable<B> {
  for (const a of items) yield f(a);
}

/** The buffers a worker hands over without copying. */
export function transferables(d: MemoryIndexData): ArrayBuffer[] {
  const n = d.names;
  return [n.dots, n.legalWords, n.dbaWords, n.nameOrder, n.bitsAt, n.postingsAt, n.legalCount, n.dbaCount, n.postings, n.bits, d.flagged].map((a) => a.buffer as ArrayBuffer);
}

const ready = (d: MemoryIndexData): MemoryIndexes => ({ gen: d.gen, names: new NameIndex(d.names), flagged: d.flagged });

/** From the store's own connection (an in-memory store: no other thread can open it). */
function memoryIndexesInPlace(db: Reader): MemoryIndexSource {
  return async () => ready(buildMemoryIndexData(db));
}

/** On a worker thread reading the store files. */
function memoryIndexesOnWorker(file: string, searchFile: string): MemoryIndexSource {
  return () =>
    new Promise<MemoryIndexes>((resolve, reject) => {
      const worker = startModuleWorker(__dirname, 'carrier-memory.indexes.worker', { workerData: { file, searchFile } });
      // A build never keeps the process alive (a server stopping mid-build just drops it).
      worker.unref();
      worker.once('message', (m: { data?: MemoryIndexData; error?: string }) => (m.data ? resolve(ready(m.data)) : reject(new Error(`Memory indexes: ${m.error}`))));
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`Memory index worker exited with ${code}`)));
    });
}

/** The source for a store: on a worker thread for a file, in place for an in-memory store (no other thread can open it). */
export function memoryIndexSourceFor(file: string, searchFile: string, db: Reader): MemoryIndexSource {
  return file === ':memory:' ? memoryIndexesInPlace(db) : memoryIndexesOnWorker(file, searchFile);
}
