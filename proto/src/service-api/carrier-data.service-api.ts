import { z } from 'zod';
import { int32, int64 } from '../protogen/proto-field';
import { defineService } from '../protogen/proto-file';

const SearchRequest = z.object({
  companyId: z.string(),
  userId: z.string(),
  page: int32().describe('1-based.'),
  pageSize: int32(),
  q: z.string(),
}).describe('--------------------------------------------------------------------------------------------------------------------- Requests. company_id and user_id identify the signed-in caller (history and saved carriers are per company).');

const AdvancedSearchRequest = z.object({
  companyId: z.string(),
  userId: z.string(),
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
  companyId: z.string(),
  userId: z.string(),
  page: int32(),
  pageSize: int32(),
  email: z.string(),
});

const SearchByPhoneRequest = z.object({
  companyId: z.string(),
  userId: z.string(),
  page: int32(),
  pageSize: int32(),
  phone: z.string(),
});

const CarrierIdRequest = z.object({
  id: z.string(),
  companyId: z.string().optional().describe('The asking company (GetCarrier judges the verdict under its profile); absent for the default profile.'),
}).describe('GetCarrier, SharedIdentifiers, ListEquipment, GetEquipmentSync: the carrier\'s id (its DOT number).');

const LookupRequest = z.object({
  companyId: z.string(),
  userId: z.string(),
  mc: z.string(),
  dot: z.string(),
});

const SyncEquipmentRequest = z.object({
  companyId: z.string(),
  userId: z.string(),
  id: z.string(),
});

const SearchVinRequest = z.object({
  companyId: z.string(),
  userId: z.string(),
  vin: z.string(),
});

const SearchEquipmentRequest = z.object({
  companyId: z.string(),
  userId: z.string(),
  q: z.string(),
  type: z.string(),
  status: z.string(),
  vin: z.string(),
  page: int32(),
  pageSize: int32(),
}).describe('The equipment tracker\'s query (TS: EquipmentSearchRequest): type ALL | TRACTOR | TRAILER, status ALL | ACTIVE | OUT_OF_SERVICE | INACTIVE, vin a VIN part (\'\' for none).');

const CallerRequest = z.object({
  companyId: z.string(),
  userId: z.string(),
}).describe('ListSaved, ListMonitored: the caller alone.');

const SaveCarrierRequest = z.object({
  companyId: z.string(),
  userId: z.string(),
  carrierId: z.string(),
  notes: z.string(),
  tags: z.array(z.string()),
});

const RemoveSavedRequest = z.object({
  companyId: z.string(),
  userId: z.string(),
  carrierId: z.string(),
});

const SetMonitoredRequest = z.object({
  companyId: z.string(),
  userId: z.string(),
  carrierId: z.string(),
  monitored: z.boolean(),
});

const LimitRequest = z.object({
  companyId: z.string(),
  userId: z.string(),
  limit: int32(),
}).describe('ListAlerts, SearchHistory.');

const RiskFactor = z.object({
  code: z.string().describe('authority-age | insurance | safety-rating | oos-rate | crashes | inspections | community-reports | out-of-service | revocations ...'),
  label: z.string(),
  impact: z.number().describe('Points added to (negative: taken from) the score.'),
  detail: z.string(),
  labelKey: z.string().describe('Explanation keys and their parameters (the web renders them in the reader\'s language).'),
  key: z.string(),
  params: z.record(z.string(), z.string()),
});

const InsurancePolicy = z.object({
  coverageType: z.string(),
  layer: z.string(),
  insurer: z.string(),
  policyNumber: z.string(),
  coverageAmount: z.number(),
  effectiveDate: z.string(),
  cancelEffectiveDate: z.string(),
  docket: z.string(),
  formCode: z.string().describe('91X | 91 | 34 | 84 | 85 ...'),
  endReason: z.string(),
  source: z.string().describe('L&I (legacy) | Motus'),
  asOf: z.string(),
});

const Revocation = z.object({
  docket: z.string(),
  authorityType: z.string(),
  revocationType: z.string(),
  effectiveDate: z.string(),
  serveDate: z.string(),
  source: z.string(),
});

const VerdictCheck = z.object({
  rule: z.string(),
  outcome: z.string(),
  key: z.string(),
  params: z.record(z.string(), z.string()),
  message: z.string(),
  dataset: z.string(),
  asOf: z.string(),
  missing: z.boolean(),
  source: z.string().describe('The data set the date comes from (\'\' when not one), and whether it is older than the freshness limit.'),
  stale: z.boolean(),
});

const Verdict = z.object({
  outcome: z.string(),
  checks: z.array(VerdictCheck),
  profile: z.string(),
}).describe('The verdict: PASS, REVIEW or FAIL under the company\'s rule profile, with its checks.');

const Authority = z.object({
  docket: z.string(),
  kind: z.string().describe('CARRIER_PROPERTY | CARRIER_HHG | CARRIER_PASSENGERS | CARRIER_MEXICO | CARRIER_NON_NA | BROKER | FREIGHT_FORWARDER'),
  label: z.string(),
  status: z.string().describe('ACTIVE | PENDING | INACTIVE | REVOKED | WITHDRAWN | NONE'),
  since: z.string(),
  asOf: z.string(),
  source: z.string(),
  revocationPending: z.boolean(),
}).describe('One authority per docket and kind, as of its newest fact.');

const AuthorityEvent = z.object({
  docket: z.string(),
  kind: z.string(),
  label: z.string(),
  action: z.string(),
  status: z.string(),
  date: z.string(),
  source: z.string(),
}).describe('One AuthHist row (legacy or Motus).');

const ProcessAgent = z.object({
  docket: z.string(),
  name: z.string(),
  city: z.string(),
  state: z.string(),
}).describe('A BOC-3 process agent (Motus).');

const CarrierView = z.object({
  id: z.string().describe('The DOT number: carriers are addressed by it.'),
  companyName: z.string(),
  legalName: z.string(),
  dbaName: z.string(),
  mcNumber: z.string().describe('The first MC docket\'s digits, \'\' when none; all of them in mc_numbers.'),
  mcNumbers: z.array(z.string()),
  dotNumber: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  email: z.string(),
  phone: z.string(),
  website: z.string(),
  safetyRating: z.string().describe('SATISFACTORY | CONDITIONAL | UNSATISFACTORY | \'\' (not rated)'),
  basicScore: z.string().describe('Numeric string percent, \'\' when no BASIC data.'),
  authorityStatus: z.string().describe('The motor-carrier authority: ACTIVE | PENDING | INACTIVE | REVOKED | WITHDRAWN | NONE | UNKNOWN'),
  insuranceStatus: z.string().describe('BI&PD liability: ACTIVE | VALID | EXPIRED | EXPIRES SOON | INACTIVE | REVOKED | NONE | UNKNOWN'),
  insuranceExpiryDate: z.string(),
  riskScore: z.number().nullable().describe('0-100, higher is riskier; absent (null in TS) with not_enough_data.'),
  notEnoughData: z.boolean(),
  isRecommended: z.boolean(),
  riskFactors: z.array(RiskFactor),
  truckCount: int32(),
  driverCount: int32(),
  trailerCount: int32(),
  inspectionCount: int32(),
  violationCount: int32(),
  crashCount: int32(),
  oosCount: int32(),
  oosRate: z.number().nullable().describe('Percent with one decimal; absent (null in TS) without inspections.'),
  outOfService: z.boolean(),
  businessType: z.string(),
  operatingRadius: z.string(),
  operatingStartDate: z.string(),
  entityType: z.string(),
  officers: z.array(z.string()),
  insurancePolicies: z.array(InsurancePolicy),
  revocations: z.array(Revocation),
  priorRevokeDotNumber: z.string(),
  verdict: Verdict.optional(),
  usdotStatus: z.string().describe('ACTIVE | INACTIVE | PENDING | \'\' (census, SAFER)'),
  authorities: z.array(Authority),
  authorityHistory: z.array(AuthorityEvent),
  bondOnFile: z.number().describe('A broker\'s surety bond or trust fund in force, whole dollars (never liability).'),
  processAgents: z.array(ProcessAgent),
}).describe('--------------------------------------------------------------------------------------------------------------------- The carrier, as every reply shows it.');

const CarrierSearchReply = z.object({
  carriers: z.array(CarrierView),
  total: int32(),
  page: int32(),
  pageSize: int32(),
  query: z.string().optional().describe('Email and phone searches echo the normalised query; unset (undefined in TS) otherwise.'),
}).describe('--------------------------------------------------------------------------------------------------------------------- Replies.');

const SharedCarrier = z.object({
  id: z.string(),
  companyName: z.string(),
  dotNumber: z.string(),
  mcNumber: z.string(),
  state: z.string(),
  authorityStatus: z.string(),
});

const SharedIdentifier = z.object({
  kind: z.string().describe('phone | email | address | officer | vin | prior-revocation'),
  value: z.string(),
  carriers: z.array(SharedCarrier),
  total: int32().describe('How many carriers share it in all (the list is capped).'),
  discounted: z.boolean().describe('The value looks like a registered agent or filing service that legitimately appears on many carriers.'),
});

const SharedIdentifiersReply = z.object({
  identifiers: z.array(SharedIdentifier),
});

const LookupReply = z.object({
  found: z.boolean(),
  message: z.string(),
  carrier: CarrierView.optional().describe('Absent (undefined in TS) when not found.'),
});

const LookupSamplesRequest = z.object({

});

const LookupSample = z.object({
  number: z.string().describe('Digits of the MC docket or DOT number.'),
  companyName: z.string(),
  standing: z.string().describe('ACTIVE_INSURED | REVOKED | OUT_OF_SERVICE | OTHER'),
});

const LookupSamplesView = z.object({
  mc: z.array(LookupSample),
  dot: z.array(LookupSample),
}).describe('Up to three of each; the DOT samples are other carriers than the MC ones.');

const EquipmentView = z.object({
  id: z.string(),
  equipmentType: z.string(),
  equipmentYear: int32().nullable().describe('Absent (null in TS) when unknown.'),
  equipmentMake: z.string(),
  equipmentModel: z.string(),
  vehicleVin: z.string(),
  licensePlate: z.string(),
  plateState: z.string(),
  unitNumber: z.string(),
  inspectionDate: z.string(),
  inspectionState: z.string(),
  inspectionId: z.string(),
  registrationState: z.string(),
  ownerName: z.string(),
  lastSeen: z.string(),
  vehicleOutOfService: z.boolean().nullable().describe('Absent (null in TS) when the source did not say how the inspection ended.'),
  vehicleViolations: int32().nullable(),
});

const ListEquipmentReply = z.object({
  equipment: z.array(EquipmentView),
});

const SyncEquipmentReply = z.object({
  jobId: z.string(),
  state: z.string().describe('queued | running | completed | failed'),
  synced: int32().describe('Vehicles the source reported (same as total).'),
  total: int32(),
  added: int32(),
  updated: int32(),
  unchanged: int32(),
  inspections: int32(),
  source: z.string().describe('store | fmcsa'),
  requestedAt: z.string(),
  startedAt: z.string().describe('\'\' until a worker starts it.'),
  finishedAt: z.string().describe('\'\' until completed or failed.'),
  attempts: int32(),
  error: z.string().describe('Why the latest attempt failed, \'\' otherwise.'),
}).describe('A carrier\'s equipment sync (TS: EquipmentSyncView): what SyncEquipment answers, and GetEquipmentSync\'s last_sync.');

const EquipmentSyncStatusReply = z.object({
  lastSync: SyncEquipmentReply.optional().describe('Absent (undefined in TS) when the carrier\'s equipment was never synced.'),
});

const VinDetails = z.object({
  vin: z.string(),
  totalRecords: int32(),
  carriers: z.array(z.string()),
});

const VinEquipmentView = z.object({
  id: z.string(),
  equipmentType: z.string(),
  equipmentYear: int32().nullable(),
  equipmentMake: z.string(),
  equipmentModel: z.string(),
  vehicleVin: z.string(),
  licensePlate: z.string(),
  plateState: z.string(),
  unitNumber: z.string(),
  inspectionDate: z.string(),
  inspectionState: z.string(),
  inspectionId: z.string(),
  registrationState: z.string(),
  ownerName: z.string(),
  lastSeen: z.string(),
  carrierId: z.string(),
  companyName: z.string(),
  vehicleOutOfService: z.boolean().nullable(),
  vehicleViolations: int32().nullable(),
}).describe('EquipmentView\'s fields plus the carrier it was seen on (TS: EquipmentView & { carrierId; companyName }).');

const TrackedEquipmentView = z.object({
  id: z.string(),
  equipmentType: z.string(),
  equipmentYear: int32().nullable(),
  equipmentMake: z.string(),
  equipmentModel: z.string(),
  vehicleVin: z.string(),
  licensePlate: z.string(),
  plateState: z.string(),
  unitNumber: z.string(),
  inspectionDate: z.string(),
  inspectionState: z.string(),
  inspectionId: z.string(),
  registrationState: z.string(),
  ownerName: z.string(),
  lastSeen: z.string(),
  vehicleOutOfService: z.boolean().nullable(),
  vehicleViolations: int32().nullable(),
  carrierId: z.string(),
  companyName: z.string(),
  mcNumber: z.string(),
  kind: z.string(),
  status: z.string(),
  inspectionResult: z.string(),
}).describe('A vehicle on the equipment tracker (TS: TrackedEquipmentView): EquipmentView\'s fields, its carrier and what is derived from its last inspection (kind TRACTOR | TRAILER; status ACTIVE | OUT_OF_SERVICE | INACTIVE; inspection_result PASSED | CONDITIONAL | FAILED | UNKNOWN).');

const EquipmentPage = z.object({
  items: z.array(TrackedEquipmentView),
  total: int32(),
  capped: z.boolean().describe('total is a lower bound: more vehicles match than were counted.'),
  page: int32(),
  pageSize: int32(),
});

const SearchVinReply = z.object({
  vinDetails: VinDetails.optional(),
  equipment: z.array(VinEquipmentView),
});

const SavedCarrierView = z.object({
  id: z.string(),
  carrierId: z.string(),
  carrier: CarrierView.optional(),
  notes: z.string(),
  tags: z.array(z.string()),
  monitored: z.boolean(),
  createdAt: z.string(),
});

const ListSavedReply = z.object({
  saved: z.array(SavedCarrierView),
});

const ListMonitoredReply = z.object({
  monitored: z.array(SavedCarrierView),
});

const RemoveSavedReply = z.object({
  removed: z.boolean(),
});

const MonitoringAlertView = z.object({
  id: z.string(),
  carrierId: z.string(),
  title: z.string(),
  description: z.string(),
  severity: z.string().describe('LOW | MEDIUM | HIGH | CRITICAL'),
  createdAt: z.string(),
  code: z.string().optional().describe('Stable kind ("authority-revoked", "verdict-changed"); empty on alerts stored before codes.'),
  params: z.record(z.string(), z.string()).describe('The values the web words the code with; title and description stay in plain English as the fallback.'),
});

const ListAlertsReply = z.object({
  alerts: z.array(MonitoringAlertView),
});

const SearchHistoryEntry = z.object({
  id: z.string(),
  searchType: z.string(),
  query: z.string(),
  resultsCount: int32(),
  createdAt: z.string(),
});

const SearchHistoryReply = z.object({
  entries: z.array(SearchHistoryEntry),
  total: int32(),
});

const SearchUsageRequest = z.object({
  companyId: z.string(),
  userId: z.string(),
  timeZone: z.string().describe('IANA name (America/Chicago); UTC when empty.'),
}).describe('The control panel\'s usage (TS UsageView): counted over the whole history, "today" and "this month" in time_zone.');

const UsageView = z.object({
  totalSearches: int32(),
  searchesThisMonth: int32(),
  searchesToday: int32(),
  recentSearches: z.array(SearchHistoryEntry),
});

const BrokerAuthorityRequest = z.object({
  mcNumber: z.string(),
  dotNumber: z.string(),
}).describe('identity\'s broker verification (through the gateway): the record an MC/DOT name.');

const BrokerAuthorityRecord = z.object({
  found: z.boolean(),
  dotNumber: z.string(),
  mcNumbers: z.array(z.string()),
  brokerAuthority: z.boolean().describe('Operating authority ACTIVE with BROKER among the authority types.'),
  email: z.string(),
  phone: z.string(),
});

const ListImportsRequest = z.object({
  limit: int32(),
}).describe('--------------------------------------------------------------------------------------------------------------------- FMCSA import runs (npm run import), for administrators. Byte counts are int64 (a census file passes 2 GB).');

const ImportIdRequest = z.object({
  id: z.string(),
});

const ImportFileView = z.object({
  name: z.string().describe('The file\'s name, never its path on the server.'),
  layout: z.string(),
  size: int64(),
  bytesDone: int64(),
  done: z.boolean(),
});

const ImportErrorSample = z.object({
  file: z.string(),
  line: int32(),
  reason: z.string(),
});

const ImportRunView = z.object({
  id: z.string(),
  runId: z.string(),
  status: z.string().describe('running | completed | failed | stalled'),
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

const ListImportsReply = z.object({
  imports: z.array(ImportRunView),
});

const UpdateVerdictProfileRequest = z.object({
  companyId: z.string(),
  userId: z.string(),
  email: z.string(),
  minAuthorityAgeDays: int32(),
  minLiabilityUsd: z.number(),
  contactChangeDays: int32(),
  disabledRules: z.array(z.string()).describe('Optional checks turned off (authority-age, insurance-cancellation, ...).'),
  freshnessDays: int32().describe('Authority, insurance and out-of-service data last confirmed longer ago than this (1-30 days) withholds Pass.'),
  acceptedLimits: z.array(z.string()).describe('Authority limits the company accepts for its own lanes (intrastate, exempt, household-goods, cross-border).'),
}).describe('--------------------------------------------------------------------------------------------------------------------- A company\'s verdict rules (the control panel\'s Verdict rules tab). Read by any user of the company, changed by its administrators (the gateway checks the role); email is who changed them.');

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

const DatasetCoverage = z.object({
  dataset: z.string(),
  imported: z.boolean(),
  asOf: z.string(),
});

const ListDatasetsReply = z.object({
  datasets: z.array(DatasetCoverage),
});

const DatasetStatusRequest = z.object({

}).describe('--------------------------------------------------------------------------------------------------------------------- The Data sets screen (proto/src/views/datasets.views.ts) and the daily refresh from the DOT open data portal.');

const RefreshDatasetsRequest = z.object({

});

const DatasetRefreshOutcome = z.object({
  kind: z.string(),
  mode: z.string().describe('daily | baseline | none'),
  publishedDay: z.string(),
  rows: int32(),
  rowErrors: int32(),
  importRunId: z.string(),
  note: z.string(),
  error: z.string(),
});

const DatasetRefreshRun = z.object({
  runId: z.string(),
  trigger: z.string().describe('schedule | manual'),
  status: z.string().describe('running | completed | failed'),
  startedAt: z.string(),
  finishedAt: z.string(),
  datasets: z.array(DatasetRefreshOutcome),
});

const DatasetRefreshState = z.object({
  enabled: z.boolean(),
  everyMinutes: int32(),
  notBefore: z.string(),
  timeZone: z.string(),
  running: z.boolean(),
  lastRun: DatasetRefreshRun.optional().describe('Absent before the first run.'),
});

const DatasetImportSummary = z.object({
  runId: z.string(),
  status: z.string().describe('running | completed | failed'),
  at: z.string(),
  error: z.string(),
});

const DatasetRefreshSummary = z.object({
  kind: z.string(),
  mode: z.string(),
  publishedDay: z.string(),
  rows: int32(),
  rowErrors: int32(),
  importRunId: z.string(),
  note: z.string(),
  error: z.string(),
  at: z.string(),
}).describe('A DatasetRefreshOutcome with the time of its run.');

const DatasetStatus = z.object({
  kind: z.string(),
  title: z.string(),
  family: z.string().describe('census | legacy | motus | other'),
  baselineId: z.string(),
  dailyId: z.string(),
  confirms: z.array(z.string()),
  rows: int32(),
  fileName: z.string(),
  fileDate: z.string(),
  completeThrough: z.string(),
  staleAfterDays: int32().nullable().describe('null: no freshness limit.'),
  stale: z.boolean(),
  lastImport: DatasetImportSummary.optional().describe('Absent when no import read the data set.'),
  lastRefresh: DatasetRefreshSummary.optional().describe('Absent when the refresh never reached it.'),
});

const DatasetsReply = z.object({
  today: z.string(),
  datasets: z.array(DatasetStatus),
  refresh: DatasetRefreshState.optional(),
});

export const CarrierDataContract = defineService({
  file: 'grpc/v1/carrier-data.proto',
  package: 'logiscope.carriers.v1',
  service: 'CarrierDataService',
  source: 'proto/src/service-api/carrier-data.service-api.ts',
  header:
    'carrier-data\'s application API (search, carrier detail, lookup, equipment, watchlist, alerts, imports, verdict profile, datasets), carried over gRPC in the distributed profile. snake_case here, camelCase in TypeScript (proto-loader keepCase: false). Enumeration-like values (safety rating, authority status, severity...) travel as plain strings.\nAbsence and null (proto/src/protogen/proto-field.ts; both ends map them with services/libs/infra/src/distributed/grpc/wire-shape.ts): `x?: Message` is a plain message field, `x?: string` a proto3 `optional`, `x: number | null` a google.protobuf wrapper, so null stays distinct from 0 and \'\' from absent. Counts, pages and years are int32; scores, rates, impacts and amounts are double so fractions round-trip exactly.',
  messages: { SearchRequest, AdvancedSearchRequest, SearchByEmailRequest, SearchByPhoneRequest, CarrierIdRequest, LookupRequest, SyncEquipmentRequest, SearchVinRequest, SearchEquipmentRequest, CallerRequest, SaveCarrierRequest, RemoveSavedRequest, SetMonitoredRequest, LimitRequest, RiskFactor, InsurancePolicy, Revocation, VerdictCheck, Verdict, Authority, AuthorityEvent, ProcessAgent, CarrierView, CarrierSearchReply, SharedCarrier, SharedIdentifier, SharedIdentifiersReply, LookupReply, LookupSamplesRequest, LookupSample, LookupSamplesView, EquipmentView, ListEquipmentReply, SyncEquipmentReply, EquipmentSyncStatusReply, VinDetails, VinEquipmentView, TrackedEquipmentView, EquipmentPage, SearchVinReply, SavedCarrierView, ListSavedReply, ListMonitoredReply, RemoveSavedReply, MonitoringAlertView, ListAlertsReply, SearchHistoryEntry, SearchHistoryReply, SearchUsageRequest, UsageView, BrokerAuthorityRequest, BrokerAuthorityRecord, ListImportsRequest, ImportIdRequest, ImportFileView, ImportErrorSample, ImportRunView, ListImportsReply, UpdateVerdictProfileRequest, VerdictProfileView, ListDatasetsRequest, DatasetCoverage, ListDatasetsReply, DatasetStatusRequest, RefreshDatasetsRequest, DatasetRefreshOutcome, DatasetRefreshRun, DatasetRefreshState, DatasetImportSummary, DatasetRefreshSummary, DatasetStatus, DatasetsReply },
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
  },
});
