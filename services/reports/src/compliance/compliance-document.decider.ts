import { assertNever, Refused, type Decider } from '@logiscope/kernel';
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

/**
 * Why a command is refused: a shipper company asked (a broker feature), the document is not there for this company,
 * it is still being generated (or failed), or it was already requested.
 */
export type ComplianceDocumentRefusal = 'BROKERS_ONLY' | 'NOT_FOUND' | 'NOT_READY' | 'ALREADY_REQUESTED';
const refused = (reason: ComplianceDocumentRefusal) => new Refused(reason);

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
        if (companyType !== 'BROKER') throw refused('BROKERS_ONLY');
        if (state.status !== 'NONE') throw refused('ALREADY_REQUESTED');
        return [{ type: 'ComplianceDocumentRequested', data }];
      }
      case 'RecordGeneratedDocument':
        if (state.status !== 'GENERATING') return [];
        return [{ type: 'ComplianceDocumentGenerated', data: command.data }];
      case 'RecordGenerationFailure':
        if (state.status !== 'GENERATING') return [];
        return [{ type: 'ComplianceDocumentFailed', data: command.data }];
      case 'RecordDownload':
        if (state.status === 'NONE' || state.companyId !== command.data.companyId) throw refused('NOT_FOUND');
        if (state.status === 'GENERATING' || state.status === 'FAILED') throw refused('NOT_READY');
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
