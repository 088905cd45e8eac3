// `npm run bench -- --scenario motus`: the Motus figures of issue 21 §5, embedded profile (called by bench/run.mjs).
//   1. base: a synthetic census (147 columns) and the legacy L&I snapshot (Carrier, ActPendInsur, Insur) of N carriers,
//      imported into an empty store (with --data-dir: once, kept; the Motus steps then run on a copy of it);
//   2. baseline: the Motus Carrier and Insur baselines over them with the import CLI: rows/s of the whole pipeline
//      (parse, resolve dockets, merge with the stored carriers, field-level CarrierChanged, store), beside two figures
//      of the engine alone (bench/motus-direct.mjs): the same rows inserted as documents into an empty table, and the
//      same carriers written again in place in the loaded store;
//   3. daily: a server on that data, its demo ADMIN monitoring M carriers, then a daily difference of D Motus Carrier
//      rows (Active → Inactive, the first M of them the monitored carriers) imported with the CLI: rows/s, and the
//      time from the start of the import to the last monitoring alert.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { timed, untilIdle } from './carriers.mjs';

const DEMO_ADMIN = { email: 'admin@demo.logiscope.dev', password: 'LogiScope-demo-2026' };
const LEGACY = ['census-147', 'li-carrier', 'li-actpendins', 'li-insur'];
const MOTUS = ['motus-carrier', 'motus-insur'];
export const dayAfter = (day) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
export const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ')[0];

/** The generated files of N carriers as of `asOf` (seed 1), written once and kept in the OS temp folder. */
export function generatedFiles(root, rows, asOf) {
  const dir = join(tmpdir(), `logiscope-bench-motus-${rows}-seed1-${asOf}`);
  if (!existsSync(join(dir, '.complete'))) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    console.log(`[bench] generating ${rows.toLocaleString('en-US')} synthetic carriers with their L&I and Motus files in ${dir}`);
    const r = spawnSync(process.execPath, [join(root, 'services/carrier-data/dist/ingest/synthetic/generate.js'), '--rows', String(rows), '--seed', '1', '--as-of', asOf, '--out', dir, '--files', [...LEGACY, ...MOTUS].join(',')], { stdio: 'inherit' });
    if (r.status !== 0) throw new Error('generating the files failed');
    writeFileSync(join(dir, '.complete'), '');
  }
  const all = readdirSync(dir).filter((f) => !f.startsWith('.')).map((f) => join(dir, f));
  const motusBaselines = all.filter((f) => /Motus_(Carrier|Insur)_All_With_History_/.test(f));
  return { legacy: all.filter((f) => !/Motus_/.test(f)), motusBaselines, carrierBaseline: motusBaselines.find((f) => f.includes('Motus_Carrier_')) };
}

/** The summary line of the import CLI: rows, new, changed, unchanged. */
function importCounts(logPath) {
  const m = /Import \S+: ([\d,]+) rows, ([\d,]+) new carriers, ([\d,]+) changed, ([\d,]+) unchanged/.exec(readFileSync(logPath, 'utf8'));
  const n = (i) => Number(m[i].replace(/,/g, ''));
  if (!m) throw new Error(`no import summary in ${logPath}`);
  return { rows: n(1), created: n(2), changed: n(3), unchanged: n(4) };
}

function direct(root, mode, files, env) {
  const r = spawnSync(process.execPath, [join(root, 'bench/motus-direct.mjs'), mode, ...files], { env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  if (r.status !== 0) throw new Error(`motus-direct ${mode} failed`);
  return JSON.parse(r.stdout.trim().split('\n').pop());
}

/**
 * A daily difference of `count` Motus Carrier rows, one per USDOT, from the baseline's active motor-carrier
 * authorities: each the record's whole new state, status Inactive and no liability on file.
 */
export function dailyRows(baselineCsv, count) {
  const [header, ...lines] = readFileSync(baselineCsv, 'utf8').split(/\r?\n/);
  const cols = header.split(',').map((c) => c.trim().toLowerCase());
  const at = (f, name) => f[cols.indexOf(name)] ?? '';
  const rows = [];
  const seen = new Set();
  for (const line of lines) {
    if (!line || line.includes('"')) continue; // quoted fields: simpler to skip than to split
    const f = line.split(',');
    const dot = at(f, 'usdot_number');
    if (at(f, 'op_auth_status') !== 'Active' || !/^Motor Carrier of Property/.test(at(f, 'op_auth_type')) || seen.has(dot)) continue;
    seen.add(dot);
    rows.push({ docket_number: at(f, 'docket_number'), usdot_number: dot, op_auth_type: at(f, 'op_auth_type'), op_auth_status: 'Inactive', min_cov_amount: at(f, 'min_cov_amount'), bipd_file: '0.00', legal_name: at(f, 'legal_name') });
    if (rows.length === count) break;
  }
  return rows;
}

async function signIn(baseUrl) {
  const res = await fetch(`${baseUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', origin: baseUrl }, body: JSON.stringify(DEMO_ADMIN) });
  if (res.status !== 200) throw new Error(`demo ADMIN sign-in: ${res.status}`);
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

/** Monitored carriers that have an alert, read from carrier-data's store (the API pages alerts 100 at a time). */
function alertedCounter(dataDir, dots) {
  const db = new DatabaseSync(join(dataDir, 'carrier-data.db'), { readOnly: true });
  const want = new Set(dots);
  const st = db.prepare(`SELECT DISTINCT json_extract(doc, '$.carrierId') AS c FROM doc_monitoring_alerts`);
  return { count: () => st.all().filter((r) => want.has(String(r.c))).length, close: () => db.close() };
}

async function daily({ root, args, resultsDir, stamp, startServer, work, files, asOf, env }) {
  const rows = dailyRows(files.carrierBaseline, Number(args['daily-rows'] ?? 5000));
  const monitored = rows.slice(0, Number(args.monitored ?? 500)).map((r) => r.usdot_number);
  const day = dayAfter(asOf);
  const file = join(work, `Motus_Carrier_Daily_nakq-58th_${day}.json`);
  writeFileSync(file, JSON.stringify(rows));
  console.log(`[bench] daily: starting the server on the data, monitoring ${monitored.length} carriers...`);
  const server = await startServer('embedded', { dataDir: work, namespace: '', keep: true }, { SEED_DEMO: 'true' });
  try {
    await untilIdle([server.pid]);
    const cookie = await signIn(server.baseUrl);
    for (const dot of monitored) {
      const res = await fetch(`${server.baseUrl}/api/carriers/${dot}/monitor`, { method: 'POST', headers: { cookie, 'content-type': 'application/json', origin: server.baseUrl }, body: JSON.stringify({ monitored: true }) });
      if (res.status !== 200) throw new Error(`monitor ${dot}: ${res.status}`);
    }
    const alerts = alertedCounter(work, monitored);
    const before = alerts.count();
    console.log(`[bench] daily: importing ${rows.length.toLocaleString('en-US')} rows of ${file} (load average ${loadAverage()})...`);
    const t0 = performance.now();
    const importing = timed(process.execPath, [join(root, 'services/carrier-data/dist/import/import.cli.js'), '--as-of', day, file], env, join(resultsDir, `${stamp}-motus-daily.import.log`));
    let importSeconds;
    importing.then((s) => (importSeconds = s));
    let alerted = before;
    let lastAlertAt = t0;
    // Until every monitored carrier has its alert, or nothing new for 15 s after the import ended (a carrier that
    // still holds another active carrier authority changed nothing a broker acts on), at most 2 minutes.
    for (;;) {
      await new Promise((r) => setTimeout(r, 100));
      const n = alerts.count();
      if (n > alerted) [alerted, lastAlertAt] = [n, performance.now()];
      const quiet = importSeconds !== undefined && performance.now() - Math.max(lastAlertAt, t0 + importSeconds * 1000) > 15_000;
      if (n === monitored.length || quiet || performance.now() - t0 > 120_000) break;
    }
    await importing;
    alerts.close();
    return { rows: rows.length, monitored: monitored.length, alerted: alerted - before, importSeconds: Number(importSeconds.toFixed(1)), rowsPerSecond: Math.round(rows.length / importSeconds), lastAlertSeconds: Number(((lastAlertAt - t0) / 1000).toFixed(1)) };
  } finally {
    await server.stop();
  }
}

export async function runMotus({ root, args, resultsDir, stamp, startServer }) {
  const n = Number((args.carriers ?? '2500000').replace(/_/g, ''));
  const asOf = args['as-of'] ?? new Date().toISOString().slice(0, 10);
  const files = generatedFiles(root, n, asOf);
  const given = args['data-dir'];
  const base = given ?? mkdtempSync(join(tmpdir(), 'logiscope-bench-motus-'));
  const result = { at: new Date().toISOString(), carriers: n, asOf, loadAverage: loadAverage() };
  let work = base;
  try {
    if (!existsSync(join(base, 'carrier-data-store.db'))) {
      mkdirSync(base, { recursive: true });
      console.log(`[bench] base: importing the census and the legacy L&I snapshot (${files.legacy.length} files)...`);
      const logPath = join(resultsDir, `${stamp}-motus-base.import.log`);
      const seconds = await timed(process.execPath, [join(root, 'services/carrier-data/dist/import/import.cli.js'), ...files.legacy], { ...process.env, DATA_DIR: base }, logPath);
      result.base = { ...importCounts(logPath), seconds: Number(seconds.toFixed(1)) };
    }
    if (given) {
      work = mkdtempSync(join(tmpdir(), 'logiscope-bench-motus-work-'));
      console.log(`[bench] copying ${base} to ${work}...`);
      cpSync(base, work, { recursive: true });
    }
    const env = { ...process.env, DATA_DIR: work };
    console.log(`[bench] baseline: importing ${files.motusBaselines.length} Motus baselines (load average ${loadAverage()})...`);
    const logPath = join(resultsDir, `${stamp}-motus-baseline.import.log`);
    const seconds = await timed(process.execPath, [join(root, 'services/carrier-data/dist/import/import.cli.js'), ...files.motusBaselines], env, logPath);
    const counts = importCounts(logPath);
    result.baseline = { ...counts, seconds: Number(seconds.toFixed(1)), rowsPerSecond: Math.round(counts.rows / seconds) };
    console.log(`[bench] baseline: ${counts.rows.toLocaleString('en-US')} rows in ${seconds.toFixed(1)} s; the engine alone...`);
    result.rawRows = direct(root, 'raw-rows', files.motusBaselines, env);
    result.rewrite = direct(root, 'rewrite', files.motusBaselines, env);
    result.baseline.ratioToRawRows = Number((result.rawRows.seconds / seconds).toFixed(3));
    result.baseline.ratioToRewrite = Number((result.rewrite.seconds / seconds).toFixed(3));
    result.daily = await daily({ root, args, resultsDir, stamp, startServer, work, files, asOf, env });
  } finally {
    if (work !== base || !given) rmSync(work, { recursive: true, force: true });
  }
  const out = join(resultsDir, `${stamp}-motus.json`);
  writeFileSync(out, JSON.stringify(result, null, 2));
  const b = result.baseline;
  const d = result.daily;
  console.log(`\nMotus figures, ${n.toLocaleString('en-US')} carriers, embedded (load average ${result.loadAverage} at the start)`);
  console.log(`baseline  ${b.rows.toLocaleString('en-US')} rows (${b.changed.toLocaleString('en-US')} carriers changed, ${b.created.toLocaleString('en-US')} new) in ${b.seconds} s: ${b.rowsPerSecond.toLocaleString('en-US')} rows/s`);
  console.log(`engine    same rows into an empty table ${result.rawRows.seconds} s (ratio ${b.ratioToRawRows}); same ${result.rewrite.written.toLocaleString('en-US')} carriers rewritten in place ${result.rewrite.seconds} s (ratio ${b.ratioToRewrite})`);
  console.log(`daily     ${d.rows.toLocaleString('en-US')} rows in ${d.importSeconds} s (${d.rowsPerSecond.toLocaleString('en-US')} rows/s); ${d.alerted} of ${d.monitored} monitored carriers alerted, the last ${d.lastAlertSeconds} s after the file`);
  console.log(`results: ${out}`);
  return true;
}
