import { Projector, rebuildProjection, recordReceived } from '@logiscope/infra';
import type { EventEnvelope } from '@logiscope/kernel';
import { Topics } from '@logiscope/proto';
import type { CommunityReport } from './community-report';
import { adoptCommunityReports, CommunityReportsProjection, openCommunityReports } from './community-reports.projection';
import { sqliteStoresPerTest } from '../../../../test/support/sqlite-stores';

const received = (n: number, type: string, data: Record<string, unknown>): EventEnvelope => ({
  eventId: `e${n}`,
  type,
  schemaVersion: 1,
  streamId: `report:${String(data.reportId)}`,
  streamVersion: n,
  occurredAt: '2026-11-21T10:00:00.000Z',
  metadata: {},
  data,
});
const filed = (reportId: string, kind: string) => ({ reportId, kind, carrierId: '44110', companyId: 'A', reportType: kind === 'INCIDENT' ? '' : 'NEGATIVE', reportCategory: '', severity: 'HIGH', filedAt: '2026-11-21T10:00:00.000Z', responseDeadline: '' });

describe("carrier-data's community reports, projected from the report events it keeps (embedded engines)", () => {
  const stores = sqliteStoresPerTest('carrier-data');

  it('follows each report through its events, and a rebuild from the log gives the same documents', async () => {
    const { events, documents } = stores;
    const arrived = [
      received(1, 'ReportFiled', filed('r1', 'CARRIER_REPORT')),
      received(2, 'ReportFiled', filed('i1', 'INCIDENT')),
      received(3, 'ResponseSubmitted', { reportId: 'r1' }),
      received(4, 'IncidentDisputed', { reportId: 'i1' }),
      received(5, 'IncidentResolved', { reportId: 'i1' }),
      received(6, 'ReportRetracted', { reportId: 'r1' }),
    ];
    for (const e of arrived) await recordReceived(events, e, Topics.reports);
    await new Projector(events, documents, await CommunityReportsProjection.open(documents)).catchUp();
    const reports = await openCommunityReports(documents);
    const live = await reports.find({}, { sort: { id: 1 } });
    expect(live.map((r) => [r.id, r.kind, r.status, r.responded, r.retracted])).toEqual([
      ['i1', 'INCIDENT', 'RESOLVED', true, false],
      ['r1', 'CARRIER_REPORT', 'PENDING', true, true],
    ]);
    expect(await rebuildProjection(events, documents, await CommunityReportsProjection.open(documents))).toMatchObject({ eventsApplied: 6, documents: { carrier_community_reports: 2 } });
    expect(await reports.find({}, { sort: { id: 1 } })).toEqual(live);
  });
});

describe('the community reports written before they were a projection (embedded engines)', () => {
  const stores = sqliteStoresPerTest('carrier-data');

  it('become events once, so the projection and a rebuild keep them', async () => {
    const { events, documents } = stores;
    const reports = await openCommunityReports(documents);
    const base = { carrierId: '44110', companyId: 'A', reportType: '', reportCategory: 'DOUBLE_BROKERAGE', severity: 'HIGH', responded: false, windowClosed: false, retracted: false, filedAt: '2026-11-20T10:00:00.000Z', responseDeadline: '' };
    const legacy: CommunityReport[] = [
      { ...base, id: 'i1', kind: 'INCIDENT', status: 'DISPUTED', responded: true },
      { ...base, id: 'i2', kind: 'INCIDENT', status: 'RESOLVED' },
      { ...base, id: 'r1', kind: 'CARRIER_REPORT', reportType: 'NEGATIVE', reportCategory: '', status: 'PENDING', windowClosed: true, retracted: true, responseDeadline: '2026-11-21T10:00:00.000Z' },
    ];
    for (const r of legacy) await reports.upsert(r);
    expect(await adoptCommunityReports(events, documents)).toBe(3);
    const projection = await CommunityReportsProjection.open(documents);
    await new Projector(events, documents, projection).catchUp();
    expect(await adoptCommunityReports(events, documents)).toBe(0);
    await rebuildProjection(events, documents, projection);
    expect(await reports.find({}, { sort: { id: 1 } })).toEqual(legacy);
  });
});
