// The load loop the Node-driven benchmarks share (knowledge, logins): VUs loops calling one async function for a time.

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
