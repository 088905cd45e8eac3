/**
 * Builds the store's in-memory indexes (carrier-memory.indexes.ts) on their own thread from a store file: reads every
 * carrier's name keys, the flagged carriers' contact keys and the search file's stamp in one read transaction (so the
 * stamp is the one the rows were read under), builds, and hands the typed arrays back without copying them.
 */
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- the SQLite CarrierStore adapter's own thread: its connection comes from the driver, as @logiscope/infra's barrel would cost every thread ~700 modules
import { DatabaseSync } from 'node:sqlite';
import { parentPort, workerData } from 'node:worker_threads';
import { buildMemoryIndexData, transferables } from './carrier-memory.indexes';

const { file, searchFile } = workerData as { file: string; searchFile: string };
const db = new DatabaseSync(file, { readOnly: true });
try {
  db.exec('PRAGMA busy_timeout = 5000;');
  db.prepare('ATTACH DATABASE ? AS search').run(searchFile);
  const data = buildMemoryIndexData(db);
  parentPort!.postMessage({ data }, transferables(data));
} catch (e) {
  parentPort!.postMessage({ error: e instanceof Error ? e.message : String(e) });
} finally {
  db.close();
}
