import { DocumentProjection, type DocumentStore, type PositionedEvent } from '@logiscope/infra';
import type { ComplianceDocumentEvent } from '@logiscope/proto';
import { assertNever } from '@logiscope/kernel';
import { COMPLIANCE_DOCUMENTS_COLLECTION, openComplianceDocuments, type ComplianceDocumentRecord } from './compliance-document.repository';

const PROJECTED: readonly ComplianceDocumentEvent['type'][] = ['ComplianceDocumentRequested', 'ComplianceDocumentGenerated', 'ComplianceDocumentFailed', 'ComplianceDocumentDownloaded'];

/**
 * The company's list of compliance documents, a projection of the reports service's own log. Upserts and patches
 * only, so an event applied again after a crash writes the same document.
 */
export class ComplianceDocumentProjection extends DocumentProjection<ComplianceDocumentEvent, ComplianceDocumentRecord> {
  static async open(store: DocumentStore): Promise<ComplianceDocumentProjection> {
    return new ComplianceDocumentProjection({ name: 'reports.compliance-documents', eventTypes: PROJECTED, collection: COMPLIANCE_DOCUMENTS_COLLECTION }, await openComplianceDocuments(store));
  }

  async apply(event: PositionedEvent<ComplianceDocumentEvent>): Promise<void> {
    switch (event.type) {
      case 'ComplianceDocumentRequested': {
        const d = event.data;
        const existing = await this.documents.get(d.documentId);
        if (existing) return;
        await this.documents.upsert({
          id: d.documentId,
          companyId: d.companyId,
          userId: d.userId,
          carrierId: d.carrierId,
          carrierName: d.carrierName,
          dotNumber: d.dotNumber,
          mcNumber: d.mcNumber,
          documentType: d.documentType,
          title: d.title,
          status: 'GENERATING',
          error: '',
          requestedAt: d.requestedAt,
          generatedAt: '',
          downloadedAt: '',
          nextReviewDate: '',
          sizeBytes: 0,
          sha256: '',
        });
        return;
      }
      case 'ComplianceDocumentGenerated': {
        const d = event.data;
        const existing = await this.documents.get(d.documentId);
        if (existing && existing.status !== 'GENERATING') return;
        await this.documents.update(d.documentId, {
          status: 'GENERATED',
          carrierName: d.carrierName,
          dotNumber: d.dotNumber,
          mcNumber: d.mcNumber,
          title: d.title,
          generatedAt: d.generatedAt,
          nextReviewDate: d.nextReviewDate,
          sizeBytes: d.sizeBytes,
          sha256: d.sha256,
        });
        return;
      }
      case 'ComplianceDocumentFailed':
        await this.documents.update(event.data.documentId, { status: 'FAILED', error: event.data.error });
        return;
      case 'ComplianceDocumentDownloaded':
        await this.documents.update(event.data.documentId, { status: 'DOWNLOADED', downloadedAt: event.data.downloadedAt });
        return;
      default:
        return assertNever(event);
    }
  }
}
