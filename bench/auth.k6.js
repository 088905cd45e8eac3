// k6 scenario: signed-in users reading their session.
//   setup():   registers one user (POST /api/auth/register)
//   each VU:   signs in once (POST /api/auth/login; k6's per-VU cookie jar keeps the session cookie),
//              then loops GET /api/auth/user (expects 200), signing in again only if the session is gone (401)
// Bounded: a fixed number of VUs for a fixed duration (env VUS, default 20; DURATION, default 20s).
// Thresholds are on error rates only: a slow machine does not fail the run, a broken server does.
//
//   .infra/bin/k6 run -e BASE_URL=http://127.0.0.1:3000 bench/auth.k6.js
//   env: BASE_URL, VUS, DURATION, PROFILE (label only), SUMMARY_JSON (also write the summary there),
//        SESSION_COOKIE (name of the session cookie; default: `sid` or any `*.sid`, e.g. logiscope.sid)
// Only loopback targets: this is a local benchmark (BASE_URL must be 127.0.0.0/8, localhost or [::1]).
import http from 'k6/http';
import { check, fail } from 'k6';
import exec from 'k6/execution';

const BASE_URL = (__ENV.BASE_URL || 'http://127.0.0.1:3000').replace(/\/+$/, '');
const VUS = Number(__ENV.VUS || 20);
const DURATION = __ENV.DURATION || '20s';
const PROFILE = __ENV.PROFILE || 'unknown';
const SUMMARY_JSON = __ENV.SUMMARY_JSON || '';
// The session cookie's name: `sid` or `<prefix>.sid` (the gateway uses logiscope.sid) unless given.
const SESSION_COOKIE = __ENV.SESSION_COOKIE || '';
const isSessionCookie = (name) => (SESSION_COOKIE ? name === SESSION_COOKIE : /(^|\.)sid$/.test(name));
const JSON_HEADERS = { headers: { 'Content-Type': 'application/json' } };

if (!/^https?:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?$/.test(BASE_URL)) {
  throw new Error(`BASE_URL must be a loopback address, got ${BASE_URL}`);
}
if (!(VUS >= 1 && VUS <= 500)) throw new Error(`VUS must be 1..500, got ${__ENV.VUS}`);

export const options = {
  scenarios: {
    user: { executor: 'constant-vus', vus: VUS, duration: DURATION, gracefulStop: '5s' },
  },
  // Keep the session cookie across iterations (k6 resets the jar each iteration by default).
  noCookiesReset: true,
  setupTimeout: '60s',
  summaryTrendStats: ['avg', 'min', 'med', 'max', 'p(90)', 'p(95)', 'p(99)'],
  thresholds: {
    // Error rates: the run fails when more than 1% of requests or checks fail.
    http_req_failed: ['rate<0.01'],
    checks: ['rate>0.99'],
    // Always-true thresholds so the summary carries these sub-metrics (k6 only computes tagged
    // sub-metrics that a threshold names).
    'http_req_duration{name:user}': ['max>=0'],
    'http_reqs{name:user}': ['count>=0'],
    'http_req_failed{name:user}': ['rate>=0'],
  },
};

export function setup() {
  const email = `bench.${Date.now()}.${Math.floor(Math.random() * 1e9)}@example.com`;
  const password = 'Bench-password-1';
  const res = http.post(
    `${BASE_URL}/api/auth/register`,
    JSON.stringify({
      firstName: 'Bench',
      lastName: 'User',
      email,
      password,
      confirmPassword: password,
      companyName: 'Bench Freight',
      companyType: 'SHIPPER',
    }),
    { ...JSON_HEADERS, tags: { name: 'register' } },
  );
  if (res.status !== 201 && res.status !== 200) fail(`register failed: ${res.status} ${String(res.body).slice(0, 300)}`);
  return { email, password };
}

function signIn(data) {
  const res = http.post(`${BASE_URL}/api/auth/login`, JSON.stringify({ email: data.email, password: data.password }), {
    ...JSON_HEADERS,
    tags: { name: 'login' },
  });
  const ok = check(res, {
    'login 200': (r) => r.status === 200,
    'login sets the session cookie': (r) => Object.keys(r.cookies).some(isSessionCookie),
  });
  if (!ok) fail(`login failed for VU ${exec.vu.idInTest}: ${res.status} ${String(res.body).slice(0, 300)}`);
}

export default function (data) {
  if (exec.vu.iterationInScenario === 0) signIn(data);
  let res = http.get(`${BASE_URL}/api/auth/user`, { tags: { name: 'user' } });
  if (res.status === 401) {
    // The session expired or was dropped: sign in again once, then retry.
    signIn(data);
    res = http.get(`${BASE_URL}/api/auth/user`, { tags: { name: 'user' } });
  }
  check(res, { 'user 200': (r) => r.status === 200 });
}

const ms = (v) => (typeof v === 'number' ? v.toFixed(2) : 'n/a');

export function handleSummary(summary) {
  const m = summary.metrics;
  const dur = (m['http_req_duration{name:user}'] || {}).values || {};
  const reqs = (m['http_reqs{name:user}'] || {}).values || {};
  const allReqs = (m.http_reqs || {}).values || {};
  const failed = (m.http_req_failed || {}).values || {};
  const checks = (m.checks || {}).values || {};
  const seconds = summary.state.testRunDurationMs / 1000;
  const thresholdsOk = Object.values(m).every((metric) => Object.values(metric.thresholds || {}).every((t) => t.ok));
  const result = {
    profile: PROFILE,
    baseUrl: BASE_URL,
    vus: VUS,
    duration: DURATION,
    testRunDurationS: Number(seconds.toFixed(3)),
    user: {
      requests: reqs.count || 0,
      rps: Number((reqs.rate || 0).toFixed(2)),
      p50: dur.med,
      p95: dur['p(95)'],
      p99: dur['p(99)'],
      avg: dur.avg,
      max: dur.max,
      errorRate: ((m['http_req_failed{name:user}'] || {}).values || {}).rate || 0,
    },
    allRequests: { count: allReqs.count || 0, rps: Number((allReqs.rate || 0).toFixed(2)), errorRate: failed.rate || 0 },
    checksPassRate: checks.rate,
    thresholdsOk,
  };
  const text = [
    '',
    `LogiScope auth bench (${PROFILE}) against ${BASE_URL}: ${VUS} VUs for ${DURATION}`,
    `  GET /api/auth/user  p50 ${ms(dur.med)} ms  p95 ${ms(dur['p(95)'])} ms  p99 ${ms(dur['p(99)'])} ms  (max ${ms(dur.max)} ms)`,
    `  requests/s          ${result.user.rps} (user calls: ${result.user.requests}; all requests: ${result.allRequests.count}, ${result.allRequests.rps}/s)`,
    `  errors              ${(result.allRequests.errorRate * 100).toFixed(2)}% of requests, checks passed ${((checks.rate || 0) * 100).toFixed(2)}%`,
    `  thresholds          ${thresholdsOk ? 'ok' : 'FAILED'}`,
    '',
  ].join('\n');
  const out = { stdout: text };
  if (SUMMARY_JSON) out[SUMMARY_JSON] = JSON.stringify(result, null, 2);
  return out;
}
