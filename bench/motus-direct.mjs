// The engine's own figures beside a Motus import (bench/motus.mjs), without the import pipeline:
//
//   node bench/motus-direct.mjs raw-rows FILE...
//       the Motus rows of the files, each as one JSON document, inserted into an empty table of the same engine
//       (SQLite: the store's page size, one transaction, no journal, no fsync) — the engine's bulk-insert rate for
//       those rows, measured like `carriers-direct.mjs raw-insert` measures it for census carriers;
//   node bench/motus-direct.mjs rewrite FILE...
//       the carriers those rows name (by USDOT), their stored documents written again in place into the loaded store
//       of DATA_DIR (one transaction, synchronous off as the import runs): the engine's cost of the same number of
//       in-place carrier writes over millions of carriers, with no parsing, merging, diffing or events.
//
// Only the timed part is the inserts or updates: reading the files and the documents comes first. Prints one JSON line.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DatabaseSync } from 'node:sqlite';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const dist = join(root, 'services/carrier-data/dist');
if (!existsSync(join(dist, 'ingest/csv-reader.js'))) throw new Error('services/carrier-data is not built: run `npm run build:server` first');
const { readRowBatches } = require(join(dist, 'ingest/csv-reader.js'));

const [mode, ...files] = process.argv.slice(2);
if (!['raw-rows', 'rewrite'].includes(mode) || files.length === 0) {
  console.error('usage: node bench/motus-direct.mjs raw-rows|rewrite FILE...');
  process.exit(2);
}

/** Every row of the CSV files as an object keyed by the lower-cased header (the portal's field names). */
async function readRows() {
  const rows = [];
  for (const file of files) {
    let header;
    for await (const batch of readRowBatches(file)) {
      for (const row of batch) {
        if (row.error) continue;
        if (!header) {
          header = row.fields.map((f) => f.trim().toLowerCase());
          continue;
        }
        rows.push(Object.fromEntries(header.map((h, i) => [h, row.fields[i] ?? ''])));
      }
    }
  }
  return rows;
}

const rows = await readRows();
let written = 0;
let ms = 0;
if (mode === 'raw-rows') {
  const dir = mkdtempSync(join(tmpdir(), 'logiscope-raw-motus-'));
  const db = new DatabaseSync(join(dir, 'raw.db'));
  try {
    db.exec(`PRAGMA page_size = 16384; PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF; CREATE TABLE raw (id INTEGER PRIMARY KEY, doc TEXT NOT NULL);`);
    const docs = rows.map((r) => JSON.stringify(r));
    const insert = db.prepare(`INSERT INTO raw (doc) VALUES (?)`);
    const t = performance.now();
    db.exec('BEGIN');
    for (const doc of docs) insert.run(doc);
    db.exec('COMMIT');
    ms = performance.now() - t;
    written = docs.length;
  } finally {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
} else {
  const file = join(resolve(process.env.DATA_DIR ?? './data'), 'carrier-data-store.db');
  if (!existsSync(file)) throw new Error(`no carrier store at ${file}`);
  const db = new DatabaseSync(file);
  try {
    db.exec(`PRAGMA busy_timeout = 5000; PRAGMA synchronous = OFF; PRAGMA cache_size = -262144;`);
    const dots = [...new Set(rows.map((r) => Number(r.usdot_number)).filter((n) => Number.isSafeInteger(n) && n > 0))].sort((a, b) => a - b);
    const read = db.prepare(`SELECT doc FROM carriers WHERE dot = ?`);
    const docs = dots.map((dot) => [dot, read.get(dot)?.doc]).filter(([, doc]) => doc !== undefined);
    const update = db.prepare(`UPDATE carriers SET doc = ? WHERE dot = ?`);
    const t = performance.now();
    db.exec('BEGIN IMMEDIATE');
    for (const [dot, doc] of docs) update.run(doc, dot);
    db.exec('COMMIT');
    ms = performance.now() - t;
    written = docs.length;
  } finally {
    db.close();
  }
}
console.log(JSON.stringify({ mode, rows: rows.length, written, seconds: Number((ms / 1000).toFixed(3)), perSecond: Math.round(written / (ms / 1000)) }));
