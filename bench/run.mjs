// `npm run bench [-- --scenario auth|carriers|motus|knowledge|logins|bundle|webhooks] [--profile embedded|distributed|both] [--vus N] [--duration 20s]`
//
// For each profile: starts LogiScope on 127.0.0.1 (a free port, a temporary DATA_DIR), waits until
// GET /api/health answers 200, runs a k6 scenario against it, stops the server, and prints the figures per profile.
//   auth      bench/auth.k6.js: GET /api/auth/user of signed-in users (p50/p95/p99, requests/s).
//   carriers  first generates a synthetic census file (--carriers N, default 2,500,000 embedded / 2,000 distributed)
//             and imports it with the import CLI (full pipeline rows/s, beside the engine's raw bulk-insert rate of
//             the same carriers), times the requests directly on the carrier store, then runs bench/carriers.k6.js
//             (MC, DOT, partial name, phone, e-mail searches through the gateway) and reports the server's memory.
//             --data-dir DIR (embedded) reuses an imported DATA_DIR instead (not deleted; imported into first when empty).
//             Then the same k6 requests against bare node:http peers on the same store (--bare view,store: carrier-data's
//             search with its view building / the store's search alone; `none` to skip): gateway/bare ratio per kind.
//             --cpu-prof profiles the gateway and the peers (node --cpu-prof) and prints where their CPU time went.
//             --sample N: carriers the requests are drawn from (2,000; more makes repeated requests rarer).
//   bundle    bench/bundle.mjs: the web app's first load of / and /auth (KB gzipped) beside the whole app's JS+CSS.
//   webhooks  bench/webhooks.mjs: a daily difference's webhook fan-out (deliveries/s, p95 from the import to the
//             receiver), then a second one with a kill -9 of the server mid-way (lost and doubled, by event id).
//   logins    bench/logins.mjs: a million login records written into security-tracking's read model, then the
//             login-tracking page's p95, enrichment cost, sign-in to screen latency, sign-in throughput beside argon2id.
// Results (k6 summary per profile, server log, combined table) go to bench/results/ (git-ignored). See bench/README.md.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { readInfraEnv } from '../scripts/lib/infra-env.mjs';
import { freePort } from '../scripts/lib/net.cjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PROFILES = {
  // A start over a large generated DATA_DIR replays every read model first: BENCH_READY_TIMEOUT_S allows for it.
  embedded: { script: 'scripts/start.mjs', readyTimeoutMs: Number(process.env.BENCH_READY_TIMEOUT_S ?? 180) * 1000 },
  // Starts (or reuses) local Kafka/FerretDB/Redis through infra/local/up.sh on first use: allow for it.
  distributed: { script: 'scripts/start-distributed.mjs', readyTimeoutMs: 900_000 },
};

const { values: args } = parseArgs({
  options: {
    profile: { type: 'string', default: process.env.BENCH_PROFILE ?? 'embedded' },
    scenario: { type: 'string', default: 'auth' },
    carriers: { type: 'string' },
    incidents: { type: 'string' },
    logins: { type: 'string' },
    notes: { type: 'string' },
    kinds: { type: 'string' },
    'data-dir': { type: 'string' },
    // --scenario motus: the daily difference's rows and the carriers monitored among them; the files' date.
    'daily-rows': { type: 'string' },
    monitored: { type: 'string' },
    'as-of': { type: 'string' },
    // --scenario webhooks: companies (one endpoint each), carriers each monitors, carriers the difference changes.
    companies: { type: 'string' },
    'per-company': { type: 'string' },
    changed: { type: 'string' },
    bare: { type: 'string', default: 'view,store' },
    sample: { type: 'string', default: '2000' },
    // What a carrier search asks per page: `web` as the web app asks (10 for the quick search, 12 for phone/e-mail),
    // `api` the API's default (20, no pageSize sent), or a number for every kind.
    'page-size': { type: 'string', default: 'web' },
    'cpu-prof': { type: 'boolean', default: false },
    https: { type: 'boolean', default: false },
    vus: { type: 'string', default: process.env.VUS ?? '20' },
    duration: { type: 'string', default: process.env.DURATION ?? '20s' },
    k6: { type: 'string', default: process.env.K6 ?? join(root, '.infra/bin/k6') },
    help: { type: 'boolean', default: false },
  },
});
if (args.help) {
  console.log('usage: npm run bench -- [--scenario auth|carriers|motus|knowledge|logins|bundle|webhooks] [--profile embedded|distributed|both] [--vus 20] [--duration 20s] [--carriers N] [--kinds mc,dot,name,phone,email,name1,carrier,v1dot] [--data-dir DIR] [--daily-rows 5000] [--monitored 500] [--as-of YYYY-MM-DD] [--companies 100] [--per-company 100] [--changed 1000] [--bare view,store|none] [--cpu-prof] [--sample 2000] [--page-size web|api|N] [--k6 path]');
  process.exit(0);
}
const profiles = args.profile === 'both' ? ['embedded', 'distributed'] : [args.profile];
for (const p of profiles) {
  if (!PROFILES[p]) {
    console.error(`unknown profile '${p}' (embedded, distributed or both)`);
    process.exit(2);
  }
}
if (!['auth', 'carriers', 'motus', 'knowledge', 'logins', 'bundle', 'webhooks'].includes(args.scenario)) {
  console.error(`unknown scenario '${args.scenario}' (auth, carriers, motus, knowledge, logins, bundle or webhooks)`);
  process.exit(2);
}
if (args.carriers !== undefined && !/^\d+$/.test(args.carriers.replace(/_/g, ''))) throw new Error(`--carriers must be a number, got ${args.carriers}`);
if (args['data-dir'] && (profiles.length > 1 || profiles[0] !== 'embedded')) throw new Error('--data-dir is for the embedded profile only');
if (!args.bare.split(',').every((m) => ['view', 'store', 'none'].includes(m))) throw new Error(`--bare must list view, store or none, got ${args.bare}`);
if (!/^(web|api|\d+)$/.test(args['page-size']) || args['page-size'] === '0' || Number(args['page-size']) > 100) throw new Error(`--page-size must be web, api or 1..100, got ${args['page-size']}`);
if (!/^\d+$/.test(args.sample) || Number(args.sample) < 1 || Number(args.sample) > 200_000) throw new Error(`--sample must be 1..200000, got ${args.sample}`);
if (!/^\d+$/.test(args.vus) || Number(args.vus) < 1) throw new Error(`--vus must be a positive integer, got ${args.vus}`);
if (!/^\d+(ms|s|m)$/.test(args.duration)) throw new Error(`--duration must look like 20s, 1m, 500ms; got ${args.duration}`);

// The web app's bundle sizes (bench/bundle.mjs): a build and the files' sizes, no server and no k6.
if (args.scenario === 'bundle') {
  const { runBundle } = await import('./bundle.mjs');
  const resultsDir = join(root, 'bench', 'results');
  mkdirSync(resultsDir, { recursive: true });
  const ok = await runBundle({ root, resultsDir, stamp: new Date().toISOString().replace(/[:.]/g, '-') });
  process.exit(ok ? 0 : 1);
}

// k6: built from source by infra/local/install-k6.sh into .infra/bin (a few minutes, once).
// The Motus and webhooks scenarios run no k6.
if (!existsSync(args.k6) && args.scenario !== 'motus' && args.scenario !== 'webhooks') {
  console.log(`[bench] ${relative(root, args.k6)} is missing: building k6 (infra/local/install-k6.sh)...`);
  const r = spawnSync('bash', [join(root, 'infra/local/install-k6.sh')], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const resultsDir = join(root, 'bench', 'results');
mkdirSync(resultsDir, { recursive: true });

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

let current; // the server being started or benchmarked, stopped on Ctrl-C too
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, async () => {
    console.error(`\n[bench] ${sig}: stopping`);
    if (current) await current.stop();
    process.exit(130);
  });
}

/** host:port of a URL or bare `host:port` (first of a comma-separated list) is accepting connections. */
const reachable = (value) =>
  new Promise((ok) => {
    const m = /^(?:[a-z]+:\/\/)?(?:[^@/]*@)?([^:/,]+):(\d+)/.exec(value ?? '');
    if (!m) return ok(false);
    const socket = connect({ host: m[1], port: Number(m[2]) });
    const done = (result) => {
      socket.destroy();
      ok(result);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });

/**
 * The distributed profile's servers: KAFKA_BROKERS / MONGO_URL / REDIS_URL from the environment, else
 * those of .infra/env when they all answer (the local servers are up: no need to go through
 * infra/local/up.sh), else none, and scripts/start-distributed.mjs starts them with up.sh.
 */
async function infraEnv() {
  const keys = ['KAFKA_BROKERS', 'MONGO_URL', 'REDIS_URL'];
  if (keys.every((k) => process.env[k])) return {};
  const file = join(root, '.infra', 'env');
  if (!existsSync(file)) return {};
  const written = readInfraEnv(root);
  const found = Object.fromEntries(keys.filter((k) => k in written).map((k) => [k, process.env[k] ?? written[k]]));
  const up = keys.every((k) => found[k]) && (await Promise.all(keys.map((k) => reachable(found[k])))).every(Boolean);
  if (up) console.log(`[bench] using the running local servers of .infra/env (${keys.map((k) => `${k}=${found[k]}`).join(' ')})`);
  return up ? found : {};
}

/** A temporary DATA_DIR and, for the distributed profile, its own NAMESPACE (databases, consumer groups). */
function freshData(profile) {
  return { dataDir: mkdtempSync(join(tmpdir(), `logiscope-bench-${profile}-`)), namespace: `bench_${Date.now()}`, keep: false };
}

/** Starts one profile's server; resolves when it printed its listening line and /api/health is 200. */
async function startServer(profile, data = freshData(profile), extraEnv = {}) {
  const port = await freePort();
  const infra = profile === 'distributed' ? await infraEnv() : {};
  const { dataDir, namespace } = data;
  const logPath = join(resultsDir, `${stamp}-${profile}.server.log`);
  const log = createWriteStream(logPath);
  const env = {
    ...process.env,
    ...infra,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    // Distributed: own databases and consumer groups on the shared local servers.
    NAMESPACE: namespace,
    // A load test is many requests from few sessions: the product's per-caller limits would only measure 429s.
    RATE_LIMIT_API_PER_MINUTE: process.env.RATE_LIMIT_API_PER_MINUTE ?? '10000000',
    RATE_LIMIT_LOGIN_PER_15MIN: process.env.RATE_LIMIT_LOGIN_PER_15MIN ?? '100000',
    RATE_LIMIT_LOGIN_PER_MINUTE: process.env.RATE_LIMIT_LOGIN_PER_MINUTE ?? '100000',
    RATE_LIMIT_LOGIN_ADDRESS_PER_15MIN: process.env.RATE_LIMIT_LOGIN_ADDRESS_PER_15MIN ?? '10000000',
    // Every k6 user signs in to one account from a browser it does not remember, many at once.
    RATE_LIMIT_ACCOUNT_FAILURES: process.env.RATE_LIMIT_ACCOUNT_FAILURES ?? '100000',
    RATE_LIMIT_REGISTER_PER_HOUR: process.env.RATE_LIMIT_REGISTER_PER_HOUR ?? '100000',
    ...extraEnv,
  };
  // Own process group, so the whole tree (supervisor, services, gateway) can be stopped together.
  const child = spawn(process.execPath, [join(root, PROFILES[profile].script)], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  let listeningUrl;
  const onData = (chunk) => {
    const text = chunk.toString();
    log.write(text);
    output = (output + text).slice(-20_000);
    const m = /LogiScope listening on (http:\/\/[^\s]+)/.exec(output);
    if (m && !listeningUrl) listeningUrl = m[1].replace(/\/+$/, '');
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  let exited = null;
  const exitedPromise = new Promise((r) => child.on('exit', (code, signal) => r((exited = { code, signal }))));

  // Signals the whole process group; ESRCH (nothing left in it) is fine.
  const signalGroup = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch (e) {
      if (e.code !== 'ESRCH') throw e;
    }
  };
  const stop = async () => {
    if (!exited) {
      signalGroup('SIGTERM');
      const timer = setTimeout(() => signalGroup('SIGKILL'), 30_000);
      await exitedPromise;
      clearTimeout(timer);
    }
    // Anything of the group still alive (a child that outlived its supervisor) goes too.
    signalGroup('SIGKILL');
    cleanup();
  };
  const cleanup = () => {
    log.end();
    if (!data.keep) rmSync(dataDir, { recursive: true, force: true });
  };
  const server = { profile, port, logPath, stop, output: () => output, pid: child.pid };
  current = server;

  const deadline = Date.now() + PROFILES[profile].readyTimeoutMs;
  const expected = `http://127.0.0.1:${port}`;
  while (Date.now() < deadline) {
    if (exited) {
      cleanup();
      current = undefined;
      throw new Error(`${profile} server exited (${exited.code ?? exited.signal}) before it was ready; log: ${relative(root, logPath)}\n${output.slice(-3000)}`);
    }
    if (listeningUrl) {
      try {
        const res = await fetch(`${expected}/api/health`, { signal: AbortSignal.timeout(2000) });
        if (res.status === 200) {
          if (listeningUrl !== expected) console.warn(`[bench] the server says ${listeningUrl}, expected ${expected}`);
          return { ...server, baseUrl: expected };
        }
      } catch {
        // not answering yet
      }
    }
    await sleep(250);
  }
  await stop();
  current = undefined;
  throw new Error(`${profile} server not ready within ${PROFILES[profile].readyTimeoutMs / 1000} s; log: ${relative(root, logPath)}`);
}

/**
 * Runs k6 to its end without blocking this process (an open stream or pooled connection of the bench keeps being
 * served meanwhile); resolves with its exit code and the summary it wrote.
 */
function runK6(profile, baseUrl, script = 'auth.k6.js', extraEnv = {}, label = profile) {
  const summaryPath = join(resultsDir, `${stamp}-${label}.json`);
  const extra = Object.entries(extraEnv).flatMap(([k, v]) => ['-e', `${k}=${v}`]);
  const child = spawn(
    args.k6,
    // The carrier and login scenarios run k6 several times: no progress bars, only each run's summary.
    ['run', '--no-usage-report', ...(script === 'auth.k6.js' ? [] : ['--quiet']), '-e', `BASE_URL=${baseUrl}`, '-e', `VUS=${args.vus}`, '-e', `DURATION=${args.duration}`, '-e', `PROFILE=${label}`, '-e', `SUMMARY_JSON=${summaryPath}`, ...extra, join(root, 'bench', script)],
    { cwd: root, stdio: 'inherit', env: { ...process.env, K6_NO_USAGE_REPORT: 'true' } },
  );
  return new Promise((resolve) => {
    child.on('error', () => resolve({ exitCode: 1, summary: undefined, summaryPath }));
    child.on('exit', (code) => {
      const summary = existsSync(summaryPath) ? JSON.parse(readFileSync(summaryPath, 'utf8')) : undefined;
      // k6 exits 99 when a threshold failed, other non-zero codes on script or run errors.
      resolve({ exitCode: code ?? 1, summary, summaryPath });
    });
  });
}

if (args.scenario === 'knowledge') {
  const { runKnowledge } = await import('./knowledge.mjs');
  const ok = await runKnowledge({ root, args, profiles, resultsDir, stamp, startServer, freshData });
  process.exit(ok ? 0 : 1);
}

if (args.scenario === 'logins') {
  const { runLogins } = await import('./logins.mjs');
  const ok = await runLogins({ root, args, profiles, resultsDir, stamp, startServer, freshData, infraEnv, runK6 });
  process.exit(ok ? 0 : 1);
}

if (args.scenario === 'motus') {
  const { runMotus } = await import('./motus.mjs');
  const ok = await runMotus({ root, args, resultsDir, stamp, startServer });
  process.exit(ok ? 0 : 1);
}

if (args.scenario === 'webhooks') {
  const { runWebhooks } = await import('./webhooks.mjs');
  const ok = await runWebhooks({ root, args, resultsDir, stamp, startServer, infraEnv });
  process.exit(ok ? 0 : 1);
}

if (args.scenario === 'carriers') {
  const { runCarriers } = await import('./carriers.mjs');
  const ok = await runCarriers({ root, args, profiles, resultsDir, stamp, startServer, freshData, runK6, infraEnv, setCurrent: (s) => (current = s) });
  process.exit(ok ? 0 : 1);
}

const rows = [];
let failed = false;
for (const profile of profiles) {
  console.log(`\n[bench] ${profile}: starting the server...`);
  const t0 = Date.now();
  let server;
  try {
    server = await startServer(profile);
  } catch (e) {
    console.error(`[bench] ${e.message}`);
    rows.push({ profile, error: 'server did not start' });
    failed = true;
    continue;
  }
  console.log(`[bench] ${profile}: ready at ${server.baseUrl} after ${((Date.now() - t0) / 1000).toFixed(1)} s; running k6 (${args.vus} VUs, ${args.duration})`);
  try {
    const { exitCode, summary, summaryPath } = await runK6(profile, server.baseUrl);
    if (exitCode !== 0) failed = true;
    rows.push({ profile, exitCode, summaryFile: relative(root, summaryPath), ...(summary ?? { error: 'no k6 summary' }) });
  } finally {
    console.log(`[bench] ${profile}: stopping the server`);
    await server.stop();
    current = undefined;
  }
}

const fmt = (v, d = 2) => (typeof v === 'number' ? v.toFixed(d) : '-');
const header = ['profile', 'p50 ms', 'p95 ms', 'p99 ms', 'req/s', 'errors', 'result'];
const table = rows.map((r) => [
  r.profile,
  fmt(r.user?.p50),
  fmt(r.user?.p95),
  fmt(r.user?.p99),
  fmt(r.user?.rps, 1),
  r.allRequests ? `${(r.allRequests.errorRate * 100).toFixed(2)}%` : '-',
  r.error ?? (r.exitCode === 0 ? 'ok' : r.exitCode === 99 ? 'thresholds failed' : `k6 exit ${r.exitCode}`),
]);
const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => String(row[i]).length)));
const line = (cells) => cells.map((c, i) => (i === 0 || i === cells.length - 1 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  ');
console.log(`\nGET /api/auth/user, ${args.vus} VUs for ${args.duration} (${spawnSync(args.k6, ['version'], { encoding: 'utf8' }).stdout.split('\n')[0].trim()})`);
console.log(line(header));
for (const row of table) console.log(line(row));

const combined = join(resultsDir, `${stamp}.json`);
writeFileSync(combined, JSON.stringify({ at: new Date().toISOString(), vus: Number(args.vus), duration: args.duration, node: process.version, results: rows }, null, 2));
console.log(`\nresults: ${relative(root, combined)}`);
process.exit(failed ? 1 : 0);
