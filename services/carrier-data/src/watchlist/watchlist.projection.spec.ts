import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Projector, rebuildProjection, SqliteDocumentStore, SqliteEventStore, toNewEvents } from '@logiscope/infra';
import type { WatchlistEvent } from '@logiscope/proto';
import { watchlistStream } from './watchlist.decider';
import { adoptLegacyWatchlist } from './watchlist.migration';
import { WatchlistProjection } from './watchlist.projection';
import { WatchlistRepository, type WatchEntry } from './watchlist.repository';

describe('watchlist projection (embedded engines)', () => {
  let dir: string;
  let events: SqliteEventStore;
  let documents: SqliteDocumentStore;
  const who = { companyId: 'c1', carrierId: '44110', userId: 'u1' };
  const versions = new Map<string, number>();

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'logiscope-watchlist-'));
    events = new SqliteEventStore(join(dir, 'carrier-data.db'));
    documents = new SqliteDocumentStore(join(dir, 'carrier-data.db'));
    versions.clear();
  });
  afterEach(async () => {
    await events.close();
    await documents.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const append = async (at: string, ...decided: WatchlistEvent[]) => {
    const stream = watchlistStream(decided[0].data.companyId, decided[0].data.carrierId);
    const r = await events.append(stream, versions.get(stream) ?? 0, toNewEvents(decided, {}, new Date(at)));
    versions.set(stream, r.nextVersion);
  };
  const project = async () => {
    const p = new Projector(events, documents, await WatchlistProjection.open(documents));
    await p.catchUp();
  };
  const repo = () => WatchlistRepository.open(documents);

  it('keeps an entry while the carrier is saved or monitored, with the times of its events', async () => {
    await append('2026-01-01T00:00:00.000Z', { type: 'CarrierSaved', data: { ...who, notes: 'n', tags: ['t'] } });
    await append('2026-01-02T00:00:00.000Z', { type: 'CarrierMonitored', data: who });
    await append('2026-01-03T00:00:00.000Z', { type: 'CarrierUnsaved', data: who });
    await project();
    expect(await (await repo()).get('c1', '44110')).toEqual({
      id: 'c1:44110',
      ...{ companyId: 'c1', carrierId: '44110' },
      notes: 'n',
      tags: ['t'],
      saved: false,
      monitored: true,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-03T00:00:00.000Z',
    } satisfies WatchEntry);
    expect((await (await repo()).watchers('44110')).map((w) => w.companyId)).toEqual(['c1']);
    await append('2026-01-04T00:00:00.000Z', { type: 'CarrierUnmonitored', data: who });
    await project();
    expect(await (await repo()).get('c1', '44110')).toBeNull();
  });

  it('rebuilds the same documents from the log', async () => {
    await append('2026-01-01T00:00:00.000Z', { type: 'CarrierSaved', data: { ...who, notes: '', tags: [] } });
    await append('2026-01-01T00:00:00.000Z', { type: 'CarrierSaved', data: { ...who, carrierId: '7', notes: 'x', tags: [] } });
    await append('2026-01-02T00:00:00.000Z', { type: 'CarrierUnsaved', data: who }, { type: 'CarrierSaved', data: { ...who, notes: 'again', tags: [] } });
    await project();
    const before = await (await repo()).list('c1');
    const report = await rebuildProjection(events, documents, await WatchlistProjection.open(documents));
    expect(report.documents).toEqual({ watchlist: 2 });
    expect(await (await repo()).list('c1')).toEqual(before);
  });

  it('records entries written before the watchlist was event-sourced as events, once', async () => {
    const legacy = await documents.collection<WatchEntry>('watchlist');
    const entry: WatchEntry = { id: 'c9:55', companyId: 'c9', carrierId: '55', notes: 'old', tags: ['a'], saved: true, monitored: true, createdAt: '2025-05-05T00:00:00.000Z', updatedAt: '2025-06-06T00:00:00.000Z' };
    await legacy.upsert(entry);
    const projection = await WatchlistProjection.open(documents);
    expect(await adoptLegacyWatchlist(events, documents, projection)).toBe(1);
    const p = new Projector(events, documents, projection);
    await p.start();
    await p.stop();
    expect(await adoptLegacyWatchlist(events, documents, projection)).toBe(0);
    expect((await events.readStream(watchlistStream('c9', '55'))).events.map((e) => e.type)).toEqual(['CarrierSaved', 'CarrierMonitored']);
    await rebuildProjection(events, documents, projection);
    expect(await (await repo()).get('c9', '55')).toEqual({ ...entry, updatedAt: entry.createdAt });
  });
});
