import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/** Compiles .ts on require with the repo's swc, as the build does (see the file). */
const REGISTER_TS = join(__dirname, '..', 'ingest', 'scripts', 'register-ts.cjs');

/**
 * A worker thread running the module `<dir>/<name>`: the built `.js` beside the caller (dist, after swc), else the
 * `.ts` source compiled on require through ingest/scripts/register-ts.cjs (the test runner, which runs from source).
 */
export function startModuleWorker(dir: string, name: string, options: Omit<WorkerOptions, 'eval'> = {}): Worker {
  const compiled = join(dir, `${name}.js`);
  if (existsSync(compiled)) return new Worker(compiled, options);
  const source = `require(${JSON.stringify(REGISTER_TS)}); require(${JSON.stringify(join(dir, `${name}.ts`))});`;
  return new Worker(source, { ...options, eval: true });
}
