import { Projector, rebuildProjection, recordReceived } from '@logiscope/infra';
import type { EventEnvelope } from '@logiscope/kernel';
import { Topics } from '@logiscope/proto';
import { adoptTrackedCarriers, openTrackedCarriers, TrackedCarriersProjection } from './dashboard-watchlist.consumer';
import { sqliteStoresPerTest } from '../../../../test/support/sqlite-stores';

const received = (n: number, type: string, carrierId: string): EventEnvelope => ({
  eventId: `e${n}`,
  type,
  schemaVersion: 1,
  streamId: `watchlist:A:${carrierId}`,
  streamVersion: n,
  occurredAt: `2026-11-2${n}T10:00:00.000Z`,
  metadata: {},
  data: { companyId: 'A', carrierId, userId: 'u1', notes: '', tags: [] },
});

describe("the dashboard's tracked carriers, projected from the watchlist events reports keeps (embedded engines)", () => {
  const stores = sqliteStoresPerTest('reports');

  it('keeps a carrier while it is saved or monitored, and a rebuild from the log gives the same entries', async () => {
    const { events, documents } = stores;
    const arrived = [received(1, 'CarrierSaved', '44110'), received(2, 'CarrierMonitored', '44110'), received(3, 'CarrierSaved', '777'), received(4, 'CarrierUnsaved', '777'), received(5, 'CarrierUnsaved', '44110')];
    for (const e of arrived) await recordReceived(events, e, Topics.carrierWatchlist);
    await recordReceived(events, arrived[1], Topics.carrierWatchlist); // redelivered
    await new Projector(events, documents, await TrackedCarriersProjection.open(documents)).catchUp();
    const tracked = await openTrackedCarriers(documents);
    const live = await tracked.find({});
    expect(live).toEqual([{ id: 'A:44110', companyId: 'A', carrierId: '44110', saved: false, monitored: true, updatedAt: '2026-11-25T10:00:00.000Z' }]);
    expect(await rebuildProjection(events, documents, await TrackedCarriersProjection.open(documents))).toMatchObject({ eventsApplied: 5, documents: { dashboard_tracked: 1 } });
    expect(await tracked.find({})).toEqual(live);
  });
});

describe('the tracked carriers written before they were a projection (embedded engines)', () => {
  const stores = sqliteStoresPerTest('reports');

  it('become events once, so the projection and a rebuild keep them', async () => {
    const { events, documents } = stores;
    const tracked = await openTrackedCarriers(documents);
    const legacy = [
      { id: 'A:44110', companyId: 'A', carrierId: '44110', saved: true, monitored: true, updatedAt: '2026-11-20T10:00:00.000Z' },
      { id: 'B:777', companyId: 'B', carrierId: '777', saved: false, monitored: true, updatedAt: '2026-11-21T10:00:00.000Z' },
    ];
    for (const t of legacy) await tracked.upsert(t);
    expect(await adoptTrackedCarriers(events, documents)).toBe(2);
    const projection = await TrackedCarriersProjection.open(documents);
    await new Projector(events, documents, projection).catchUp();
    expect(await adoptTrackedCarriers(events, documents)).toBe(0);
    await rebuildProjection(events, documents, projection);
    expect(await tracked.find({}, { sort: { id: 1 } })).toEqual(legacy);
  });
});
