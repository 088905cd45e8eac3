import { execFile, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { fmcsaFixture } from '../../services/carrier-data/test/fmcsa-fixtures';
import type { Profile, RunningServer } from './server-process';
import { writeLocked } from './sqlite-lock';

const ROOT = resolve(__dirname, '..', '..');
const run = promisify(execFile);

/** The real FMCSA census sample (42 columns), cut to 811 carriers in the repository's FMCSA fixtures. */
export const CENSUS_SAMPLE = fmcsaFixture('FMCSA_CENSUS1_sample.csv');

/** How many carriers (data rows) CENSUS_SAMPLE holds. */
export const CENSUS_SAMPLE_ROWS = 811;

/**
 * The first `rows` carriers of the census sample with two short rows slipped in, which the import skips: after the
 * 10th carrier (line 12, the header being line 1) and at the end (line rows + 3). Returns the file and the carriers'
 * lines as written.
 */
export function writeCensusWithShortRows(dir: string, rows: number): { file: string; lines: string[] } {
  const [header, ...data] = readFileSync(CENSUS_SAMPLE, 'utf8').split(/\r?\n/).filter(Boolean);
  const lines = data.slice(0, rows);
  const file = join(dir, 'FMCSA_CENSUS1_with_errors.csv');
  writeFileSync(file, [header, ...lines.slice(0, 10), 'BROKEN,ROW', ...lines.slice(10), 'BROKEN,ROW', ''].join('\n'));
  return { file, lines };
}

/** The environment `npm run import` needs to write into a running server's data (SQLite files, or its MongoDB). */
function importEnv(server: RunningServer, profile: Profile): Record<string, string> {
  const env: Record<string, string> = { ...(process.env as Record<string, string>), DATA_DIR: server.dataDir, SKIP_BUILD: '1' };
  if (profile === 'distributed') Object.assign(env, { PROFILE: 'distributed', NAMESPACE: server.namespace });
  return env;
}

/** Runs `npm run import -- <files>` against the server's data to the end; its stdout (the summary line). */
export async function importFiles(server: RunningServer, profile: Profile, files: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, [join(ROOT, 'scripts/import.mjs'), ...files], { cwd: ROOT, env: importEnv(server, profile), maxBuffer: 64 * 1024 * 1024 });
  return stdout;
}

export interface BackgroundImport {
  /**
   * Freezes the import (embedded) in the middle of a write to carrier-data.db, the file the server writes too (its
   * projections' checkpoints): the import keeps the file locked as long as it is frozen, as when suspended by Ctrl-Z.
   */
  pauseWhileWriting(): Promise<void>;
  resume(): void;
  /** Resolves with stdout when the command exits 0, rejects otherwise. */
  done: Promise<string>;
  /** Kills it if it still runs. */
  stop(): void;
}

/** Starts `npm run import -- <files>` without waiting, in its own process group (the script runs the CLI as a child). */
export function startImport(server: RunningServer, profile: Profile, files: string[]): BackgroundImport {
  const child = spawn(process.execPath, [join(ROOT, 'scripts/import.mjs'), ...files], { cwd: ROOT, env: importEnv(server, profile), detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const done = new Promise<string>((ok, fail) => {
    child.on('error', fail);
    child.on('exit', (code, signal) => (code === 0 ? ok(stdout) : fail(new Error(`import exited with ${code ?? signal}:\n${stderr.slice(-4000)}`))));
  });
  const signal = (name: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
    try {
      process.kill(-child.pid, name);
    } catch (e) {
      // The group may be gone between the check and the signal.
      if ((e as NodeJS.ErrnoException).code !== 'ESRCH') throw e;
    }
  };
  // SIGSTOP to its process group: the run stays as the last committed batch left it.
  const pause = () => signal('SIGSTOP');
  const resume = () => signal('SIGCONT');
  const shared = join(server.dataDir, 'carrier-data.db');
  return {
    pauseWhileWriting: async () => {
      for (let tries = 0; tries < 2000; tries++) {
        pause();
        if (writeLocked(shared)) return;
        resume();
        await new Promise((r) => setTimeout(r, Math.random() * 5));
      }
      throw new Error('The import held no write lock on carrier-data.db at any of 2,000 pauses');
    },
    resume,
    done,
    stop: () => {
      done.catch(() => undefined);
      signal('SIGKILL');
    },
  };
}
