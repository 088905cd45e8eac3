import { Projector, type RunningService, type ServiceRuntime } from '@logiscope/infra';
import type { CertificateSigner } from '../certificate/certificate.signing';
import type { CarrierSource } from '../compliance/carrier-data.client';
import type { DocumentFiles } from '../compliance/document-files.repository';
import type { VettingApi } from './vetting.api';
import { VettingProjection } from './vetting.projection';
import { VettingService } from './vetting.service';
import { registerVettingPurge } from './vetting-purge.service';
import { VettingRetentionProjection } from './vetting-retention.projection';
import { VettingRetentionService } from './vetting-retention.service';

export interface VettingOptions {
  carriers: CarrierSource;
  files: DocumentFiles;
  signer: CertificateSigner;
  appUrl: string;
  /** Called after an append to the reports log (its outbox relay publishes LoadVetted at once). */
  onAppended?: () => void;
  /** How often the purge job runs (VETTING_PURGE_EVERY_MS unless a test asks otherwise). */
  purgeEveryMs?: number;
}

/** For the rebuild CLI and the compliance slice: the vetting records' and the companies' retention projections. */
export const vettingProjections = async (documents: ServiceRuntime['documents']): Promise<[VettingProjection, VettingRetentionProjection]> => [
  await VettingProjection.open(documents),
  await VettingRetentionProjection.open(documents),
];

/**
 * Load vetting records on the reports service's runtime: their projections (caught up before answering), the purge
 * job of records past their retention, and their API.
 */
export async function startVetting(runtime: ServiceRuntime, options: VettingOptions): Promise<RunningService<VettingApi>> {
  const now = () => runtime.clock.now();
  const [projection, retentionProjection] = await vettingProjections(runtime.documents);
  const projector = new Projector(runtime.events, runtime.documents, projection);
  const retentionProjector = new Projector(runtime.events, runtime.documents, retentionProjection);
  await projector.start();
  await retentionProjector.start();
  const retention = new VettingRetentionService({
    events: runtime.events,
    retention: retentionProjection.documents,
    projector: retentionProjector,
    onAppended: () => retentionProjector.notify(),
    now,
  });
  const service = new VettingService({
    events: runtime.events,
    vettings: projection.documents,
    files: options.files,
    projector,
    carriers: options.carriers,
    signer: options.signer,
    appUrl: options.appUrl,
    retentionYears: (companyId) => retention.years(companyId),
    onAppended: () => {
      options.onAppended?.();
      projector.notify();
    },
    now,
  });
  // Records past their retention: purged by a job on the profile's queue (registered before the queue starts).
  await registerVettingPurge(runtime.jobs, {
    events: runtime.events,
    vettings: projection.documents,
    files: options.files,
    projector,
    onAppended: () => {
      options.onAppended?.();
      projector.notify();
    },
    now,
  }, options.purgeEveryMs);
  return {
    api: {
      vetLoad: (r) => service.vet(r),
      listVettings: (r) => service.list(r),
      getVetting: (r) => service.get(r.code, r.companyId),
      downloadVettingPdf: (r) => service.download(r.code, r.companyId),
      verifyVettingPdf: (r) => service.verify(r.code, r.fileBase64),
      getVettingRetention: (r) => retention.get(r.companyId),
      setVettingRetention: (r) => retention.set(r),
    },
    stop: async () => {
      await projector.stop();
      await retentionProjector.stop();
    },
  };
}
