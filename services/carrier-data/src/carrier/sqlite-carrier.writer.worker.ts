/**
 * The carrier store's bulk-load writer thread, started by BulkWriter (sqlite-carrier.writer.ts) on one file: inserts
 * and updates carrier rows in the transactions the store opens and commits, or runs that file's share of a rebuild.
 * Its own connection, without fsync (like the store's own connection during a bulk load).
 */
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- the SQLite CarrierStore adapter's own thread: its connection comes from the driver, as @logiscope/infra's barrel would cost every thread ~700 modules
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { parentPort, workerData } from 'node:worker_threads';
import type { RebuildResult, WriterData, WriterReply, WriterRequest } from './sqlite-carrier.writer';

const { file, cacheKb, attach, rowWidth: W } = workerData as WriterData;
const port = parentPort!;
const db = new DatabaseSync(file);
db.exec(`PRAGMA busy_timeout = 5000; PRAGMA synchronous = OFF; PRAGMA temp_store = MEMORY; PRAGMA threads = 2; PRAGMA cache_size = -${cacheKb};`);
if (attach) db.prepare('ATTACH DATABASE ? AS src').run(attach);

interface Statements {
  insDoc: StatementSync;
  insKeys: StatementSync;
  updDoc: StatementSync;
  updKeys: StatementSync;
  setMeta: StatementSync;
}
let prepared: Statements | undefined;
/** Prepared on first use: a rebuild thread (the search file) has none of these tables. */
const statements = (): Statements =>
  (prepared ??= {
    insDoc: db.prepare('INSERT INTO carriers (dot, doc) VALUES (?, ?)'),
    insKeys: db.prepare(
      'INSERT INTO carrier_keys (dot, legal_key, dba_key, state, phone, email, address_key, mailing_key, mc_keys, officer_keys, flagged) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    ),
    updDoc: db.prepare('UPDATE carriers SET doc = ? WHERE dot = ?'),
    updKeys: db.prepare(
      'UPDATE carrier_keys SET legal_key = ?, dba_key = ?, state = ?, phone = ?, email = ?, address_key = ?, mailing_key = ?, mc_keys = ?, officer_keys = ?, flagged = ? WHERE dot = ?',
    ),
    setMeta: db.prepare('INSERT INTO carrier_meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value'),
  });

let inTransaction = false;
/** The first failure of a begin or rows message (not answered): the commit that follows rolls back and returns it. */
let failure: unknown = null;

const reply = (message: WriterReply): void => port.postMessage(message);

function writeRows(ins: (string | number)[], upd: (string | number)[]): void {
  const { insDoc, insKeys, updDoc, updKeys } = statements();
  for (let i = 0; i < ins.length; i += W) {
    insDoc.run(ins[i], ins[i + 1]);
    insKeys.run(ins[i], ins[i + 2], ins[i + 3], ins[i + 4], ins[i + 5], ins[i + 6], ins[i + 7], ins[i + 8], ins[i + 9], ins[i + 10], ins[i + 11]);
  }
  for (let i = 0; i < upd.length; i += W) {
    updDoc.run(upd[i + 1], upd[i]);
    updKeys.run(upd[i + 2], upd[i + 3], upd[i + 4], upd[i + 5], upd[i + 6], upd[i + 7], upd[i + 8], upd[i + 9], upd[i + 10], upd[i + 11], upd[i]);
  }
}

function rebuild(steps: [string, string][], querySql: string | undefined): RebuildResult {
  // Deferred with an attached file: IMMEDIATE would also take the write lock of the file it only reads.
  db.exec(attach ? 'BEGIN' : 'BEGIN IMMEDIATE');
  inTransaction = true;
  const timings: [string, number][] = [];
  for (const [name, sql] of steps) {
    const t = performance.now();
    db.exec(sql);
    timings.push([name, performance.now() - t]);
  }
  const result = querySql ? { ...db.prepare(querySql).get() } : null;
  const t = performance.now();
  db.exec('COMMIT');
  inTransaction = false;
  timings.push(['commit', performance.now() - t]);
  return { timings, result };
}

function handle(m: WriterRequest): void {
  switch (m.op) {
    case 'begin':
      failure = null;
      db.exec('BEGIN IMMEDIATE');
      inTransaction = true;
      return;
    case 'rows':
      if (!failure) writeRows(m.ins, m.upd);
      return;
    case 'commit':
      if (failure) throw failure;
      for (const [k, v] of m.meta) statements().setMeta.run(k, v);
      db.exec('COMMIT');
      inTransaction = false;
      reply({ id: m.id });
      return;
    case 'rebuild':
      reply({ id: m.id, result: rebuild(m.steps, m.querySql) });
      return;
    case 'rollback':
      if (inTransaction) db.exec('ROLLBACK');
      inTransaction = false;
      failure = null;
      reply({ id: m.id });
      return;
    case 'close':
      if (inTransaction) db.exec('ROLLBACK');
      inTransaction = false;
      db.close();
      reply({ id: m.id });
      port.close();
      return;
    default: {
      const unknownOp: never = m;
      throw new Error(`Unknown writer message ${JSON.stringify(unknownOp)}`);
    }
  }
}

port.on('message', (m: WriterRequest) => {
  try {
    handle(m);
  } catch (e) {
    if (m.op === 'begin' || m.op === 'rows') {
      failure ||= e;
      return;
    }
    if (inTransaction) {
      try {
        db.exec('ROLLBACK');
      } catch {
        // Nothing to roll back (SQLite already did): the error below is the one to report.
      }
      inTransaction = false;
    }
    reply({ id: m.id, error: String((e as { message?: unknown } | null)?.message || e) });
  }
});
