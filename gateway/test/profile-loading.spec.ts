import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';

// The gateway loads only the chosen profile's implementations (gateway/src/main.ts imports each runtime on demand).
// Proven on the built gateway started as `npm start` / `start:distributed` start it, with a preload that lists every
// module the process loaded once it listens: a static import of a service's implementation anywhere on the way
// (main.ts, the HTTP app, a controller) shows up here.

const ROOT = join(__dirname, '..', '..');
const MARK = 'LOADED-MODULES ';

interface Loaded {
  /** Repo-relative paths of the files loaded (node_modules included). */
  files: string[];
  builtins: string[];
}

function loadedBy(env: Record<string, string>): Promise<Loaded> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-r', join(__dirname, 'support', 'loaded-modules.cjs'), join(ROOT, 'gateway', 'dist', 'main.js')], {
      cwd: ROOT,
      env: { ...process.env, HOST: '127.0.0.1', PORT: '0', OTEL_EXPORTER_OTLP_ENDPOINT: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('exit', () => {
      clearTimeout(timer);
      try {
        const line = stdout.split('\n').find((l) => l.startsWith(MARK));
        if (!line) throw new Error('no module list');
        const { files, builtins } = JSON.parse(line.slice(MARK.length)) as Loaded;
        resolve({ files: files.map((f) => relative(ROOT, f).split(sep).join('/')), builtins });
      } catch (error) {
        reject(new Error(`The gateway did not start (${(error as Error).message}):\n${stdout}\n${stderr}`));
      }
    });
  });
}

/** A service module that is not its API entry (`api.js`) or an API contract (`<name>.api.js`, in any of its slices). */
const serviceImplementation = (file: string): boolean =>
  /^services\/(?!libs\/)[^/]+\/(?:dist|src)\//.test(file) && !/\/(?:dist|src)\/(?:[^/]+\/)*(?:[^/]+\.)?api\.[jt]s$/.test(file);

/** The profile runtimes the process loaded (type-only modules such as gateway-runtime.ts compile to nothing loaded). */
const runtimes = (loaded: Loaded): string[] => loaded.files.filter((f) => /^gateway\/dist\/runtime\/[^/]+\.runtime\.js$/.test(f));

describe('the gateway loads only the chosen profile', () => {
  beforeAll(() => {
    // The test runner builds once up front (SKIP_BUILD=1); run alone, build what is out of date (seconds).
    if (process.env.SKIP_BUILD !== '1') execFileSync(process.execPath, [join(ROOT, 'scripts', 'build.mjs'), '--server'], { cwd: ROOT, stdio: 'ignore' });
  }, 120_000);

  it('distributed: no service implementation, no argon2, no node:sqlite', async () => {
    // Nothing listens on the Redis port or the gRPC addresses: the gateway connects lazily and still starts listening.
    const loaded = await loadedBy({ PROFILE: 'distributed', REDIS_URL: 'redis://127.0.0.1:1', NAMESPACE: 'loadcheck' });
    expect(runtimes(loaded)).toEqual(['gateway/dist/runtime/distributed.runtime.js']);
    expect(loaded.files.filter(serviceImplementation)).toEqual([]);
    expect(loaded.files.filter((f) => f.includes('/@node-rs/argon2'))).toEqual([]);
    expect(loaded.builtins).not.toContain('sqlite');
  }, 90_000);

  it('embedded: no Kafka, MongoDB, Redis, BullMQ or gRPC client', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'logiscope-loading-'));
    try {
      const loaded = await loadedBy({ PROFILE: 'embedded', DATA_DIR: dataDir, SEED_DEMO: 'false' });
      expect(runtimes(loaded)).toEqual(['gateway/dist/runtime/embedded.runtime.js']);
      expect(loaded.files.filter((f) => /\/node_modules\/(?:kafkajs|mongoose|mongodb|ioredis|bullmq|@grpc\/grpc-js)\//.test(f))).toEqual([]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
