// carrier-data as the embedded gateway runs it, on the carrier store of a DATA_DIR, for the benchmark's peers
// (bench/carriers-bare.mjs, bench/carriers-direct.mjs): the same search and the same view building (risk, verdict
// with the company's profile, links to flagged carriers...), with the search history a no-op.
//
// It runs on a private data folder: the carrier store's two files linked (read as they are), carrier-data's own
// database copied (import runs, contact changes, verdict profiles: what view building reads), the event bus, jobs and
// cache fresh. So a peer never shares the gateway's bus, jobs or search history.
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);

/** The application of carrier-data on `dataDir`'s store; `close` stops it and removes the private folder. */
export async function openCarrierService(dataDir) {
  const { DatabaseSync } = await import('node:sqlite');
  const { EmbeddedInfrastructure } = require(join(root, 'services/libs/infra/dist/index.js'));
  const { startCarrierData } = require(join(root, 'services/carrier-data/dist/carrier-data.module.js'));
  const from = resolve(dataDir);
  const own = mkdtempSync(join(tmpdir(), 'logiscope-bench-peer-'));
  try {
    // SQLite resolves the links, so the store's WAL and shared memory are the real files' own.
    for (const f of ['carrier-data-store.db', 'carrier-data-store.search.db']) symlinkSync(join(from, f), join(own, f));
    // A consistent copy, even while the gateway writes its search history into the original.
    const src = new DatabaseSync(join(from, 'carrier-data.db'), { readOnly: true });
    try {
      src.exec(`VACUUM INTO '${join(own, 'carrier-data.db').replace(/'/g, "''")}'`);
    } finally {
      src.close();
    }
    const infra = new EmbeddedInfrastructure(own);
    const running = await startCarrierData(infra.runtimeFor('carrier-data'), { demoRows: 0 });
    const api = running.api;
    // The peer measures search and views: its history is a no-op (the search use case's dependency, swapped at run
    // time; the detail use case shares the same deps object).
    const searchDeps = api.searches?.deps;
    if (!searchDeps?.history) throw new Error('carrier-data changed shape: bench/carrier-service.mjs cannot switch its search history off');
    searchDeps.history = { record: async () => undefined, list: async () => ({ entries: [], total: 0 }) };
    return {
      api,
      close: async () => {
        await running.stop();
        await infra.close();
        rmSync(own, { recursive: true, force: true });
      },
    };
  } catch (e) {
    rmSync(own, { recursive: true, force: true });
    throw e;
  }
}
