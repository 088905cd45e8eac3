import type { Document, DocumentCollection, DocumentStore } from '@logiscope/infra';
import type { ComplianceDocumentStatus, ComplianceDocumentType, ComplianceDocumentView } from '@logiscope/proto/views';

/** The compliance documents read model: one document per request, written by the projection only. */
export interface ComplianceDocumentRecord extends Document {
  companyId: string;
  userId: string;
  carrierId: string;
  carrierName: string;
  dotNumber: string;
  mcNumber: string;
  documentType: ComplianceDocumentType;
  title: string;
  status: ComplianceDocumentStatus;
  error: string;
  requestedAt: string;
  generatedAt: string;
  downloadedAt: string;
  nextReviewDate: string;
  sizeBytes: number;
  sha256: string;
}

/** How far the background job got, written by the job itself (not a projection: progress is no fact worth an event). */
export interface GenerationProgress extends Document {
  progress: number;
}

export const COMPLIANCE_DOCUMENTS_COLLECTION = 'compliance_documents';
export const GENERATION_PROGRESS_COLLECTION = 'compliance_generation_progress';

export const openComplianceDocuments = (store: DocumentStore): Promise<DocumentCollection<ComplianceDocumentRecord>> =>
  store.collection<ComplianceDocumentRecord>(COMPLIANCE_DOCUMENTS_COLLECTION, [{ fields: ['companyId', 'requestedAt'] }]);

export const openGenerationProgress = (store: DocumentStore): Promise<DocumentCollection<GenerationProgress>> =>
  store.collection<GenerationProgress>(GENERATION_PROGRESS_COLLECTION);

/** Tenant-scoped reads of the read model, as the API answers them. */
export class ComplianceDocumentRepository {
  constructor(
    private readonly documents: DocumentCollection<ComplianceDocumentRecord>,
    private readonly progress: DocumentCollection<GenerationProgress>,
  ) {}

  async list(companyId: string): Promise<ComplianceDocumentView[]> {
    const records = await this.documents.find({ companyId }, { sort: { requestedAt: -1 }, limit: 500 });
    return Promise.all(records.map((r) => this.view(r)));
  }

  /** null when the document does not exist or belongs to another company. */
  async get(companyId: string, id: string): Promise<ComplianceDocumentView | null> {
    const record = await this.documents.get(id);
    return record && record.companyId === companyId ? this.view(record) : null;
  }

  async setProgress(id: string, progress: number): Promise<void> {
    await this.progress.upsert({ id, progress });
  }

  private async view(r: ComplianceDocumentRecord): Promise<ComplianceDocumentView> {
    const progress = r.status === 'GENERATING' ? ((await this.progress.get(r.id))?.progress ?? 0) : r.status === 'FAILED' ? 0 : 100;
    return {
      id: r.id,
      carrierId: r.carrierId,
      carrierName: r.carrierName,
      dotNumber: r.dotNumber,
      mcNumber: r.mcNumber,
      documentType: r.documentType,
      title: r.title,
      status: r.status,
      progress,
      error: r.error,
      requestedAt: r.requestedAt,
      generatedAt: r.generatedAt,
      downloadedAt: r.downloadedAt,
      nextReviewDate: r.nextReviewDate,
      sizeBytes: r.sizeBytes,
    };
  }
}
