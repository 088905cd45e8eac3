import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteEventStore } from '@logiscope/infra';
import type { MonitoringAlertView, Verdict } from '@logiscope/proto';
import { emptyCarrier, type CarrierRecord } from '../carrier/carrier.model';
import { VerdictWatch } from './verdict-watch';

/** Verdicts as the rules would give them for what these tests vary: an out-of-service order fails; a strict company reviews a recent contact change. */
const judge = (r: CarrierRecord, companyId: string | undefined, contacts?: ReadonlyMap<string, string>): Verdict => {
  if (r.outOfService) return { outcome: 'FAIL', profile: 'default', checks: [{ rule: 'out-of-service', outcome: 'FAIL', key: 'verdict.oos.ordered-undated', params: {}, message: 'FMCSA ordered the carrier out of service.', dataset: 'out-of-service', asOf: '', source: '', stale: false, missing: false }] };
  if (companyId === 'strict' && contacts?.get(r.dotNumber)) return { outcome: 'REVIEW', profile: 'company:2', checks: [{ rule: 'contact-changes', outcome: 'REVIEW', key: 'k', params: {}, message: 'Its phone changed.', dataset: 'contact-history', asOf: '', source: '', stale: false, missing: false }] };
  return { outcome: 'PASS', profile: 'default', checks: [] };
};

describe('verdict watch', () => {
  let dir: string;
  let events: SqliteEventStore;
  const stored = new Map<string, CarrierRecord>();
  const added: (MonitoringAlertView & { companyId: string })[] = [];
  let watch: VerdictWatch;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'logiscope-verdict-watch-'));
    events = new SqliteEventStore(join(dir, 'carrier-data.db'));
    stored.clear();
    added.length = 0;
    stored.set('44110', { ...emptyCarrier('44110'), legalName: 'ACME FREIGHT LLC', outOfService: true, phone: '2025550100' });
    watch = new VerdictWatch({
      store: { get: async (dot) => stored.get(dot) ?? null, getMany: async (dots) => new Map(dots.flatMap((d) => (stored.has(d) ? [[d, stored.get(d) as CarrierRecord]] : []))) },
      views: {
        verdicts: async (records, companyId, contacts) => records.map((r) => judge(r, companyId, contacts)),
        verdictsByCompany: async (records, companyIds, contacts) => new Map(companyIds.map((c) => [c, records.map((r) => judge(r, c, contacts))])),
        lastContactChanges: async () => new Map(),
      },
      alerts: { addMany: async (entries) => entries.filter(({ companyId, alert }) => !added.some((a) => a.id === alert.id) && added.push({ ...alert, companyId }) > 0) },
      events,
    });
  });
  afterEach(async () => {
    await events.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const cause = { eventId: 'evt-1', occurredAt: '2026-03-02T10:00:00.000Z' };

  it('should alert every watching company and record one event each when new data fails a carrier, once however often it is delivered', async () => {
    const change = { dotNumber: '44110', changedFields: ['outOfService'], before: { outOfService: false }, after: { outOfService: true } };
    expect(await watch.onCarrierChanged(cause, change, ['c1', 'c2'])).toBe(2);
    await watch.onCarrierChanged(cause, change, ['c1', 'c2']);
    expect(added.map((a) => [a.companyId, a.title, a.severity])).toEqual([
      ['c1', 'Verdict changed: Pass → Fail', 'CRITICAL'],
      ['c2', 'Verdict changed: Pass → Fail', 'CRITICAL'],
    ]);
    const { events: logged } = await events.readAll(0, { limit: 100 });
    expect(logged.map((e) => [e.type, e.streamId, e.data])).toEqual([
      ['CarrierVerdictChanged', 'verdict:c1:44110:evt-1', { companyId: 'c1', carrierId: '44110', before: 'PASS', after: 'FAIL', rules: ['out-of-service'], profile: 'default', cause: 'DATA' }],
      ['CarrierVerdictChanged', 'verdict:c2:44110:evt-1', { companyId: 'c2', carrierId: '44110', before: 'PASS', after: 'FAIL', rules: ['out-of-service'], profile: 'default', cause: 'DATA' }],
    ]);
  });

  it('should judge a contact change under each company: only the company whose rules review it hears of it', async () => {
    stored.set('44110', { ...stored.get('44110') as CarrierRecord, outOfService: false });
    const change = { dotNumber: '44110', changedFields: ['phone'], before: { phone: '2025550199' }, after: { phone: '2025550100' } };
    expect(await watch.onCarrierChanged(cause, change, ['lenient', 'strict'])).toBe(1);
    expect(added.map((a) => a.companyId)).toEqual(['strict']);
  });

  it('should say nothing when the verdict stays', async () => {
    const change = { dotNumber: '44110', changedFields: ['insurance'], before: { insurance: [] }, after: { insurance: [] } };
    expect(await watch.onCarrierChanged(cause, change, ['c1'])).toBe(0);
    expect(added).toEqual([]);
  });
});
