import type { ServiceDescriptor } from '@logiscope/infra';
import type {
  CarrierSearchReply,
  DatasetCoverage,
  CarrierView,
  EquipmentSyncView,
  EquipmentView,
  ImportRunView,
  LookupReply,
  LookupSamplesView,
  MonitoringAlertView,
  SavedCarrierView,
  SearchHistoryEntry,
  SharedIdentifier,
  VinSearchReply,
} from '@logiscope/proto';
import type { BrokerAuthorityRecord, DatasetRefreshState, DatasetsReply, UsageView, VerdictProfileSettings, VerdictProfileView } from '@logiscope/proto/views';
import type { EquipmentPage } from '@logiscope/proto/views';
import type { EquipmentSearchRequest } from './equipment/equipment-search';

// The shapes carrier-data answers are shared with the web app: one definition, in @logiscope/proto.
export type {
  CarrierSearchReply,
  CarrierView,
  EquipmentSyncView,
  EquipmentView,
  EquipmentWithCarrierView,
  ImportRunView,
  InsurancePolicyView,
  LookupReply,
  LookupSample,
  LookupSamplesView,
  MonitoringAlertView,
  RevocationView,
  RiskFactor,
  SavedCarrierView,
  SearchHistoryEntry,
  SharedIdentifier,
  SharedIdentifierCarrier,
  VinSearchReply,
} from '@logiscope/proto';

export interface Page {
  page: number;
  pageSize: number;
}

export interface Caller {
  /** The signed-in user's company (search history and saved carriers are per company). */
  companyId: string;
  userId: string;
}

export interface AdvancedSearchRequest extends Caller, Page {
  companyName: string;
  email: string;
  phone: string;
  mcNumber: string;
  dotNumber: string;
  state: string;
}

/** carrier-data's application API (gateway → in-process or gRPC). */
export interface CarrierDataApi {
  search(request: Caller & Page & { q: string }): Promise<CarrierSearchReply>;
  advancedSearch(request: AdvancedSearchRequest): Promise<CarrierSearchReply>;
  searchByEmail(request: Caller & Page & { email: string }): Promise<CarrierSearchReply>;
  searchByPhone(request: Caller & Page & { phone: string }): Promise<CarrierSearchReply>;
  /** The carrier, its verdict under the asking company's profile (the default profile without companyId). */
  getCarrier(request: { id: string; companyId?: string }): Promise<CarrierView>;
  /** The data sets LogiScope holds and as of when (a check whose data set is missing asks for review). */
  listDatasets(request: Record<string, never>): Promise<{ datasets: DatasetCoverage[] }>;
  sharedIdentifiers(request: { id: string }): Promise<{ identifiers: SharedIdentifier[] }>;
  lookup(request: Caller & { mc: string; dot: string }): Promise<LookupReply>;
  /** Sample MC and DOT numbers of carriers this installation holds (the FMCSA Lookup page offers them). */
  lookupSamples(request: Record<string, never>): Promise<LookupSamplesView>;
  listEquipment(request: { id: string }): Promise<{ equipment: EquipmentView[] }>;
  /** Starts a sync of the carrier's equipment (or joins the one running) and answers its outcome, or its state if still running. */
  syncEquipment(request: Caller & { id: string }): Promise<EquipmentSyncView>;
  /** The carrier's latest equipment sync; lastSync absent when it never ran. */
  getEquipmentSync(request: { id: string }): Promise<{ lastSync?: EquipmentSyncView }>;
  searchVin(request: Caller & { vin: string }): Promise<VinSearchReply>;
  /** The equipment tracker: every carrier's vehicles, searched, filtered and paged (equipment/equipment-search.ts). */
  searchEquipment(request: EquipmentSearchRequest): Promise<EquipmentPage>;
  listSaved(request: Caller): Promise<{ saved: SavedCarrierView[] }>;
  /** The carriers the company monitors, saved or not. */
  listMonitored(request: Caller): Promise<{ monitored: SavedCarrierView[] }>;
  saveCarrier(request: Caller & { carrierId: string; notes: string; tags: string[] }): Promise<SavedCarrierView>;
  removeSaved(request: Caller & { carrierId: string }): Promise<{ removed: boolean }>;
  setMonitored(request: Caller & { carrierId: string; monitored: boolean }): Promise<SavedCarrierView>;
  listAlerts(request: Caller & { limit: number }): Promise<{ alerts: MonitoringAlertView[] }>;
  searchHistory(request: Caller & { limit: number }): Promise<{ entries: SearchHistoryEntry[]; total: number }>;
  /** The company's searches counted (all, this month, today in timeZone) with the last 5. */
  searchUsage(request: Caller & { timeZone: string }): Promise<UsageView>;
  /** The FMCSA record an MC/DOT name, as the broker verification reads it (no search history). */
  brokerAuthority(request: { mcNumber: string; dotNumber: string }): Promise<BrokerAuthorityRecord>;
  /** FMCSA import runs, newest first (the gateway lets administrators only through). */
  listImports(request: { limit: number }): Promise<{ imports: ImportRunView[] }>;
  getImport(request: { id: string }): Promise<ImportRunView>;
  /** The Data sets screen: every FMCSA data set with how far it is held, whether stale, and the daily refresh. */
  datasetStatus(request: Record<string, never>): Promise<DatasetsReply>;
  /** Starts the daily refresh now (a CONFLICT DomainError while one runs or when it is off). */
  refreshDatasets(request: Record<string, never>): Promise<DatasetRefreshState>;
  /** The company's verdict rules (the default profile until an administrator saves some). */
  getVerdictProfile(request: Caller): Promise<VerdictProfileView>;
  /** Saves the company's verdict rules (the gateway lets administrators only through); email: who changed them. */
  updateVerdictProfile(request: Caller & VerdictProfileSettings & { email: string }): Promise<VerdictProfileView>;
}

export const CarrierDataService: ServiceDescriptor<CarrierDataApi> = {
  name: 'carrier-data',
  protoFile: 'v1/carrier-data.proto',
  protoPackage: 'logiscope.carriers.v1',
  serviceName: 'CarrierDataService',
  methods: [
    'search',
    'advancedSearch',
    'searchByEmail',
    'searchByPhone',
    'getCarrier',
    'sharedIdentifiers',
    'lookup',
    'lookupSamples',
    'listEquipment',
    'syncEquipment',
    'getEquipmentSync',
    'searchVin',
    'searchEquipment',
    'listSaved',
    'listMonitored',
    'saveCarrier',
    'removeSaved',
    'setMonitored',
    'listAlerts',
    'searchHistory',
    'searchUsage',
    'brokerAuthority',
    'listImports',
    'getImport',
    'listDatasets',
    'datasetStatus',
    'refreshDatasets',
    'getVerdictProfile',
    'updateVerdictProfile',
  ],
};
