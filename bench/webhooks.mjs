// `npm run bench -- --scenario webhooks [--profile distributed]`: the webhook fan-out figure of issue 24 §6 (called by
// bench/run.mjs). Distributed: the import CLI and the server on the local servers of .infra/env, under a namespace of
// their own.
//   1. base: synthetic carriers with their legacy and Motus baselines (bench/motus.mjs's files), imported into an
//      empty store; a server on it (WEBHOOK_ALLOW_LOOPBACK=true) with --companies (100) companies, each with one
//      endpoint (carrier.changed) on a receiver in this process and --per-company (100) monitored carriers, laid so
//      that each of the --changed (1,000) carriers is monitored by companies × per-company / changed (10) companies:
//      10,000 deliveries per difference;
//   2. fan-out: a Motus daily difference changing those carriers (Active → Inactive) imported with the CLI: deliveries
//      per second, and the time from the start of the import to each delivery's arrival (p50, p95, last);
//   3. kill -9: a second difference (back to Active); when half its deliveries arrived the whole server is killed
//      (SIGKILL to its process group) and started again on the same data; then lost (a (company, carrier) that never
//      arrived) and doubled (one arriving under two event ids) are counted, the receiver deduplicating on the id.
// With --cpu-prof the server runs under `node --cpu-prof` and step 3 is skipped (a killed process writes no profile):
// where the fan-out's CPU time went is printed by function (self and inclusive). With --https the receiver answers
// https on 127.0.0.1 with a certificate made for the run (`openssl`), which the server trusts (NODE_EXTRA_CA_CERTS):
// what TLS costs the sender, as with a real TMS.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { timed } from './carriers.mjs';
import { functionLines } from './cpu-profile.mjs';
import { percentile, settle } from './lib/load.mjs';
import { dailyRows, dayAfter, generatedFiles } from './motus.mjs';

const loads = () => loadavg().map((l) => l.toFixed(2)).join(' ');
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** A self-signed certificate for 127.0.0.1, made in `dir`. */
function loopbackCertificate(dir) {
  const [key, cert] = [join(dir, 'receiver.key'), join(dir, 'receiver.crt')];
  execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', key, '-out', cert], { stdio: 'ignore' });
  return { key: readFileSync(key), cert: readFileSync(cert), certFile: cert };
}

/** Every delivery that reaches it: `<company>|<dotNumber>` → ids with their arrival times. Answers 200 at once. */
async function startReceiver(tls) {
  const byKey = new Map();
  let count = 0;
  const server = (tls ? (handler) => createTlsServer({ key: tls.key, cert: tls.cert }, handler) : createServer)((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const company = req.url.split('/').pop();
      const { id, data } = JSON.parse(body);
      const key = `${company}|${data.dotNumber}`;
      const arrivals = byKey.get(key) ?? [];
      arrivals.push({ id, at: performance.now() });
      byKey.set(key, arrivals);
      count += 1;
      res.writeHead(200).end('ok');
    });
  });
  server.keepAliveTimeout = 1000;
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return { url: (company) => `${tls ? 'https' : 'http'}://127.0.0.1:${server.address().port}/c/${company}`, byKey, count: () => count, close: () => new Promise((r) => server.close(r)) };
}

/** A signed-in session (cookies) on the server. */
function session(baseUrl) {
  let cookie = '';
  const call = async (method, path, body, headers = {}) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { 'content-type': 'application/json', origin: baseUrl, ...(cookie ? { cookie } : {}), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const set = res.headers.getSetCookie();
    if (set.length) cookie = set.map((c) => c.split(';')[0]).join('; ');
    const text = await res.text();
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
    return text ? JSON.parse(text) : null;
  };
  return call;
}

/** A company: registered, on trial, one endpoint for carrier.changed, monitoring its carriers (the public API's bulk call). */
async function company(baseUrl, i, url, dots) {
  const call = session(baseUrl);
  const tag = `${Date.now().toString(36)}${i}`;
  await call('POST', '/api/auth/register', { firstName: 'Ann', lastName: 'Lee', email: `bench.${tag}@example.com`, password: 'correct horse battery', confirmPassword: 'correct horse battery', companyName: `Fan-out ${tag}`, companyType: 'SHIPPER' });
  await call('POST', '/api/subscription/start-trial');
  await call('POST', '/api/company/webhooks', { url, events: ['carrier.changed'] });
  const key = await call('POST', '/api/company/api-keys', { name: 'bench', scopes: ['monitoring:write'] });
  await call('POST', '/api/v1/monitoring/carriers', { usdots: dots }, { authorization: `Bearer ${key.secret}`, cookie: '' });
}

/** Waits until every expected key arrived under an id not seen before `since`, or `maxMs`; answers the arrival times. */
async function arrivals(receiver, expected, ignoreIds, maxMs) {
  const started = performance.now();
  const fresh = (key) => (receiver.byKey.get(key) ?? []).filter((a) => !ignoreIds.has(a.id));
  while (performance.now() - started < maxMs && !expected.every((k) => fresh(k).length > 0)) await sleep(100);
  return new Map(expected.map((k) => [k, fresh(k)]));
}

function importDaily(root, env, work, rows, day, logPath) {
  const file = join(work, `Motus_Carrier_Daily_nakq-58th_${day}.json`);
  writeFileSync(file, JSON.stringify(rows));
  return timed(process.execPath, [join(root, 'services/carrier-data/dist/import/import.cli.js'), '--as-of', day, file], env, logPath);
}

export async function runWebhooks({ root, args, resultsDir, stamp, startServer, infraEnv }) {
  const companies = Number(args.companies ?? 100);
  const perCompany = Number(args['per-company'] ?? 100);
  const changedCount = Number(args.changed ?? 1000);
  const carriers = Number((args.carriers ?? '60000').replace(/_/g, ''));
  const asOf = args['as-of'] ?? new Date().toISOString().slice(0, 10);
  const files = generatedFiles(root, carriers, asOf);
  const work = mkdtempSync(join(tmpdir(), 'logiscope-bench-webhooks-'));
  const profile = args.profile === 'distributed' ? 'distributed' : 'embedded';
  const namespace = profile === 'distributed' ? `bench_webhooks_${Date.now()}` : '';
  // The servers the distributed server uses (bench/run.mjs's infraEnv: the env's own, else .infra/env's), for the CLI too.
  const infra = profile === 'distributed' ? await infraEnv() : {};
  const env = { ...process.env, ...infra, DATA_DIR: work, ...(namespace ? { PROFILE: 'distributed', NAMESPACE: namespace } : {}) };
  const tls = args.https ? loopbackCertificate(work) : null;
  const receiver = await startReceiver(tls);
  const result = { at: new Date().toISOString(), profile, https: Boolean(tls), companies, perCompany, changed: changedCount, loadBefore: loads() };
  let server;
  try {
    console.log(`[bench] base: importing ${carriers.toLocaleString('en-US')} carriers (legacy snapshot and Motus baselines)...`);
    for (const [label, batch] of [['legacy', files.legacy], ['baselines', files.motusBaselines]]) {
      await timed(process.execPath, [join(root, 'services/carrier-data/dist/import/import.cli.js'), ...batch], env, join(resultsDir, `${stamp}-webhooks-${label}.import.log`));
    }
    const inactive = dailyRows(files.carrierBaseline, changedCount);
    if (inactive.length < changedCount) throw new Error(`only ${inactive.length} active authorities among ${carriers} carriers: raise --carriers`);
    const dots = inactive.map((r) => r.usdot_number);
    // Company c monitors the window of perCompany carriers starting at c × changed / companies (wrapping).
    const step = changedCount / companies;
    const watched = Array.from({ length: companies }, (_, c) => Array.from({ length: perCompany }, (_, j) => dots[(Math.floor(c * step) + j) % changedCount]));
    const expected = watched.flatMap((ds, c) => ds.map((d) => `${c}|${d}`));
    const profDir = args['cpu-prof'] ? join(resultsDir, `${stamp}-webhooks-cpu`) : null;
    const serverEnv = { WEBHOOK_ALLOW_LOOPBACK: 'true', WEBHOOK_RETRY_BASE_MS: '500', ...(tls ? { NODE_EXTRA_CA_CERTS: tls.certFile } : {}), ...(profDir ? { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --cpu-prof --cpu-prof-dir=${profDir}`.trim() } : {}) };
    server = await startServer(profile, { dataDir: work, namespace, keep: true }, serverEnv);
    console.log(`[bench] ${companies} companies, each one endpoint and ${perCompany} monitored carriers (${expected.length.toLocaleString('en-US')} deliveries per difference)...`);
    // Ten sign-ups at once; two on the distributed profile, where identity (one process) hashes each password and
    // checks its strength within the gateway's 5 s gRPC deadline.
    const together = profile === 'distributed' ? 2 : 10;
    for (let c = 0; c < companies; c += together) await Promise.all(watched.slice(c, c + together).map((ds, k) => company(server.baseUrl, c + k, receiver.url(c + k), ds)));

    // 2. Fan-out, from a settled server: the consumers have worked through the set-up's events (10,000 monitored
    // carriers recorded by reports and projected), as on a real morning long after the carriers were monitored.
    result.settledSeconds = Number((await settle(server.pid)).toFixed(1));
    const day1 = dayAfter(asOf);
    console.log(`[bench] fan-out: importing a difference of ${inactive.length} carriers (load average ${loads()})...`);
    const t0 = performance.now();
    const importSeconds = await importDaily(root, env, work, inactive, day1, join(resultsDir, `${stamp}-webhooks-day1.import.log`));
    const first = await arrivals(receiver, expected, new Set(), 120_000);
    const times = [...first.values()].filter((a) => a.length).map((a) => a[0].at - t0).sort((a, b) => a - b);
    const span = (times.at(-1) - times[0]) / 1000;
    result.fanOut = {
      deliveries: times.length,
      missing: expected.length - times.length,
      importSeconds: Number(importSeconds.toFixed(1)),
      firstSeconds: Number((times[0] / 1000).toFixed(2)),
      p50Seconds: Number((percentile(times, 50) / 1000).toFixed(2)),
      p95Seconds: Number((percentile(times, 95) / 1000).toFixed(2)),
      lastSeconds: Number((times.at(-1) / 1000).toFixed(2)),
      deliveriesPerSecond: Math.round(times.length / span),
      loadAfter: loads(),
    };
    console.log(`[bench] fan-out: ${JSON.stringify(result.fanOut)}`);

    if (profDir) {
      await server.stop();
      server = undefined;
      const lastMs = performance.now() - t0; // from the import's start to the server's exit, which ends the profile
      for (const line of functionLines(profDir, { lastMs })) console.log(line);
      writeFileSync(join(resultsDir, `${stamp}-webhooks.json`), JSON.stringify(result, null, 2));
      return result.fanOut.missing === 0;
    }

    // 3. kill -9 mid-way.
    const seenBefore = new Set([...receiver.byKey.values()].flatMap((a) => a.map((x) => x.id)));
    const active = inactive.map((r) => ({ ...r, op_auth_status: 'Active', bipd_file: r.min_cov_amount || '750.00' }));
    const before = receiver.count();
    console.log(`[bench] kill -9: importing a second difference (load average ${loads()}), killing the server at half...`);
    await importDaily(root, env, work, active, dayAfter(day1), join(resultsDir, `${stamp}-webhooks-day2.import.log`));
    while (receiver.count() - before < expected.length / 2) await sleep(20);
    const atKill = receiver.count() - before;
    process.kill(-server.pid, 'SIGKILL');
    await sleep(500);
    await server.stop();
    const tRestart = performance.now();
    server = await startServer(profile, { dataDir: work, namespace, keep: true }, serverEnv);
    const second = await arrivals(receiver, expected, seenBefore, 120_000);
    await sleep(5000); // repeats still on their way
    const lost = [...second.values()].filter((a) => a.length === 0).length;
    const doubled = [...second.values()].filter((a) => new Set(a.map((x) => x.id)).size > 1).length;
    const repeated = [...second.values()].reduce((n, a) => n + Math.max(0, a.length - 1), 0);
    result.killed = { deliveredBeforeKill: atKill, lost, doubled, repeatedUnderTheirId: repeated, secondsAfterRestart: Number(((performance.now() - tRestart) / 1000 - 5).toFixed(1)), loadAfter: loads() };
    console.log(`[bench] kill -9: ${JSON.stringify(result.killed)}`);
  } finally {
    await server?.stop();
    await receiver.close();
    rmSync(work, { recursive: true, force: true });
  }
  const out = join(resultsDir, `${stamp}-webhooks.json`);
  writeFileSync(out, JSON.stringify(result, null, 2));
  const f = result.fanOut;
  const k = result.killed;
  console.log(`\nWebhook fan-out, ${profile}: ${changedCount} carriers changed, ${companies} companies × ${perCompany} monitored, one endpoint each (load average ${result.loadBefore} before)`);
  console.log(`fan-out   ${f.deliveries.toLocaleString('en-US')} deliveries (${f.missing} missing), ${f.deliveriesPerSecond} deliveries/s; from the import's start: first ${f.firstSeconds} s, p50 ${f.p50Seconds} s, p95 ${f.p95Seconds} s, last ${f.lastSeconds} s (import ${f.importSeconds} s; load ${f.loadAfter})`);
  console.log(`kill -9   at ${k.deliveredBeforeKill} deliveries: ${k.lost} lost, ${k.doubled} doubled, ${k.repeatedUnderTheirId} repeated under their id (load ${k.loadAfter})`);
  console.log(`results: ${out}`);
  return f.missing === 0 && k.lost === 0 && k.doubled === 0;
}
