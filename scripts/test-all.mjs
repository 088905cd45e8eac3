// `npm test`: everything CI checks, in order, on real infrastructure.
//   1. system packages the tests need (Redis, Chromium) when missing, then Kafka + MongoDB-compatible + Redis
//      on loopback (infra/local/up.sh) unless KAFKA_BROKERS / MONGO_URL / REDIS_URL point elsewhere
//   2. build (server packages + web app), typecheck, lint
//   3. jest tiers: unit (incl. contract suites on the embedded engines), int (contract suites on Kafka,
//      FerretDB, Redis, gRPC), e2e (API and browser, both profiles)
// Prints the plain closing line "N passed, N failed".
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readInfraEnv } from './lib/infra-env.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (n) => join(root, 'node_modules', '.bin', n);
const env = { ...process.env, NX_DAEMON: 'false', FORCE_COLOR: process.env.CI ? '0' : process.env.FORCE_COLOR };
const only = process.argv.slice(2); // e.g. `npm test -- unit e2e`
const want = (tier) => only.length === 0 || only.includes(tier);
const timings = [];

function step(name, fn) {
  const t = Date.now();
  console.log(`\n▶ ${name}`);
  fn();
  timings.push([name, (Date.now() - t) / 1000]);
}
const run = (cmd, args, opts = {}) => execFileSync(cmd, args, { cwd: root, stdio: 'inherit', env, ...opts });

if (want('int') || want('e2e')) {
  step('system packages (Redis, Chromium)', () => run('bash', ['scripts/install-system-deps.sh']));
  if (!env.KAFKA_BROKERS || !env.MONGO_URL || !env.REDIS_URL) {
    step('infrastructure on loopback (infra/local/up.sh)', () => {
      run('bash', ['infra/local/up.sh']);
      for (const [key, value] of Object.entries(readInfraEnv(root))) if (!env[key]) env[key] = value;
    });
  }
}
if (want('e2e')) step('python tools (schemathesis)', () => run('bash', ['scripts/install-python-tools.sh']));
step('build', () => run(process.execPath, ['scripts/build.mjs']));
if (want('static')) {
  step('typecheck', () => run(bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']));
  step('typecheck web', () => run(bin('tsc'), ['-p', 'web/tsconfig.json', '--noEmit']));
  step('lint', () => run(bin('eslint'), ['.', '--max-warnings=0']));
}

const results = [];
const reports = mkdtempSync(join(tmpdir(), 'logiscope-jest-'));
for (const [tier, extra] of [
  ['unit', []],
  ['int', ['--runInBand']],
  ['e2e', ['--runInBand']],
]) {
  if (!want(tier)) continue;
  const out = join(reports, `${tier}.json`);
  const t = Date.now();
  console.log(`\n▶ jest ${tier}`);
  const r = spawnSync(bin('jest'), ['--selectProjects', tier, '--json', `--outputFile=${out}`, ...extra], {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, SKIP_BUILD: '1', E2E_PROFILES: env.E2E_PROFILES ?? 'embedded,distributed' },
  });
  timings.push([`jest ${tier}`, (Date.now() - t) / 1000]);
  const json = existsSync(out) ? JSON.parse(readFileSync(out, 'utf8')) : null;
  results.push({ tier, code: r.status, passed: json?.numPassedTests ?? 0, failed: json?.numFailedTests ?? 0, skipped: json?.numPendingTests ?? 0, suitesFailed: json?.numFailedTestSuites ?? 0 });
}
rmSync(reports, { recursive: true, force: true });

console.log('\nSummary');
for (const [name, s] of timings) console.log(`  ${name.padEnd(48)} ${s.toFixed(1).padStart(7)} s`);
for (const r of results) console.log(`  jest ${r.tier.padEnd(5)} ${String(r.passed).padStart(5)} passed ${String(r.failed).padStart(4)} failed ${String(r.skipped).padStart(4)} skipped${r.code ? `  (exit ${r.code})` : ''}`);
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed + (r.code && !r.failed ? Math.max(1, r.suitesFailed) : 0), 0);
const skipped = results.reduce((n, r) => n + r.skipped, 0);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || results.some((r) => r.code) ? 1 : 0);
