import type { EventStore, Projector } from '@logiscope/infra';
import type { CarrierDataApi } from './carrier-data.api';
import { CarrierDetailApplication } from './carrier/carrier-detail.service';
import { CarrierReader } from './carrier/carrier.reader';
import { CarrierSearchApplication } from './carrier/carrier-search.service';
import type { CarrierStore } from './carrier/carrier.store';
import type { DatasetStatusService } from './datasets/dataset-status.service';
import { EquipmentApplication } from './equipment/equipment.service';
import type { EquipmentSyncService } from './equipment/equipment-sync.service';
import type { ImportRunRepository } from './import/import-run.repository';
import { ImportApplication } from './import/import.service';
import type { AlertRepository } from './monitoring/alert.repository';
import type { SearchHistoryRepository } from './search-history/search-history.repository';
import type { VerdictProfileService } from './verdict-profile';
import { VerdictProfileApplication } from './verdict-profile/verdict-profile.application';
import type { WebhookApplication } from './webhooks/webhook.service';
import { CarrierViews } from './verdict/carrier-views';
import type { ContactChangesRepository } from './verdict/contact-changes.projection';
import type { VerdictWatch } from './verdict/verdict-watch';
import type { WatchlistRepository } from './watchlist/watchlist.repository';
import { WatchlistApplication } from './watchlist/watchlist.service';

export interface CarrierDataDeps {
  store: CarrierStore;
  /** carrier-data's own event log: the watchlist's commands append to it. */
  events: EventStore;
  /** Read side of the watchlist, written by its projection. */
  watchlist: WatchlistRepository;
  /** Feeds the watchlist from the log; a command's answer awaits `caughtUp(position)` so it shows its own write. */
  projector: Pick<Projector, 'caughtUp'>;
  /** Called after an append so the relay and the projector follow at once. */
  onAppended?: () => void;
  history: SearchHistoryRepository;
  alerts: AlertRepository;
  imports: ImportRunRepository;
  equipmentSync: EquipmentSyncService;
  /** Each company's verdict rules: read from memory (profileOf), changed by its administrators. */
  verdictProfiles: VerdictProfileService;
  /** Contact changes seen between imports (a projection of the log): the verdict's contact-changes check. */
  contacts?: Pick<ContactChangesRepository, 'lastChanged'>;
  /** The view builder (built from the deps above when absent); the module shares one with the monitoring consumer. */
  views?: CarrierViews;
  /** Alerts and events when a saved or monitored carrier's verdict changes (profile changes included). */
  verdictWatch?: VerdictWatch;
  /** The Data sets screen and the daily refresh (datasets/, refresh/). */
  datasets: Pick<DatasetStatusService, 'list' | 'refreshNow'>;
  /** The Webhooks screen (webhooks/): the company's endpoints, secrets, delivery log. */
  webhooks: WebhookApplication;
  now?: () => Date;
}

/**
 * carrier-data's API, one use case per feature (rules enforced there, not only in the web app): search, one
 * carrier's detail and lookup, equipment, the watchlist, imports and data sets, the verdict profile.
 */
export class CarrierDataApplication implements CarrierDataApi {
  private readonly searches: CarrierSearchApplication;
  private readonly detail: CarrierDetailApplication;
  private readonly equipment: EquipmentApplication;
  private readonly watchlist: WatchlistApplication;
  private readonly imports: ImportApplication;
  private readonly profiles: VerdictProfileApplication;
  private readonly webhooks: WebhookApplication;

  constructor(deps: CarrierDataDeps) {
    const now = deps.now ?? (() => new Date());
    const views =
      deps.views ?? new CarrierViews({ store: deps.store, imports: deps.imports, contacts: deps.contacts ?? { lastChanged: async () => new Map() }, profiles: deps.verdictProfiles, now });
    const reader = new CarrierReader(deps.store, views);
    const shared = { store: deps.store, reader, history: deps.history, now };
    this.searches = new CarrierSearchApplication(shared);
    this.detail = new CarrierDetailApplication(shared);
    this.equipment = new EquipmentApplication({ ...shared, equipmentSync: deps.equipmentSync });
    this.watchlist = new WatchlistApplication({ ...deps, reader, now });
    this.imports = new ImportApplication({ imports: deps.imports, views, datasets: deps.datasets, now });
    this.profiles = new VerdictProfileApplication({ verdictProfiles: deps.verdictProfiles, watchlist: deps.watchlist, verdictWatch: deps.verdictWatch, now });
    this.webhooks = deps.webhooks;
  }

  search: CarrierSearchApplication['search'] = (r) => this.searches.search(r);
  advancedSearch: CarrierSearchApplication['advancedSearch'] = (r) => this.searches.advancedSearch(r);
  searchByEmail: CarrierSearchApplication['searchByEmail'] = (r) => this.searches.searchByEmail(r);
  searchByPhone: CarrierSearchApplication['searchByPhone'] = (r) => this.searches.searchByPhone(r);
  searchHistory: CarrierSearchApplication['searchHistory'] = (r) => this.searches.searchHistory(r);
  searchUsage: CarrierSearchApplication['searchUsage'] = (r) => this.searches.searchUsage(r);

  getCarrier: CarrierDetailApplication['getCarrier'] = (r) => this.detail.getCarrier(r);
  sharedIdentifiers: CarrierDetailApplication['sharedIdentifiers'] = (r) => this.detail.sharedIdentifiers(r);
  lookup: CarrierDetailApplication['lookup'] = (r) => this.detail.lookup(r);
  lookupSamples: CarrierDetailApplication['lookupSamples'] = (r) => this.detail.lookupSamples(r);
  brokerAuthority: CarrierDetailApplication['brokerAuthority'] = (r) => this.detail.brokerAuthority(r);

  listEquipment: EquipmentApplication['listEquipment'] = (r) => this.equipment.listEquipment(r);
  syncEquipment: EquipmentApplication['syncEquipment'] = (r) => this.equipment.syncEquipment(r);
  getEquipmentSync: EquipmentApplication['getEquipmentSync'] = (r) => this.equipment.getEquipmentSync(r);
  searchEquipment: EquipmentApplication['searchEquipment'] = (r) => this.equipment.searchEquipment(r);
  searchVin: EquipmentApplication['searchVin'] = (r) => this.equipment.searchVin(r);

  listSaved: WatchlistApplication['listSaved'] = (r) => this.watchlist.listSaved(r);
  listMonitored: WatchlistApplication['listMonitored'] = (r) => this.watchlist.listMonitored(r);
  saveCarrier: WatchlistApplication['saveCarrier'] = (r) => this.watchlist.saveCarrier(r);
  removeSaved: WatchlistApplication['removeSaved'] = (r) => this.watchlist.removeSaved(r);
  setMonitored: WatchlistApplication['setMonitored'] = (r) => this.watchlist.setMonitored(r);
  listAlerts: WatchlistApplication['listAlerts'] = (r) => this.watchlist.listAlerts(r);
  setMonitoredMany: WatchlistApplication['setMonitoredMany'] = (r) => this.watchlist.setMonitoredMany(r);
  listMonitoredPage: WatchlistApplication['listMonitoredPage'] = (r) => this.watchlist.listMonitoredPage(r);
  alertFeed: WatchlistApplication['alertFeed'] = (r) => this.watchlist.alertFeed(r);

  listImports: ImportApplication['listImports'] = (r) => this.imports.listImports(r);
  getImport: ImportApplication['getImport'] = (r) => this.imports.getImport(r);
  listDatasets: ImportApplication['listDatasets'] = () => this.imports.listDatasets();
  datasetStatus: ImportApplication['datasetStatus'] = (r) => this.imports.datasetStatus(r);
  refreshDatasets: ImportApplication['refreshDatasets'] = (r) => this.imports.refreshDatasets(r);

  getVerdictProfile: VerdictProfileApplication['getVerdictProfile'] = (r) => this.profiles.getVerdictProfile(r);
  updateVerdictProfile: VerdictProfileApplication['updateVerdictProfile'] = (r) => this.profiles.updateVerdictProfile(r);

  listWebhookEndpoints: WebhookApplication['listWebhookEndpoints'] = (r) => this.webhooks.listWebhookEndpoints(r);
  createWebhookEndpoint: WebhookApplication['createWebhookEndpoint'] = (r) => this.webhooks.createWebhookEndpoint(r);
  updateWebhookEndpoint: WebhookApplication['updateWebhookEndpoint'] = (r) => this.webhooks.updateWebhookEndpoint(r);
  rollWebhookSecret: WebhookApplication['rollWebhookSecret'] = (r) => this.webhooks.rollWebhookSecret(r);
  listWebhookDeliveries: WebhookApplication['listWebhookDeliveries'] = (r) => this.webhooks.listWebhookDeliveries(r);
  redeliverWebhook: WebhookApplication['redeliverWebhook'] = (r) => this.webhooks.redeliverWebhook(r);
  sendWebhookTest: WebhookApplication['sendWebhookTest'] = (r) => this.webhooks.sendWebhookTest(r);
}
