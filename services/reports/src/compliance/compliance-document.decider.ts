import { assertNever, DomainError, type Decider } from '@logiscope/kernel';
import type {
  ComplianceDocumentDownloaded,
  ComplianceDocumentEvent,
  ComplianceDocumentFailed,
  ComplianceDocumentGenerated,
  ComplianceDocumentRequested,
} from '@logiscope/proto';

/** One stream per document: its request, the job's outcome and its first download stay in order. */
export type ComplianceDocumentStreamId = `compliance-document:${string}`;
export const complianceDocumentStream = (documentId: string): ComplianceDocumentStreamId => `compliance-document:${documentId}`;

export const COMPLIANCE_DOCUMENT_MESSAGES = {
  BROKERS_ONLY: 'Generating compliance documents is a broker feature: shipper companies cannot generate them.',
  NOT_FOUND: 'Compliance document not found.',
  NOT_READY: 'The document is still being generated.',
  ALREADY_REQUESTED: 'This document was already requested',
} as const;

export type ComplianceDocumentCommand =
  | { type: 'RequestComplianceDocument'; data: ComplianceDocumentRequested['data'] & { companyType: string } }
  | { type: 'RecordGeneratedDocument'; data: ComplianceDocumentGenerated['data'] }
  | { type: 'RecordGenerationFailure'; data: ComplianceDocumentFailed['data'] }
  | { type: 'RecordDownload'; data: ComplianceDocumentDownloaded['data'] };

export interface ComplianceDocumentState {
  status: 'NONE' | 'GENERATING' | 'GENERATED' | 'DOWNLOADED' | 'FAILED';
  companyId: string;
}

/**
 * A compliance document: requested by a broker company (a shipper is refused), generated once by the background job
 * (a second outcome for the same request is ignored: a job retried after a crash), GENERATED → DOWNLOADED on its first
 * download, by its own company only. Pure.
 */
export const complianceDocumentDecider: Decider<ComplianceDocumentCommand, ComplianceDocumentState, ComplianceDocumentEvent> = {
  initialState: () => ({ status: 'NONE', companyId: '' }),

  decide(command, state) {
    switch (command.type) {
      case 'RequestComplianceDocument': {
        const { companyType, ...data } = command.data;
        if (companyType !== 'BROKER') throw DomainError.forbidden(COMPLIANCE_DOCUMENT_MESSAGES.BROKERS_ONLY);
        if (state.status !== 'NONE') throw DomainError.conflict(COMPLIANCE_DOCUMENT_MESSAGES.ALREADY_REQUESTED);
        return [{ type: 'ComplianceDocumentRequested', data }];
      }
      case 'RecordGeneratedDocument':
        if (state.status !== 'GENERATING') return [];
        return [{ type: 'ComplianceDocumentGenerated', data: command.data }];
      case 'RecordGenerationFailure':
        if (state.status !== 'GENERATING') return [];
        return [{ type: 'ComplianceDocumentFailed', data: command.data }];
      case 'RecordDownload':
        if (state.status === 'NONE' || state.companyId !== command.data.companyId) throw DomainError.notFound(COMPLIANCE_DOCUMENT_MESSAGES.NOT_FOUND);
        if (state.status === 'GENERATING' || state.status === 'FAILED') throw DomainError.conflict(COMPLIANCE_DOCUMENT_MESSAGES.NOT_READY);
        if (state.status === 'DOWNLOADED') return [];
        return [{ type: 'ComplianceDocumentDownloaded', data: command.data }];
      default:
        return assertNever(command);
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'ComplianceDocumentRequested':
        return { status: 'GENERATING', companyId: event.data.companyId };
      case 'ComplianceDocumentGenerated':
        return { ...state, status: 'GENERATED' };
      case 'ComplianceDocumentFailed':
        return { ...state, status: 'FAILED' };
      case 'ComplianceDocumentDownloaded':
        return { ...state, status: 'DOWNLOADED' };
      default:
        return assertNever(event);
    }
  },
};
