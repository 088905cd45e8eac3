// The carrier benchmarks' engine side, run by `npm run bench -- --scenario carriers` (bench/run.mjs) on the built
// services (services/carrier-data/dist):
//
//   node bench/carriers-direct.mjs queries --out queries.json [--sample 2000]
//       picks carriers of the store at random, writes the requests k6 sends through the gateway (MC "MC-123456", DOT,
//       partial names, phones as "(555) 123-4567", e-mails), and times the same requests on the carrier store itself
//       (the engine query and ranking, no HTTP, no session, no search history), one at a time; then again through
//       carrier-data's search with its view building (search history a no-op), so the view building's cost shows apart.
//   node bench/carriers-direct.mjs raw-insert
//       the engine's own bulk-insert rate for the same carriers: every stored document inserted again, as it is, into
//       an empty table (SQLite: one transaction, no fsync) or collection (MongoDB: insertMany of 1,000).
//
// Profile from the environment as the services read it: DATA_DIR (embedded), or PROFILE=distributed with MONGO_URL
// and NAMESPACE. Prints one JSON line on stdout (the figures); progress goes to stderr.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { openCarrierService } from './carrier-service.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const dist = join(root, 'services/carrier-data/dist');
if (!existsSync(join(dist, 'carrier-data.module.js'))) throw new Error('services/carrier-data is not built: run `npm run build:server` first');
const { openCarrierStore } = require(join(dist, 'carrier-data.module.js'));
const { formatPhone } = require(join(dist, 'intelligence/format.js'));

const { positionals, values: args } = parseArgs({
  allowPositionals: true,
  options: { out: { type: 'string' }, sample: { type: 'string', default: '2000' } },
});
const mode = positionals[0];
const distributed = process.env.PROFILE === 'distributed';
const location = distributed
  ? { kind: 'distributed', mongoUrl: process.env.MONGO_URL, dbName: process.env.NAMESPACE ? `${process.env.NAMESPACE}_carrier-data` : 'carrier-data' }
  : { kind: 'embedded', sqliteFile: join(resolve(process.env.DATA_DIR ?? './data'), 'carrier-data-store.db') };
if (distributed && !location.mongoUrl) throw new Error('MONGO_URL is required with PROFILE=distributed');
if (!distributed && !existsSync(location.sqliteFile)) throw new Error(`no carrier store at ${location.sqliteFile}`);

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : null);
const round = (v, d = 3) => (v === null ? null : Number(v.toFixed(d)));

/** Random carriers of the store (their documents), up to `n`. */
async function sampleCarriers(n) {
  if (!distributed) {
    const { DatabaseSync } = await import('node:sqlite');
    const db = new DatabaseSync(location.sqliteFile, { readOnly: true });
    try {
      // carrier_keys is a tenth of the documents' size: sampling its DOT numbers reads far less.
      const rows = db.prepare(`SELECT c.doc FROM carriers c WHERE c.dot IN (SELECT dot FROM carrier_keys ORDER BY random() LIMIT ?)`).all(n);
      return rows.map((r) => JSON.parse(r.doc));
    } finally {
      db.close();
    }
  }
  const { MongoClient } = require(require.resolve('mongodb', { paths: [join(root, 'services/libs/infra')] }));
  const client = await MongoClient.connect(location.mongoUrl);
  try {
    const all = await client.db(location.dbName).collection('carriers').find({}).toArray();
    for (let i = all.length - 1; i > 0; i--) {
      const j = Math.floor(Math.random() * (i + 1));
      [all[i], all[j]] = [all[j], all[i]];
    }
    return all.slice(0, n);
  } finally {
    await client.close();
  }
}

/** A partial name as a broker types it: the first word whole and the start of the next one ("EAGLE TRU"). */
function partialName(name) {
  const words = String(name ?? '').split(/\s+/).filter((w) => /^[A-Z0-9&'-]{2,}$/i.test(w));
  if (words.length === 0) return '';
  if (words.length === 1) return words[0];
  return `${words[0]} ${words[1].slice(0, Math.max(3, words[1].length - 2))}`;
}

async function queries() {
  if (!args.out) throw new Error('--out FILE is required');
  const n = Number(args.sample);
  const carriers = await sampleCarriers(n);
  if (carriers.length === 0) throw new Error('the carrier store is empty');
  const requests = {
    mc: carriers.filter((c) => c.mcNumbers?.length).map((c) => `MC-${c.mcNumbers[0]}`),
    dot: carriers.map((c) => String(c.dotNumber)),
    name: carriers.map((c) => partialName(c.legalName)).filter(Boolean),
    // As brokers type them, in the form the web app shows: (555) 123-4567.
    phone: carriers.filter((c) => c.phone).map((c) => formatPhone(c.phone)),
    email: carriers.filter((c) => c.email).map((c) => c.email),
  };
  writeFileSync(args.out, JSON.stringify(requests));

  // The same requests on the store, as carrier-data's search runs them (home search: { text }; phone/email pages).
  const { normalisePhone, normaliseEmail } = require(join(dist, 'carrier/carrier-identifiers.normalise.js'));
  const asQuery = {
    mc: (q) => ({ text: q }),
    dot: (q) => ({ text: q }),
    name: (q) => ({ text: q }),
    phone: (q) => ({ phone: normalisePhone(q) }),
    email: (q) => ({ email: normaliseEmail(q) }),
  };
  const store = await openCarrierStore(location);
  // carrier-data's own search over the same store, search history a no-op: the store's search, then the view building.
  const service = distributed ? undefined : await openCarrierService(dirname(location.sqliteFile));
  const app = service?.api;
  // Timed once the SQLite store's in-memory indexes (names, flagged contacts) are built, as a running server has them.
  const warmStart = Date.now();
  await Promise.all([store.warmMemoryIndexes?.(), app?.deps?.store?.warmMemoryIndexes?.()]);
  if (store.warmMemoryIndexes) console.error(`[direct] in-memory indexes built in ${Date.now() - warmStart} ms`);
  const caller = { companyId: 'bench-company', userId: 'bench-user', page: 1, pageSize: 20 };
  const viewed = {
    mc: (q) => app.search({ ...caller, q }),
    dot: (q) => app.search({ ...caller, q }),
    name: (q) => app.search({ ...caller, q }),
    phone: (q) => app.searchByPhone({ ...caller, phone: q }),
    email: (q) => app.searchByEmail({ ...caller, email: q }),
  };
  const stats = (times, seconds) => {
    times.sort((a, b) => a - b);
    const mean = times.reduce((a, b) => a + b, 0) / Math.max(1, times.length);
    return { p50: round(percentile(times, 50)), p95: round(percentile(times, 95)), p99: round(percentile(times, 99)), mean: round(mean), rps: round(times.length / seconds, 1) };
  };
  const direct = {};
  try {
    for (const [kind, all] of Object.entries(requests)) {
      // At most 2,000 timed a kind (each runs three times): a larger --sample is for k6, so it repeats less.
      const list = all.slice(0, 2000);
      // Warm the same way k6 does (its first seconds), then time every request once on the store, then with views.
      for (const q of list.slice(0, 50)) {
        await store.search(asQuery[kind](q), { offset: 0, limit: 20 });
        if (app) await viewed[kind](q);
      }
      // Interleaved (store, then carrier-data's search, per request) so both see the same cache state.
      const times = [];
      const withViews = [];
      let found = 0;
      let shown = 0;
      for (const q of list) {
        let t = performance.now();
        const { total } = await store.search(asQuery[kind](q), { offset: 0, limit: 20 });
        times.push(performance.now() - t);
        if (total > 0) found++;
        if (!app) continue;
        t = performance.now();
        const reply = await viewed[kind](q);
        withViews.push(performance.now() - t);
        shown += reply.carriers.length;
      }
      const sum = (a) => a.reduce((x, y) => x + y, 0);
      const bare = stats(times, sum(times) / 1000);
      const views = app ? stats(withViews, sum(withViews) / 1000) : undefined;
      // View building: what carrier-data's search adds to the store's, per page and per carrier shown (mostly carriers
      // seen for the first time: each request runs once).
      const viewMs = views ? Math.max(0, sum(withViews) - sum(times)) : undefined;
      // The same requests again: the store's rankings and the views' caches are warm now (what repeated searches cost).
      let warmMs;
      if (app) {
        const t = performance.now();
        for (const q of list) await viewed[kind](q);
        warmMs = performance.now() - t;
      }
      direct[kind] = {
        requests: list.length,
        found,
        ...bare,
        views,
        viewMsPerPage: viewMs === undefined ? null : round(viewMs / list.length),
        viewMsPerCarrier: viewMs === undefined ? null : round(viewMs / Math.max(1, shown), 4),
        warmMsPerRequest: warmMs === undefined ? null : round(warmMs / list.length),
      };
      process.stderr.write(`[direct] ${kind}: store p95 ${bare.p95} ms, with views p95 ${views?.p95 ?? '-'} ms (views ${direct[kind].viewMsPerCarrier ?? '?'} ms a carrier; repeated: ${direct[kind].warmMsPerRequest ?? '?'} ms a request) over ${list.length} requests (${found} found)\n`);
    }
    process.stdout.write(`${JSON.stringify({ carriers: await store.count(), sample: carriers.length, direct })}\n`);
  } finally {
    await service?.close();
    await store.close();
  }
}

async function rawInsert() {
  const batch = 1000;
  let rows = 0;
  let insertMs = 0;
  if (!distributed) {
    const { DatabaseSync } = await import('node:sqlite');
    const src = new DatabaseSync(location.sqliteFile, { readOnly: true });
    const dir = mkdtempSync(join(tmpdir(), 'logiscope-raw-'));
    const raw = new DatabaseSync(join(dir, 'raw.db'));
    try {
      // The store's own page size, no journal, no fsync: the engine at its fastest.
      raw.exec(`PRAGMA page_size = 16384; PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF; CREATE TABLE raw (dot INTEGER PRIMARY KEY, doc TEXT NOT NULL);`);
      const read = src.prepare(`SELECT dot, doc FROM carriers WHERE dot > ? ORDER BY dot LIMIT 5000`);
      const insert = raw.prepare(`INSERT INTO raw (dot, doc) VALUES (?, ?)`);
      raw.exec('BEGIN');
      let last = -1;
      for (;;) {
        const chunk = read.all(last);
        if (chunk.length === 0) break;
        const t = performance.now();
        for (const r of chunk) insert.run(r.dot, r.doc);
        insertMs += performance.now() - t;
        rows += chunk.length;
        last = chunk[chunk.length - 1].dot;
      }
      const t = performance.now();
      raw.exec('COMMIT');
      insertMs += performance.now() - t;
    } finally {
      raw.close();
      src.close();
      rmSync(dir, { recursive: true, force: true });
    }
  } else {
    const { MongoClient } = require(require.resolve('mongodb', { paths: [join(root, 'services/libs/infra')] }));
    const client = await MongoClient.connect(location.mongoUrl);
    const target = client.db(`${location.dbName}_raw_${Date.now()}`);
    try {
      const cursor = client.db(location.dbName).collection('carriers').find({});
      let docs = [];
      const flush = async () => {
        const t = performance.now();
        await target.collection('raw').insertMany(docs, { ordered: false });
        insertMs += performance.now() - t;
        rows += docs.length;
        docs = [];
      };
      for await (const doc of cursor) {
        docs.push(doc);
        if (docs.length >= batch) await flush();
      }
      if (docs.length) await flush();
    } finally {
      await target.dropDatabase().catch(() => undefined);
      await client.close();
    }
  }
  process.stdout.write(`${JSON.stringify({ rows, seconds: round(insertMs / 1000), rowsPerSecond: Math.round(rows / (insertMs / 1000)) })}\n`);
}

if (mode === 'queries') await queries();
else if (mode === 'raw-insert') await rawInsert();
else {
  console.error('usage: node bench/carriers-direct.mjs queries --out FILE [--sample 2000] | raw-insert');
  process.exit(2);
}
