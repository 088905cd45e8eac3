/**
 * Carrier store benchmark: bulk load, no-change re-import and read latencies of SqliteCarrierStore at FMCSA scale,
 * next to the raw engine's insert rate for the same JSON documents.
 *
 * From the repo root (Node 24 from node_modules; @logiscope/infra resolves to its built dist, as after npm start):
 *
 *   export PATH=$PWD/node_modules/.bin:$PATH
 *   npx swc services/carrier-data/src services/carrier-data/bench -d /tmp/carrier-bench --config-file .swcrc --quiet
 *   NODE_PATH=$PWD/node_modules node /tmp/carrier-bench/services/carrier-data/bench/store.bench.js [--rows 2500000] [--batch 5000]
 *       [--mode bulk|incremental] [--cap 10000] [--dir /tmp] [--queries 1000] [--skip-raw] [--keep]
 *
 * At 2.5 million rows it runs ~4 minutes and needs ~7 GB of free disk (the raw-engine table in one transaction holds a
 * 3 GB WAL; it is deleted before the store is loaded); the store file is ~4 GB. --mode bulk calls beginBulkImport()
 * and times rebuildSearchIndex() apart; --mode incremental maintains everything per row.
 *
 * The carriers come from a small deterministic generator (store-bench.generator.ts; same seed, same records),
 * streamed in batches so the process never holds more than one batch: Zipf-distributed name words (a few very common ones such as TRUCKING,
 * a long tail of surnames and made-up words), owner-operator person names, DBA names, MC dockets on ~45%, shared
 * phones / addresses / officers on a few percent, insurance and revocations, ~1.3 KB of JSON per carrier.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqlite } from '@logiscope/infra';
import type { CarrierRecord } from '../src/carrier/carrier.model';
import { nameKey } from '../src/carrier/carrier-names.normalise';
import { SqliteCarrierStore } from '../src/carrier/sqlite-carrier.store';
import { batches, generateCarrier, rng } from './store-bench.generator';

// ------------------------------------------------------------------------------------------------------------------
// Measurement helpers

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] && !process.argv[i + 1].startsWith('--') ? process.argv[i + 1] : fallback;
}
const flag = (name: string) => process.argv.includes(`--${name}`);
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
function peakRss(): number {
  const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'));
  return m ? Number(m[1]) * 1024 : process.memoryUsage().rss;
}
function fileSize(file: string): number {
  return ['', '-wal', '-shm'].reduce((n, ext) => n + (existsSync(file + ext) ? statSync(file + ext).size : 0), 0);
}
function percentiles(samples: number[]): string {
  const s = [...samples].sort((a, b) => a - b);
  const p = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))];
  return `p50 ${p(0.5).toFixed(3)} ms  p95 ${p(0.95).toFixed(3)} ms  p99 ${p(0.99).toFixed(3)} ms  max ${s[s.length - 1].toFixed(1)} ms`;
}

async function timeQueries<T>(label: string, inputs: T[], run: (x: T) => Promise<unknown>): Promise<void> {
  for (const x of inputs.slice(0, 20)) await run(x); // warm the statements
  const samples: number[] = [];
  let empty = 0;
  for (const x of inputs) {
    const t = performance.now();
    const answer = await run(x);
    samples.push(performance.now() - t);
    if (isEmpty(answer)) empty++;
  }
  console.log(`  ${label.padEnd(34)} ${percentiles(samples)}  (${inputs.length} queries${empty ? `, ${empty} found nothing` : ''})`);
}

/** Every query is built from a stored carrier: an empty answer would mean the benchmark measures misses. */
function isEmpty(answer: unknown): boolean {
  if (answer === null || answer === undefined) return true;
  if (answer instanceof Map) return answer.size === 0;
  if (Array.isArray(answer)) return answer.length === 0;
  if (typeof answer === 'object' && 'hits' in answer) return (answer as { hits: unknown[] }).hits.length === 0;
  if (typeof answer === 'object' && 'dotNumbers' in answer) return (answer as { dotNumbers: unknown[] }).dotNumbers.length === 0;
  return false;
}

// ------------------------------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const rows = Number(arg('rows', '2500000'));
  const batchSize = Number(arg('batch', '5000'));
  const mode = arg('mode', 'bulk');
  const queries = Number(arg('queries', '1000'));
  const dir = join(arg('dir', tmpdir()), `logiscope-store-bench-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  console.log(`carrier store bench: ${fmt(rows)} carriers, batches of ${fmt(batchSize)}, mode ${mode}, node ${process.version}, dir ${dir}`);

  let sampleJson = 0;
  for (let i = 0; i < 1000; i++) sampleJson += JSON.stringify(generateCarrier(i)).length;
  console.log(`  generated carrier JSON: ${fmt(sampleJson / 1000)} bytes on average`);

  // The raw engine: one prepared INSERT of the JSON documents into a bare table, one transaction; then the same rows
  // with settings near the store's bulk load (synchronous=OFF, one transaction per batch; a rollback journal, where the
  // store stays in WAL so that a running server can keep its connection).
  if (!flag('skip-raw')) {
    for (const variant of ['one transaction', 'bulk settings'] as const) {
      const rawFile = join(dir, 'raw.db');
      const db = openSqlite(rawFile);
      db.exec(`PRAGMA journal_mode = DELETE; PRAGMA page_size = 16384; VACUUM; PRAGMA journal_mode = WAL; PRAGMA cache_size = -262144;`);
      if (variant === 'bulk settings') db.exec(`PRAGMA synchronous = OFF; PRAGMA journal_mode = TRUNCATE;`);
      db.exec(`CREATE TABLE raw (dot INTEGER PRIMARY KEY, doc TEXT NOT NULL)`);
      const insert = db.prepare(`INSERT INTO raw (dot, doc) VALUES (?, ?)`);
      let spent = 0;
      let insertOnly = 0;
      if (variant === 'one transaction') db.exec('BEGIN');
      for (const batch of batches(rows, batchSize)) {
        const t = performance.now();
        const docs = batch.map((c) => JSON.stringify(c));
        const t2 = performance.now();
        if (variant === 'bulk settings') db.exec('BEGIN');
        for (let k = 0; k < batch.length; k++) insert.run(Number(batch[k].dotNumber), docs[k]);
        if (variant === 'bulk settings') db.exec('COMMIT');
        const t3 = performance.now();
        spent += t3 - t;
        insertOnly += t3 - t2;
      }
      const t = performance.now();
      if (variant === 'one transaction') db.exec('COMMIT');
      spent += performance.now() - t;
      insertOnly += performance.now() - t;
      console.log(`raw engine, bare table, 1 prepared INSERT, ${variant === 'one transaction' ? '1 transaction, WAL' : `${fmt(batchSize)}-row transactions, rollback journal, synchronous=OFF`}: ` +
        `${fmt(rows / (spent / 1000))} rows/s with JSON.stringify, ${fmt(rows / (insertOnly / 1000))} rows/s INSERT alone; file ${mb(fileSize(rawFile))}`);
      db.close();
      for (const ext of ['', '-wal', '-shm', '-journal']) rmSync(`${rawFile}${ext}`, { force: true });
    }
  }

  const file = join(dir, 'carriers.db');
  const store = new SqliteCarrierStore(file, { searchCap: Number(arg('cap', '10000')) });
  // Keys to query, sampled while loading (every k-th carrier), so nothing else is kept in memory.
  const every = Math.max(1, Math.floor(rows / queries));
  const sample: CarrierRecord[] = [];

  if (mode === 'bulk') store.beginBulkImport();
  let spent = 0;
  let created = 0;
  let done = 0;
  let nextReport = rows / 10;
  for (const batch of batches(rows, batchSize)) {
    for (let k = 0; k < batch.length; k += every) if (sample.length < queries) sample.push(batch[k]);
    const t = performance.now();
    const outcomes = await store.upsertMany(batch);
    spent += performance.now() - t;
    for (const o of outcomes) if (o.kind === 'created') created++;
    done += batch.length;
    if (done >= nextReport) {
      console.log(`    ${fmt(done)} rows, ${fmt(done / (spent / 1000))} rows/s so far, RSS ${mb(process.memoryUsage().rss)}`);
      nextReport += rows / 10;
    }
  }
  let rebuild = 0;
  const steps: string[] = [];
  if (mode === 'bulk') {
    const t = performance.now();
    await store.rebuildSearchIndex((step, ms) => steps.push(`${step} ${(ms / 1000).toFixed(1)} s`));
    rebuild = performance.now() - t;
  }
  console.log(`initial import (${mode}): ${fmt(created)} created, upsert ${fmt(rows / (spent / 1000))} rows/s (${(spent / 1000).toFixed(1)} s)` +
    (mode === 'bulk' ? `, rebuildSearchIndex ${(rebuild / 1000).toFixed(1)} s, end to end ${fmt(rows / ((spent + rebuild) / 1000))} rows/s` : ''));
  if (steps.length) console.log(`  rebuild steps: ${steps.join(', ')}`);
  console.log(`  file ${mb(fileSize(file))}, RSS ${mb(process.memoryUsage().rss)} (peak ${mb(peakRss())})`);

  spent = 0;
  let unchanged = 0;
  for (const batch of batches(rows, batchSize)) {
    const t = performance.now();
    const outcomes = await store.upsertMany(batch);
    spent += performance.now() - t;
    for (const o of outcomes) if (o.kind === 'unchanged') unchanged++;
  }
  console.log(`re-import, no changes: ${fmt(unchanged)} unchanged, ${fmt(rows / (spent / 1000))} rows/s (${(spent / 1000).toFixed(1)} s); file ${mb(fileSize(file))}, RSS ${mb(process.memoryUsage().rss)} (peak ${mb(peakRss())})`);

  // A re-import where 2% of the carriers changed (phone, name or insurance).
  spent = 0;
  let changed = 0;
  const changedRows = Math.min(rows, 200_000);
  for (const batch of batches(changedRows, batchSize)) {
    const edited = batch.map((c, k) => (k % 50 === 7 ? { ...c, phone: '9995550000', legalName: `${c.legalName} RENAMED`, powerUnits: c.powerUnits + 1 } : c));
    const t = performance.now();
    const outcomes = await store.upsertMany(edited);
    spent += performance.now() - t;
    for (const o of outcomes) if (o.kind === 'changed') changed++;
  }
  console.log(`re-import of ${fmt(changedRows)} with 2% changed (name, phone, units): ${fmt(changed)} changed, ${fmt(changedRows / (spent / 1000))} rows/s`);

  console.log(`reads at ${fmt(await store.count())} carriers (each query timed alone, page of 20):`);
  const page = { offset: 0, limit: 20 };
  const r = rng(99);
  await timeQueries('get by DOT', sample.map((c) => c.dotNumber), (dot) => store.get(dot));
  const withMc = sample.filter((c) => c.mcNumbers.length);
  await timeQueries('MC lookup (search "MC-123456")', withMc.map((c) => `MC-${c.mcNumbers[0]}`), (text) => store.search({ text }, page));
  await timeQueries('dotsByMc (1 MC)', withMc.map((c) => c.mcNumbers[0]), (mc) => store.dotsByMc([mc]));
  const withPhone = sample.filter((c) => c.phone);
  await timeQueries('phone search "(555) 123-4567"', withPhone.map((c) => `(${c.phone.slice(0, 3)}) ${c.phone.slice(3, 6)}-${c.phone.slice(6)}`), (text) => store.search({ text }, page));
  const withEmail = sample.filter((c) => c.email);
  await timeQueries('email search', withEmail.map((c) => c.email.toUpperCase()), (text) => store.search({ text }, page));
  // What people type: a distinctive word and the start of the next, a whole name, one word, or the start of a word.
  const nameQueries = sample.map((c) => {
    const words = nameKey(c.legalName).split(' ');
    const u = r();
    if (u < 0.4 && words.length > 1) return `${words[0]} ${words[1].slice(0, 3 + Math.floor(r() * 3))}`.toLowerCase();
    if (u < 0.7) return words.join(' ');
    if (u < 0.9) return words[0];
    return words[0].slice(0, Math.min(words[0].length, 4 + Math.floor(r() * 3))).toLowerCase();
  });
  await timeQueries('name search (mixed)', nameQueries, (text) => store.search({ text }, page));
  let capped = 0;
  for (const text of nameQueries) if ((await store.search({ text }, { offset: 0, limit: 0 })).total >= 10_000) capped++;
  console.log(`    ${capped} of ${nameQueries.length} mixed name queries hit the 10,000 cap`);
  const broad = ['trucking', 'transport', 'logistics', 'express', 'eagle', 'tr', 'tra', 'john', 'star trans', 'smith trucking'];
  await timeQueries('name search (broad words only)', Array.from({ length: 200 }, (_, k) => broad[k % broad.length]), (text) => store.search({ text }, page));
  await timeQueries('name + state (advanced)', sample.map((c) => ({ companyName: nameKey(c.legalName).split(' ')[0], state: c.physicalAddress.state })), (q) => store.search(q, page));
  await timeQueries('findSharing address', sample.map((c) => `${c.physicalAddress.street}, ${c.physicalAddress.city}, ${c.physicalAddress.state} ${c.physicalAddress.zip}`), (v) => store.findSharing('address', v, 20));
  await timeQueries('findSharing officer', sample.map((c) => c.officers[0]), (v) => store.findSharing('officer', v, 20));
  console.log(`done: file ${mb(fileSize(file))}, RSS ${mb(process.memoryUsage().rss)}, peak RSS ${mb(peakRss())}`);
  await store.close();
  if (!flag('keep')) rmSync(dir, { recursive: true, force: true });
}

if (require.main === module) {
  main().catch((e: unknown) => {
    console.error(e);
    process.exitCode = 1;
  });
}
