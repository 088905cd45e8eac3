import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export type Profile = 'embedded' | 'distributed';

const ROOT = resolve(__dirname, '..', '..', '..');
const SCRIPTS: Record<Profile, string> = { embedded: 'scripts/start.mjs', distributed: 'scripts/start-distributed.mjs' };
const READY_LINE = 'LogiScope listening on';
const START_TIMEOUT_MS = 180_000;

/** The embedded profile always; the distributed one too when E2E_PROFILES names it (e.g. "embedded,distributed"). */
export function browserE2eProfiles(env: NodeJS.ProcessEnv = process.env): Profile[] {
  const listed = (env.E2E_PROFILES ?? '').split(',').map((p) => p.trim());
  return listed.includes('distributed') ? ['embedded', 'distributed'] : ['embedded'];
}

async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolvePort(port));
    });
  });
}

export interface LogiScopeServer {
  baseUrl: string;
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts LogiScope as a user does (`node scripts/start.mjs` or `start-distributed.mjs`) on a free loopback port
 * with a fresh data directory, and resolves once it prints that it is listening.
 */
export async function startLogiScope(profile: Profile): Promise<LogiScopeServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), `logiscope-web-${profile}-`));
  let log = '';
  const child: ChildProcess = spawn(process.execPath, [join(ROOT, SCRIPTS[profile])], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NAMESPACE: `webe2e${port}` },
    stdio: ['ignore', 'pipe', 'pipe'],
  });

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(killer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await new Promise<void>((ready, fail) => {
      const timer = setTimeout(() => fail(new Error(`${profile} server did not start within ${START_TIMEOUT_MS / 1000} s:\n${log}`)), START_TIMEOUT_MS);
      const onData = (chunk: Buffer) => {
        log += chunk.toString();
        if (log.includes(READY_LINE)) {
          clearTimeout(timer);
          ready();
        }
      };
      child.stdout?.on('data', onData);
      child.stderr?.on('data', onData);
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        fail(new Error(`${profile} server exited (${code ?? signal}) before listening:\n${log}`));
      });
    });
  } catch (error) {
    await stop();
    throw error;
  }

  return { baseUrl: `http://127.0.0.1:${port}`, output: () => log, stop };
}
