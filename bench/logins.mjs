// `npm run bench -- --scenario logins [--profile embedded|distributed|both] [--logins 1000000] [--vus 10] [--duration 10s]`
//
// Issue 13's figures for the login-tracking screen and the security stream, per profile:
//   1. data: a company ADMIN registers through HTTP; bench/logins-generate.mjs then writes --logins records straight into
//      security-tracking's read model (30% of them the admin's company), not through sign-ins (timed);
//   2. the page: GET /api/login-tracking first page (100 records, as the web asks) with filters and the four counts, from k6 (bench/login-tracking.k6.js), VUS users for DURATION:
//      the admin with status + threat filters, with a text search, with both, the platform operator over every record;
//      embedded, the same pages in the read model too (no HTTP, one at a time);
//   3. enrichment: the offline enrichment and the scoring of one sign-in, in this process (µs per sign-in);
//   4. live: an open /api/login-tracking/stream, then 20 sign-ins one after the other, each timed until its record arrives;
//   5. throughput: VUS loops signing in (argon2id verify each) for DURATION, beside the raw argon2id verify rate of
//      @node-rs/argon2 in this process with the same concurrency.
// Prints the figures beside the targets (never asserts them: the machine is shared); writes bench/results/<stamp>-logins.json.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { generateLogins, openStore } from './logins-generate.mjs';
import { load, percentile } from './lib/load.mjs';

const fmt = (v, d = 1) => (typeof v === 'number' ? v.toFixed(d) : '-');
const seconds = (duration) => (duration.endsWith('ms') ? Number(duration.slice(0, -2)) / 1000 : duration.endsWith('m') ? Number(duration.slice(0, -1)) * 60 : Number(duration.slice(0, -1)));

async function request(baseUrl, method, path, { body, cookie = '', headers = {} } = {}) {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
  const set = res.headers.getSetCookie?.() ?? [];
  const text = await res.text();
  return { status: res.status, cookie: set.map((c) => c.split(';')[0]).join('; '), body: text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text };
}

/** Reads server-sent events from an open stream; resolves `waitFor(text)` when an event containing text arrives. */
async function openStream(baseUrl, cookie) {
  const controller = new AbortController();
  const res = await fetch(`${baseUrl}/api/login-tracking/stream?waitSeconds=300`, { headers: { cookie }, signal: controller.signal });
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const waiters = [];
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        for (const w of [...waiters]) {
          if (buffer.includes(w.text)) {
            waiters.splice(waiters.indexOf(w), 1);
            w.resolve(performance.now());
          }
        }
        buffer = buffer.slice(-20_000);
      }
    } catch {
      // aborted
    }
  })();
  return {
    waitFor: (text, timeoutMs = 10_000) =>
      new Promise((resolve, reject) => {
        waiters.push({ text, resolve });
        setTimeout(() => reject(new Error(`no event with ${text} within ${timeoutMs} ms`)), timeoutMs).unref();
      }),
    close: () => controller.abort(),
  };
}

export async function runLogins({ root, args, profiles, resultsDir, stamp, startServer, freshData, infraEnv, runK6 }) {
  const require = createRequire(import.meta.url);
  const { OfflineEnricher } = require(join(root, 'services/security-tracking/dist/login-risk/login-enrichment.js'));
  const { assessRisk, emptyHistory, rememberAttempt } = require(join(root, 'services/security-tracking/dist/login-risk/login-risk.js'));
  const argon2 = require('@node-rs/argon2');
  const records = Number((args.logins ?? '1000000').replace(/_/g, ''));
  const vus = Number(args.vus);
  const secs = seconds(args.duration);
  const operator = { OPERATOR_EMAIL: 'operator@bench.logiscope.dev', OPERATOR_PASSWORD: 'Bench-Operator-2026!' };
  const results = [];

  // 3. enrichment and scoring, in process (the same code the consumer runs).
  const enricher = OfflineEnricher.load();
  const ips = Array.from({ length: 20_000 }, (_, i) => `${[24, 46, 81, 98, 126, 185][i % 6]}.${(i * 7) % 256}.${(i * 13) % 256}.${1 + (i % 254)}`);
  const ua = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
  let history = emptyHistory('user:bench');
  const attempt = { email: 'a@b.c', userId: 'u', companyId: 'c', outcome: 'SUCCESS', failureReason: '', ipAddress: '', userAgent: ua, sessionId: 's' };
  const t0 = performance.now();
  for (let i = 0; i < ips.length; i++) {
    const e = enricher.enrich(ips[i], ua);
    const at = new Date(Date.UTC(2026, 10, 1) + i * 60_000).toISOString();
    assessRisk({ ...attempt, ipAddress: ips[i] }, at, e, history);
    history = rememberAttempt(history, { ...attempt, ipAddress: ips[i] }, at, e);
  }
  const enrichUs = ((performance.now() - t0) * 1000) / ips.length;
  console.log(`[logins] enrichment + scoring: ${fmt(enrichUs, 1)} µs per sign-in (target < 2 ms)`);

  // Raw argon2id verify rate with the sign-in's concurrency, in this process.
  const hash = await argon2.hash('Bench-Password-2026!');
  const raw = await load(vus, Math.min(secs, 10), async () => argon2.verify(hash, 'Bench-Password-2026!'));
  console.log(`[logins] raw argon2id verify: ${fmt(raw.rps)} /s (${vus} concurrent)`);

  for (const profile of profiles) {
    const data = freshData(profile);
    const row = { profile, records };
    // Distributed, seeding the operator at start races the services' first (slow) database setup: the operator's page
    // is measured on the embedded profile only.
    const withOperator = profile === 'embedded';
    let server = await startServer(profile, { ...data, keep: true }, withOperator ? operator : {});
    try {
      const admin = { email: `bench.admin.${Date.now()}@bench.example`, password: 'Bench-Password-2026!' };
      // Distributed, the first write of a new installation may outlast the gRPC deadline (databases created): retry a 503.
      let reg;
      for (let attempt = 0; attempt < 10; attempt++) {
        reg = await request(server.baseUrl, 'POST', '/api/auth/register', {
          body: { firstName: 'Bench', lastName: 'Admin', ...admin, confirmPassword: admin.password, companyName: 'Bench Logins', companyType: 'SHIPPER', mcNumber: '', dotNumber: '' },
        });
        if (reg.status !== 503) break;
        await new Promise((r) => setTimeout(r, 3000));
      }
      if (reg.status !== 201) throw new Error(`register: ${reg.status} ${JSON.stringify(reg.body)}`);
      const companyId = reg.body.companyId;
      const emails = [admin.email, ...Array.from({ length: 20 }, (_, i) => `member${i}@bench.example`)];

      // 1. the records, straight into the read model (embedded: with the server stopped, one writer on the SQLite file).
      if (profile === 'embedded') await server.stop();
      const mongoUrl = profile === 'distributed' ? (process.env.MONGO_URL ?? (await infraEnv()).MONGO_URL ?? readEnvFile(root).MONGO_URL) : undefined;
      const store = openStore({ profile, dataDir: data.dataDir, mongoUrl, namespace: data.namespace });
      const gen = await generateLogins({ store, records, company: companyId, emails, companyShare: 0.3, search: profile === 'embedded' ? 'index' : 'scan' });
      await store.close();
      row.generate = { seconds: gen.seconds, perSecond: records / gen.seconds };
      // The same pages in the read model, one at a time, without HTTP (embedded: the server is stopped).
      if (profile === 'embedded') row.readModel = await readModelPages(data.dataDir, companyId);
      console.log(`[logins] ${profile}: ${records} records written in ${fmt(gen.seconds)} s`);
      if (profile === 'embedded') server = await startServer(profile, { ...data, keep: true }, operator);

      const adminCookie = (await request(server.baseUrl, 'POST', '/api/auth/login', { body: admin })).cookie;
      const page = (cookie, query) => async () => (await request(server.baseUrl, 'GET', `/api/login-tracking?${query}`, { cookie })).status === 200;
      // Warm-up: the first queries load pages of the indexes.
      for (const q of ['status=FAILED&threatLevel=MEDIUM', 'search=member1', '']) await page(adminCookie, q)();

      // 2. the page, as the web asks it (100 records and the counts), from k6 like the carrier bench: a load driven
      // from this Node process would take a core's share of the 2 cores from the server it measures.
      const k6Page = async (who, query, label) => {
        const { exitCode, summary } = await runK6(profile, server.baseUrl, 'login-tracking.k6.js', { EMAIL: who.email, PASSWORD: who.password, QUERY: query }, `${profile}-logins-${label}`);
        if (exitCode !== 0 || !summary) throw new Error(`k6 (${label}) exited ${exitCode}`);
        return summary;
      };
      row.pageFilters = await k6Page(admin, 'limit=100&status=FAILED&threatLevel=MEDIUM', 'filters');
      row.pageText = await k6Page(admin, 'limit=100&search=member1', 'text');
      row.pageTextFiltered = await k6Page(admin, 'limit=100&search=member1&status=FAILED&threatLevel=MEDIUM', 'text-filters');
      row.pageOperator = withOperator ? await k6Page({ email: operator.OPERATOR_EMAIL, password: operator.OPERATOR_PASSWORD }, 'limit=100&status=BLOCKED', 'operator') : null;
      console.log(`[logins] ${profile}: page p95 filters ${fmt(row.pageFilters.p95)} ms, text ${fmt(row.pageText.p95)} ms, text + filters ${fmt(row.pageTextFiltered.p95)} ms, operator ${fmt(row.pageOperator?.p95)} ms`);

      // 4. live: sign-in to stream
      const stream = await openStream(server.baseUrl, adminCookie);
      await new Promise((r) => setTimeout(r, 1000));
      // Distributed, a new installation's consumer first reads the topic's retained history: wait for it to catch up.
      const warm = `bench-live-warmup-${Date.now()}`;
      const caughtUp = stream.waitFor(warm, 300_000);
      await request(server.baseUrl, 'POST', '/api/auth/login', { body: admin, headers: { 'user-agent': warm } });
      await caughtUp;
      const latencies = [];
      for (let i = 0; i < 20; i++) {
        const marker = `bench-live-${Date.now()}-${i}`;
        const arrived = stream.waitFor(marker, profile === 'embedded' ? 10_000 : 30_000);
        const t = performance.now();
        const res = await request(server.baseUrl, 'POST', '/api/auth/login', { body: admin, headers: { 'user-agent': marker } });
        if (res.status !== 200) throw new Error(`sign-in ${res.status}`);
        latencies.push((await arrived) - t);
      }
      stream.close();
      latencies.sort((a, b) => a - b);
      row.live = { p50: percentile(latencies, 50), p95: percentile(latencies, 95), max: latencies.at(-1) };
      console.log(`[logins] ${profile}: sign-in to screen p50 ${fmt(row.live.p50, 0)} ms, p95 ${fmt(row.live.p95, 0)} ms`);

      // 5. sign-in throughput (argon2id verify per sign-in)
      row.signIns = await load(vus, secs, async () => (await request(server.baseUrl, 'POST', '/api/auth/login', { body: admin })).status === 200);
      console.log(`[logins] ${profile}: sign-ins ${fmt(row.signIns.rps)} /s`);
    } catch (e) {
      row.error = e.message;
      console.error(`[logins] ${profile}: ${e.stack ?? e.message}`);
    } finally {
      await server.stop();
    }
    results.push(row);
  }

  const lines = [
    `\nLogin tracking with ${records.toLocaleString('en-US')} records (${vus} concurrent, ${args.duration} each; figures, not assertions)`,
    `enrichment + scoring per sign-in: ${fmt(enrichUs / 1000, 3)} ms (target < 2 ms)`,
    `raw argon2id verify, ${vus} concurrent, this process: ${fmt(raw.rps)} /s`,
  ];
  for (const r of results) {
    if (r.error) {
      lines.push(`${r.profile}: ${r.error}`);
      continue;
    }
    lines.push(
      `${r.profile}: records written ${fmt(r.generate.perSecond, 0)}/s`,
      `  GET /api/login-tracking first page + counts, p95 (target < 50 ms): status+threat ${fmt(r.pageFilters.p95)} ms (${fmt(r.pageFilters.rps)} req/s), text search ${fmt(r.pageText.p95)} ms (${fmt(r.pageText.rps)} req/s), text + status + threat ${fmt(r.pageTextFiltered.p95)} ms, operator (all records) ${fmt(r.pageOperator?.p95)} ms`,
      ...(r.readModel ? [`  in the read model, p50 / max: ${Object.entries(r.readModel).map(([k, v]) => `${k} ${fmt(v.p50, 2)} / ${fmt(v.max, 2)} ms`).join(', ')}`] : []),
      `  sign-in to screen (target < ${r.profile === 'embedded' ? '1' : '2'} s): p50 ${fmt(r.live.p50, 0)} ms, p95 ${fmt(r.live.p95, 0)} ms`,
      `  sign-ins: ${fmt(r.signIns.rps)} /s (p95 ${fmt(r.signIns.p95, 0)} ms) beside raw argon2id ${fmt(raw.rps)} /s`,
    );
  }
  console.log(lines.join('\n'));
  const file = join(resultsDir, `${stamp}-logins.json`);
  writeFileSync(file, JSON.stringify({ at: new Date().toISOString(), records, vus, duration: args.duration, enrichUs, rawArgon2PerSecond: raw.rps, results }, null, 2));
  console.log(`results: ${file}`);
  return results.every((r) => !r.error);
}

/** The bench's three pages (and a search with filters) read from security-tracking's read model in this process: p50 and max of 50 each. */
async function readModelPages(dataDir, companyId) {
  const root = join(import.meta.dirname, '..');
  const require = createRequire(import.meta.url);
  const { LoginRecordRepository } = require(join(root, 'services/security-tracking/dist/login-record/login-record.repository.js'));
  const store = openStore({ profile: 'embedded', dataDir });
  const repository = await LoginRecordRepository.open(store);
  const admin = { companyId, allCompanies: false };
  const cases = {
    filters: [admin, { search: '', status: 'FAILED', threatLevel: 'MEDIUM' }],
    text: [admin, { search: 'member1', status: '', threatLevel: '' }],
    textFiltered: [admin, { search: 'member1', status: 'FAILED', threatLevel: 'MEDIUM' }],
    operator: [{ companyId: '', allCompanies: true }, { search: '', status: 'BLOCKED', threatLevel: '' }],
  };
  const out = {};
  for (const [name, [scope, filters]] of Object.entries(cases)) {
    const times = [];
    for (let i = 0; i < 50; i++) {
      const t = performance.now();
      await repository.list(scope, filters, 100);
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    out[name] = { p50: percentile(times, 50), max: times.at(-1) };
  }
  repository.close();
  await store.close();
  return out;
}

function readEnvFile(root) {
  const require = createRequire(import.meta.url);
  const { readFileSync } = require('node:fs');
  return Object.fromEntries(
    readFileSync(join(root, '.infra', 'env'), 'utf8')
      .split('\n')
      .map((l) => /^(?:export\s+)?([A-Z_]+)=(.*)$/.exec(l.trim()))
      .filter(Boolean)
      .map((m) => [m[1], m[2].replace(/^['"]|['"]$/g, '')]),
  );
}
