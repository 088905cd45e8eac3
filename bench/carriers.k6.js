// k6 scenario: a broker's carrier searches through the gateway, one kind of request at a time.
//   setup():   registers one user with a company (POST /api/auth/register; searches belong to a company)
//   scenarios: mc, dot, name, phone, email, run one after the other, each VUS virtual users for DURATION, then name1:
//              the name searches again from a single user (a name search is several ms of CPU on one core: with
//              VUS users at once, each waits for the others' searches, so name is a throughput figure and name1
//              the latency one broker sees):
//              mc    GET /api/carriers/search?q=MC-123456
//              dot   GET /api/carriers/search?q=1234567
//              name  GET /api/carriers/search?q=EAGLE%20TRU        (a partial name)
//              phone GET /api/carriers/search/phone/(555)%20123-4567
//              email GET /api/carriers/search/email/someone@example.com
//              carrier GET /api/carriers/1234567 (the carrier page's detail: the same carrier-data call as v1dot)
//              v1dot GET /api/v1/carriers/1234567 with `Authorization: Bearer <key>` (the public API, issue 24 §6;
//                    the key made in setup() by the company's ADMIN through POST /api/company/api-keys; no session)
//   each VU signs in once per scenario (v1dot: never, the key is its credential) and cycles through the requests of
//   QUERIES (written by bench/carriers-direct.mjs from carriers of the store), checking 200 and that the carrier was found.
// Thresholds on error rates only; latency and requests/s are reported per kind (tag `kind`).
//
//   .infra/bin/k6 run -e BASE_URL=http://127.0.0.1:3000 -e QUERIES=/abs/queries.json bench/carriers.k6.js
//   env: BASE_URL (loopback only), QUERIES, VUS (default 20), DURATION per kind (default 15s), KINDS (default all),
//        PAGE_SIZE (`web`, the default: the web app's pages, 10 results for the quick search and 12 for phone and e-mail;
//        `api`: no pageSize, the API's default of 20; or a number for every kind), PROFILE (label), SUMMARY_JSON
import http from 'k6/http';
import { check, fail } from 'k6';
import exec from 'k6/execution';

const BASE_URL = (__ENV.BASE_URL || 'http://127.0.0.1:3000').replace(/\/+$/, '');
const VUS = Number(__ENV.VUS || 20);
const DURATION = __ENV.DURATION || '15s';
const PROFILE = __ENV.PROFILE || 'unknown';
const SUMMARY_JSON = __ENV.SUMMARY_JSON || '';
const ALL_KINDS = ['mc', 'dot', 'name', 'phone', 'email', 'name1', 'carrier', 'v1dot'];
/** The requests a kind sends, and its virtual users. */
const SOURCE = { name1: 'name', carrier: 'dot', v1dot: 'dot' };
/** Kinds of the public API: a Bearer key, no session. */
const BY_KEY = new Set(['v1dot']);
const vusOf = (kind) => (kind === 'name1' ? 1 : VUS);
const KINDS = (__ENV.KINDS || ALL_KINDS.join(',')).split(',').filter((k) => ALL_KINDS.includes(k));
const QUERIES = JSON.parse(open(__ENV.QUERIES));
const JSON_HEADERS = { headers: { 'Content-Type': 'application/json' } };

if (!/^https?:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?$/.test(BASE_URL)) {
  throw new Error(`BASE_URL must be a loopback address, got ${BASE_URL}`);
}
if (!(VUS >= 1 && VUS <= 500)) throw new Error(`VUS must be 1..500, got ${__ENV.VUS}`);
const seconds = (d) => Number(/^(\d+)s$/.exec(d)?.[1] ?? NaN);
if (!(seconds(DURATION) >= 1 && seconds(DURATION) <= 600)) throw new Error(`DURATION must be 1s..600s, got ${DURATION}`);
for (const k of KINDS) if (!QUERIES[SOURCE[k] ?? k]?.length) throw new Error(`QUERIES has no ${SOURCE[k] ?? k} requests`);

// The web app's page sizes (web/src/features/carrier-search: RESULTS_PAGE_SIZE, ADVANCED_PAGE_SIZE).
const PAGE_SIZE = __ENV.PAGE_SIZE || 'web';
if (!/^(web|api|[1-9]\d?|100)$/.test(PAGE_SIZE)) throw new Error(`PAGE_SIZE must be web, api or 1..100, got ${PAGE_SIZE}`);
const pageOf = (webSize) => (PAGE_SIZE === 'api' ? '' : `pageSize=${PAGE_SIZE === 'web' ? webSize : PAGE_SIZE}`);
const QUICK = pageOf(10);
const ADVANCED = pageOf(12);
const quick = (q) => `/api/carriers/search?q=${encodeURIComponent(q)}${QUICK ? `&${QUICK}` : ''}`;
const URLS = {
  mc: quick,
  dot: quick,
  name: quick,
  name1: quick,
  phone: (q) => `/api/carriers/search/phone/${encodeURIComponent(q)}${ADVANCED ? `?${ADVANCED}` : ''}`,
  email: (q) => `/api/carriers/search/email/${encodeURIComponent(q)}${ADVANCED ? `?${ADVANCED}` : ''}`,
  carrier: (q) => `/api/carriers/${encodeURIComponent(q)}`,
  v1dot: (q) => `/api/v1/carriers/${encodeURIComponent(q)}`,
};
/** A kind's check that the carrier was found: a search page with results, or the v1 carrier asked for. */
const FOUND = {
  carrier: (r, q) => r.json('dotNumber') === q,
  v1dot: (r, q) => r.json('usdot') === q,
};
const searchFound = (r) => r.json('total') > 0;

// One scenario per kind, back to back (a 2 s gap), so each kind's requests/s is its own.
const scenarios = {};
const thresholds = { http_req_failed: ['rate<0.01'], checks: ['rate>0.99'] };
KINDS.forEach((kind, i) => {
  scenarios[kind] = {
    executor: 'constant-vus',
    vus: vusOf(kind),
    duration: DURATION,
    startTime: `${i * (seconds(DURATION) + 2)}s`,
    gracefulStop: '2s',
    exec: 'search',
    env: { KIND: kind },
    tags: { kind },
  };
  // Always-true thresholds make k6 compute these tagged sub-metrics for the summary.
  thresholds[`http_req_duration{kind:${kind},name:search}`] = ['max>=0'];
  thresholds[`http_reqs{kind:${kind},name:search}`] = ['count>=0'];
});

// noCookiesReset: the session cookie stays in each VU's jar across iterations.
export const options = { scenarios, thresholds, noCookiesReset: true, setupTimeout: '60s', summaryTrendStats: ['avg', 'min', 'med', 'max', 'p(90)', 'p(95)', 'p(99)'] };

export function setup() {
  const email = `bench.${Date.now()}.${Math.floor(Math.random() * 1e9)}@example.com`;
  const password = 'Bench-password-1';
  const res = http.post(
    `${BASE_URL}/api/auth/register`,
    JSON.stringify({ firstName: 'Bench', lastName: 'Broker', email, password, confirmPassword: password, companyName: 'Bench Freight', companyType: 'SHIPPER' }),
    { ...JSON_HEADERS, tags: { name: 'register' } },
  );
  if (res.status !== 201 && res.status !== 200) fail(`register failed: ${res.status} ${String(res.body).slice(0, 300)}`);
  // A new company is behind the paywall (402 on carrier searches) until its trial starts (setup's cookie jar signs it).
  const trial = http.post(`${BASE_URL}/api/subscription/start-trial`, null, { tags: { name: 'start-trial' } });
  if (trial.status !== 200) fail(`start-trial failed: ${trial.status} ${String(trial.body).slice(0, 300)}`);
  // The registrant is the company's ADMIN: it makes the key the public API kinds send, as an ADMIN does in API Settings.
  let apiKey = '';
  if (KINDS.some((k) => BY_KEY.has(k))) {
    const key = http.post(`${BASE_URL}/api/company/api-keys`, JSON.stringify({ name: 'Bench TMS', scopes: ['carriers:read'] }), { ...JSON_HEADERS, tags: { name: 'create-key' } });
    if (key.status !== 201) fail(`creating the API key failed: ${key.status} ${String(key.body).slice(0, 300)}`);
    apiKey = key.json('secret');
  }
  return { email, password, apiKey };
}

function signIn(data) {
  const res = http.post(`${BASE_URL}/api/auth/login`, JSON.stringify({ email: data.email, password: data.password }), { ...JSON_HEADERS, tags: { name: 'login' } });
  if (!check(res, { 'login 200': (r) => r.status === 200 })) fail(`login failed: ${res.status} ${String(res.body).slice(0, 300)}`);
}

export function search(data) {
  const kind = __ENV.KIND;
  const byKey = BY_KEY.has(kind);
  if (exec.vu.iterationInScenario === 0) {
    // A VU of an earlier scenario still holds its session cookie: the key must be the only credential sent.
    if (byKey) http.cookieJar().clear(BASE_URL);
    else signIn(data);
  }
  const list = QUERIES[SOURCE[kind] ?? kind];
  const q = list[(exec.vu.idInTest * 7919 + exec.vu.iterationInScenario) % list.length];
  const params = { tags: { name: 'search' }, ...(byKey ? { headers: { Authorization: `Bearer ${data.apiKey}` } } : {}) };
  const res = http.get(`${BASE_URL}${URLS[kind](q)}`, params);
  const found = FOUND[kind] ?? searchFound;
  check(res, {
    'search 200': (r) => r.status === 200,
    'carrier found': (r) => r.status === 200 && found(r, q),
  });
}

const ms = (v) => (typeof v === 'number' ? v.toFixed(2) : 'n/a');

export function handleSummary(summary) {
  const m = summary.metrics;
  const result = { profile: PROFILE, baseUrl: BASE_URL, vus: VUS, durationPerKind: DURATION, pageSize: PAGE_SIZE, kinds: {} };
  const lines = ['', `LogiScope carrier search bench (${PROFILE}) against ${BASE_URL}: ${VUS} VUs, ${DURATION} per kind, page size ${PAGE_SIZE}`];
  for (const kind of KINDS) {
    const dur = (m[`http_req_duration{kind:${kind},name:search}`] || {}).values || {};
    const reqs = (m[`http_reqs{kind:${kind},name:search}`] || {}).values || {};
    const count = reqs.count || 0;
    // Requests/s over the kind's own scenario, not the whole run.
    const rps = count / seconds(DURATION);
    result.kinds[kind] = { vus: vusOf(kind), requests: count, rps: Number(rps.toFixed(1)), p50: dur.med, p95: dur['p(95)'], p99: dur['p(99)'], max: dur.max };
    lines.push(`  ${kind.padEnd(6)} ${String(vusOf(kind)).padStart(3)} VUs  p50 ${ms(dur.med)} ms  p95 ${ms(dur['p(95)'])} ms  p99 ${ms(dur['p(99)'])} ms  ${rps.toFixed(1)} req/s  (${count} requests)`);
  }
  const failed = ((m.http_req_failed || {}).values || {}).rate || 0;
  const checks = ((m.checks || {}).values || {}).rate || 0;
  result.errorRate = failed;
  result.checksPassRate = checks;
  result.thresholdsOk = Object.values(m).every((metric) => Object.values(metric.thresholds || {}).every((t) => t.ok));
  lines.push(`  errors ${(failed * 100).toFixed(2)}% of requests, checks passed ${(checks * 100).toFixed(2)}%, thresholds ${result.thresholdsOk ? 'ok' : 'FAILED'}`, '');
  const out = { stdout: lines.join('\n') };
  if (SUMMARY_JSON) out[SUMMARY_JSON] = JSON.stringify(result, null, 2);
  return out;
}
