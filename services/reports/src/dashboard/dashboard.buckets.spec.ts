import type { ReportEvent, ReportFiled } from '@logiscope/proto';
import { bucketOf, carrierRowOf, evolveReport, periodRange, recoveryRate, sumBuckets, type DashboardReport } from './dashboard.buckets';

const filed = (over: Partial<ReportFiled['data']> = {}): ReportFiled => ({
  type: 'ReportFiled',
  data: {
    reportId: 'r1', kind: 'INCIDENT', carrierId: '44110', dotNumber: '44110', mcNumber: '123456', carrierName: 'ACME FREIGHT', companyId: 'A', companyName: 'Broker A',
    userId: 'u1', reporterName: 'Ann', filedAt: '2026-11-20T10:00:00.000Z', responseDeadline: '2026-11-21T10:00:00.000Z', reportType: '', rating: 0, comments: '',
    reportCategory: 'DOUBLE_BROKERING', incidentType: 'Re-brokered load', severity: 'HIGH', description: 'x', location: '', incidentDate: '2026-11-19',
    monetaryImpact: '10000.00', isDoubleBrokerage: true, brokerageChain: [], ...over,
  },
});
const play = (...events: ReportEvent[]) => events.reduce<DashboardReport | null>((r, e) => evolveReport(r, e), null)!;
const resolved = (amount: string): ReportEvent => ({ type: 'IncidentResolved', data: { reportId: 'r1', carrierId: '44110', companyId: 'A', reportCategory: 'DOUBLE_BROKERING', amountRecovered: amount, userId: 'u1', resolvedAt: '2026-11-24T00:00:00.000Z' } });
const retracted: ReportEvent = { type: 'ReportRetracted', data: { reportId: 'r1', kind: 'INCIDENT', carrierId: '44110', companyId: 'A', userId: 'u1', retractedAt: '2026-11-22T00:00:00.000Z' } };

describe('dashboard buckets', () => {
  describe('a report', () => {
    it('is nothing until filed, then counts on its filing day with its claimed dollars', () => {
      expect(evolveReport(null, resolved('5'))).toBeNull();
      expect(play(filed())).toMatchObject({ day: '2026-11-20', kind: 'INCIDENT', impact: 10000, recovered: 0, resolved: false });
    });

    it('takes the same event twice as once (delivery is at least once)', () => {
      const once = play(filed(), resolved('2500.50'));
      expect(play(filed(), resolved('2500.50'), filed({ monetaryImpact: '1' }), resolved('2500.50'))).toEqual(once);
    });

    it('reads an unstated monetary impact as no claim', () => {
      expect(play(filed({ monetaryImpact: '' })).impact).toBe(0);
    });
  });

  describe("a company's day", () => {
    it('sums its incidents: losses, recovered, pending claims, categories with their highest severity', () => {
      const reports = [
        play(filed(), resolved('4000')),
        play(filed({ reportId: 'r2', monetaryImpact: '6000', severity: 'CRITICAL' })),
        play(filed({ reportId: 'r3', reportCategory: 'CARGO_THEFT', monetaryImpact: '', severity: 'LOW' })),
        play(filed({ reportId: 'r4', kind: 'CARRIER_REPORT', reportType: 'NEGATIVE', reportCategory: '', severity: '', monetaryImpact: '' })),
      ];
      expect(bucketOf('A', '2026-11-20', reports)).toEqual({
        id: 'A:2026-11-20', companyId: 'A', day: '2026-11-20', reports: 4, incidents: 3, verified: 0, resolved: 1, losses: 16000, recovered: 4000, pending: 6000, claims: 2,
        categories: { DOUBLE_BROKERING: { count: 2, impact: 16000, severity: 'CRITICAL' }, CARGO_THEFT: { count: 1, impact: 0, severity: 'LOW' } },
      });
    });

    it('leaves out retracted reports, other days and other companies', () => {
      const reports = [play(filed(), retracted), play(filed({ reportId: 'r2', filedAt: '2026-11-21T00:00:00.000Z' })), play(filed({ reportId: 'r3', companyId: 'B' }))];
      expect(bucketOf('A', '2026-11-20', reports)).toMatchObject({ reports: 0, incidents: 0, losses: 0, categories: {} });
    });
  });

  describe('a period', () => {
    it('covers 7, 30, 90 or 365 days, today included', () => {
      const now = new Date('2026-11-25T23:59:00.000Z');
      expect(periodRange('7d', now)).toEqual({ from: '2026-11-19', to: '2026-11-25' });
      expect(periodRange('30d', now)).toEqual({ from: '2026-10-27', to: '2026-11-25' });
      expect(periodRange('90d', now)).toEqual({ from: '2026-08-28', to: '2026-11-25' });
      expect(periodRange('1y', now)).toEqual({ from: '2025-11-26', to: '2026-11-25' });
    });

    it('is the sum of its buckets: recovery rate with 1 decimal, average claim, categories most frequent first', () => {
      const day1 = bucketOf('A', '2026-11-20', [play(filed(), resolved('1000'))]);
      const day2 = bucketOf('A', '2026-11-22', [
        play(filed({ reportId: 'r2', filedAt: '2026-11-22T08:00:00.000Z', monetaryImpact: '2000', reportCategory: 'CARGO_THEFT' })),
        play(filed({ reportId: 'r3', filedAt: '2026-11-22T09:00:00.000Z', monetaryImpact: '', reportCategory: 'CARGO_THEFT' })),
      ]);
      const figures = sumBuckets([day2, day1]);
      expect(figures.summary).toEqual({ reportsFiled: 3, incidentsFiled: 3, verifiedReports: 0, resolvedReports: 1, financialImpact: 12000, recoveryRate: 8.3 });
      expect(figures.financialImpact).toEqual({ totalLosses: 12000, recoveredAmount: 1000, pendingClaims: 2000, averageClaimValue: 6000 });
      expect(figures.categoryBreakdown.map((c) => [c.category, c.count, c.totalImpact])).toEqual([['CARGO_THEFT', 2, 2000], ['DOUBLE_BROKERING', 1, 10000]]);
      expect(figures.daily.map((d) => d.day)).toEqual(['2026-11-20', '2026-11-22']);
    });

    it('has no recovery rate without losses, and an empty period is all zeros', () => {
      expect(recoveryRate(0, 0)).toBeNull();
      expect(recoveryRate(1, 3)).toBe(33.3);
      expect(sumBuckets([])).toMatchObject({ summary: { reportsFiled: 0, financialImpact: 0, recoveryRate: null }, financialImpact: { averageClaimValue: 0 }, categoryBreakdown: [], daily: [] });
    });
  });

  describe("a company's carrier row", () => {
    it('counts what the company filed about the carrier, incidents ranked above negative reports', () => {
      const reports = [
        play(filed(), resolved('2500')),
        play(filed({ reportId: 'r2', kind: 'CARRIER_REPORT', reportType: 'NEGATIVE', filedAt: '2026-11-23T00:00:00.000Z', carrierName: 'ACME FREIGHT LLC' })),
        play(filed({ reportId: 'r3', carrierId: '999' })),
      ];
      const row = carrierRowOf('A', '44110', reports)!;
      expect(row).toMatchObject({ carrierName: 'ACME FREIGHT LLC', totalReports: 2, negativeReports: 1, incidents: 1, totalImpact: 10000, recovered: 2500, lastIncident: '2026-11-20T10:00:00.000Z' });
      const negativeOnly = carrierRowOf('A', '5', [play(filed({ carrierId: '5', kind: 'CARRIER_REPORT', reportType: 'NEGATIVE' })), play(filed({ reportId: 'x', carrierId: '5', kind: 'CARRIER_REPORT', reportType: 'NEGATIVE' }))])!;
      expect(row.rank).toBeGreaterThan(negativeOnly.rank);
    });

    it('is gone once everything the company filed about the carrier is retracted', () => {
      expect(carrierRowOf('A', '44110', [play(filed(), retracted)])).toBeNull();
    });
  });
});
