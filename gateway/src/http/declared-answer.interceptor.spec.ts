import { StreamableFile } from '@nestjs/common';
import { z } from 'zod';
import { operation, ops } from '@logiscope/proto/http';
import { declaredAnswer } from './declared-answer.interceptor';

const ViewSchema = z.object({ id: z.string(), name: z.string(), at: z.string(), tags: z.array(z.object({ label: z.string() })) });
const op = operation({
  id: 'getThing',
  method: 'POST',
  path: '/api/things/:id',
  access: 'company',
  summary: 'A thing',
  tag: 'Things',
  success: { status: 200, description: 'The thing', schema: ViewSchema },
  alsoSuccess: [{ status: 202, description: 'Still running', schema: z.object({ state: z.string() }) }],
});
const view = { id: 't1', name: 'Eagle', at: '2026-12-01T00:00:00.000Z', tags: [{ label: 'reefer' }] };

describe('an answer leaves as its operation declares it', () => {
  it("drops every field the view does not declare, nested ones too (a service's new field never leaks)", () => {
    const answer = { ...view, reporterEmail: 'ann@acme.test', tags: [{ label: 'reefer', internalScore: 7 }] };
    expect(declaredAnswer(op, 200, answer)).toStrictEqual(view);
  });

  it('parses with the schema of the success it answers (202 while a job runs)', () => {
    expect(declaredAnswer(op, 202, { state: 'running', jobId: 'j1' })).toStrictEqual({ state: 'running' });
  });

  it('reads a Date as the client would receive it, as its JSON text', () => {
    expect(declaredAnswer(op, 200, { ...view, at: new Date(view.at) })).toStrictEqual(view);
  });

  it('refuses to send a body its schema rejects, or a status it does not declare', () => {
    expect(() => declaredAnswer(op, 200, { ...view, name: undefined })).toThrow('getThing answered 200 with a body its declared schema rejects: name:');
    expect(() => declaredAnswer(op, 201, view)).toThrow('getThing answered 201, which it does not declare');
  });

  it('lets files and empty answers through untouched', () => {
    const pdf = new StreamableFile(Buffer.from('%PDF'));
    expect(declaredAnswer(ops.downloadCertificate, 200, pdf)).toBe(pdf);
    expect(declaredAnswer(ops.retractReport, 204, undefined)).toBeUndefined();
  });

  it("keeps a carrier report's reporter and carrier e-mails out of the Reports tab", () => {
    const report = {
      id: 'r1', carrierId: '1000001', reportType: 'NEGATIVE', rating: 2, comments: 'Late.', createdAt: '2026-12-01T00:00:00.000Z', responseDeadline: '',
      canRespond: false, windowState: 'CLOSED', response: null, reporterCompany: 'Acme', isOwn: false, visibility: 'ALL', responseLink: null,
      carrierNotified: null, responderContact: null,
    };
    const [shown] = declaredAnswer(ops.listCarrierReports, 200, [{ ...report, reporterEmail: 'ann@acme.test', carrierEmail: 'ops@eagle.test' }]) as object[];
    expect(shown).toStrictEqual(report);
  });
});
