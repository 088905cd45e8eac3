import type { PublishedReportEvent } from '@logiscope/proto';
import { communityFactsFor, evolveCommunityReport, isVisibleTo, type CommunityReport } from './community-report';

// Only the fields carrier-data reads; the rest of the published event does not matter here.
const filed = (over: Record<string, unknown> = {}) =>
  ({
    type: 'ReportFiled',
    data: { reportId: 'r1', kind: 'CARRIER_REPORT', carrierId: '1000001', companyId: 'A', reportType: 'NEGATIVE', reportCategory: '', severity: '', filedAt: '2026-11-25T10:00:00.000Z', responseDeadline: '2026-11-26T10:00:00.000Z', ...over },
  }) as PublishedReportEvent;
const ev = (type: string, data: Record<string, unknown> = {}) => ({ type, data: { reportId: 'r1', ...data } }) as PublishedReportEvent;
const NOW = new Date('2026-11-25T12:00:00.000Z');
const replay = (...events: PublishedReportEvent[]): CommunityReport => events.reduce<CommunityReport | null>(evolveCommunityReport, null)!;

describe('a carrier report as other companies see it (fair process)', () => {
  it('given a NEGATIVE report just filed, when company B looks, then it is hidden; the reporting company A sees it at once', () => {
    const r = replay(filed());
    expect(isVisibleTo(r, 'A', NOW)).toBe(true);
    expect(isVisibleTo(r, 'B', NOW)).toBe(false);
    expect(communityFactsFor([r], 'B', NOW)).toMatchObject({ negative: 0 });
    expect(communityFactsFor([r], 'A', NOW)).toMatchObject({ negative: 1 });
  });

  it('given the carrier answered, then every company sees and counts it', () => {
    expect(communityFactsFor([replay(filed(), ev('ResponseSubmitted'))], 'B', NOW)).toMatchObject({ negative: 1 });
  });

  it('given the 24-hour window closed without an answer, then every company counts it', () => {
    expect(communityFactsFor([replay(filed(), ev('ResponseWindowClosed', { responded: false }))], 'B', NOW)).toMatchObject({ negative: 1 });
  });

  it('given the deadline passed before the window-closing job ran, then every company counts it already', () => {
    expect(communityFactsFor([replay(filed())], 'B', new Date('2026-11-26T10:00:01.000Z'))).toMatchObject({ negative: 1 });
  });

  it('given POSITIVE and NEUTRAL reports, then they count at once for everyone', () => {
    const facts = communityFactsFor([replay(filed({ reportType: 'POSITIVE' })), replay(filed({ reportId: 'r2', reportType: 'NEUTRAL' }))], 'B', NOW);
    expect(facts).toMatchObject({ positive: 1, neutral: 1, negative: 0 });
  });

  it('given the reporting company retracted it, then no one sees or counts it, the reporter included', () => {
    const r = replay(filed(), ev('ResponseSubmitted'), ev('ReportRetracted'));
    expect(isVisibleTo(r, 'A', NOW)).toBe(false);
    expect(communityFactsFor([r], 'B', NOW)).toMatchObject({ negative: 0, positive: 0 });
  });

  it('given an event about a report never filed, then nothing is kept', () => {
    expect(evolveCommunityReport(null, ev('ResponseSubmitted'))).toBeNull();
  });
});

describe('FreightGuard incidents as other companies see them', () => {
  const incident = filed({ kind: 'INCIDENT', reportType: '', reportCategory: 'IDENTITY_FRAUD', severity: 'HIGH' });

  it('given an incident just filed, then it is visible to every company at once, as open', () => {
    expect(communityFactsFor([replay(incident)], 'B', NOW).incidents).toEqual({ open: 1, verified: 0, disputed: 0, resolved: 0 });
  });

  it('given the carrier disputed it, then it counts as disputed; once verified, as verified; once resolved, as resolved', () => {
    expect(communityFactsFor([replay(incident, ev('IncidentDisputed'))], 'B', NOW).incidents).toMatchObject({ disputed: 1, open: 0 });
    expect(communityFactsFor([replay(incident, ev('IncidentDisputed'), ev('IncidentVerified'))], 'B', NOW).incidents).toMatchObject({ verified: 1, disputed: 0 });
    expect(communityFactsFor([replay(incident, ev('IncidentVerified'), ev('IncidentResolved'))], 'B', NOW).incidents).toMatchObject({ resolved: 1, verified: 0 });
  });

  it('given a resolved incident verified again by a late corroboration, then it stays resolved', () => {
    expect(replay(incident, ev('IncidentResolved'), ev('IncidentVerified')).status).toBe('RESOLVED');
  });

  it('given an incident about a carrier LogiScope does not hold (no carrier id), then nothing is kept', () => {
    expect(evolveCommunityReport(null, filed({ kind: 'INCIDENT', carrierId: '', reportType: '' }))).toBeNull();
  });

  it('given the same event delivered twice, then the report is the same', () => {
    const once = replay(incident, ev('IncidentDisputed'));
    expect(evolveCommunityReport(once, ev('IncidentDisputed'))).toEqual(once);
  });
});
