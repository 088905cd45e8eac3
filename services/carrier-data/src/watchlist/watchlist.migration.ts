import { ConcurrencyError } from '@logiscope/kernel';
import { CHECKPOINTS_COLLECTION, toNewEvents, type DocumentStore, type EventStore, type ProjectionCheckpoint } from '@logiscope/infra';
import type { WatchlistEvent } from '@logiscope/proto';
import { watchlistStream } from './watchlist.decider';
import type { WatchlistProjection } from './watchlist.projection';
import { WATCHLIST_COLLECTION, type WatchEntry } from './watchlist.repository';

/**
 * Once, on the first start after saved and monitored carriers became events: every entry the service had written
 * straight to the watchlist collection is appended to its stream (CarrierSaved and/or CarrierMonitored, dated when the
 * entry was created), so the projection, and any rebuild, holds it. Skipped as soon as the projection has a
 * checkpoint; an interrupted run resumes (streams already written are left alone). Returns the entries recorded.
 */
export async function adoptLegacyWatchlist(events: EventStore, documents: DocumentStore, projection: WatchlistProjection): Promise<number> {
  const checkpoints = await documents.collection<ProjectionCheckpoint>(CHECKPOINTS_COLLECTION);
  if (await checkpoints.get(projection.name)) return 0;
  const entries = await documents.collection<WatchEntry>(WATCHLIST_COLLECTION);
  let adopted = 0;
  for (let skip = 0; ; skip += 500) {
    const page = await entries.find({}, { sort: { id: 1 }, skip, limit: 500 });
    for (const entry of page) {
      const stream = watchlistStream(entry.companyId, entry.carrierId);
      if ((await events.readStream(stream)).version > 0) continue;
      const target = { companyId: entry.companyId, carrierId: entry.carrierId, userId: '' };
      const decided: WatchlistEvent[] = [];
      if (entry.saved) decided.push({ type: 'CarrierSaved', data: { ...target, notes: entry.notes ?? '', tags: entry.tags ?? [] } });
      if (entry.monitored) decided.push({ type: 'CarrierMonitored', data: target });
      if (decided.length === 0) continue;
      try {
        await events.append(stream, 0, toNewEvents(decided, { companyId: entry.companyId, migration: 'watchlist-documents' }, new Date(entry.createdAt)));
        adopted += 1;
      } catch (e) {
        // A command on this carrier got there first (another instance already running): its events win.
        if (!(e instanceof ConcurrencyError)) throw e;
      }
    }
    if (page.length < 500) return adopted;
  }
}
