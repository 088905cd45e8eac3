import { randomUUID } from 'node:crypto';
import { transaction } from '@logiscope/infra';
import type { NameCounts } from './carrier-search.rank';
import { MAIN_REBUILD_STEPS, NAME_STATS_SQL, SECONDARY_INDEXES, searchRebuildSteps, writeMeta, type Db } from './sqlite-carrier.schema';
import { BulkWriter } from './sqlite-carrier.writer';

export interface CarrierFiles {
  file: string;
  searchFile: string;
  cacheKb: number;
}

/**
 * Enters bulk mode in the file: the flag set, the secondary indexes dropped and the store file's derived tables emptied,
 * in one transaction (the search file is cleared by the rebuild, on its own thread; reads wait for it anyway).
 */
export function beginBulkMode(db: Db): void {
  transaction(db, () => {
    writeMeta(db, 'bulk', '1');
    for (const name of Object.keys(SECONDARY_INDEXES)) db.exec(`DROP INDEX IF EXISTS ${name}`);
    db.exec(`DELETE FROM carrier_names; DELETE FROM mc_dockets;`);
  });
}

/** The name statistics NAME_STATS_SQL selects (one row: named, legalTokens, dbaTokens), as numbers. */
function nameCountsOf(row: Record<string, unknown> | null | undefined): NameCounts {
  return { named: Number(row?.named ?? 0), legalTokens: Number(row?.legalTokens ?? 0), dbaTokens: Number(row?.dbaTokens ?? 0) };
}

/**
 * Rebuilds everything derived from the carrier rows (FTS, mc dockets, officers, names, secondary indexes) with
 * set-based SQL, one transaction per file. With the bulk load's writer thread (`writer`, closed here), each file on a
 * thread of its own; without it, or when a thread fails (rolled back there), both on `db`. `finish` gets bm25's
 * recomputed statistics and the files' new stamp, inside `db`'s transaction that ends the rebuild.
 */
export async function rebuildDerived(
  db: Db,
  files: CarrierFiles,
  writer: BulkWriter | undefined,
  finish: (stats: NameCounts, gen: string) => void,
  log?: (step: string, ms: number) => void,
): Promise<void> {
  const gen = randomUUID();
  if (writer) {
    // Each file on its own thread (the search thread reads carrier_keys from this file's last commit); the event
    // loop stays free meanwhile (reads that need the index wait for it).
    const searchWriter = new BulkWriter(files.searchFile, files.cacheKb, files.file);
    let done = false;
    try {
      const [main, search] = await Promise.all([writer.rebuild(MAIN_REBUILD_STEPS, NAME_STATS_SQL), searchWriter.rebuild(searchRebuildSteps('src', 'main', gen))]);
      for (const [name, ms] of main.timings) log?.(name, ms);
      for (const [name, ms] of search.timings) log?.(`search ${name}`, ms);
      const stats = nameCountsOf(main.result);
      transaction(db, () => finish(stats, gen));
      done = true;
    } catch {
      // Rolled back on the threads: rebuilt below on this connection instead.
    } finally {
      await Promise.all([writer.close(), searchWriter.close()]);
    }
    if (done) return;
  }
  transaction(db, () => {
    for (const [name, sql] of [...MAIN_REBUILD_STEPS, ...searchRebuildSteps('main', 'search', gen)]) {
      const t = performance.now();
      db.exec(sql);
      log?.(name, performance.now() - t);
    }
    finish(nameCountsOf(db.prepare(NAME_STATS_SQL).get()), gen);
  });
}
