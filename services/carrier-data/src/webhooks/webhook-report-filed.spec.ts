import { evolveWatchedReport, reportFiledFacts, type WatchedReport } from './webhook-report-filed';

const filed = (reportType: string, companyId = 'c-filer') => ({
  type: 'ReportFiled' as const,
  data: {
    reportId: 'r-1', kind: 'CARRIER_REPORT' as const, carrierId: '44110', dotNumber: '44110', mcNumber: '', carrierName: 'ACME', companyId, companyName: 'Filer Inc', userId: 'u-1', reporterName: 'Bob',
    filedAt: '2026-12-01T10:00:00.000Z', responseDeadline: '2026-12-02T10:00:00.000Z', reportType: reportType as 'NEGATIVE', rating: 0, comments: 'ok', reportCategory: '', incidentType: '', severity: '' as const,
    description: '', location: '', incidentDate: '', monetaryImpact: '', isDoubleBrokerage: false, brokerageChain: [],
  },
});
const at = new Date('2026-12-03T00:00:00.000Z');
const companies = (before: WatchedReport | null, after: WatchedReport | null) => (after ? reportFiledFacts(before, after, ['c-filer', 'c-watch', 'c-watch'], at, at.toISOString()).map((f) => f.companyId) : []);

describe('report.filed: when a watching company gets a report', () => {
  it('should send a negative report to the filer at once and to the others only when the carrier answered or its window closed', () => {
    const r = evolveWatchedReport(null, filed('NEGATIVE'));
    expect(companies(null, r)).toEqual(['c-filer']);
    // Past the deadline by the clock, but no ResponseWindowClosed yet: still waiting for the event that makes it visible.
    const answered = evolveWatchedReport(r, { type: 'ResponseSubmitted', data: { reportId: 'r-1', kind: 'CARRIER_REPORT', carrierId: '44110', companyId: 'c-filer', responseText: 'We were on time', respondedAt: '2026-12-01T12:00:00.000Z' } });
    expect(companies(r, answered)).toEqual(['c-watch']);
    const facts = reportFiledFacts(r, answered!, ['c-watch'], at, at.toISOString());
    expect(facts[0]).toMatchObject({ type: 'report.filed', sourceKey: 'r-1:c-watch', data: { isOwn: false, rating: null, windowState: 'ANSWERED', response: { text: 'We were on time', respondedAt: '2026-12-01T12:00:00.000Z' }, reporterCompany: 'Filer Inc' } });
    const closed = evolveWatchedReport(answered, { type: 'ResponseWindowClosed', data: { reportId: 'r-1', kind: 'CARRIER_REPORT', carrierId: '44110', companyId: 'c-filer', closedAt: '', responded: true } });
    expect(companies(answered, closed)).toEqual([]);
  });

  it('should send positive reports to every watcher at once, and a report retracted within its window to no one else', () => {
    expect(companies(null, evolveWatchedReport(null, filed('POSITIVE')))).toEqual(['c-filer', 'c-watch']);
    const negative = evolveWatchedReport(null, filed('NEGATIVE'));
    const retracted = evolveWatchedReport(negative, { type: 'ReportRetracted', data: { reportId: 'r-1', kind: 'CARRIER_REPORT', carrierId: '44110', companyId: 'c-filer', userId: 'u-1', retractedAt: '' } });
    const closed = evolveWatchedReport(retracted, { type: 'ResponseWindowClosed', data: { reportId: 'r-1', kind: 'CARRIER_REPORT', carrierId: '44110', companyId: 'c-filer', closedAt: '', responded: false } });
    expect(companies(negative, retracted)).toEqual([]);
    expect(companies(retracted, closed)).toEqual([]);
  });

  it('should send a FreightGuard incident to every watcher at once, with what happened; none when it names no carrier LogiScope holds', () => {
    const incident = {
      ...filed(''),
      data: {
        ...filed('').data, kind: 'INCIDENT' as const, rating: 0, comments: '', reportCategory: 'DOUBLE_BROKERAGE', incidentType: 'Re-brokered without consent', severity: 'HIGH' as const,
        description: 'Load re-brokered to an unknown carrier', location: 'Dallas, TX', incidentDate: '2026-11-30', monetaryImpact: '4200.50', isDoubleBrokerage: true, brokerageChain: ['ACME', 'SHADOW LOGISTICS'],
      },
    };
    const r = evolveWatchedReport(null, incident);
    expect(companies(null, r)).toEqual(['c-filer', 'c-watch']);
    expect(reportFiledFacts(null, r!, ['c-watch'], at, at.toISOString())[0]!.data).toEqual({
      reportId: 'r-1', dotNumber: '44110', kind: 'INCIDENT', type: null, rating: null, comments: '', filedAt: '2026-12-01T10:00:00.000Z', reporterCompany: 'Filer Inc', isOwn: false,
      windowState: 'CLOSED', response: null,
      incident: {
        category: 'DOUBLE_BROKERAGE', incidentType: 'Re-brokered without consent', severity: 'HIGH', status: 'PENDING', description: 'Load re-brokered to an unknown carrier', location: 'Dallas, TX',
        incidentDate: '2026-11-30', monetaryImpact: 4200.5, isDoubleBrokerage: true, brokerageChain: ['ACME', 'SHADOW LOGISTICS'],
      },
    });
    // The carrier's answer to it makes no second report.filed.
    const answered = evolveWatchedReport(r, { type: 'ResponseSubmitted', data: { reportId: 'r-1', kind: 'INCIDENT', carrierId: '44110', companyId: 'c-filer', responseText: 'Not us', respondedAt: '2026-12-01T12:00:00.000Z' } });
    expect(companies(r, answered)).toEqual([]);
    expect(evolveWatchedReport(null, { ...incident, data: { ...incident.data, carrierId: '' } })).toBeNull();
  });

  it('should send a carrier report without incident facts', () => {
    const r = evolveWatchedReport(null, filed('POSITIVE'));
    expect(reportFiledFacts(null, r!, ['c-watch'], at, at.toISOString())[0]!.data).toMatchObject({ kind: 'CARRIER_REPORT', type: 'POSITIVE', incident: null });
  });
});
