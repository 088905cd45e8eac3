import { DomainError, ErrorCode, Refused, deciderSpec } from '@logiscope/kernel';
import type { ComplianceDocumentEvent } from '@logiscope/proto';
import { complianceDocumentDecider, type ComplianceDocumentCommand, type ComplianceDocumentRefusal } from './compliance-document.decider';
import { complianceDocumentRefusals } from './compliance-document.service';

const decider = deciderSpec(complianceDocumentDecider);
/** The decider, its refusal worded as the service answers it. */
const spec = {
  given: (history: ComplianceDocumentEvent[]) => ({
    when(command: ComplianceDocumentCommand) {
      const { events, error } = decider.given(history).when(command);
      return { events, error: error instanceof Refused ? complianceDocumentRefusals[error.reason as ComplianceDocumentRefusal]() : error };
    },
  }),
};
const requestData = {
  documentId: 'd1', companyId: 'c1', companyName: 'Northstar', userId: 'u1', carrierId: '158121', dotNumber: '158121', mcNumber: '245009',
  carrierName: 'VERIHA TRUCKING INC', documentType: 'DUE_DILIGENCE' as const, title: 'Due Diligence Report: VERIHA TRUCKING INC', requestedAt: '2025-10-10T14:00:00.000Z',
};
const request = (companyType = 'BROKER'): ComplianceDocumentCommand => ({ type: 'RequestComplianceDocument', data: { ...requestData, companyType } });
const requested: ComplianceDocumentEvent = { type: 'ComplianceDocumentRequested', data: requestData };
const generatedData = {
  documentId: 'd1', companyId: 'c1', userId: 'u1', carrierId: '158121', dotNumber: '158121', mcNumber: '245009', carrierName: 'VERIHA TRUCKING INC',
  documentType: 'DUE_DILIGENCE' as const, title: 'Due Diligence Report: VERIHA TRUCKING INC', sha256: 'ab', sizeBytes: 1000, generatedAt: '2025-10-10T14:00:01.000Z', nextReviewDate: '2026-01-08',
};
const generated: ComplianceDocumentEvent = { type: 'ComplianceDocumentGenerated', data: generatedData };
const download = (companyId = 'c1'): ComplianceDocumentCommand => ({ type: 'RecordDownload', data: { documentId: 'd1', companyId, userId: 'u2', downloadedAt: '2025-10-11T08:00:00.000Z' } });
const codeOf = (r: { error?: unknown }) => (r.error instanceof DomainError ? r.error.code : r.error);

describe('compliance document decider', () => {
  it('records a broker company\'s request', () => {
    expect(spec.given([]).when(request()).events).toEqual([requested]);
  });

  it('refuses a shipper company: generating documents is a broker feature', () => {
    const r = spec.given([]).when(request('SHIPPER'));
    expect(codeOf(r)).toBe(ErrorCode.FORBIDDEN);
    expect((r.error as Error).message).toBe('Generating compliance documents is a broker feature: shipper companies cannot generate them.');
  });

  it('records the job\'s outcome once: a retried job changes nothing', () => {
    expect(spec.given([requested]).when({ type: 'RecordGeneratedDocument', data: generatedData }).events).toEqual([generated]);
    expect(spec.given([requested, generated]).when({ type: 'RecordGeneratedDocument', data: generatedData }).events).toEqual([]);
    expect(spec.given([requested, generated]).when({ type: 'RecordGenerationFailure', data: { documentId: 'd1', companyId: 'c1', error: 'x', failedAt: '' } }).events).toEqual([]);
  });

  it('goes GENERATED → DOWNLOADED on the first download only', () => {
    const downloaded = spec.given([requested, generated]).when(download()).events!;
    expect(downloaded.map((e) => e.type)).toEqual(['ComplianceDocumentDownloaded']);
    expect(spec.given([requested, generated, ...downloaded]).when(download()).events).toEqual([]);
  });

  it('answers 409 while the document is being generated, 404 to another company', () => {
    expect(codeOf(spec.given([requested]).when(download()))).toBe(ErrorCode.CONFLICT);
    expect(codeOf(spec.given([requested, generated]).when(download('c2')))).toBe(ErrorCode.NOT_FOUND);
    expect(codeOf(spec.given([]).when(download()))).toBe(ErrorCode.NOT_FOUND);
  });
});
