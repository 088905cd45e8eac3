import { z } from 'zod';
import { int32, int64 } from '../protogen/proto-field';
import { defineService } from '../protogen/proto-file';
import { caller } from '../shared/caller';
import {
  AuthorityEventViewSchema,
  AuthorityViewSchema,
  BrokerAuthorityRecordSchema,
  CarrierSearchReplySchema,
  DatasetCoverageSchema,
  DatasetRefreshOutcomeSchema,
  DatasetRefreshRunSchema,
  DatasetRefreshStateSchema,
  DatasetStatusSchema,
  DatasetsReplySchema,
  EQUIPMENT_KINDS,
  EQUIPMENT_STATUSES,
  EquipmentSyncViewSchema,
  EquipmentViewSchema,
  EquipmentWithCarrierViewSchema,
  ImportRunViewSchema,
  LookupReplySchema,
  LookupSampleSchema,
  LookupSamplesViewSchema,
  MonitoringAlertViewSchema,
  RiskFactorSchema,
  SavedCarrierViewSchema,
  SearchHistoryEntrySchema,
  SharedIdentifierCarrierSchema,
  SharedIdentifierSchema,
  SharedIdentifiersReplySchema,
  TrackedEquipmentViewSchema,
  UsageViewSchema,
  VerdictProfileSettingsSchema,
  VerdictSchema,
  WebhookDeliveryViewSchema,
  WebhookEndpointViewSchema,
  WebhookSecretViewSchema,
} from '../views';

const SearchRequest = z.object({
  ...caller,
  page: int32().describe('1-based.'),
  pageSize: int32(),
  q: z.string(),
}).describe('Requests. company_id and user_id identify the signed-in caller (history and saved carriers are per company).');

const AdvancedSearchRequest = z.object({
  ...caller,
  page: int32(),
  pageSize: int32(),
  companyName: z.string(),
  email: z.string(),
  phone: z.string(),
  mcNumber: z.string(),
  dotNumber: z.string(),
  state: z.string(),
});

const SearchByEmailRequest = z.object({
  ...caller,
  page: int32(),
  pageSize: int32(),
  email: z.string(),
});

const SearchByPhoneRequest = z.object({
  ...caller,
  page: int32(),
  pageSize: int32(),
  phone: z.string(),
});

const CarrierIdRequest = z.object({
  id: z.string(),
  companyId: z.string().optional().describe('The asking company (GetCarrier judges the verdict under its profile); absent for the default profile.'),
}).describe('GetCarrier, SharedIdentifiers, ListEquipment, GetEquipmentSync: the carrier\'s id (its DOT number).');

const LookupRequest = z.object({ ...caller, mc: z.string(), dot: z.string() });

const SyncEquipmentRequest = z.object({ ...caller, id: z.string() });

const SearchVinRequest = z.object({ ...caller, vin: z.string() });

const SearchEquipmentRequest = z.object({
  ...caller,
  q: z.string(),
  type: z.enum(['ALL', ...EQUIPMENT_KINDS]),
  status: z.enum(['ALL', ...EQUIPMENT_STATUSES]),
  vin: z.string(),
  page: int32(),
  pageSize: int32(),
}).describe('The equipment tracker\'s query (TS: EquipmentSearchRequest): type ALL | TRACTOR | TRAILER, status ALL | ACTIVE | OUT_OF_SERVICE | INACTIVE, vin a VIN part (\'\' for none).');

const CallerRequest = z.object(caller).describe('ListSaved, ListMonitored: the caller alone.');

const SaveCarrierRequest = z.object({
  ...caller,
  carrierId: z.string(),
  notes: z.string(),
  tags: z.array(z.string()),
});

const RemoveSavedRequest = z.object({ ...caller, carrierId: z.string() });

const SetMonitoredRequest = z.object({ ...caller, carrierId: z.string(), monitored: z.boolean() });

const LimitRequest = z.object({ ...caller, limit: int32() }).describe('ListAlerts, SearchHistory.');

const RiskFactor = RiskFactorSchema;

const Verdict = VerdictSchema;
const VerdictCheck = Verdict.shape.checks.element;

const Authority = AuthorityViewSchema;

const AuthorityEvent = AuthorityEventViewSchema;

const CarrierSearchReply = CarrierSearchReplySchema;
const CarrierView = CarrierSearchReply.shape.carriers.element;
const Revocation = CarrierView.shape.revocations.element;
const InsurancePolicy = CarrierView.shape.insurancePolicies.element;
const ProcessAgent = CarrierView.shape.processAgents.element;

const SharedCarrier = SharedIdentifierCarrierSchema;

const SharedIdentifier = SharedIdentifierSchema;

const SharedIdentifiersReply = SharedIdentifiersReplySchema;

const LookupReply = LookupReplySchema;

const LookupSamplesRequest = z.object({

});

const LookupSample = LookupSampleSchema;

const LookupSamplesView = LookupSamplesViewSchema;

// The HTTP views, with the model year as the int32 it travels as.
const EquipmentView = EquipmentViewSchema.extend({ equipmentYear: int32().nullable() });

const ListEquipmentReply = z.object({ equipment: z.array(EquipmentView) });

const SyncEquipmentReply = EquipmentSyncViewSchema;

// The HTTP view answers null for never synced; the API leaves lastSync out.
const EquipmentSyncStatusReply = z.object({ lastSync: SyncEquipmentReply.optional() });

const VinDetails = z.object({ vin: z.string(), totalRecords: int32(), carriers: z.array(z.string()) });

const VinEquipmentView = EquipmentWithCarrierViewSchema.extend({ equipmentYear: int32().nullable() });

const TrackedEquipmentView = TrackedEquipmentViewSchema.extend({ equipmentYear: int32().nullable() });

const EquipmentPage = z.object({
  items: z.array(TrackedEquipmentView),
  total: int32(),
  capped: z.boolean().describe('total is a lower bound: more vehicles match than were counted.'),
  page: int32(),
  pageSize: int32(),
});

const SearchVinReply = z.object({ vinDetails: VinDetails.optional(), equipment: z.array(VinEquipmentView) });

const SavedCarrierView = SavedCarrierViewSchema;

const ListSavedReply = z.object({ saved: z.array(SavedCarrierView) });

const ListMonitoredReply = z.object({ monitored: z.array(SavedCarrierView) });

const RemoveSavedReply = z.object({ removed: z.boolean() });

const MonitoringAlertView = MonitoringAlertViewSchema;

const ListAlertsReply = z.object({ alerts: z.array(MonitoringAlertView) });

const SetMonitoredManyRequest = z
  .object({ ...caller, carrierIds: z.array(z.string()), monitored: z.boolean() })
  .describe('The public API\'s bulk monitoring (at most 1,000 DOT numbers a call; the gateway bounds it).');

const MonitoringResult = z.object({
  carrierId: z.string().describe('As given.'),
  result: z.string().describe('ADDED, ALREADY_MONITORED, REMOVED, NOT_MONITORED, NOT_FOUND (no such carrier), INVALID (not a DOT number).'),
});

const SetMonitoredManyReply = z.object({ results: z.array(MonitoringResult).describe('One per carrier id given, in its order.') });

const PageRequest = z
  .object({ companyId: z.string(), after: z.string().describe("The position the previous page ended at; '' for the first page."), limit: int32() })
  .describe('ListMonitoredPage, AlertFeed: a page after a position (keyset: what is added or removed meanwhile moves no other item).');

const MonitoredCarrier = z.object({ carrierId: z.string(), name: z.string(), updatedAt: z.string().describe("When the company's watch on the carrier last changed (ISO).") });

const MonitoredPageReply = z.object({ carriers: z.array(MonitoredCarrier).describe('In DOT number order.'), more: z.boolean() });

const FeedAlert = MonitoringAlertViewSchema.extend({
  position: z.string().describe('Where the alert stands in the company\'s feed (the order it was recorded in).'),
});

const AlertFeedReply = z.object({ alerts: z.array(FeedAlert).describe('Oldest recorded first.') });

const SearchHistoryEntry = SearchHistoryEntrySchema;

const SearchHistoryReply = z.object({ entries: z.array(SearchHistoryEntry), total: int32() });

const SearchUsageRequest = z.object({
  ...caller,
  timeZone: z.string().describe('IANA name (America/Chicago); UTC when empty.'),
}).describe('The control panel\'s usage (TS UsageView): counted over the whole history, "today" and "this month" in time_zone.');

const UsageView = UsageViewSchema;

const BrokerAuthorityRequest = z.object({
  mcNumber: z.string(),
  dotNumber: z.string(),
}).describe('identity\'s broker verification (through the gateway): the record an MC/DOT name.');

const BrokerAuthorityRecord = BrokerAuthorityRecordSchema;

const ListImportsRequest = z.object({
  limit: int32(),
}).describe('FMCSA import runs (npm run import), for administrators. Byte counts are int64 (a census file passes 2 GB).');

const ImportIdRequest = z.object({ id: z.string() });

const ImportFileView = z.object({
  name: z.string().describe('The file\'s name, never its path on the server.'),
  layout: z.string(),
  size: int64(),
  bytesDone: int64(),
  done: z.boolean(),
});

const ImportErrorSample = z.object({ file: z.string(), line: int32(), reason: z.string() });

const ImportRunView = z.object({
  id: z.string(),
  runId: z.string(),
  status: ImportRunViewSchema.shape.status,
  files: z.array(ImportFileView),
  currentFile: z.string(),
  initialLoad: z.boolean(),
  bytesDone: int64(),
  bytesTotal: int64(),
  percent: z.number().describe('0-100, one decimal.'),
  rowsRead: int32(),
  rowsPerSecond: z.number(),
  etaSeconds: int32().nullable().describe('Absent (null in TS) unless running with a measurable pace.'),
  rowErrors: int32(),
  created: int32(),
  changed: int32(),
  unchanged: int32(),
  startedAt: z.string(),
  updatedAt: z.string(),
  finishedAt: z.string().describe('\'\' until finished.'),
  errorSamples: z.array(ImportErrorSample),
});

const ListImportsReply = z.object({ imports: z.array(ImportRunView) });

/** A company's verdict rules (the control panel's Verdict rules tab), changed by its administrators (the gateway checks the role); email is who changed them. */
const UpdateVerdictProfileRequest = VerdictProfileSettingsSchema.extend({
  ...caller,
  email: z.string(),
  // Published as a double: dollars, whole in the form but not on the wire.
  minLiabilityUsd: z.number(),
});

const VerdictProfileView = z.object({
  minAuthorityAgeDays: int32(),
  minLiabilityUsd: z.number().describe('0: the federal minimum.'),
  contactChangeDays: int32(),
  disabledRules: z.array(z.string()),
  isDefault: z.boolean(),
  revision: int32().describe('0 for the default profile.'),
  updatedAt: z.string().describe('\'\' for the default profile.'),
  updatedBy: z.string(),
  freshnessDays: int32(),
  acceptedLimits: z.array(z.string()),
});

const ListDatasetsRequest = z.object({

});

const DatasetCoverage = DatasetCoverageSchema;

const ListDatasetsReply = z.object({ datasets: z.array(DatasetCoverage) });

const DatasetStatusRequest = z.object({

}).describe('The Data sets screen (proto/src/carrier-data/datasets.views.ts) and the daily refresh from the DOT open data portal.');

const RefreshDatasetsRequest = z.object({

});

const DatasetRefreshOutcome = DatasetRefreshOutcomeSchema;

const DatasetRefreshRun = DatasetRefreshRunSchema;

const DatasetRefreshState = DatasetRefreshStateSchema;

const DatasetStatus = DatasetStatusSchema;
const DatasetRefreshSummary = DatasetStatus.shape.lastRefresh.unwrap();
const DatasetImportSummary = DatasetStatus.shape.lastImport.unwrap();

const DatasetsReply = DatasetsReplySchema;

/** Webhooks (issue 24 §3): the company's endpoints, managed by its administrators (the gateway checks the role). */
const CreateWebhookRequest = z.object({
  ...caller,
  email: z.string().describe('The administrator registering it (shown in the list, mailed if LogiScope disables it).'),
  url: z.string(),
  events: z.array(z.string()),
  enabled: z.boolean(),
});

const UpdateWebhookRequest = z.object({
  ...caller,
  endpointId: z.string(),
  events: z.array(z.string()).describe('Empty: unchanged (an endpoint always wants at least one event).'),
  enabled: z.boolean().optional(),
});

const WebhookEndpointRequest = z.object({ ...caller, endpointId: z.string() });

const WebhookDeliveryRequest = z.object({ ...caller, endpointId: z.string(), deliveryId: z.string() });

const WebhookEndpointView = WebhookEndpointViewSchema;
const WebhookSecretView = WebhookSecretViewSchema;
const WebhookDeliveryView = WebhookDeliveryViewSchema;
const WebhookAttemptView = WebhookDeliveryView.shape.attempts.element;
const ListWebhookEndpointsReply = z.object({ endpoints: z.array(WebhookEndpointView) });
const ListWebhookDeliveriesReply = z.object({ deliveries: z.array(WebhookDeliveryView) });

export const CarrierDataContract = defineService({
  file: 'grpc/v1/carrier-data.proto',
  package: 'logiscope.carriers.v1',
  service: 'CarrierDataService',
  source: 'proto/src/carrier-data/carrier-data.service-api.ts',
  header:
    'carrier-data\'s application API (search, carrier detail, lookup, equipment, watchlist, alerts, imports, verdict profile, datasets), carried over gRPC in the distributed profile. snake_case here, camelCase in TypeScript (proto-loader keepCase: false). Enumeration-like values (safety rating, authority status, severity...) travel as plain strings.\nAbsence and null (proto/src/protogen/proto-field.ts; both ends map them with services/libs/infra/src/distributed/grpc/wire-shape.ts): `x?: Message` is a plain message field, `x?: string` a proto3 `optional`, `x: number | null` a google.protobuf wrapper, so null stays distinct from 0 and \'\' from absent. Counts, pages and years are int32; scores, rates, impacts and amounts are double so fractions round-trip exactly.',
  messages: { SearchRequest, AdvancedSearchRequest, SearchByEmailRequest, SearchByPhoneRequest, CarrierIdRequest, LookupRequest, SyncEquipmentRequest, SearchVinRequest, SearchEquipmentRequest, CallerRequest, SaveCarrierRequest, RemoveSavedRequest, SetMonitoredRequest, LimitRequest, RiskFactor, InsurancePolicy, Revocation, VerdictCheck, Verdict, Authority, AuthorityEvent, ProcessAgent, CarrierView, CarrierSearchReply, SharedCarrier, SharedIdentifier, SharedIdentifiersReply, LookupReply, LookupSamplesRequest, LookupSample, LookupSamplesView, EquipmentView, ListEquipmentReply, SyncEquipmentReply, EquipmentSyncStatusReply, VinDetails, VinEquipmentView, TrackedEquipmentView, EquipmentPage, SearchVinReply, SavedCarrierView, ListSavedReply, ListMonitoredReply, RemoveSavedReply, MonitoringAlertView, ListAlertsReply, SetMonitoredManyRequest, MonitoringResult, SetMonitoredManyReply, PageRequest, MonitoredCarrier, MonitoredPageReply, FeedAlert, AlertFeedReply, SearchHistoryEntry, SearchHistoryReply, SearchUsageRequest, UsageView, BrokerAuthorityRequest, BrokerAuthorityRecord, ListImportsRequest, ImportIdRequest, ImportFileView, ImportErrorSample, ImportRunView, ListImportsReply, UpdateVerdictProfileRequest, VerdictProfileView, ListDatasetsRequest, DatasetCoverage, ListDatasetsReply, DatasetStatusRequest, RefreshDatasetsRequest, DatasetRefreshOutcome, DatasetRefreshRun, DatasetRefreshState, DatasetImportSummary, DatasetRefreshSummary, DatasetStatus, DatasetsReply, CreateWebhookRequest, UpdateWebhookRequest, WebhookEndpointRequest, WebhookDeliveryRequest, WebhookEndpointView, WebhookSecretView, WebhookAttemptView, WebhookDeliveryView, ListWebhookEndpointsReply, ListWebhookDeliveriesReply },
  rpcs: {
    search: { request: SearchRequest, reply: CarrierSearchReply },
    advancedSearch: { request: AdvancedSearchRequest, reply: CarrierSearchReply },
    searchByEmail: { request: SearchByEmailRequest, reply: CarrierSearchReply },
    searchByPhone: { request: SearchByPhoneRequest, reply: CarrierSearchReply },
    getCarrier: { request: CarrierIdRequest, reply: CarrierView },
    sharedIdentifiers: { request: CarrierIdRequest, reply: SharedIdentifiersReply },
    lookup: { request: LookupRequest, reply: LookupReply },
    lookupSamples: { request: LookupSamplesRequest, reply: LookupSamplesView },
    listEquipment: { request: CarrierIdRequest, reply: ListEquipmentReply },
    syncEquipment: { request: SyncEquipmentRequest, reply: SyncEquipmentReply },
    getEquipmentSync: { request: CarrierIdRequest, reply: EquipmentSyncStatusReply },
    searchVin: { request: SearchVinRequest, reply: SearchVinReply },
    searchEquipment: { request: SearchEquipmentRequest, reply: EquipmentPage },
    listSaved: { request: CallerRequest, reply: ListSavedReply },
    listMonitored: { request: CallerRequest, reply: ListMonitoredReply },
    saveCarrier: { request: SaveCarrierRequest, reply: SavedCarrierView },
    removeSaved: { request: RemoveSavedRequest, reply: RemoveSavedReply },
    setMonitored: { request: SetMonitoredRequest, reply: SavedCarrierView },
    listAlerts: { request: LimitRequest, reply: ListAlertsReply },
    setMonitoredMany: { request: SetMonitoredManyRequest, reply: SetMonitoredManyReply },
    listMonitoredPage: { request: PageRequest, reply: MonitoredPageReply },
    alertFeed: { request: PageRequest, reply: AlertFeedReply },
    searchHistory: { request: LimitRequest, reply: SearchHistoryReply },
    searchUsage: { request: SearchUsageRequest, reply: UsageView },
    brokerAuthority: { request: BrokerAuthorityRequest, reply: BrokerAuthorityRecord },
    listImports: { request: ListImportsRequest, reply: ListImportsReply },
    getImport: { request: ImportIdRequest, reply: ImportRunView },
    listDatasets: { request: ListDatasetsRequest, reply: ListDatasetsReply },
    datasetStatus: { request: DatasetStatusRequest, reply: DatasetsReply },
    refreshDatasets: { request: RefreshDatasetsRequest, reply: DatasetRefreshState },
    getVerdictProfile: { request: CallerRequest, reply: VerdictProfileView },
    updateVerdictProfile: { request: UpdateVerdictProfileRequest, reply: VerdictProfileView },
    listWebhookEndpoints: { request: CallerRequest, reply: ListWebhookEndpointsReply },
    createWebhookEndpoint: { request: CreateWebhookRequest, reply: WebhookSecretView },
    updateWebhookEndpoint: { request: UpdateWebhookRequest, reply: WebhookEndpointView },
    rollWebhookSecret: { request: WebhookEndpointRequest, reply: WebhookSecretView },
    listWebhookDeliveries: { request: WebhookEndpointRequest, reply: ListWebhookDeliveriesReply },
    redeliverWebhook: { request: WebhookDeliveryRequest, reply: WebhookDeliveryView },
    sendWebhookTest: { request: WebhookEndpointRequest, reply: WebhookDeliveryView },
  },
});
