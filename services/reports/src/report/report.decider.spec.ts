import { deciderSpec, DomainError, ErrorCode } from '@logiscope/kernel';
import { reportDecider, type FileReportData, type ReportCommand } from './report.decider';
import { ACME_REPORT_PARTIES } from './report.fixtures';
import { reportRefusals, responseFromForm } from './report.service';
import type { ReportEvent } from '@logiscope/proto';

// Refusals as the reports service words them: what the caller is told.
const spec = deciderSpec(reportDecider, reportRefusals);
const FILED_AT = '2026-03-14T09:00:00.000Z';
const party = { reportId: 'r1', ...ACME_REPORT_PARTIES, responseId: 'secret-response-id-32-bytes-base64url-xxxxxxxxx', now: FILED_AT };
const negative: FileReportData = { ...party, kind: 'CARRIER_REPORT', reportType: 'NEGATIVE', rating: 2, comments: 'Late twice in a week' };
const incident: FileReportData = {
  ...party,
  kind: 'INCIDENT',
  reportCategory: 'DOUBLE_BROKERAGE',
  incidentType: 'UNAUTHORIZED_REBROKERING',
  severity: 'HIGH',
  description: 'Re-brokered our load',
  location: 'Amarillo, TX',
  incidentDate: '2026-03-12',
  monetaryImpact: 12500.5,
  isDoubleBrokerage: true,
  brokerageChain: ['Red Mesa', 'Quick Lane'],
};

const filedOnly = (data: FileReportData): ReportEvent[] => reportDecider.decide({ type: 'FileReport', data }, reportDecider.initialState());
/** Filed, and its carrier e-mailed at once (its window opened at the filing time). */
const history = (data: FileReportData): ReportEvent[] => {
  const filed = filedOnly(data);
  return [...filed, ...(spec.given(filed).when({ type: 'OpenResponseWindow', data: { notice: 'NOTICE', now: data.now } }).events ?? [])];
};
const at = (hoursAfterFiling: number) => new Date(Date.parse(FILED_AT) + hoursAfterFiling * 3_600_000).toISOString();
// The answer goes through the respond form's rules first, as the service runs them, then to the decider.
const respond = (now: string, responseId = party.responseId): ReportCommand => ({
  type: 'SubmitResponse',
  data: { responseId, ...responseFromForm({ responseText: '  We delivered on time, see the signed POD.  ', contactEmail: 'ops@acme.example', contactPhone: '' }), now },
});
const err = (r: { error?: unknown }) => r.error as DomainError;
/** The form's refusal, thrown while the command is built. */
const formError = (command: () => ReportCommand) => {
  try {
    command();
  } catch (e) {
    return e as DomainError;
  }
  return undefined;
};

describe('report decider: filing', () => {
  it('files a carrier report whose window waits for the carrier\'s e-mail, and keeps the response id in a private event', () => {
    const { events } = spec.given([]).when({ type: 'FileReport', data: negative });
    expect(events!.map((e) => e.type)).toEqual(['ReportFiled', 'ResponseLinkIssued']);
    expect(events![0].data).toMatchObject({ kind: 'CARRIER_REPORT', reportType: 'NEGATIVE', rating: 2, filedAt: FILED_AT, responseDeadline: '', reportCategory: '' });
    expect(JSON.stringify(events![0])).not.toContain(party.responseId);
    expect(events![1].data).toEqual({ reportId: 'r1', responseId: party.responseId, carrierEmail: 'safety@acme.example', reporterEmail: 'dana@plains.example' });
    expect(JSON.stringify(events![0])).not.toContain('dana@plains.example');
  });

  it('files an incident with its money as exact decimal dollars and the brokerage chain only when double brokerage is ticked', () => {
    const [filed] = history(incident);
    expect(filed.data).toMatchObject({ kind: 'INCIDENT', reportType: '', rating: 0, monetaryImpact: '12500.50', brokerageChain: ['Red Mesa', 'Quick Lane'] });
    const [plain] = history({ ...incident, monetaryImpact: null, isDoubleBrokerage: false });
    expect(plain.data).toMatchObject({ monetaryImpact: '', isDoubleBrokerage: false, brokerageChain: [] });
  });

  it('refuses a shipper company: filing is a broker feature', () => {
    const r = spec.given([]).when({ type: 'FileReport', data: { ...negative, companyType: 'SHIPPER' } });
    expect(err(r).code).toBe(ErrorCode.FORBIDDEN);
    expect(err(r).message).toMatch(/broker feature/);
  });

  it('refuses a rating outside 1-5, a negative amount, and the same report twice', () => {
    expect(err(spec.given([]).when({ type: 'FileReport', data: { ...negative, rating: 6 } })).message).toBe('Rating must be a whole number from 1 to 5');
    expect(history({ ...negative, rating: null })[0].data).toMatchObject({ rating: 0 });
    expect(err(spec.given([]).when({ type: 'FileReport', data: { ...incident, monetaryImpact: -1 } })).code).toBe(ErrorCode.VALIDATION);
    expect(err(spec.given(history(negative)).when({ type: 'FileReport', data: negative })).code).toBe(ErrorCode.CONFLICT);
  });
});

describe('report decider: the carrier answers', () => {
  it('records one response before the deadline, trimmed, with the contact kept private', () => {
    const { events } = spec.given(history(negative)).when(respond(at(23.9)));
    expect(events!.map((e) => e.type)).toEqual(['ResponseSubmitted', 'ResponseContactGiven']);
    expect(events![0].data).toEqual({ reportId: 'r1', kind: 'CARRIER_REPORT', carrierId: '44110', companyId: 'cA', responseText: 'We delivered on time, see the signed POD.', respondedAt: at(23.9) });
    expect(JSON.stringify(events![0])).not.toContain('ops@acme.example');
  });

  it('refuses an answer at or after the deadline with "Response Period Ended", whatever the client shows', () => {
    const r = spec.given(history(negative)).when(respond(at(24)));
    expect(err(r).code).toBe(ErrorCode.CONFLICT);
    expect(err(r).message).toBe('Response Period Ended');
  });

  it('refuses a second answer, a wrong credential and a short text', () => {
    const once = spec.given(history(negative)).when(respond(at(1))).events!;
    expect(err(spec.given([...history(negative), ...once]).when(respond(at(2)))).message).toBe('A response has already been submitted for this report');
    expect(err(spec.given(history(negative)).when(respond(at(1), 'guess'))).code).toBe(ErrorCode.NOT_FOUND);
    const short = formError(() => ({ type: 'SubmitResponse', data: { responseId: party.responseId, ...responseFromForm({ responseText: ' too short ', contactEmail: 'a@b.co', contactPhone: '' }), now: at(1) } }));
    expect(short?.message).toBe('Response must be at least 10 characters');
  });

  it('disputes a pending incident when its carrier answers', () => {
    const { events } = spec.given(history(incident)).when(respond(at(2)));
    expect(events!.map((e) => e.type)).toEqual(['ResponseSubmitted', 'ResponseContactGiven', 'IncidentDisputed']);
    expect(events![2].data).toEqual({ reportId: 'r1', carrierId: '44110', companyId: 'cA', reportCategory: 'DOUBLE_BROKERAGE', disputedAt: at(2) });
  });
});

describe('report decider: the window opens when the carrier is mailed', () => {
  it('opens 24 hours from the mail (its own or the digest), once', () => {
    const opened = spec.given(filedOnly(negative)).when({ type: 'OpenResponseWindow', data: { notice: 'DIGEST', now: at(15) } }).events!;
    expect(opened).toEqual([{ type: 'ResponseWindowOpened', data: { reportId: 'r1', openedAt: at(15), responseDeadline: at(39), notice: 'DIGEST' } }]);
    expect(spec.given([...filedOnly(negative), ...opened]).when({ type: 'OpenResponseWindow', data: { notice: 'DIGEST', now: at(16) } }).events).toEqual([]);
    // Its deadline counts from the mail: still open where 24 hours from filing would have closed it.
    expect(spec.given([...filedOnly(negative), ...opened]).when({ type: 'CloseResponseWindow', data: { now: at(30) } }).events).toEqual([]);
    expect(spec.given([...filedOnly(negative), ...opened]).when(respond(at(38))).events).toHaveLength(2);
    expect(err(spec.given([...filedOnly(negative), ...opened]).when(respond(at(39)))).message).toBe('Response Period Ended');
  });

  it('before the mail: nothing closes it, and the carrier may answer with a forwarded link', () => {
    expect(spec.given(filedOnly(negative)).when({ type: 'CloseResponseWindow', data: { now: at(100) } }).events).toEqual([]);
    expect(spec.given(filedOnly(negative)).when(respond(at(50))).events).toHaveLength(2);
  });

  it('with no e-mail on file, opens at filing: the reporting company forwards the link', () => {
    const [filed] = filedOnly({ ...negative, carrierEmail: '' });
    expect(filed.data).toMatchObject({ responseDeadline: at(24) });
    expect(spec.given(filedOnly({ ...negative, carrierEmail: '' })).when({ type: 'OpenResponseWindow', data: { notice: 'NOTICE', now: at(1) } }).events).toEqual([]);
  });

  it('does not open for a retracted or answered report', () => {
    const retracted = spec.given(filedOnly(negative)).when({ type: 'RetractReport', data: { companyId: 'cA', userId: 'uA', now: at(1) } }).events!;
    expect(spec.given([...filedOnly(negative), ...retracted]).when({ type: 'OpenResponseWindow', data: { notice: 'DIGEST', now: at(15) } }).events).toEqual([]);
    const answered = spec.given(filedOnly(negative)).when(respond(at(2))).events!;
    expect(spec.given([...filedOnly(negative), ...answered]).when({ type: 'OpenResponseWindow', data: { notice: 'DIGEST', now: at(15) } }).events).toEqual([]);
  });
});

describe('report decider: the window closes', () => {
  it('closes at the deadline once, saying whether the carrier answered', () => {
    const { events } = spec.given(history(negative)).when({ type: 'CloseResponseWindow', data: { now: at(24) } });
    expect(events).toEqual([{ type: 'ResponseWindowClosed', data: { reportId: 'r1', kind: 'CARRIER_REPORT', carrierId: '44110', companyId: 'cA', closedAt: at(24), responded: false } }]);
    expect(spec.given([...history(negative), ...events!]).when({ type: 'CloseResponseWindow', data: { now: at(25) } }).events).toEqual([]);
  });

  it('does nothing before the deadline, for an unknown report or a retracted one', () => {
    expect(spec.given(history(negative)).when({ type: 'CloseResponseWindow', data: { now: at(23) } }).events).toEqual([]);
    expect(spec.given([]).when({ type: 'CloseResponseWindow', data: { now: at(30) } }).events).toEqual([]);
    const retracted = spec.given(history(negative)).when({ type: 'RetractReport', data: { companyId: 'cA', userId: 'uA', now: at(1) } }).events!;
    expect(spec.given([...history(negative), ...retracted]).when({ type: 'CloseResponseWindow', data: { now: at(30) } }).events).toEqual([]);
  });

  it('after the window closed, an answer is refused', () => {
    const closed = spec.given(history(negative)).when({ type: 'CloseResponseWindow', data: { now: at(24) } }).events!;
    expect(err(spec.given([...history(negative), ...closed]).when(respond(at(1)))).message).toBe('Response Period Ended');
  });
});

describe('report decider: retraction', () => {
  it('lets only the reporting company retract, once, and then the portal refuses answers', () => {
    expect(err(spec.given(history(negative)).when({ type: 'RetractReport', data: { companyId: 'cB', userId: 'uB', now: at(1) } })).code).toBe(ErrorCode.FORBIDDEN);
    const { events } = spec.given(history(negative)).when({ type: 'RetractReport', data: { companyId: 'cA', userId: 'uA2', now: at(1) } });
    expect(events).toEqual([{ type: 'ReportRetracted', data: { reportId: 'r1', kind: 'CARRIER_REPORT', carrierId: '44110', companyId: 'cA', userId: 'uA2', retractedAt: at(1) } }]);
    const after = [...history(negative), ...events!];
    expect(err(spec.given(after).when({ type: 'RetractReport', data: { companyId: 'cA', userId: 'uA', now: at(2) } })).code).toBe(ErrorCode.CONFLICT);
    expect(err(spec.given(after).when(respond(at(2)))).message).toBe('This report was retracted by the company that filed it');
  });
});

describe('report decider: incident status', () => {
  const verify = (reason: 'CORROBORATED' | 'OPERATOR', corroboratingReportId = 'r2'): ReportCommand => ({
    type: 'VerifyIncident',
    data: { reason, corroboratingReportId, verifiedBy: 'op1', now: at(5) },
  });
  const resolve = (companyId: string, amountRecovered: number): ReportCommand => ({ type: 'ResolveIncident', data: { companyId, userId: 'uA', amountRecovered, now: at(2) } });

  it('verifies on corroboration (keeping the other report id) or by an operator, once', () => {
    const { events } = spec.given(history(incident)).when(verify('CORROBORATED'));
    expect(events![0]).toEqual({
      type: 'IncidentVerified',
      data: { reportId: 'r1', carrierId: '44110', companyId: 'cA', reportCategory: 'DOUBLE_BROKERAGE', reason: 'CORROBORATED', corroboratingReportId: 'r2', verifiedBy: '', verifiedAt: at(5) },
    });
    expect(spec.given([...history(incident), ...events!]).when(verify('OPERATOR')).events).toEqual([]);
    expect(spec.given(history(incident)).when(verify('OPERATOR')).events![0].data).toMatchObject({ reason: 'OPERATOR', corroboratingReportId: '', verifiedBy: 'op1' });
    expect(err(spec.given(history(incident)).when(verify('CORROBORATED', 'r1'))).message).toBe('An incident cannot corroborate itself');
  });

  it('verifies a disputed incident too, but never a carrier report', () => {
    const disputed = [...history(incident), ...spec.given(history(incident)).when(respond(at(1))).events!];
    expect(spec.given(disputed).when(verify('OPERATOR')).events!.map((e) => e.type)).toEqual(['IncidentVerified']);
    expect(err(spec.given(history(negative)).when(verify('OPERATOR'))).message).toBe('Only FreightGuard incidents have a status');
  });

  it('resolves by the reporting company only, with an amount of 0 or more, once', () => {
    expect(err(spec.given(history(incident)).when(resolve('cB', 10))).code).toBe(ErrorCode.FORBIDDEN);
    expect(err(spec.given(history(incident)).when(resolve('cA', -5))).message).toBe('Amount must be a number of 0 or more');
    const { events } = spec.given(history(incident)).when(resolve('cA', 8000));
    expect(events![0].data).toMatchObject({ amountRecovered: '8000.00', reportCategory: 'DOUBLE_BROKERAGE', resolvedAt: at(2) });
    const resolved = [...history(incident), ...events!];
    expect(err(spec.given(resolved).when(resolve('cA', 1))).message).toBe('This incident is already resolved');
    expect(err(spec.given(resolved).when(verify('OPERATOR'))).message).toBe('This incident is already resolved');
    // The carrier may still answer a resolved incident within its window; its status stays RESOLVED.
    expect(spec.given(resolved).when(respond(at(3))).events!.map((e) => e.type)).toEqual(['ResponseSubmitted', 'ResponseContactGiven']);
  });
});
