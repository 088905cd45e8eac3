// `npm run start:distributed`: the distributed profile on one machine. Each service is its own process (gRPC,
// its own MongoDB database, Kafka, Redis); the gateway serves HTTP. Kafka, MongoDB (FerretDB) and Redis come from
// KAFKA_BROKERS / MONGO_URL / REDIS_URL, or are started on loopback by infra/local/up.sh.
// A service that dies is restarted after a second, as an orchestrator would. Process ids are written to
// $DATA_DIR/processes.json (for fault-injection tests).
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readInfraEnv } from './lib/infra-env.mjs';
import { freePort } from './lib/net.cjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const SERVICES = ['identity', 'security-tracking', 'carrier-data', 'reports', 'notes', 'billing'];
const env = { ...process.env };

if (!env.KAFKA_BROKERS || !env.MONGO_URL || !env.REDIS_URL) {
  execFileSync('bash', [join(root, 'infra/local/up.sh')], { stdio: ['ignore', 'inherit', 'inherit'] });
  for (const [key, value] of Object.entries(readInfraEnv(root))) if (!env[key]) env[key] = value;
}
if (env.SKIP_BUILD !== '1') await import('./build.mjs');

const dataDir = resolve(env.DATA_DIR ?? './data');
mkdirSync(dataDir, { recursive: true });
const grpcUrls = {};
for (const s of SERVICES) {
  const key = `${s.toUpperCase().replace(/-/g, '_')}_GRPC_URL`;
  // Not the gateway's own port, which the caller chose and the gateway binds last.
  grpcUrls[key] = env[key] ?? `127.0.0.1:${await freePort([Number(env.PORT) || 0])}`;
}

const children = new Map();
/** Restarts waiting out their second. */
const restarts = new Set();
let stopping = false;
const pids = () => writeFileSync(join(dataDir, 'processes.json'), JSON.stringify(Object.fromEntries([...children].map(([n, c]) => [n, c.pid])), null, 2));

function launch(name, script, extraEnv, readyText) {
  return new Promise((ready, fail) => {
    const child = spawn(process.execPath, ['--enable-source-maps', join(root, script)], {
      cwd: root,
      env: { ...env, ...grpcUrls, ...extraEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.set(name, child);
    pids();
    let isReady = false;
    const relay = (stream, out) =>
      stream.on('data', (chunk) => {
        const text = chunk.toString();
        // The gateway's own lines (including "LogiScope listening on") pass through unprefixed.
        out.write(name === 'gateway' ? text : text.replace(/^(?!\[)(?=.)/gm, `[${name}] `));
        if (!isReady && text.includes(readyText)) {
          isReady = true;
          ready();
        }
      });
    relay(child.stdout, process.stdout);
    relay(child.stderr, process.stderr);
    child.on('exit', (code, signal) => {
      if (stopping) return;
      if (!isReady) return fail(new Error(`${name} exited (${code ?? signal}) before it was ready`));
      console.error(`[supervisor] ${name} exited (${code ?? signal}); restarting in 1 s`);
      const restart = setTimeout(() => {
        restarts.delete(restart);
        // A stop that came during the second must not be outlived by a new child (an orphan nobody stops).
        if (!stopping) launch(name, script, extraEnv, readyText).catch((e) => console.error(`[supervisor] ${e.message}`));
      }, 1000);
      restarts.add(restart);
    });
  });
}

async function stop(signal) {
  if (stopping) return;
  stopping = true;
  for (const t of restarts) clearTimeout(t);
  const order = ['gateway', ...SERVICES];
  for (const name of order) {
    const c = children.get(name);
    if (!c || c.exitCode !== null || c.signalCode) continue;
    const done = new Promise((r) => c.once('exit', r));
    c.kill(signal);
    const t = setTimeout(() => c.kill('SIGKILL'), 15_000);
    await done;
    clearTimeout(t);
  }
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

try {
  await Promise.all(
    SERVICES.map((s) =>
      launch(s, `services/${s}/dist/main.js`, { GRPC_URL: grpcUrls[`${s.toUpperCase().replace(/-/g, '_')}_GRPC_URL`], HEALTH_PORT: '0' }, `[${s}] ready`),
    ),
  );
  await launch('gateway', 'gateway/dist/main.js', { PROFILE: 'distributed' }, 'LogiScope listening on');
} catch (e) {
  console.error(`[supervisor] ${e.message}`);
  await stop('SIGTERM');
  process.exit(1);
}
