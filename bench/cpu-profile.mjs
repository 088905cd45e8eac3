// Where a server's CPU time went, from a V8 CPU profile (`node --cpu-prof`): every sample is put in one bucket by
// the frames on its stack (search ranking, SQLite, view building, session read, rate limit, validation, search
// history, the in-process boundary copy, the JSON answer, framework, GC, idle...).
//
//   node bench/cpu-profile.mjs FILE.cpuprofile [--requests N]   prints the table (ms per request with --requests)
//   import { summariseProfile } from './cpu-profile.mjs'         what bench/carriers.mjs prints after a profiled run
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';

/**
 * The bucket of one sample, from its stack (leaf first). The first rule that matches wins, so a JSON.parse inside the
 * store's search is the store's, and the session read inside the guard is the session's.
 */
export function bucketOf(stack) {
  const leaf = stack[0];
  if (leaf.functionName === '(idle)') return 'idle';
  if (leaf.functionName === '(garbage collector)') return 'GC';
  if (leaf.functionName === '(program)') return 'V8/native (program)';
  const has = (re) => stack.some((f) => re.test(f.url));
  const fn = (re) => stack.some((f) => re.test(f.functionName));
  if (has(/search-history/)) return 'search history write';
  if (has(/session\.store/)) return 'session read (hash, SQLite)';
  if (has(/\/http\/rate-limit|rate-limiter-flexible/)) return 'rate limit';
  if (has(/\/identity\//)) return "guard: caller's user (identity)";
  if (has(/operation\.guard/)) return has(/\/zod\//) ? 'guard: input validation (zod)' : 'guard: other';
  if (has(/\/intelligence\/|\/verdict\//)) return 'view building (risk, verdict, view)';
  if (has(/sqlite-carrier\.|carrier-search\.|mongo-carrier\./)) {
    // V8 shows no frame for node:sqlite's native calls: their time is the self time of the JS function that ran them.
    if (leaf.functionName === 'parse') return 'store search: JSON.parse of documents';
    if (/carrier-search\./.test(leaf.url) || leaf.functionName === 'topRanked' || leaf.functionName === 'byRank') return 'store search: ranking (JS)';
    return 'store search: SQLite (FTS5, indexes)';
  }
  if (fn(/^acrossBoundary$/)) return 'in-process boundary copy (JSON)';
  // JSON.stringify has no frame of its own: its time is the self time of the function that called it.
  if (leaf.functionName === 'stringify' || fn(/^(stringify|serialize)$/) || /json-reply\.adapter/.test(leaf.url)) return 'answer: JSON.stringify';
  if (fn(/^(writev|writeBuffer|writeUtf8String|_writev|_writeGeneric)$/) || has(/stream_base_commons/)) return 'node http: socket write (kernel, or waiting for a core)';
  if (has(/node_modules\/(@nestjs|express|router|helmet|cookie-parser|body-parser|finalhandler|send|on-finished|path-to-regexp|qs)\//)) return 'framework (Nest, express, helmet, cookies)';
  if (has(/node_modules\/@opentelemetry|tracing|observability/)) return 'tracing';
  if (has(/^node:(_http|http|net|stream|internal\/streams|_stream)|^node:internal\/(http|streams)/) || fn(/^(writeHead|end|_writeRaw|onStreamRead|parserOnHeadersComplete|parserOnIncoming)$/)) return 'node http (parse, write)';
  if (has(/\/carrier-data\//)) return 'carrier-data: other';
  return 'other (start-up, timers, jobs)';
}

/** Total and per-bucket CPU milliseconds of a .cpuprofile, idle excepted from `busyMs`. */
export function summariseProfile(file) {
  const { profile, byId, parent } = loadProfile(file);
  const bucketOfNode = new Map();
  const bucketFor = (id) => {
    let b = bucketOfNode.get(id);
    if (b === undefined) {
      const stack = [];
      for (let at = id; at !== undefined; at = parent.get(at)) stack.push(byId.get(at).callFrame);
      b = bucketOf(stack);
      bucketOfNode.set(id, b);
    }
    return b;
  };
  const ms = new Map();
  const { samples, timeDeltas } = profile;
  for (let i = 0; i < samples.length; i++) {
    // timeDeltas[i] is the time before sample i; the sample stands for the interval after it (next delta).
    const dt = (timeDeltas[i + 1] ?? timeDeltas[i] ?? 0) / 1000;
    const b = bucketFor(samples[i]);
    ms.set(b, (ms.get(b) ?? 0) + dt);
  }
  const totalMs = [...ms.values()].reduce((a, b) => a + b, 0);
  const busyMs = totalMs - (ms.get('idle') ?? 0);
  const buckets = [...ms.entries()].filter(([b]) => b !== 'idle').sort((a, b) => b[1] - a[1]).map(([bucket, t]) => ({ bucket, ms: Number(t.toFixed(1)), share: Number((t / busyMs).toFixed(4)) }));
  return { file, wallMs: Number(totalMs.toFixed(0)), busyMs: Number(busyMs.toFixed(0)), idleMs: Number((ms.get('idle') ?? 0).toFixed(0)), buckets };
}

/** A profile with its nodes by id and each node's parent. */
function loadProfile(file) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  return { profile, byId, parent };
}

/**
 * The busiest functions of the largest profile in `dir` (the server's), by self time and by inclusive time (the
 * repository's own functions only, each counted once per sample): where a pipeline such as the webhook fan-out spends.
 */
export function functionLines(dir, { top = 25, lastMs = Infinity } = {}) {
  const file = readdirSync(dir).filter((f) => f.endsWith('.cpuprofile')).map((f) => join(dir, f)).sort((a, b) => statSync(b).size - statSync(a).size)[0];
  const { profile, byId, parent } = loadProfile(file);
  const name = (n) => `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.split('/').slice(-2).join('/')}:${n.callFrame.lineNumber + 1}`;
  const self = new Map();
  const inclusive = new Map();
  // Each sample's time from the profile's end: only the last `lastMs` count (the fan-out, not the set-up before it).
  const fromEnd = [];
  for (let i = profile.timeDeltas.length - 1, t = 0; i >= 0; i--) {
    fromEnd[i] = t;
    t += profile.timeDeltas[i] / 1000;
  }
  profile.samples.forEach((id, i) => {
    if (fromEnd[i] > lastMs) return;
    const ms = (profile.timeDeltas[i + 1] ?? profile.timeDeltas[i] ?? 0) / 1000;
    self.set(name(byId.get(id)), (self.get(name(byId.get(id))) ?? 0) + ms);
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const n = byId.get(at);
      if (!/\/(services|gateway)\/.*\/dist\//.test(n.callFrame.url) || seen.has(name(n))) continue;
      seen.add(name(n));
      inclusive.set(name(n), (inclusive.get(name(n)) ?? 0) + ms);
    }
  });
  const busiest = (m) => [...m].sort((a, b) => b[1] - a[1]).slice(0, top).map(([f, ms]) => `    ${ms.toFixed(0).padStart(7)} ms  ${f}`);
  return [`  CPU profile ${file}${lastMs < Infinity ? `, its last ${(lastMs / 1000).toFixed(1)} s` : ''}`, '  by self time:', ...busiest(self), "  by inclusive time (the repository's functions):", ...busiest(inclusive)];
}

/** The summary as lines, with CPU ms per request when the request count is known. */
export function profileLines(summary, requests, name = 'the server') {
  const lines = [`  CPU profile of ${name} (${summary.busyMs.toLocaleString('en-US')} ms busy of ${summary.wallMs.toLocaleString('en-US')} ms${requests ? `, ${requests.toLocaleString('en-US')} requests: ${(summary.busyMs / requests).toFixed(3)} ms CPU per request` : ''})`];
  for (const b of summary.buckets) {
    if (b.share < 0.005) continue;
    lines.push(`    ${b.bucket.padEnd(44)} ${(b.share * 100).toFixed(1).padStart(5)} %${requests ? `  ${(b.ms / requests).toFixed(3).padStart(7)} ms/request` : ''}`);
  }
  return lines;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { requests: { type: 'string' } } });
  if (!positionals[0]) {
    console.error('usage: node bench/cpu-profile.mjs FILE.cpuprofile [--requests N]');
    process.exit(2);
  }
  const summary = summariseProfile(positionals[0]);
  console.log(profileLines(summary, values.requests ? Number(values.requests) : undefined).join('\n'));
}
