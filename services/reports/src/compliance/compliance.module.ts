import { dirname, join } from 'node:path';
import { Projector, type RunningService, type ServiceRegistry, type ServiceRuntime } from '@logiscope/infra';
import { CertificateProjection } from '../certificate/certificate.projection';
import { CertificateService } from '../certificate/certificate.service';
import { CertificateSigner, loadSigningKeyConfig } from '../certificate/certificate.signing';
import type { VettingApi } from '../vetting/vetting.api';
import type { VettingProjection } from '../vetting/vetting.projection';
import type { VettingRetentionProjection } from '../vetting/vetting-retention.projection';
import { startVetting, vettingProjections } from '../vetting/vetting.module';
import { carrierSourceOf } from './carrier-data.client';
import type { CarrierReportsReader } from './carrier-reports.reader';
import type { ComplianceApi } from './compliance.api';
import { ComplianceDocumentProjection } from './compliance-document.projection';
import { ComplianceDocumentRepository, openGenerationProgress } from './compliance-document.repository';
import { ComplianceDocumentService } from './compliance-document.service';
import { DocumentFiles } from './document-files.repository';

export interface ComplianceOptions {
  /** Where carrier-data answers (getCarrier with the asking company's verdict profile). */
  registry: ServiceRegistry;
  /** The reports and incidents a company may see about a carrier (the report aggregate's read model). */
  reports: CarrierReportsReader;
  /** The web app's public address (APP_URL, reports.config.ts), for the certificates' verification URL. */
  appUrl: string;
  /** Called after an append to the reports service's log (its outbox relay publishes at once). */
  onAppended?: () => void;
  env?: Record<string, string | undefined>;
}

/** The compliance read models projected from the reports log (what `npm run rebuild -- reports` also drops and replays). */
export async function complianceProjections(documents: ServiceRuntime['documents']): Promise<[ComplianceDocumentProjection, CertificateProjection, VettingProjection, VettingRetentionProjection]> {
  return [await ComplianceDocumentProjection.open(documents), await CertificateProjection.open(documents), ...(await vettingProjections(documents))];
}

/** The signing key of the profile: CERTIFICATE_SIGNING_KEY, else DATA_DIR's key file (embedded) or the database's (distributed). */
async function signerFor(runtime: ServiceRuntime, env: Record<string, string | undefined>): Promise<CertificateSigner> {
  const { pem } = loadSigningKeyConfig(env);
  if (pem) return new CertificateSigner(pem);
  if (runtime.location.kind === 'embedded') return CertificateSigner.fromFile(join(dirname(runtime.location.sqliteFile), 'certificate-signing.key'));
  return CertificateSigner.fromDocuments(runtime.documents);
}

/**
 * Compliance documents, certificates and load vetting records on the reports service's runtime: their projections (caught up before the
 * service answers), the generation job's worker (registered before jobs.start()), and their API.
 */
export async function startCompliance(runtime: ServiceRuntime, options: ComplianceOptions): Promise<RunningService<ComplianceApi & VettingApi>> {
  const now = () => runtime.clock.now();
  const [documentsProjection, certificatesProjection, progress, files, signer] = await Promise.all([
    ComplianceDocumentProjection.open(runtime.documents),
    CertificateProjection.open(runtime.documents),
    openGenerationProgress(runtime.documents),
    DocumentFiles.open(runtime.documents),
    signerFor(runtime, options.env ?? process.env),
  ]);
  const documentsProjector = new Projector(runtime.events, runtime.documents, documentsProjection);
  const certificatesProjector = new Projector(runtime.events, runtime.documents, certificatesProjection);
  await documentsProjector.start();
  await certificatesProjector.start();
  const onAppended = () => {
    options.onAppended?.();
    documentsProjector.notify();
    certificatesProjector.notify();
  };
  const carriers = carrierSourceOf(options.registry);
  const documents = new ComplianceDocumentService({
    events: runtime.events,
    jobs: runtime.jobs,
    repository: new ComplianceDocumentRepository(documentsProjection.documents, progress),
    files,
    projector: documentsProjector,
    carriers,
    reports: options.reports,
    onAppended,
    now,
  });
  documents.registerJob();
  const certificates = new CertificateService({
    events: runtime.events,
    certificates: certificatesProjection.documents,
    files,
    projector: certificatesProjector,
    carriers,
    reports: options.reports,
    signer,
    appUrl: options.appUrl,
    onAppended,
    now,
  });

  // Load vetting records: the certificates' signing key, PDF files and carrier source; their own projection.
  const vetting = await startVetting(runtime, { carriers, files, signer, appUrl: options.appUrl, onAppended: options.onAppended });

  const api: ComplianceApi & VettingApi = {
    ...vetting.api,
    requestComplianceDocument: (r) => documents.request(r),
    listComplianceDocuments: async (r) => ({ documents: await documents.list(r.companyId) }),
    getComplianceDocument: (r) => documents.get(r.companyId, r.id),
    downloadComplianceDocument: (r) => documents.download(r),
    issueCertificate: (r) => certificates.issue(r),
    listCertificates: async (r) => ({ certificates: await certificates.list(r.companyId, r.carrierId) }),
    downloadCertificate: (r) => certificates.download(r.companyId, r.code),
    getCertificate: (r) => certificates.record(r.code),
    verifyCertificate: (r) => certificates.verify(r.code, r.fileBase64),
  };
  return {
    api,
    stop: async () => {
      await documentsProjector.stop();
      await certificatesProjector.stop();
      await vetting.stop();
    },
  };
}

/**
 * The reports service's API with the compliance methods beside the report methods: one object for the registry and
 * the gRPC server (a Proxy, so the application keeps its own `this`).
 */
export function withComplianceApi<A extends object, C extends ComplianceApi>(api: A, compliance: C): A & C {
  return new Proxy(api, {
    get: (target, prop, receiver) => (Object.prototype.hasOwnProperty.call(compliance, prop) ? compliance[prop as keyof C] : Reflect.get(target, prop, receiver)),
    has: (target, prop) => Object.prototype.hasOwnProperty.call(compliance, prop) || Reflect.has(target, prop),
  }) as A & C;
}
