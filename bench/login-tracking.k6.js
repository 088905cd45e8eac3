// k6 scenario: the login-tracking screen's first page (GET /api/login-tracking?<QUERY>, as the web asks it: 100 records
// and the four counts) from VUS signed-in users for DURATION. Each VU signs in once (EMAIL, PASSWORD) and keeps its
// session cookie. Driven by bench/logins.mjs, so the load comes from k6 (Go) as in the carrier bench, not from
// the bench's own Node process, which shares the 2 cores with the server.
//   env: BASE_URL (loopback only), EMAIL, PASSWORD, QUERY, VUS, DURATION, SUMMARY_JSON
import http from 'k6/http';
import { check, fail } from 'k6';
import exec from 'k6/execution';

const BASE_URL = (__ENV.BASE_URL || '').replace(/\/+$/, '');
const VUS = Number(__ENV.VUS || 10);
const DURATION = __ENV.DURATION || '10s';
const QUERY = __ENV.QUERY || 'limit=100';
if (!/^https?:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?$/.test(BASE_URL)) throw new Error(`BASE_URL must be a loopback address, got ${BASE_URL}`);
if (!(VUS >= 1 && VUS <= 500)) throw new Error(`VUS must be 1..500, got ${__ENV.VUS}`);
if (!/^\d+s$/.test(DURATION) || Number(DURATION.slice(0, -1)) > 600) throw new Error(`DURATION must be 1s..600s, got ${DURATION}`);

export const options = {
  scenarios: { page: { executor: 'constant-vus', vus: VUS, duration: DURATION, gracefulStop: '5s' } },
  noCookiesReset: true,
  thresholds: { 'http_req_duration{name:page}': ['max>=0'], 'http_reqs{name:page}': ['count>=0'] },
  summaryTrendStats: ['med', 'p(95)', 'p(99)', 'max'],
};

export default function () {
  if (exec.vu.iterationInScenario === 0) {
    const res = http.post(`${BASE_URL}/api/auth/login`, JSON.stringify({ email: __ENV.EMAIL, password: __ENV.PASSWORD }), { headers: { 'Content-Type': 'application/json' }, tags: { name: 'login' } });
    if (res.status !== 200) fail(`login failed: ${res.status}`);
  }
  const res = http.get(`${BASE_URL}/api/login-tracking?${QUERY}`, { tags: { name: 'page' } });
  check(res, { 'page 200': (r) => r.status === 200 });
}

export function handleSummary(summary) {
  const m = summary.metrics;
  const dur = (m['http_req_duration{name:page}'] || {}).values || {};
  const count = ((m['http_reqs{name:page}'] || {}).values || {}).count || 0;
  const failed = ((m.checks || {}).values || {}).fails || 0;
  const out = { requests: count, rps: count / Number(DURATION.slice(0, -1)), p50: dur.med, p95: dur['p(95)'], p99: dur['p(99)'], max: dur.max, failed };
  return __ENV.SUMMARY_JSON ? { [__ENV.SUMMARY_JSON]: JSON.stringify(out) } : {};
}
