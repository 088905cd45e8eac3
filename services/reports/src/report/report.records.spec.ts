import { reportDecider, type FileReportData } from './report.decider';
import { ACME_REPORT_PARTIES } from './report.fixtures';
import { rowPatch, type ReportRow } from './report.projection';
import { toPortalRecord, toRecord } from './report.records';
import type { ReportEvent } from '@logiscope/proto';

const FILED = '2026-03-14T09:00:00.000Z';
const at = (hours: number) => new Date(Date.parse(FILED) + hours * 3_600_000);
const data: FileReportData = {
  reportId: 'r1',
  ...ACME_REPORT_PARTIES,
  responseId: 'R'.repeat(43),
  now: FILED,
  kind: 'CARRIER_REPORT',
  reportType: 'NEGATIVE',
  rating: 2,
  comments: 'Late twice',
};

/** The read-model row after these events (the projection's patches, in order). */
function rowOf(events: ReportEvent[]): ReportRow {
  return events.reduce((row, e) => ({ ...row, ...rowPatch(e) }), {} as ReportRow);
}
/** Filed, and the carrier e-mailed at once: its window runs 24 hours from the filing time. */
const filed = (d: FileReportData = data) => {
  const events = reportDecider.decide({ type: 'FileReport', data: d }, reportDecider.initialState());
  const state = events.reduce(reportDecider.evolve, reportDecider.initialState());
  return [...events, ...reportDecider.decide({ type: 'OpenResponseWindow', data: { notice: 'NOTICE', now: d.now } }, state)];
};
const answered = (): ReportEvent[] => {
  const history = filed();
  const state = history.reduce(reportDecider.evolve, reportDecider.initialState());
  const cmd = { type: 'SubmitResponse' as const, data: { responseId: data.responseId, responseText: 'We were held at the dock.', contactEmail: 'ops@acme.example', contactPhone: '', now: at(2).toISOString() } };
  return [...history, ...reportDecider.decide(cmd, state)];
};

describe('who sees what of a report', () => {
  it('keeps a NEGATIVE report from others while its carrier has not been mailed yet, however long', () => {
    const waiting = rowOf(reportDecider.decide({ type: 'FileReport', data }, reportDecider.initialState()));
    expect(toRecord(waiting, 'cB', at(100))).toMatchObject({ visibleToAll: false, windowState: 'OPEN', responseDeadline: '' });
    expect(toPortalRecord(waiting, at(100))).toMatchObject({ status: 'OPEN', canRespond: true, responseDeadline: '' });
  });

  it('shows a NEGATIVE report to its company at once and to others once the carrier answered or the deadline passed', () => {
    const row = rowOf(filed());
    expect(toRecord(row, 'cA', at(1))).toMatchObject({ isOwn: true, visibleToAll: false, windowState: 'OPEN', canRespond: true });
    expect(toRecord(row, 'cB', at(1)).visibleToAll).toBe(false);
    expect(toRecord(row, 'cB', at(24))).toMatchObject({ visibleToAll: true, windowState: 'CLOSED', canRespond: false });
    expect(toRecord(rowOf(answered()), 'cB', at(3))).toMatchObject({ visibleToAll: true, windowState: 'ANSWERED', responseText: 'We were held at the dock.' });
  });

  it('shows POSITIVE reports and incidents to everyone at once', () => {
    expect(toRecord(rowOf(filed({ ...data, reportType: 'POSITIVE' })), 'cB', at(1)).visibleToAll).toBe(true);
  });

  it("gives the response id, the carrier's e-mail and the responder's contact to the reporting company only", () => {
    const row = rowOf(answered());
    expect(toRecord(row, 'cA', at(3))).toMatchObject({ responseId: data.responseId, carrierEmail: 'safety@acme.example', responderEmail: 'ops@acme.example' });
    const other = toRecord(row, 'cB', at(3));
    expect(other).toMatchObject({ responseId: '', carrierEmail: '', responderEmail: '', responderPhone: '' });
    expect(JSON.stringify(other)).not.toContain(data.responseId);
  });

  it("shows the carrier the report and the company, never the reporting user's e-mail, and only the status once retracted", () => {
    const row = rowOf(filed());
    const portal = toPortalRecord(row, at(1));
    expect(portal).toMatchObject({ status: 'OPEN', companyName: 'Plains Freight', comments: 'Late twice', canRespond: true });
    expect(JSON.stringify(portal)).not.toContain('dana@plains.example');
    expect(toPortalRecord(row, at(24))).toMatchObject({ status: 'ENDED', canRespond: false });
    expect(toPortalRecord({ ...row, retracted: true }, at(1))).toMatchObject({ status: 'RETRACTED', comments: '', companyName: '', canRespond: false });
  });
});
