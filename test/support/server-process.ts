import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../../scripts/lib/net.cjs';
import { ApiClient } from './http-client';
import { forgetNamespace } from './namespace-cleanup';

export type Profile = 'embedded' | 'distributed';
/** Shared with scripts/ and bench/; specs take it from here. */
export { freePort };

const ROOT = resolve(__dirname, '..', '..');
const SCRIPT: Record<Profile, string> = { embedded: 'scripts/start.mjs', distributed: 'scripts/start-distributed.mjs' };

/** Tests sign in and call the API far faster than people: limits raised, unless a test sets its own to prove them. */
const TEST_RATE_LIMITS = { RATE_LIMIT_LOGIN_PER_15MIN: '100000', RATE_LIMIT_LOGIN_PER_MINUTE: '100000', RATE_LIMIT_LOGIN_ADDRESS_PER_15MIN: '100000', RATE_LIMIT_ACCOUNT_FAILURES: '100000', RATE_LIMIT_REGISTER_PER_HOUR: '100000', RATE_LIMIT_API_PER_MINUTE: '10000000', RATE_LIMIT_PUBLIC_LOOKUP_PER_MINUTE: '100000' };

/** Profiles the e2e tier runs: E2E_PROFILES=embedded,distributed (the default runs both). */
export function e2eProfiles(): Profile[] {
  const raw = process.env.E2E_PROFILES ?? 'embedded,distributed';
  return raw.split(',').map((p) => p.trim()).filter((p): p is Profile => p === 'embedded' || p === 'distributed');
}

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  /** NAMESPACE of a distributed run (its databases and consumer groups). */
  namespace: string;
  /** Everything the process printed so far. */
  output(): string;
  /** Graceful stop (SIGTERM), then start again on the same data: what a user does to restart. */
  restart(): Promise<void>;
  /**
   * kill -9 of the server process itself (embedded: the gateway process `npm start` runs; distributed: every process
   * the supervisor runs, and the supervisor), nothing flushed; then started again on the same data.
   */
  crash(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Starts LogiScope the way a user does (`npm start` / `npm run start:distributed`) on a free loopback port and a
 * fresh data directory, and resolves once it prints that it is listening.
 */
export async function startServer(profile: Profile, env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), `logiscope-${profile}-`));
  // Distributed runs get their own databases and consumer groups (NAMESPACE) so runs never share state. The port alone
  // is not unique: a later server (this run's or a past run's on the same infrastructure) may get it again.
  const dbPrefix = env.NAMESPACE ?? `e2e${port}_${randomBytes(4).toString('hex')}`;
  // A namespace given by the caller belongs to an installation that outlives this server (crash and rebuild tests).
  const ownsNamespace = env.NAMESPACE === undefined;
  let log = '';
  let child: ChildProcess | undefined;

  const launch = () =>
    new Promise<void>((ready, fail) => {
      child = spawn(process.execPath, [join(ROOT, SCRIPT[profile])], {
        cwd: ROOT,
        env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NAMESPACE: dbPrefix, ...TEST_RATE_LIMITS, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const timer = setTimeout(() => fail(new Error(`${profile} server did not start within 180 s:\n${log}`)), 180_000);
      const onData = (chunk: Buffer) => {
        log += chunk.toString();
        if (log.includes('LogiScope listening on')) {
          clearTimeout(timer);
          ready();
        }
      };
      child.stdout!.on('data', onData);
      child.stderr!.on('data', onData);
      child.on('exit', (code) => {
        clearTimeout(timer);
        fail(new Error(`${profile} server exited with ${code} before listening:\n${log}`));
      });
    });

  const stopChild = async () => {
    const c = child;
    // A process that died (a crash test's SIGKILL) has a signal code and no exit code.
    if (!c || c.exitCode !== null || c.signalCode !== null) return;
    const exited = new Promise((r) => c.once('exit', r));
    c.kill('SIGTERM');
    const timer = setTimeout(() => c.kill('SIGKILL'), 20_000);
    await exited;
    clearTimeout(timer);
  };

  await launch();
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    dataDir,
    namespace: dbPrefix,
    output: () => log,
    restart: async () => {
      await stopChild();
      log = '';
      await launch();
    },
    crash: async () => {
      const c = child;
      if (c?.pid && c.exitCode === null && c.signalCode === null) {
        const exited = new Promise((r) => c.once('exit', r));
        // The server processes first (so none is left running), then the script around them.
        for (const pid of descendantsOf(c.pid)) process.kill(pid, 'SIGKILL');
        c.kill('SIGKILL');
        await exited;
      }
      log = '';
      await launch();
    },
    stop: async () => {
      await stopChild();
      rmSync(dataDir, { recursive: true, force: true });
      if (profile === 'distributed' && ownsNamespace) await forgetNamespace(dbPrefix);
    },
  };
}

/** Every process under `pid`, deepest first (`ps`). */
function descendantsOf(pid: number): number[] {
  const listed = spawnSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' }).stdout ?? '';
  const children = listed.split(/\s+/).filter(Boolean).map(Number);
  return children.flatMap((c) => [...descendantsOf(c), c]);
}

/**
 * For a describe block: one server (startServer) started before its tests and stopped after them. Call the getter
 * inside the tests (before they run, there is no server yet).
 */
export function serverPerSuite(profile: Profile, env: Record<string, string> = {}): () => RunningServer {
  let server: RunningServer | undefined;
  beforeAll(async () => {
    server = await startServer(profile, env);
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
  });
  return () => {
    if (!server) throw new Error('no server yet: read serverPerSuite() inside a test, once beforeAll has started it');
    return server;
  };
}

/** A demo account the server printed at its first start (embedded with SEED_DEMO, the default): its e-mail and password. */
export function demoAccount(server: RunningServer, role: 'ADMIN' | 'USER'): { email: string; password: string } {
  const printed = new RegExp(`^\\s*${role}\\s+(\\S+@\\S+)\\s+/\\s+(\\S+)\\s*$`, 'm').exec(server.output());
  if (!printed) throw new Error(`The server printed no ${role} demo account:\n${server.output()}`);
  return { email: printed[1], password: printed[2] };
}

/** A client signed in as the demo company's ADMIN or USER: the sign-in must answer 200. */
export async function demoClient(server: RunningServer, role: 'ADMIN' | 'USER'): Promise<ApiClient> {
  const client = new ApiClient(server.baseUrl);
  expect((await client.post('/api/auth/login', demoAccount(server, role))).status).toBe(200);
  return client;
}

/** The platform operator the server printed at start (`Platform operator: <email> / <password>`: the embedded demo's). */
export function operatorAccount(server: RunningServer): { email: string; password: string } {
  const printed = /^\s*Platform operator:\s+(\S+@\S+)\s+\/\s+(\S+)\s*$/m.exec(server.output());
  if (!printed) throw new Error(`The server printed no platform operator:\n${server.output()}`);
  return { email: printed[1], password: printed[2] };
}
