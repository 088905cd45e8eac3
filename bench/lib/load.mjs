// The load loop the Node-driven benchmarks share (knowledge, logins): VUs loops calling one async function for a time.
import { readdirSync, readFileSync } from 'node:fs';

/** The p-th percentile of sorted numbers (nearest rank); null when there are none. */
export const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : null);

/** `run(vu, i)` called by `vus` loops for `seconds`: requests, requests per second, p50/p95 (ms) and failures (false or a throw). */
export async function load(vus, seconds, run) {
  const times = [];
  let failed = 0;
  const end = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: vus }, async (_, vu) => {
      for (let i = 0; Date.now() < end; i++) {
        const t = performance.now();
        const ok = await run(vu, i).catch(() => false);
        times.push(performance.now() - t);
        if (!ok) failed++;
      }
    }),
  );
  times.sort((a, b) => a - b);
  return { requests: times.length, rps: times.length / seconds, p50: percentile(times, 50), p95: percentile(times, 95), failed };
}

/** CPU seconds (user + system) of every live process in process group `pgid` (Linux /proc; 0 elsewhere). */
function groupCpuSeconds(pgid) {
  let ticks = 0;
  let pids = [];
  try {
    pids = readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return 0;
  }
  for (const pid of pids) {
    try {
      // Fields after the command's closing parenthesis: state ppid pgrp ... utime (14th) stime (15th).
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(f[2]) === pgid) ticks += Number(f[11]) + Number(f[12]);
    } catch {
      // The process ended while being read.
    }
  }
  return ticks / 100;
}

/**
 * Waits until the server (its whole process group) is idle: under `busy` of a core for a whole `windowMs`, at most
 * `maxMs`. A step that starts while consumers still work through the previous one's events measures both.
 * Answers the seconds waited.
 */
export async function settle(pgid, { busy = 0.05, windowMs = 1000, maxMs = 60_000 } = {}) {
  const t0 = performance.now();
  let last = groupCpuSeconds(pgid);
  while (performance.now() - t0 < maxMs) {
    await new Promise((r) => setTimeout(r, windowMs));
    const now = groupCpuSeconds(pgid);
    if (now - last < (busy * windowMs) / 1000) break;
    last = now;
  }
  return (performance.now() - t0) / 1000;
}
