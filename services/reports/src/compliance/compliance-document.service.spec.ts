import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DomainError, ErrorCode } from '@logiscope/kernel';
import { Projector, SqliteDocumentStore, SqliteEventStore, type JobHandler, type JobQueue } from '@logiscope/infra';
import { CARRIER_VIEW_EXAMPLE, type CarrierView } from '@logiscope/proto/views';
import type { CarrierReportsReader } from './carrier-reports.reader';
import { COMPLIANCE_GENERATION_JOB, ComplianceDocumentService } from './compliance-document.service';
import { ComplianceDocumentProjection } from './compliance-document.projection';
import { ComplianceDocumentRepository, openGenerationProgress } from './compliance-document.repository';
import { DocumentFiles } from './document-files.repository';

/** A queue that keeps what was enqueued; the test runs the worker when it chooses (as the real queue would, later). */
class HeldJobs implements Pick<JobQueue, 'process' | 'enqueue'> {
  handler: JobHandler<{ documentId: string }, unknown> | undefined;
  readonly enqueued: { name: string; data: { documentId: string } }[] = [];
  process<T, R>(_name: string, handler: JobHandler<T, R>): void {
    this.handler = handler as unknown as JobHandler<{ documentId: string }, unknown>;
  }
  async enqueue<T>(name: string, data: T): Promise<string> {
    this.enqueued.push({ name, data: data as { documentId: string } });
    return 'job-1';
  }
  run(attempt = 1) {
    const { data } = this.enqueued.at(-1)!;
    return this.handler!(data, { id: data.documentId, attempt });
  }
}

const BROKER = { companyId: 'c1', userId: 'u1', companyName: 'Northstar Brokerage LLC', companyType: 'BROKER' };

describe('compliance documents (embedded engines)', () => {
  let dir: string;
  let events: SqliteEventStore;
  let documents: SqliteDocumentStore;
  let projector: Projector;
  let jobs: HeldJobs;
  let carrier: () => Promise<CarrierView>;
  let service: ComplianceDocumentService;
  const asked: string[] = [];

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'logiscope-compliance-'));
    events = new SqliteEventStore(join(dir, 'reports.db'));
    documents = new SqliteDocumentStore(join(dir, 'reports.db'));
    const projection = await ComplianceDocumentProjection.open(documents);
    projector = new Projector(events, documents, projection);
    await projector.start();
    jobs = new HeldJobs();
    carrier = async () => CARRIER_VIEW_EXAMPLE;
    const reports: CarrierReportsReader = { reportsAbout: async () => [] };
    service = new ComplianceDocumentService({
      events,
      jobs: jobs as unknown as JobQueue,
      repository: new ComplianceDocumentRepository(projection.documents, await openGenerationProgress(documents)),
      files: await DocumentFiles.open(documents),
      projector,
      carriers: async (id, companyId) => {
        asked.push(`${id}@${companyId}`);
        return carrier();
      },
      reports,
      onAppended: () => projector.notify(),
      now: () => new Date('2025-10-10T14:05:00.000Z'),
    });
    service.registerJob();
  });
  afterEach(async () => {
    await projector.stop();
    await events.close();
    await documents.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const settle = async () => projector.caughtUp((await events.readAll(0)).position);

  it('answers GENERATING at once, reads the carrier as the asking company sees it, and the job makes it GENERATED with its PDF', async () => {
    const requested = await service.request({ ...BROKER, carrierId: '158121', documentType: 'COMPLIANCE_REPORT' });
    expect(requested).toMatchObject({ status: 'GENERATING', progress: 0, carrierName: 'VERIHA TRUCKING INC', mcNumber: '245009', title: 'Compliance Report: VERIHA TRUCKING INC' });
    expect(jobs.enqueued).toEqual([{ name: COMPLIANCE_GENERATION_JOB, data: { documentId: requested.id } }]);

    expect(await jobs.run()).toEqual({ generated: true });
    await settle();
    expect(asked).toEqual(['158121@c1', '158121@c1']);
    expect(await service.get('c1', requested.id)).toMatchObject({ status: 'GENERATED', progress: 100, nextReviewDate: '2026-01-08', generatedAt: '2025-10-10T14:05:00.000Z' });
    const file = await service.download({ companyId: 'c1', userId: 'u2', id: requested.id });
    expect(Buffer.from(file.pdfBase64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    expect(file.filename).toBe(`compliance-report-158121-${requested.id}.pdf`);
    expect((await service.list('c1'))[0]).toMatchObject({ status: 'DOWNLOADED', downloadedAt: '2025-10-10T14:05:00.000Z' });
    // A job delivered twice writes nothing more.
    expect(await jobs.run()).toEqual({ generated: false });
  });

  it('retries a failing carrier read, then records the document FAILED with the reason', async () => {
    const { id } = await service.request({ ...BROKER, carrierId: '158121', documentType: 'DUE_DILIGENCE' });
    carrier = async () => {
      throw new Error('carrier-data is unavailable');
    };
    await expect(jobs.run(1)).rejects.toThrow('carrier-data is unavailable');
    expect((await service.get('c1', id)).status).toBe('GENERATING');
    expect(await jobs.run(3)).toEqual({ generated: false });
    await settle();
    expect(await service.get('c1', id)).toMatchObject({ status: 'FAILED', error: 'carrier-data is unavailable', progress: 0 });
    await expect(service.download({ companyId: 'c1', userId: 'u1', id })).rejects.toMatchObject({ code: ErrorCode.CONFLICT });
  });

  it('keeps each company to its own documents, and refuses a shipper before reading anything', async () => {
    const { id } = await service.request({ ...BROKER, carrierId: '158121', documentType: 'SAFETY_AUDIT' });
    await expect(service.get('c2', id)).rejects.toMatchObject({ code: ErrorCode.NOT_FOUND });
    expect(await service.list('c2')).toEqual([]);
    asked.length = 0;
    const refused = service.request({ ...BROKER, companyId: 'c3', companyType: 'SHIPPER', carrierId: '158121', documentType: 'SAFETY_AUDIT' });
    await expect(refused).rejects.toBeInstanceOf(DomainError);
    await expect(refused).rejects.toMatchObject({ code: ErrorCode.FORBIDDEN });
    expect(asked).toEqual([]);
  });
});
