import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OutboxRelay, Projector, type RunningService, type ServiceRuntime } from '@logiscope/infra';
import type { CarrierDataApi } from './carrier-data.api';
import { CarrierDataApplication } from './carrier-data.service';
import type { CarrierStore } from './carrier/carrier.store';
import { loadEquipmentConfig, type EquipmentConfig } from './equipment/equipment.config';
import { setUpEquipmentSync } from './equipment/equipment.module';
import { DatasetStatusService } from './datasets/dataset-status.service';
import { loadMotusRefreshConfig, type MotusRefreshConfig } from './refresh/motus-refresh.config';
import { setUpMotusRefresh } from './refresh/motus-refresh.module';
import { generateFiles, SYNTHETIC_FILE_KINDS } from './ingest';
import { LEGACY_FROZEN_ON } from './datasets/dataset-catalog';
import { importRunsOf, ImportRunRepository } from './import/import-run.repository';
import { runImport } from './import/import.pipeline';
import { AlertRepository } from './monitoring/alert.repository';
import { consumeCarrierChanges } from './monitoring/monitoring.consumer';
import { adoptCommunityReports, CommunityReportRepository, consumeCommunityReports } from './community';
import { SearchHistoryRepository } from './search-history/search-history.repository';
import { carrierDataProjections } from './carrier-data.projections';
import { CarrierViews } from './verdict/carrier-views';
import { ContactChangesRepository } from './verdict/contact-changes.projection';
import { VerdictWatch } from './verdict/verdict-watch';
import { startVerdictProfiles } from './verdict-profile';
import { adoptLegacyWatchlist } from './watchlist/watchlist.migration';
import { WatchlistRepository } from './watchlist/watchlist.repository';
import { alertCreatedFact, setUpWebhooks } from './webhooks/webhooks.module';
import { consumeCompanyMembers } from './webhooks/company-admins.projection';
import { consumeVettingRecords } from './webhooks/vetting-records.consumer';

/** The carrier store of the profile: SQLite + FTS5 embedded, MongoDB lookup collections distributed. */
export async function openCarrierStore(location: ServiceRuntime['location']): Promise<CarrierStore> {
  if (location.kind === 'embedded') {
    const { SqliteCarrierStore } = await import('./carrier/sqlite-carrier.store');
    return new SqliteCarrierStore(location.sqliteFile);
  }
  // Loaded only in the distributed profile, so the embedded process never loads mongoose.
  const { MongoCarrierStore } = await import('./carrier/mongo-carrier.store');
  return new MongoCarrierStore({ url: location.mongoUrl, dbName: location.dbName });
}

export interface CarrierDataOptions {
  /** When the store is empty, generate and import this many synthetic carriers (the embedded demo data). */
  demoRows?: number;
  demoSeed?: number;
  /** Equipment sync settings; parsed from the environment (EQUIPMENT_SOURCE, FMCSA_*) when not given. */
  equipment?: EquipmentConfig;
  /** The daily refresh from the DOT open data portal; parsed from the environment (MOTUS_REFRESH_*, FMCSA_*) when not given. */
  refresh?: MotusRefreshConfig;
  log?: (line: string) => void;
}

export async function startCarrierData(runtime: ServiceRuntime, options: CarrierDataOptions = {}): Promise<RunningService<CarrierDataApi>> {
  const equipmentConfig = options.equipment ?? loadEquipmentConfig();
  const refreshConfig = options.refresh ?? loadMotusRefreshConfig();
  const store = await openCarrierStore(runtime.location);
  // The SQLite store's in-memory indexes, built in the background from the start (searches use FTS5 until then).
  void store.warmMemoryIndexes?.().catch(() => undefined);
  const [watchlist, history, alerts, runs] = await Promise.all([
    WatchlistRepository.open(runtime.documents),
    SearchHistoryRepository.open(runtime.documents),
    AlertRepository.open(runtime.documents),
    importRunsOf(runtime.documents),
  ]);
  // Saved and monitored carriers are events now: entries written before that become events once, then the watchlist
  // projection catches up with the log before carrier-data answers, and follows it.
  const [watchlistProjection, verdictProfileProjection, contactChangesProjection, communityProjection, webhookProjection, membersProjection] = await carrierDataProjections(runtime.documents);
  const adopted = await adoptLegacyWatchlist(runtime.events, runtime.documents, watchlistProjection);
  if (adopted > 0) options.log?.(`Watchlist: ${adopted} saved/monitored carriers from before the event log recorded as events`);
  const projector = new Projector(runtime.events, runtime.documents, watchlistProjection);
  await projector.start();
  // Phone, e-mail and address changes the imports saw (the verdict's contact-changes check), followed from the log.
  const contactsProjector = new Projector(runtime.events, runtime.documents, contactChangesProjection);
  await contactsProjector.start();
  // The reports and incidents other brokers filed, as carrier-data records them from the reports topic in its log.
  await adoptCommunityReports(runtime.events, runtime.documents);
  const communityProjector = new Projector(runtime.events, runtime.documents, communityProjection);
  await communityProjector.start();
  const relay = new OutboxRelay(runtime.events, runtime.bus);
  relay.start();
  // Each company's verdict rules, in memory before carrier-data answers (every search reads them).
  const verdictProfiles = await startVerdictProfiles(runtime, verdictProfileProjection, { now: () => runtime.clock.now(), onAppended: () => relay.notify() });

  // "Sync Equipment": a background job reading the carrier's vehicles from the configured source into the store.
  const equipmentSync = await setUpEquipmentSync(runtime, store, { config: equipmentConfig, onAppended: () => relay.notify() });

  const now = () => runtime.clock.now();
  // Signed webhooks: the company's endpoints (a projection of the log) and deliveries on the job queue. Every alert
  // stored (or found stored on a redelivery) is offered to them as alert.created.
  const webhooks = await setUpWebhooks(runtime, webhookProjection, { now, onAppended: () => relay.notify(), members: membersProjection });
  alerts.onAdded((added) => webhooks.publishMany(added.map(({ companyId, alert }) => alertCreatedFact(companyId, alert))));
  const imports = new ImportRunRepository(runs);
  const contacts = await ContactChangesRepository.open(runtime.documents);
  // One builder for every view and verdict: its caches (data sets, links to flagged carriers) serve both.
  const community = await CommunityReportRepository.open(runtime.documents);
  const views = new CarrierViews({ store, imports, contacts, community, profiles: verdictProfiles.profiles, now });
  const verdictWatch = new VerdictWatch({ store, views, alerts, events: runtime.events, onAppended: () => relay.notify() });
  // The daily refresh (MOTUS_REFRESH): what it downloads goes through the same import as the CLI's files.
  const refresh = await setUpMotusRefresh(runtime, {
    config: refreshConfig,
    importFiles: (files) => runImport({ files, store, events: runtime.events, runs, onAppended: () => relay.notify(), now }),
    importedFiles: async () => (await imports.list(10_000)).flatMap((r) => r.files),
    log: options.log,
  });
  const datasets = new DatasetStatusService({ imports, refresh, staleAfterDays: refreshConfig.staleAfterDays, now });
  const subscription = await consumeCarrierChanges(runtime.bus, watchlist, alerts, now, verdictWatch, webhooks);
  const communitySubscription = await consumeCommunityReports(runtime.bus, runtime.events, communityProjector);
  const vettingSubscription = await consumeVettingRecords(runtime.bus, runtime.events, webhooks.sources);
  const membersSubscription = await consumeCompanyMembers(runtime.bus, runtime.events, webhooks.members);
  const api = new CarrierDataApplication({
    store,
    events: runtime.events,
    watchlist,
    projector,
    onAppended: () => {
      relay.notify();
      projector.notify();
      contactsProjector.notify();
    },
    history,
    alerts,
    imports,
    equipmentSync,
    verdictProfiles: verdictProfiles.profiles,
    contacts,
    views,
    verdictWatch,
    datasets,
    webhooks: webhooks.application,
    now,
  });

  if (options.demoRows && (await store.count()) === 0) {
    const dir = mkdtempSync(join(tmpdir(), 'logiscope-demo-'));
    try {
      const started = Date.now();
      // Today's FMCSA data as a deployment holds it: the census, the legacy L&I snapshot of the Motus cutover (Carrier,
      // AuthHist, insurance, revocations) and a SAFER snapshot of the same day, overlaid by the six Motus data sets
      // (baseline and the last days' differences), and inspections. One census layout is enough: the 42-column file
      // would describe the same carriers again. Dated by the server's clock, so what changed since May shows only through
      // Motus, and new registrations and pending orders are new and pending today.
      const asOf = now().toISOString().slice(0, 10);
      const files = SYNTHETIC_FILE_KINDS.filter((k) => k !== 'census-42');
      const generated = await generateFiles({ dir, rows: options.demoRows, seed: options.demoSeed ?? 1, asOf, files });
      // The SAFER snapshot stands for the company's state at the cutover, like the legacy files it sits beside.
      const specs = generated.files.map((f) => (f.kind === 'safer-snapshot' ? { path: f.path, asOf: asOf < LEGACY_FROZEN_ON ? asOf : LEGACY_FROZEN_ON } : f.path));
      const run = await runImport({ files: specs, store, events: runtime.events, runs, onAppended: () => relay.notify(), now });
      options.log?.(`Demo carrier data: ${run.created.toLocaleString('en-US')} synthetic carriers imported in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  return {
    api,
    stop: async () => {
      await subscription.stop();
      await communitySubscription.stop();
      await vettingSubscription.stop();
      await membersSubscription.stop();
      await relay.stop();
      await projector.stop();
      await contactsProjector.stop();
      await communityProjector.stop();
      await verdictProfiles.stop();
      await webhooks.stop();
      // Searches recorded in the last moments are still in memory: written before the documents close.
      await history.close();
      await store.close();
    },
  };
}
