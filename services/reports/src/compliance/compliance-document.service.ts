import { createHash } from 'node:crypto';
import { v7 as uuidv7 } from 'uuid';
import { DomainError, refusalsAs } from '@logiscope/kernel';
import { handleCommand, type EventStore, type JobQueue, type Projector } from '@logiscope/infra';
import type { ComplianceDocumentRequested } from '@logiscope/proto';
import { COMPLIANCE_DOCUMENT_TYPES, type ComplianceDocumentType, type ComplianceDocumentView } from '@logiscope/proto/views';
import type { CarrierSource } from './carrier-data.client';
import type { CarrierReportsReader } from './carrier-reports.reader';
import { carrierName } from './carrier-sections';
import type { CompanyCaller, PdfFile } from './compliance.api';
import { buildComplianceDocument, documentTitle, nextReviewDate } from './compliance-document.content';
import { complianceDocumentDecider, complianceDocumentStream, type ComplianceDocumentCommand, type ComplianceDocumentRefusal } from './compliance-document.decider';
import type { ComplianceDocumentRepository } from './compliance-document.repository';
import type { DocumentFiles } from './document-files.repository';
import { renderPdf } from './document.pdf';

export const COMPLIANCE_DOCUMENT_MESSAGES = {
  BROKERS_ONLY: 'Generating compliance documents is a broker feature: shipper companies cannot generate them.',
  NOT_FOUND: 'Compliance document not found.',
  NOT_READY: 'The document is still being generated.',
  ALREADY_REQUESTED: 'This document was already requested',
} as const;

/** The decider's refusals as the API answers them. */
export const complianceDocumentRefusals: Record<ComplianceDocumentRefusal, () => DomainError> = {
  BROKERS_ONLY: () => DomainError.forbidden(COMPLIANCE_DOCUMENT_MESSAGES.BROKERS_ONLY),
  NOT_FOUND: () => DomainError.notFound(COMPLIANCE_DOCUMENT_MESSAGES.NOT_FOUND),
  NOT_READY: () => DomainError.conflict(COMPLIANCE_DOCUMENT_MESSAGES.NOT_READY),
  ALREADY_REQUESTED: () => DomainError.conflict(COMPLIANCE_DOCUMENT_MESSAGES.ALREADY_REQUESTED),
};

export const COMPLIANCE_GENERATION_JOB = 'reports.compliance-document.generate';
/** A carrier-data call that failed is tried again (the job's attempts), then the document is FAILED. */
const ATTEMPTS = 3;

export interface ComplianceDocumentDeps {
  events: EventStore;
  jobs: JobQueue;
  repository: ComplianceDocumentRepository;
  files: DocumentFiles;
  projector: Pick<Projector, 'caughtUp'>;
  carriers: CarrierSource;
  reports: CarrierReportsReader;
  onAppended?: () => void;
  now: () => Date;
}

export const fileKey = (documentId: string) => `compliance:${documentId}`;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The compliance generator: request (a background job builds the PDF), list, download. */
export class ComplianceDocumentService {
  constructor(private readonly deps: ComplianceDocumentDeps) {}

  /** Registers the job's worker (before jobs.start()). */
  registerJob(): void {
    this.deps.jobs.process<{ documentId: string }, { generated: boolean }>(COMPLIANCE_GENERATION_JOB, (data, job) => this.generate(data.documentId, job.attempt), { concurrency: 2 });
  }

  async request(caller: CompanyCaller & { carrierId: string; documentType: string }): Promise<ComplianceDocumentView> {
    // The decider holds the rule; checked first too, so a shipper's request reads no carrier.
    if (caller.companyType !== 'BROKER') throw DomainError.forbidden(COMPLIANCE_DOCUMENT_MESSAGES.BROKERS_ONLY);
    const documentType = caller.documentType as ComplianceDocumentType;
    if (!COMPLIANCE_DOCUMENT_TYPES.includes(documentType)) throw DomainError.validation('Please select both a carrier and document type.');
    const carrier = await this.deps.carriers(caller.carrierId, caller.companyId);
    const now = this.deps.now();
    const documentId = `cdoc_${uuidv7({ msecs: now.getTime() })}`;
    const position = await this.handle(documentId, {
      type: 'RequestComplianceDocument',
      data: {
        documentId,
        companyId: caller.companyId,
        companyName: caller.companyName,
        companyType: caller.companyType,
        userId: caller.userId,
        carrierId: carrier.id,
        dotNumber: carrier.dotNumber,
        mcNumber: carrier.mcNumber,
        carrierName: carrierName(carrier),
        documentType,
        title: documentTitle(documentType, carrier),
        requestedAt: now.toISOString(),
      },
    }, caller);
    await this.deps.jobs.enqueue(COMPLIANCE_GENERATION_JOB, { documentId }, { jobId: documentId, attempts: ATTEMPTS, backoffMs: 1000 });
    await this.deps.projector.caughtUp(position);
    return this.get(caller.companyId, documentId);
  }

  list(companyId: string): Promise<ComplianceDocumentView[]> {
    return this.deps.repository.list(companyId);
  }

  async get(companyId: string, id: string): Promise<ComplianceDocumentView> {
    const view = await this.deps.repository.get(companyId, id);
    if (!view) throw DomainError.notFound(COMPLIANCE_DOCUMENT_MESSAGES.NOT_FOUND);
    return view;
  }

  /** The PDF; the first download turns the document DOWNLOADED (the decider refuses another company and an unfinished one). */
  async download(request: { companyId: string; userId: string; id: string }): Promise<PdfFile> {
    const position = await this.handle(request.id, {
      type: 'RecordDownload',
      data: { documentId: request.id, companyId: request.companyId, userId: request.userId, downloadedAt: this.deps.now().toISOString() },
    }, request);
    const file = await this.deps.files.get(fileKey(request.id));
    if (!file) throw DomainError.notFound(COMPLIANCE_DOCUMENT_MESSAGES.NOT_FOUND);
    if (position) await this.deps.projector.caughtUp(position);
    const view = await this.get(request.companyId, request.id);
    return { filename: `${view.documentType.toLowerCase().replace(/_/g, '-')}-${view.dotNumber}-${view.id}.pdf`, pdfBase64: file.base64 };
  }

  /** The job: reads the carrier and its reports as the requesting company sees them, builds and stores the PDF. */
  async generate(documentId: string, attempt: number): Promise<{ generated: boolean }> {
    const { events } = await this.deps.events.readStream(complianceDocumentStream(documentId));
    const requested = events.find((e) => e.type === 'ComplianceDocumentRequested')?.data as ComplianceDocumentRequested['data'] | undefined;
    if (!requested || events.length > 1) return { generated: false };
    const meta = { companyId: requested.companyId, userId: requested.userId };
    try {
      await this.deps.repository.setProgress(documentId, 10);
      const carrier = await this.deps.carriers(requested.carrierId, requested.companyId);
      await this.deps.repository.setProgress(documentId, 35);
      const reports = await this.deps.reports.reportsAbout(requested.carrierId, requested.companyId);
      await this.deps.repository.setProgress(documentId, 60);
      const generatedAt = this.deps.now().toISOString();
      const model = buildComplianceDocument({ documentId, documentType: requested.documentType, carrier, reports, companyName: requested.companyName, generatedAt });
      const pdf = await renderPdf(model);
      await this.deps.repository.setProgress(documentId, 85);
      const hash = sha256(pdf);
      await this.deps.files.put(fileKey(documentId), pdf, hash);
      await this.handle(documentId, {
        type: 'RecordGeneratedDocument',
        data: {
          documentId,
          companyId: requested.companyId,
          userId: requested.userId,
          carrierId: carrier.id,
          dotNumber: carrier.dotNumber,
          mcNumber: carrier.mcNumber,
          carrierName: carrierName(carrier),
          documentType: requested.documentType,
          title: documentTitle(requested.documentType, carrier),
          sha256: hash,
          sizeBytes: pdf.length,
          generatedAt,
          nextReviewDate: nextReviewDate(generatedAt),
        },
      }, meta);
      return { generated: true };
    } catch (error) {
      if (attempt < ATTEMPTS) throw error;
      await this.handle(documentId, {
        type: 'RecordGenerationFailure',
        data: { documentId, companyId: requested.companyId, error: (error as Error).message || 'Generation failed', failedAt: this.deps.now().toISOString() },
      }, meta);
      return { generated: false };
    }
  }

  private async handle(documentId: string, command: ComplianceDocumentCommand, who: { companyId: string; userId: string }): Promise<number> {
    const { events, position } = await refusalsAs(complianceDocumentRefusals, () =>
      handleCommand(this.deps.events, complianceDocumentStream(documentId), complianceDocumentDecider, command, {
        metadata: { companyId: who.companyId, userId: who.userId },
        now: this.deps.now,
        attempts: 5,
      }),
    );
    if (events.length) this.deps.onAppended?.();
    return events.length ? position : 0;
  }
}
