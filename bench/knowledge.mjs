// `npm run bench -- --scenario knowledge [--data-dir DIR] [--incidents 1000000] [--notes 1000000] [--vus 10] [--duration 15s]`
// `npm run bench -- --scenario knowledge --profile distributed`: step 3 alone on the distributed profile (< 2 s).
//
// Issue 12's figures on the embedded profile, with a million FreightGuard incidents and a million notes:
//   1. data: a DATA_DIR with the demo carriers and a broker company (one server start), then bench/knowledge-generate.mjs
//      writes the incidents (10,000 of them by that company) and the notes through the services' deciders; the next
//      start replays them into every read model (timed). With --data-dir the data is made once and kept.
//   2. load: VUS signed-in users for DURATION per kind through HTTP (Node fetch, keep-alive): GET /api/freightguard with
//      a text search, with a category filter, and GET /api/broker-dashboard of the company with 10,000 incidents;
//      beside each, the same queries straight on the read models in this process (direct), one at a time;
//   3. freshness: a report filed through HTTP, then polled every 10 ms until it shows in the carrier's Reports tab and
//      in its risk score;
//   4. a PDF: bench/compliance-pdf.mjs (content and layout, direct).
// Prints the figures beside the targets (never asserts them: the machine is shared); writes bench/results/<stamp>-knowledge.json.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { load, percentile } from './lib/load.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const fmt = (v, d = 1) => (typeof v === 'number' ? v.toFixed(d) : '-');

/** A signed-in HTTP user: cookie jar of one session. */
class Client {
  constructor(baseUrl) {
    this.baseUrl = baseUrl;
    this.cookie = '';
  }
  async request(method, path, body) {
    const res = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(this.cookie ? { cookie: this.cookie } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const set = res.headers.getSetCookie?.() ?? [];
    if (set.length) this.cookie = set.map((c) => c.split(';')[0]).join('; ');
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  }
}

/** Timings of `run` one at a time over `inputs`. */
async function direct(inputs, run) {
  const times = [];
  for (const x of inputs) {
    const t = performance.now();
    await run(x);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { requests: times.length, p50: percentile(times, 50), p95: percentile(times, 95) };
}

/**
 * A NEGATIVE report filed on each of 20 carriers, then polled every 10 ms until the carrier's Reports tab and its risk
 * score show it (the filing company sees it at once).
 */
async function freshness(me, target) {
  const carriers = (await me.request('GET', '/api/carriers/search?q=trucking&pageSize=50')).body.carriers;
  const tabs = [];
  const scores = [];
  for (const [i, c] of carriers.slice(0, 20).entries()) {
    const before = (await me.request('GET', `/api/carriers/${c.dotNumber}`)).body;
    const negativeBefore = Number(before.riskFactors.find((f) => f.code === 'community-reports')?.params?.negative ?? 0);
    const t = performance.now();
    const filed = await me.request('POST', `/api/carriers/${c.dotNumber}/reports`, { reportType: 'NEGATIVE', rating: 2, comments: `Bench freshness report ${i}: late delivery.` });
    if (filed.status !== 201) throw new Error(`file: ${filed.status} ${JSON.stringify(filed.body)}`);
    let tab = null;
    let score = null;
    while ((tab === null || score === null) && performance.now() - t < 10_000) {
      if (tab === null && ((await me.request('GET', `/api/carriers/${c.dotNumber}/reports`)).body ?? []).some((r) => r.id === filed.body.id)) tab = performance.now() - t;
      if (score === null) {
        const now = (await me.request('GET', `/api/carriers/${c.dotNumber}`)).body;
        if (Number(now.riskFactors.find((f) => f.code === 'community-reports')?.params?.negative ?? 0) > negativeBefore) score = performance.now() - t;
      }
      if (tab === null || score === null) await sleep(10);
    }
    tabs.push(tab ?? Infinity);
    scores.push(score ?? Infinity);
  }
  tabs.sort((a, b) => a - b);
  scores.sort((a, b) => a - b);
  const result = { reportsTab: { p50: percentile(tabs, 50), p95: percentile(tabs, 95), max: tabs.at(-1) }, riskScore: { p50: percentile(scores, 50), p95: percentile(scores, 95), max: scores.at(-1) }, target };
  console.log(`[bench] knowledge: filed report -> Reports tab p50 ${fmt(result.reportsTab.p50)} ms p95 ${fmt(result.reportsTab.p95)} ms; -> risk score p50 ${fmt(result.riskScore.p50)} ms p95 ${fmt(result.riskScore.p95)} ms (target ${target})`);
  return result;
}

/** A signed-in broker of a new company on a trial, once the demo carriers are imported. */
async function demoBroker(baseUrl) {
  const c = new Client(baseUrl);
  const user = { firstName: 'Bench', lastName: 'Broker', email: `bench.knowledge.${Date.now()}@example.com`, password: 'Bench-password-1' };
  const reg = await c.request('POST', '/api/auth/register', { ...user, confirmPassword: user.password, companyName: 'Bench Knowledge Freight', companyType: 'BROKER', mcNumber: `MC-${100000 + Math.floor(Math.random() * 800000)}B` });
  if (reg.status !== 201) throw new Error(`register: ${reg.status} ${JSON.stringify(reg.body)}`);
  // Behind the paywall until the company's trial starts.
  const trial = await c.request('POST', '/api/subscription/start-trial');
  if (trial.status !== 200) throw new Error(`start-trial: ${trial.status} ${JSON.stringify(trial.body)}`);
  // The demo carriers are imported at the first start: wait for them.
  for (let i = 0; i < 600 && !((await c.request('GET', '/api/carriers/search?q=trucking')).body?.total > 0); i++) await sleep(1000);
  return { client: c, user, me: (await c.request('GET', '/api/auth/user')).body };
}

/** The distributed profile: freshness only (the million-record data is written into the embedded profile's SQLite stores). */
async function runDistributedFreshness({ resultsDir, stamp, startServer, freshData }) {
  // The distributed carrier-data imports the demo carriers only when told how many.
  const server = await startServer('distributed', freshData('distributed'), { SEED_DEMO: 'true', CARRIER_DATA_DEMO_ROWS: '200', RATE_LIMIT_REPORT_RESPONSE_PER_HOUR: '100000' });
  const row = { at: new Date().toISOString(), profile: 'distributed' };
  try {
    const { client } = await demoBroker(server.baseUrl);
    row.freshness = await freshness(client, '< 2 s distributed');
  } finally {
    await server.stop();
  }
  const file = join(resultsDir, `${stamp}-knowledge-distributed.json`);
  writeFileSync(file, JSON.stringify(row, null, 2));
  console.log(`\nresults: ${file}`);
  return true;
}

export async function runKnowledge({ root, args, profiles = ['embedded'], resultsDir, stamp, startServer, freshData }) {
  if (profiles.length === 1 && profiles[0] === 'distributed') return runDistributedFreshness({ resultsDir, stamp, startServer, freshData });
  const require = createRequire(import.meta.url);
  const vus = Number(args.vus === '20' ? 10 : args.vus);
  const seconds = Number(/^(\d+)s$/.exec(args.duration === '20s' ? '15s' : args.duration)?.[1] ?? 15);
  const incidents = Number(args.incidents ?? 1_000_000);
  const notes = Number(args.notes ?? 1_000_000);
  const data = args['data-dir'] ? { dataDir: resolve(args['data-dir']), namespace: '', keep: true } : { ...freshData('embedded'), keep: false };
  const markerFile = join(data.dataDir, 'knowledge-bench.json');
  const row = { at: new Date().toISOString(), incidents, notes, vus, seconds };
  const demo = { SEED_DEMO: 'true', RATE_LIMIT_REPORT_RESPONSE_PER_HOUR: '100000' };

  // 1. Data, once per folder.
  let marker = existsSync(markerFile) ? JSON.parse(readFileSync(markerFile, 'utf8')) : null;
  if (!marker || marker.incidents !== incidents || marker.notes !== notes) {
    console.log(`[bench] knowledge: preparing ${data.dataDir} (demo carriers, a broker company)...`);
    const first = await startServer('embedded', { ...data, keep: true }, demo);
    let user;
    let me;
    try {
      ({ user, me } = await demoBroker(first.baseUrl));
    } finally {
      await first.stop();
    }
    console.log(`[bench] knowledge: generating ${incidents.toLocaleString('en-US')} incidents and ${notes.toLocaleString('en-US')} notes...`);
    const t = Date.now();
    const gen = spawnSync(
      process.execPath,
      [join(root, 'bench/knowledge-generate.mjs'), '--data-dir', data.dataDir, '--incidents', String(incidents), '--notes', String(notes), '--company', me.companyId ?? me.company?.id, '--company-name', 'Bench Knowledge Freight', '--user', me.id, '--user-name', 'Bench Broker', '--heavy', '10000'],
      { cwd: root, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' },
    );
    if (gen.status !== 0) throw new Error(`generator failed (${gen.status})`);
    marker = { incidents, notes, email: user.email, password: user.password, companyId: me.companyId ?? me.company?.id, generated: JSON.parse(gen.stdout.trim().split('\n').pop()), generateSeconds: (Date.now() - t) / 1000 };
    writeFileSync(markerFile, JSON.stringify(marker, null, 2));
  }
  row.generated = marker.generated;
  console.log(`[bench] knowledge: data ${JSON.stringify(marker.generated)}`);

  // 2. The server on that data; the replay into the read models is timed until the lists and the dashboard are whole.
  const t0 = Date.now();
  const server = await startServer('embedded', { ...data, keep: true }, demo);
  const ready = (Date.now() - t0) / 1000;
  let ok = true;
  try {
    const me = new Client(server.baseUrl);
    if ((await me.request('POST', '/api/auth/login', { email: marker.email, password: marker.password })).status !== 200) throw new Error('sign-in failed');
    let caughtUp = null;
    for (let i = 0; i < 3600; i++) {
      const fg = (await me.request('GET', '/api/freightguard?pageSize=1')).body;
      const dash = (await me.request('GET', '/api/broker-dashboard?period=1y')).body;
      if (fg?.total >= marker.generated.incidents && (dash?.summary?.reportsFiled ?? dash?.reportsFiled ?? 0) >= 1) {
        caughtUp = (Date.now() - t0) / 1000;
        break;
      }
      await sleep(1000);
    }
    row.start = { listeningSeconds: ready, readModelsSeconds: caughtUp };
    console.log(`[bench] knowledge: server listening after ${fmt(ready)} s, read models whole after ${fmt(caughtUp)} s`);

    // The queries: words of the generated descriptions and carriers' names, the 16 categories, the four periods.
    const words = ['copper', 'factoring', 'Laredo', 'seal', 'reefer', 'pharmaceuticals', 'dispatcher', 'trailer', 'insurance', 'Savannah', 'delivery', 'fuel advance', 'rebrokering', 'apparel Memphis'];
    const categories = ['PAYMENT_ISSUES', 'DOUBLE_BROKERAGE', 'SERVICE_QUALITY', 'SAFETY_VIOLATIONS', 'COMMUNICATION', 'EQUIPMENT_ISSUES', 'COMPLIANCE_VIOLATIONS', 'FRAUD_SUSPICIOUS', 'INSURANCE_CLAIMS', 'CARGO_ISSUES', 'DRIVER_CONDUCT', 'DOCUMENTATION', 'OPERATIONAL_FAILURES', 'CONTRACTUAL_VIOLATIONS', 'REGULATORY_VIOLATIONS', 'OTHER'];
    const periods = ['7d', '30d', '90d', '1y'];
    const users = await Promise.all(
      Array.from({ length: vus }, async () => {
        const c = new Client(server.baseUrl);
        await c.request('POST', '/api/auth/login', { email: marker.email, password: marker.password });
        return c;
      }),
    );
    const kinds = {
      search: { path: (i) => `/api/freightguard?search=${encodeURIComponent(words[i % words.length])}`, target: 'p95 < 50 ms' },
      category: { path: (i) => `/api/freightguard?category=${categories[i % categories.length]}`, target: 'p95 < 20 ms' },
      dashboard: { path: (i) => `/api/broker-dashboard?period=${periods[i % periods.length]}`, target: 'p95 < 50 ms' },
    };
    // Direct: the same reads on the read models in this process (the service's own query functions).
    const dist = join(root, 'services/reports/dist');
    const { EmbeddedInfrastructure } = require(join(root, 'services/libs/infra/dist/index.js'));
    const { openIncidentCollections } = require(join(dist, 'freightguard/freightguard.read-model.js'));
    const { searchIncidents } = require(join(dist, 'freightguard/freightguard.search.js'));
    const { openDashboardCollections } = require(join(dist, 'dashboard/dashboard.projection.js'));
    const { openTrackedCarriers } = require(join(dist, 'dashboard/dashboard-watchlist.consumer.js'));
    const { readDashboard } = require(join(dist, 'dashboard/dashboard.queries.js'));
    const infra = new EmbeddedInfrastructure(data.dataDir);
    const documents = infra.runtimeFor('reports').documents;
    const incidentsRm = await openIncidentCollections(documents);
    const dashboardRm = await openDashboardCollections(documents);
    const tracked = await openTrackedCarriers(documents);
    const query = (over) => ({ search: '', category: 'ALL', status: 'ALL', page: 1, pageSize: 20, ...over });
    const directRuns = {
      search: () => direct(words.concat(words), (w) => searchIncidents(incidentsRm, query({ search: w }))),
      category: () => direct(categories.concat(categories), (c) => searchIncidents(incidentsRm, query({ category: c }))),
      dashboard: () => direct(periods.concat(periods, periods), (p) => readDashboard(dashboardRm, tracked, { companyId: marker.companyId, period: p, now: new Date() })),
    };
    row.kinds = {};
    for (const [kind, k] of Object.entries(kinds)) {
      const gw = await load(vus, seconds, async (vu, i) => (await users[vu].request('GET', k.path(vu * 7 + i))).status === 200);
      const d = await directRuns[kind]();
      row.kinds[kind] = { gateway: gw, direct: d, target: k.target };
      console.log(`[bench] knowledge: ${kind.padEnd(9)} gateway p50 ${fmt(gw.p50)} ms p95 ${fmt(gw.p95)} ms ${fmt(gw.rps)} req/s (${gw.failed} failed)  direct p50 ${fmt(d.p50, 2)} ms p95 ${fmt(d.p95, 2)} ms  target ${k.target}`);
    }
    await infra.close();

    // 3. Freshness: a NEGATIVE report, until the carrier's Reports tab and its risk score show it.
    row.freshness = await freshness(me, '< 1 s embedded');
  } catch (e) {
    ok = false;
    console.error(`[bench] knowledge: ${e.stack ?? e.message}`);
  } finally {
    await server.stop();
  }

  // 4. A PDF (content and layout on the built code).
  const pdf = spawnSync(process.execPath, [join(root, 'bench/compliance-pdf.mjs'), '--runs', '10'], { cwd: root, encoding: 'utf8' });
  row.pdf = pdf.stdout.trim();
  console.log(`[bench] knowledge: PDF (bench/compliance-pdf.mjs)\n${row.pdf}`);

  const file = join(resultsDir, `${stamp}-knowledge.json`);
  writeFileSync(file, JSON.stringify(row, null, 2));
  console.log(`\nresults: ${file}`);
  if (!data.keep) spawnSync('rm', ['-rf', data.dataDir]);
  return ok;
}
