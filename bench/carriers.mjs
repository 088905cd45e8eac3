// `npm run bench -- --scenario carriers`: the carrier figures of issue 3, per profile (called by bench/run.mjs).
//   1. import: a synthetic 147-column census file of N carriers (generated once per N and seed, kept in the OS temp
//      folder) through the import CLI into an empty store: rows/s of the whole pipeline (read, parse, merge, store,
//      search structures), beside the engine's own bulk-insert rate of the same carriers (bench/carriers-direct.mjs);
//   2. direct: the benchmark's requests timed on the carrier store itself, one at a time;
//   3. gateway: bench/carriers.k6.js against the server on that data (MC, DOT, name, phone, e-mail), and the server
//      process's memory (peak resident set) at the end.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

const DEFAULT_CARRIERS = { embedded: 2_500_000, distributed: 2_000 };

/** The census file of `rows` synthetic carriers (seed 1), generated once. */
function censusFile(root, rows) {
  const dir = join(tmpdir(), `logiscope-bench-census-${rows}-seed1`);
  const done = join(dir, '.complete');
  if (!existsSync(done)) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    console.log(`[bench] generating ${rows.toLocaleString('en-US')} synthetic carriers (census-147) in ${dir}`);
    const r = spawnSync(process.execPath, [join(root, 'services/carrier-data/dist/ingest/synthetic/generate.js'), '--rows', String(rows), '--seed', '1', '--out', dir, '--files', 'census-147'], { stdio: 'inherit' });
    if (r.status !== 0) throw new Error('generating the census file failed');
    writeFileSync(done, '');
  }
  const file = readdirSync(dir).find((f) => f.endsWith('.csv'));
  return join(dir, file);
}

/** Runs a command to completion with its output in a log file; resolves with the wall time in seconds. */
function timed(cmd, argv, env, logPath) {
  return new Promise((resolve, reject) => {
    const log = createWriteStream(logPath);
    const t = performance.now();
    const child = spawn(cmd, argv, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    child.on('exit', (code) => {
      log.end();
      if (code === 0) resolve((performance.now() - t) / 1000);
      else reject(new Error(`${relative(process.cwd(), argv[0])} exited ${code}; log: ${logPath}`));
    });
  });
}

function directJson(root, mode, env, extra = []) {
  const r = spawnSync(process.execPath, [join(root, 'bench/carriers-direct.mjs'), mode, ...extra], { env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 1 << 24 });
  if (r.status !== 0) throw new Error(`carriers-direct ${mode} failed`);
  return JSON.parse(r.stdout.trim().split('\n').pop());
}

/** Peak and current resident memory (MB) of a process and its descendants, the largest one (the Node server). */
function memoryOf(pid) {
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const ppid = Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  let best = null;
  const visit = (p) => {
    try {
      const status = readFileSync(`/proc/${p}/status`, 'utf8');
      const kb = (k) => Number(new RegExp(`^${k}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0);
      const name = readFileSync(`/proc/${p}/cmdline`, 'utf8').split('\0').slice(0, 2).join(' ');
      if (!best || kb('VmHWM') > best.peakMb * 1024) best = { pid: p, command: name, peakMb: Math.round(kb('VmHWM') / 1024), rssMb: Math.round(kb('VmRSS') / 1024) };
    } catch {
      // gone meanwhile
    }
    for (const c of children.get(p) ?? []) visit(c);
  };
  visit(pid);
  return best;
}

export async function runCarriers({ root, args, profiles, resultsDir, stamp, startServer, freshData, runK6, infraEnv, setCurrent }) {
  const results = [];
  let ok = true;
  for (const profile of profiles) {
    const n = Number((args.carriers ?? String(DEFAULT_CARRIERS[profile])).replace(/_/g, ''));
    const reuse = args['data-dir'];
    const data = reuse ? { dataDir: reuse, namespace: '', keep: true } : freshData(profile);
    const infra = profile === 'distributed' ? await infraEnv() : {};
    const env = { ...process.env, ...infra, DATA_DIR: data.dataDir, NAMESPACE: data.namespace, ...(profile === 'distributed' ? { PROFILE: 'distributed' } : {}) };
    if (profile === 'distributed' && !env.MONGO_URL) throw new Error('the distributed carriers bench needs the local servers: run `npm run infra:up` first');
    const row = { profile };
    try {
      if (!reuse) {
        const file = censusFile(root, n);
        console.log(`[bench] ${profile}: importing ${relative(root, file)} with the import CLI...`);
        const logPath = join(resultsDir, `${stamp}-${profile}.import.log`);
        const seconds = await timed(process.execPath, [join(root, 'services/carrier-data/dist/import/import.cli.js'), file], env, logPath);
        row.import = { rows: n, seconds: Number(seconds.toFixed(1)), rowsPerSecond: Math.round(n / seconds) };
        console.log(`[bench] ${profile}: imported ${n.toLocaleString('en-US')} rows in ${seconds.toFixed(1)} s (${row.import.rowsPerSecond.toLocaleString('en-US')} rows/s); raw engine insert of the same carriers...`);
        row.rawInsert = directJson(root, 'raw-insert', env);
      }
      const queriesPath = join(resultsDir, `${stamp}-${profile}.queries.json`);
      console.log(`[bench] ${profile}: timing the requests directly on the store...`);
      const direct = directJson(root, 'queries', env, ['--out', queriesPath]);
      row.carriers = direct.carriers;
      row.direct = direct.direct;

      console.log(`[bench] ${profile}: starting the server on ${direct.carriers.toLocaleString('en-US')} carriers...`);
      const server = await startServer(profile, data);
      try {
        console.log(`[bench] ${profile}: ready at ${server.baseUrl}; running k6 (${args.vus} VUs, ${args.duration} per kind)`);
        const { exitCode, summary } = runK6(profile, server.baseUrl, 'carriers.k6.js', { QUERIES: queriesPath, ...(args.kinds ? { KINDS: args.kinds } : {}) });
        if (exitCode !== 0) ok = false;
        row.exitCode = exitCode;
        row.gateway = summary?.kinds;
        row.errorRate = summary?.errorRate;
        row.memory = memoryOf(server.pid);
      } finally {
        await server.stop();
        setCurrent(undefined);
      }
    } catch (e) {
      console.error(`[bench] ${profile}: ${e.message}`);
      row.error = e.message;
      ok = false;
      if (!data.keep) rmSync(data.dataDir, { recursive: true, force: true });
    }
    results.push(row);
  }

  const fmt = (v, d = 2) => (typeof v === 'number' ? v.toFixed(d) : '-');
  for (const r of results) {
    console.log(`\n${r.profile}: ${r.carriers?.toLocaleString('en-US') ?? '?'} carriers${r.error ? ` (error: ${r.error})` : ''}`);
    if (r.import) {
      const raw = r.rawInsert?.rowsPerSecond;
      console.log(`  import (CLI, whole pipeline)  ${r.import.rowsPerSecond.toLocaleString('en-US')} rows/s (${r.import.rows.toLocaleString('en-US')} rows in ${r.import.seconds} s)`);
      console.log(`  raw engine bulk insert        ${raw?.toLocaleString('en-US') ?? '-'} rows/s (same carriers as stored documents)  ratio ${raw ? (r.import.rowsPerSecond / raw).toFixed(2) : '-'}`);
    }
    console.log(`  kind    VUs  gateway p50   p95 ms   p99 ms    req/s  |  direct p50   p95 ms    req/s  | p95 ratio`);
    for (const kind of ['mc', 'dot', 'name', 'phone', 'email', 'name1']) {
      const g = r.gateway?.[kind];
      // The direct figures are one request at a time: name1's are name's.
      const d = r.direct?.[kind === 'name1' ? 'name' : kind];
      if (!g && !d) continue;
      console.log(
        `  ${kind.padEnd(6)} ${String(g?.vus ?? '-').padStart(4)} ${fmt(g?.p50).padStart(11)} ${fmt(g?.p95).padStart(8)} ${fmt(g?.p99).padStart(8)} ${fmt(g?.rps, 1).padStart(8)}  | ${fmt(d?.p50, 3).padStart(11)} ${fmt(d?.p95, 3).padStart(8)} ${fmt(d?.rps, 1).padStart(8)}  | ${g && d?.p95 ? (g.p95 / Math.max(d.p95, 0.001)).toFixed(1) : '-'}`,
      );
    }
    if (r.memory) console.log(`  server memory                 peak RSS ${r.memory.peakMb} MB, now ${r.memory.rssMb} MB (pid ${r.memory.pid}: ${r.memory.command})`);
    if (r.errorRate !== undefined) console.log(`  errors                        ${(r.errorRate * 100).toFixed(2)}% of requests`);
  }
  const combined = join(resultsDir, `${stamp}-carriers.json`);
  writeFileSync(combined, JSON.stringify({ at: new Date().toISOString(), vus: Number(args.vus), durationPerKind: args.duration, node: process.version, results }, null, 2));
  console.log(`\nresults: ${relative(root, combined)}`);
  return ok;
}
