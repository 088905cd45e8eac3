// `npm run bench -- --scenario carriers`: the carrier figures of issue 3, per profile (called by bench/run.mjs).
//   1. import: a synthetic 147-column census file of N carriers (generated once per N and seed, kept in the OS temp
//      folder) through the import CLI into an empty store: rows/s of the whole pipeline (read, parse, merge, store,
//      search structures), beside the engine's own bulk-insert rate of the same carriers (bench/carriers-direct.mjs);
//   2. direct: the benchmark's requests timed on the carrier store itself, one at a time;
//   3. gateway: bench/carriers.k6.js against the server on that data (MC, DOT, name, phone, e-mail), and the server
//      process's memory (peak resident set) at the end; with --cpu-prof, where the server's CPU time went;
//   4. bare: the same k6 requests against bare node:http peers on the same store (bench/carriers-bare.mjs, one per
//      --bare mode), so the gateway's share of what the store and HTTP alone can do prints as a ratio per kind.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { profileLines, summariseProfile } from './cpu-profile.mjs';

const DEFAULT_CARRIERS = { embedded: 2_500_000, distributed: 2_000 };
/**
 * The public API's kinds (a Bearer key), each beside the session kinds it is compared with (issue 24 §6: ≥ 90 %): the
 * DOT quick search, and the carrier page's detail (`carrier`), which makes the same carrier-data call.
 */
const PUBLIC_API_KINDS = new Map([['v1dot', ['dot', 'carrier']]]);
/** Kinds the bare peers do not serve (they answer the searches only). */
const GATEWAY_ONLY = new Set(['carrier', ...PUBLIC_API_KINDS.keys()]);

/** The 1-minute load average: other work on the machine skews the figures, so each run records it. */
const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ')[0];

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
export function timed(cmd, argv, env, logPath) {
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

/** The process and its descendants (the start script, the server it runs), from /proc. */
function treeOf(pid) {
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
  const tree = [];
  const visit = (p) => {
    tree.push(p);
    for (const c of children.get(p) ?? []) visit(c);
  };
  visit(pid);
  return tree;
}

const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

/**
 * CPU time (ms, user + system, every thread) of the process and its descendants so far. A CPU profile samples wall
 * time (a thread waiting for a core shows where it waited); this is what the server really burnt per request.
 */
function cpuMsOf(pid) {
  let ticks = 0;
  for (const p of treeOf(pid)) {
    try {
      const fields = readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1].split(' ');
      // utime and stime: fields 14 and 15 of stat, 12 and 13 after the command.
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone meanwhile
    }
  }
  return (ticks * 1000) / CLOCK_TICKS;
}

/**
 * Waits until the processes burn under 5 % of a core together for a whole second (at most `maxMs`): a server that has
 * just started is still building its in-memory indexes. Returns the time waited.
 */
export async function untilIdle(pids, maxMs = 180_000) {
  const started = Date.now();
  let before = pids.reduce((sum, pid) => sum + cpuMsOf(pid), 0);
  while (Date.now() - started < maxMs) {
    await new Promise((r) => setTimeout(r, 1000));
    const now = pids.reduce((sum, pid) => sum + cpuMsOf(pid), 0);
    if (now - before < 50) return Date.now() - started;
    before = now;
  }
  return Date.now() - started;
}

/** Peak and current resident memory (MB) of a process and its descendants, the largest one (the Node server). */
function memoryOf(pid) {
  let best = null;
  for (const p of treeOf(pid)) {
    try {
      const status = readFileSync(`/proc/${p}/status`, 'utf8');
      const kb = (k) => Number(new RegExp(`^${k}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0);
      const name = readFileSync(`/proc/${p}/cmdline`, 'utf8').split('\0').slice(0, 2).join(' ');
      if (!best || kb('VmHWM') > best.peakMb * 1024) best = { pid: p, command: name, peakMb: Math.round(kb('VmHWM') / 1024), rssMb: Math.round(kb('VmRSS') / 1024) };
    } catch {
      // gone meanwhile
    }
  }
  return best;
}

/**
 * Starts bench/carriers-bare.mjs on a free loopback port; resolves with its URL and a stop function (SIGTERM, SIGKILL
 * after 10 s). Refuses after 120 s without its listening line.
 */
function startBare(root, mode, env, logPath) {
  return new Promise((resolve, reject) => {
    const log = createWriteStream(logPath);
    const child = spawn(process.execPath, [join(root, 'bench/carriers-bare.mjs'), '--port', '0', '--mode', mode], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let exited = false;
    const gone = new Promise((r) => child.on('exit', () => r((exited = true))));
    const stop = async () => {
      if (!exited) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await gone;
        clearTimeout(timer);
      }
      log.end();
    };
    const timer = setTimeout(() => stop().then(() => reject(new Error(`bare peer (${mode}) not listening within 120 s; log: ${logPath}`))), 120_000);
    let out = '';
    child.stderr.pipe(log, { end: false });
    child.stdout.on('data', (chunk) => {
      log.write(chunk);
      out += chunk;
      const m = /bare listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ url: m[1], stop, pid: child.pid });
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`bare peer (${mode}) exited ${code}; log: ${logPath}`));
    });
  });
}

/** The one .cpuprofile of the gateway in `dir`: the largest (the start script's own is tiny). */
function largestProfile(dir) {
  if (!existsSync(dir)) return undefined;
  const files = readdirSync(dir).filter((f) => f.endsWith('.cpuprofile')).map((f) => join(dir, f));
  return files.sort((a, b) => readFileSync(b).length - readFileSync(a).length)[0];
}

/** Each public API kind beside its session kind of the same run: p95, req/s, and the key's req/s over the session's. */
function publicApiFigures(gateway) {
  const figures = [];
  for (const [kind, sessions] of PUBLIC_API_KINDS) {
    const v1 = gateway?.[kind];
    for (const session of sessions) {
      const s = gateway?.[session];
      if (v1 && s?.rps) figures.push({ kind, session, p95: v1.p95, rps: v1.rps, sessionP95: s.p95, sessionRps: s.rps, ratio: Number((v1.rps / s.rps).toFixed(3)) });
    }
  }
  return figures;
}

function publicApiLines(figures) {
  return figures.map(({ kind, ...f }) =>
    `  public API  ${kind} p95 ${f.p95?.toFixed(2)} ms, ${f.rps.toFixed(0)} req/s  beside  ${f.session} (session) p95 ${f.sessionP95?.toFixed(2)} ms, ${f.sessionRps.toFixed(0)} req/s:` +
    `  ${(f.ratio * 100).toFixed(0)} % of the session's req/s (goal ≥ 90 %: ${f.ratio >= 0.9 ? 'met' : 'NOT met'})`);
}

export async function runCarriers({ root, args, profiles, resultsDir, stamp, startServer, freshData, runK6, infraEnv, setCurrent }) {
  const results = [];
  let ok = true;
  for (const profile of profiles) {
    const n = Number((args.carriers ?? String(DEFAULT_CARRIERS[profile])).replace(/_/g, ''));
    // --data-dir: kept; imported into first when it holds no carrier store yet.
    const given = args['data-dir'];
    const reuse = given && existsSync(join(given, 'carrier-data-store.db'));
    if (given) mkdirSync(given, { recursive: true });
    const data = given ? { dataDir: given, namespace: '', keep: true } : freshData(profile);
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
      const direct = directJson(root, 'queries', env, ['--out', queriesPath, '--sample', args.sample]);
      row.carriers = direct.carriers;
      row.direct = direct.direct;

      console.log(`[bench] ${profile}: starting the server on ${direct.carriers.toLocaleString('en-US')} carriers...`);
      const profDir = join(resultsDir, `${stamp}-${profile}-cpuprof`);
      const kinds = (args.kinds ?? 'mc,dot,name,phone,email,name1').split(',');
      row.load = { before: loadAverage() };
      const server = await startServer(profile, data, args['cpu-prof'] ? { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --cpu-prof --cpu-prof-dir=${profDir}`.trim() } : {});
      // The peers: bare node:http servers on the same store, up beside the gateway (idle while it is measured).
      const bares = [];
      try {
        for (const mode of profile === 'embedded' ? args.bare.split(',').filter((m) => m !== 'none') : []) {
          const bareEnv = args['cpu-prof'] ? { ...env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --cpu-prof --cpu-prof-dir=${profDir}-bare-${mode}`.trim() } : env;
          bares.push({ mode, ...(await startBare(root, mode, bareEnv, join(resultsDir, `${stamp}-${profile}-bare-${mode}.log`))) });
        }
        // Each server builds its in-memory indexes in the background after start: measure once all of them are idle.
        const settled = await untilIdle([server.pid, ...bares.map((b) => b.pid)]);
        console.log(`[bench] ${profile}: servers idle after ${(settled / 1000).toFixed(1)} s (in-memory indexes built)`);
        console.log(`[bench] ${profile}: gateway at ${server.baseUrl}${bares.map((b) => `, bare ${b.mode} at ${b.url}`).join('')}; k6 ${args.vus} VUs, ${args.duration} per kind and server`);
        // Kind by kind, the gateway then each peer right after it: the machine's other work weighs on all alike.
        row.gateway = {};
        row.bare = Object.fromEntries(bares.map((b) => [b.mode, {}]));
        let failed = 0;
        let requests = 0;
        for (const kind of kinds) {
          // The bare peers serve the session searches' answers only: the detail and public API kinds run on the gateway alone.
          const peers = GATEWAY_ONLY.has(kind) ? [] : bares;
          for (const target of [{ name: 'gateway', url: server.baseUrl, pid: server.pid }, ...peers.map((b) => ({ name: `bare-${b.mode}`, url: b.url, mode: b.mode, pid: b.pid }))]) {
            const cpuBefore = cpuMsOf(target.pid);
            const { exitCode, summary } = await runK6(profile, target.url, 'carriers.k6.js', { QUERIES: queriesPath, KINDS: kind, PAGE_SIZE: args['page-size'] }, `${profile}-${target.name}-${kind}`);
            const cpuMs = cpuMsOf(target.pid) - cpuBefore;
            if (exitCode !== 0) ok = false;
            const figures = summary?.kinds?.[kind] && { ...summary.kinds[kind], cpuMsPerRequest: Number((cpuMs / Math.max(1, summary.kinds[kind].requests)).toFixed(3)) };
            if (target.mode) row.bare[target.mode][kind] = figures;
            else {
              row.gateway[kind] = figures;
              failed += (summary?.errorRate ?? 1) * (figures?.requests ?? 0);
              requests += figures?.requests ?? 0;
            }
          }
        }
        row.exitCode = ok ? 0 : 1;
        row.errorRate = requests ? failed / requests : undefined;
        row.memory = memoryOf(server.pid);
        row.publicApi = publicApiFigures(row.gateway);
      } finally {
        for (const b of bares) await b.stop();
        await server.stop();
        setCurrent(undefined);
      }
      // Where each server's CPU time went (with --cpu-prof): the gateway, and the peers for comparison.
      const requestsOf = (kinds) => Object.values(kinds ?? {}).reduce((n, k) => n + (k?.requests ?? 0), 0);
      if (args['cpu-prof']) {
        row.cpuProfiles = {};
        for (const [name, dir, kinds] of [['gateway', profDir, row.gateway], ...Object.entries(row.bare).map(([m, k]) => [`bare ${m}`, `${profDir}-bare-${m}`, k])]) {
          const prof = largestProfile(dir);
          if (prof) row.cpuProfiles[name] = { ...summariseProfile(prof), requests: requestsOf(kinds) };
        }
      }
      row.load.after = loadAverage();
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
    console.log(`\n${r.profile}: ${r.carriers?.toLocaleString('en-US') ?? '?'} carriers, page size ${args['page-size']}${r.error ? ` (error: ${r.error})` : ''}`);
    if (r.import) {
      const raw = r.rawInsert?.rowsPerSecond;
      console.log(`  import (CLI, whole pipeline)  ${r.import.rowsPerSecond.toLocaleString('en-US')} rows/s (${r.import.rows.toLocaleString('en-US')} rows in ${r.import.seconds} s)`);
      console.log(`  raw engine bulk insert        ${raw?.toLocaleString('en-US') ?? '-'} rows/s (same carriers as stored documents)  ratio ${raw ? (r.import.rowsPerSecond / raw).toFixed(2) : '-'}`);
    }
    const bareModes = Object.keys(r.bare ?? {});
    const head = ['kind', 'VUs', 'gw p50', 'gw p95', 'gw req/s', 'gw cpu', ...bareModes.flatMap((m) => [`${m} p95`, `${m} req/s`, `${m} cpu`, `gw/${m}`]), 'direct p95', 'view ms/carrier', 'repeat ms'];
    const rows = [];
    for (const kind of ['mc', 'dot', 'name', 'phone', 'email', 'name1', ...GATEWAY_ONLY]) {
      const g = r.gateway?.[kind];
      // The direct figures are one request at a time: name1's are name's.
      const d = r.direct?.[kind === 'name1' ? 'name' : kind];
      if (!g && !d) continue;
      const peer = bareModes.flatMap((m) => {
        const b = r.bare[m]?.[kind];
        return [fmt(b?.p95), fmt(b?.rps, 0), fmt(b?.cpuMsPerRequest, 3), g && b?.rps ? (g.rps / b.rps).toFixed(2) : '-'];
      });
      rows.push([kind, String(g?.vus ?? '-'), fmt(g?.p50), fmt(g?.p95), fmt(g?.rps, 0), fmt(g?.cpuMsPerRequest, 3), ...peer, fmt(d?.p95, 3), fmt(d?.viewMsPerCarrier, 4), fmt(d?.warmMsPerRequest, 3)]);
    }
    const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
    const line = (cells) => `  ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ')}`;
    console.log(line(head));
    for (const row of rows) console.log(line(row));
    console.log('  (ms; gw = gateway, view/store = bare node:http peers with/without view building, gw/x = gateway req/s over the peer\'s,');
    console.log('   cpu = CPU ms the server burnt per request (all its threads, from /proc);');
    console.log('   direct = the store one request at a time; view ms/carrier = building the view of one carrier, direct;');
    console.log('   repeat ms = carrier-data\'s whole search (store and views) for a request made before: caches warm)');
    for (const line of publicApiLines(r.publicApi ?? [])) console.log(line);
    if (r.load) console.log(`  machine load (1-min average) before ${r.load.before}, after ${r.load.after} (2 cores, shared)`);
    for (const [name, prof] of Object.entries(r.cpuProfiles ?? {})) for (const l of profileLines(prof, prof.requests, name)) console.log(l);
    if (r.memory) console.log(`  server memory                 peak RSS ${r.memory.peakMb} MB, now ${r.memory.rssMb} MB (pid ${r.memory.pid}: ${r.memory.command})`);
    if (r.errorRate !== undefined) console.log(`  errors                        ${(r.errorRate * 100).toFixed(2)}% of requests`);
  }
  const combined = join(resultsDir, `${stamp}-carriers.json`);
  writeFileSync(combined, JSON.stringify({ at: new Date().toISOString(), vus: Number(args.vus), durationPerKind: args.duration, node: process.version, results }, null, 2));
  console.log(`\nresults: ${relative(root, combined)}`);
  return ok;
}
