import { Projector } from '@logiscope/infra';
import { sqliteStoresPerTest } from '../../../../test/support/sqlite-stores';
import type { CarrierRecord } from '../carrier/carrier.model';
import { AlertRepository } from '../monitoring/alert.repository';
import { WatchlistProjection } from './watchlist.projection';
import { WatchlistRepository } from './watchlist.repository';
import { WatchlistApplication, type WatchlistDeps } from './watchlist.service';

/** The public API's bulk monitoring and its pages, on the embedded engines (carrier data: three known carriers). */
describe('bulk monitoring (embedded engines)', () => {
  let stop: () => Promise<void> = async () => {};
  afterEach(() => stop());
  const stores = sqliteStoresPerTest('carrier-data');
  const caller = { companyId: 'c1', userId: 'u1' };
  const known = new Map(['100', '200', '300'].map((dot) => [dot, { dotNumber: dot, legalName: `CARRIER ${dot} LLC`, dbaName: '' } as CarrierRecord]));

  const application = async () => {
    const projector = new Projector(stores.events, stores.documents, await WatchlistProjection.open(stores.documents));
    await projector.start();
    const watchlist = await WatchlistRepository.open(stores.documents);
    const store = { getMany: async (dots: string[]) => new Map(dots.filter((d) => known.has(d)).map((d) => [d, known.get(d)!])) };
    const app = new WatchlistApplication({
      store,
      events: stores.events,
      watchlist,
      projector,
      onAppended: () => projector.notify(),
      alerts: await AlertRepository.open(stores.documents),
      now: () => new Date('2026-03-02T10:00:00Z'),
    } as unknown as WatchlistDeps);
    stop = () => projector.stop();
    return { app };
  };

  it('answers one result per USDOT given, in order: added, already monitored, not found, invalid', async () => {
    const { app } = await application();
    expect((await app.setMonitoredMany({ ...caller, carrierIds: ['200'], monitored: true })).results).toEqual([{ carrierId: '200', result: 'ADDED' }]);
    const { results } = await app.setMonitoredMany({ ...caller, carrierIds: ['100', '200', '999', 'abc', '', '0100', '000'], monitored: true });
    expect(results).toEqual([
      { carrierId: '100', result: 'ADDED' },
      { carrierId: '200', result: 'ALREADY_MONITORED' },
      { carrierId: '999', result: 'NOT_FOUND' },
      { carrierId: 'abc', result: 'INVALID' },
      { carrierId: '', result: 'INVALID' },
      // Leading zeros name the same carrier: already added by this very call.
      { carrierId: '0100', result: 'ADDED' },
      { carrierId: '000', result: 'INVALID' },
    ]);
  });

  it('removes what is monitored and says what was not; the list pages through the rest in USDOT order', async () => {
    const { app } = await application();
    await app.setMonitoredMany({ ...caller, carrierIds: ['300', '100', '200'], monitored: true });
    expect((await app.setMonitoredMany({ ...caller, carrierIds: ['200', '999'], monitored: false })).results).toEqual([
      { carrierId: '200', result: 'REMOVED' },
      { carrierId: '999', result: 'NOT_MONITORED' },
    ]);
    const first = await app.listMonitoredPage({ companyId: 'c1', after: '', limit: 1 });
    expect(first).toEqual({ carriers: [{ carrierId: '100', name: 'CARRIER 100 LLC', updatedAt: expect.any(String) }], more: true });
    expect(await app.listMonitoredPage({ companyId: 'c1', after: '100', limit: 1 })).toEqual({ carriers: [expect.objectContaining({ carrierId: '300' })], more: false });
    // Another company's list is its own.
    expect(await app.listMonitoredPage({ companyId: 'c2', after: '', limit: 10 })).toEqual({ carriers: [], more: false });
  });
});

describe('the alerts feed (embedded engines)', () => {
  const stores = sqliteStoresPerTest('carrier-data');
  const alert = (id: string, createdAt: string) => ({ id, carrierId: '100', title: 't', description: 'd', severity: 'HIGH' as const, createdAt, code: 'authority-revoked', params: {} });

  it('lists settled alerts in the order they were recorded (not the order they happened), after a position, each once', async () => {
    let clock = 1_000_000;
    const alerts = await AlertRepository.open(stores.documents, () => clock);
    await alerts.add('c1', alert('b', '2026-01-02T00:00:00.000Z'));
    await alerts.add('c1', alert('a', '2026-01-01T00:00:00.000Z'));
    await alerts.add('c2', alert('x', '2026-01-01T00:00:00.000Z'));
    // Not settled yet: a writer may still record one stamped a moment earlier.
    expect(await alerts.feed('c1', '', 10)).toEqual([]);
    clock += 5000;
    const all = await alerts.feed('c1', '', 10);
    expect(all.map((a) => a.id)).toEqual(['b', 'a']);
    expect(await alerts.add('c1', alert('b', '2026-01-02T00:00:00.000Z'))).toBe(false);
    await alerts.add('c1', alert('c', '2025-12-31T00:00:00.000Z'));
    clock += 5000;
    expect((await alerts.feed('c1', all[1].position, 10)).map((a) => a.id)).toEqual(['c']);
    expect((await alerts.feed('c1', all[0].position, 1)).map((a) => a.id)).toEqual(['a']);
  });

  it("records one event's alerts in one write, in order; a redelivery stores only what is new and offers every alert again", async () => {
    let clock = 1_000_000;
    const alerts = await AlertRepository.open(stores.documents, () => clock);
    const offered: string[] = [];
    alerts.onAdded(async (all) => void offered.push(...all.map((a) => `${a.companyId}/${a.alert.id}`)));
    const added = await alerts.addMany([
      { companyId: 'c1', alert: alert('e1:c1:0', '2026-01-01T00:00:00.000Z') },
      { companyId: 'c2', alert: alert('e1:c2:0', '2026-01-01T00:00:00.000Z') },
      { companyId: 'c1', alert: alert('e1:c1:1', '2026-01-01T00:00:00.000Z') },
    ]);
    expect(added.map((a) => a.alert.id)).toEqual(['e1:c1:0', 'e1:c2:0', 'e1:c1:1']);
    // The same event again, now with one more alert (a crash after the first write): only that one is new.
    const again = await alerts.addMany([
      { companyId: 'c1', alert: alert('e1:c1:0', '2026-01-01T00:00:00.000Z') },
      { companyId: 'c2', alert: alert('e1:c2:0', '2026-01-01T00:00:00.000Z') },
      { companyId: 'c2', alert: alert('e1:c2:1', '2026-01-01T00:00:00.000Z') },
    ]);
    expect(again.map((a) => a.alert.id)).toEqual(['e1:c2:1']);
    expect(offered).toEqual(['c1/e1:c1:0', 'c2/e1:c2:0', 'c1/e1:c1:1', 'c1/e1:c1:0', 'c2/e1:c2:0', 'c2/e1:c2:1']);
    clock += 5000;
    expect((await alerts.feed('c1', '', 10)).map((a) => a.id)).toEqual(['e1:c1:0', 'e1:c1:1']);
    expect((await alerts.feed('c2', '', 10)).map((a) => a.id)).toEqual(['e1:c2:0', 'e1:c2:1']);
  });
});
