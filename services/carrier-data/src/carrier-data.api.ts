import type { ServiceDescriptor } from '@logiscope/infra';
import type { EquipmentRecord } from './carrier/carrier.model';

/** The spec's Carrier entity, as the web app shows it (plus the intelligence LogiScope adds). */
export interface CarrierView {
  /** The DOT number: carriers are addressed by it (/carrier/44110). */
  id: string;
  companyName: string;
  legalName: string;
  dbaName: string;
  /** The first MC docket's digits ("123456"), '' when none; all of them in mcNumbers. */
  mcNumber: string;
  mcNumbers: string[];
  dotNumber: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  email: string;
  /** Ten digits; the web formats it (555) 123-4567. */
  phone: string;
  website: string;
  /** SATISFACTORY, CONDITIONAL, UNSATISFACTORY, or '' (shown NOT RATED). */
  safetyRating: string;
  /** Numeric string percent, '' when no BASIC data. */
  basicScore: string;
  /** ACTIVE, INACTIVE, REVOKED, PENDING, NONE. */
  authorityStatus: string;
  /** ACTIVE, VALID, EXPIRED, EXPIRES SOON, INACTIVE, REVOKED, or '' (unknown). */
  insuranceStatus: string;
  insuranceExpiryDate: string;
  /** 0-100, higher is riskier; null with notEnoughData. */
  riskScore: number | null;
  notEnoughData: boolean;
  isRecommended: boolean;
  riskFactors: RiskFactor[];
  truckCount: number;
  driverCount: number;
  trailerCount: number;
  inspectionCount: number;
  violationCount: number;
  crashCount: number;
  oosCount: number;
  /** Out-of-service rate in percent with one decimal, null without inspections. */
  oosRate: number | null;
  outOfService: boolean;
  businessType: string;
  operatingRadius: string;
  operatingStartDate: string;
  entityType: string;
  officers: string[];
  insurancePolicies: {
    coverageType: string;
    layer: string;
    insurer: string;
    policyNumber: string;
    coverageAmount: number;
    effectiveDate: string;
    cancelEffectiveDate: string;
  }[];
  revocations: { docket: string; authorityType: string; revocationType: string; effectiveDate: string }[];
  priorRevokeDotNumber: string;
}

export interface RiskFactor {
  /** authority-age, insurance, safety-rating, oos-rate, crashes, inspections, community-reports, out-of-service, revocations */
  code: string;
  label: string;
  /** Points added to (or, negative, taken from) the score. */
  impact: number;
  detail: string;
}

export interface SharedIdentifier {
  /** phone, email, address, officer, vin, prior-revocation */
  kind: string;
  value: string;
  carriers: { id: string; companyName: string; dotNumber: string; mcNumber: string; state: string; authorityStatus: string }[];
  /** How many carriers share it in all (the list is capped). */
  total: number;
  /** True when the value looks like a registered agent or filing service that legitimately appears on many carriers. */
  discounted: boolean;
}

export interface Page {
  page: number;
  pageSize: number;
}

export interface CarrierSearchReply {
  carriers: CarrierView[];
  total: number;
  page: number;
  pageSize: number;
  /** Email and phone searches echo the normalised query. */
  query?: string;
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

export interface LookupReply {
  found: boolean;
  message: string;
  carrier?: CarrierView;
}

/** A vehicle as the Equipment tab lists it: the stored record without its carrier key. */
export type EquipmentView = Omit<EquipmentRecord, 'dotNumber'>;

/** A carrier's equipment sync (a background job): its state while it runs, its outcome once done. */
export interface EquipmentSyncView {
  jobId: string;
  /** queued, running (retries included), completed, failed. */
  state: string;
  /** Vehicles the source reported (= total; the name the first clients read). */
  synced: number;
  total: number;
  /** Of them: new to the carrier, changed, already known as they are. */
  added: number;
  updated: number;
  unchanged: number;
  /** Roadside inspections those vehicles were seen at. */
  inspections: number;
  /** store (the imported inspection files) or fmcsa (FMCSA's inspection data). */
  source: string;
  requestedAt: string;
  /** '' until a worker starts it. */
  startedAt: string;
  /** '' until completed or failed. */
  finishedAt: string;
  attempts: number;
  /** Why the latest attempt failed, '' otherwise. */
  error: string;
}

export interface SavedCarrierView {
  id: string;
  carrierId: string;
  carrier: CarrierView;
  notes: string;
  tags: string[];
  monitored: boolean;
  createdAt: string;
}

export interface MonitoringAlertView {
  id: string;
  carrierId: string;
  title: string;
  description: string;
  /** LOW, MEDIUM, HIGH, CRITICAL */
  severity: string;
  createdAt: string;
}

export interface SearchHistoryEntry {
  id: string;
  searchType: string;
  query: string;
  resultsCount: number;
  createdAt: string;
}

/** An FMCSA import run (`npm run import`) as the admin screen shows it: the stored run plus its progress at read time. */
export interface ImportRunView {
  /** Stable for the same set of files: re-running the same command resumes the run. */
  id: string;
  runId: string;
  /** running, completed, failed, or stalled: still marked running but no batch committed for minutes (the CLI was killed; run it again to resume). */
  status: string;
  /** File names only, never the server's paths. */
  files: { name: string; layout: string; size: number; bytesDone: number; done: boolean }[];
  /** The file being read, '' when none is left. */
  currentFile: string;
  initialLoad: boolean;
  bytesDone: number;
  bytesTotal: number;
  /** 0-100, one decimal, floored (100 only once completed). */
  percent: number;
  rowsRead: number;
  /** Over the run: rows read divided by the time from its start to its last committed batch (or its end). */
  rowsPerSecond: number;
  /** Seconds left at that pace; null unless running with a measurable pace. */
  etaSeconds: number | null;
  rowErrors: number;
  created: number;
  changed: number;
  unchanged: number;
  startedAt: string;
  updatedAt: string;
  /** '' until finished. */
  finishedAt: string;
  /** The first skipped rows: the file, its line and why. */
  errorSamples: { file: string; line: number; reason: string }[];
}

/** carrier-data's application API (gateway → in-process or gRPC). */
export interface CarrierDataApi {
  search(request: Caller & Page & { q: string }): Promise<CarrierSearchReply>;
  advancedSearch(request: AdvancedSearchRequest): Promise<CarrierSearchReply>;
  searchByEmail(request: Caller & Page & { email: string }): Promise<CarrierSearchReply>;
  searchByPhone(request: Caller & Page & { phone: string }): Promise<CarrierSearchReply>;
  getCarrier(request: { id: string }): Promise<CarrierView>;
  sharedIdentifiers(request: { id: string }): Promise<{ identifiers: SharedIdentifier[] }>;
  lookup(request: Caller & { mc: string; dot: string }): Promise<LookupReply>;
  listEquipment(request: { id: string }): Promise<{ equipment: EquipmentView[] }>;
  /** Starts a sync of the carrier's equipment (or joins the one running) and answers its outcome, or its state if still running. */
  syncEquipment(request: Caller & { id: string }): Promise<EquipmentSyncView>;
  /** The carrier's latest equipment sync; lastSync absent when it never ran. */
  getEquipmentSync(request: { id: string }): Promise<{ lastSync?: EquipmentSyncView }>;
  searchVin(request: Caller & { vin: string }): Promise<{ vinDetails: { vin: string; totalRecords: number; carriers: string[] }; equipment: (EquipmentView & { carrierId: string; companyName: string })[] }>;
  listSaved(request: Caller): Promise<{ saved: SavedCarrierView[] }>;
  saveCarrier(request: Caller & { carrierId: string; notes: string; tags: string[] }): Promise<SavedCarrierView>;
  removeSaved(request: Caller & { carrierId: string }): Promise<{ removed: boolean }>;
  setMonitored(request: Caller & { carrierId: string; monitored: boolean }): Promise<SavedCarrierView>;
  listAlerts(request: Caller & { limit: number }): Promise<{ alerts: MonitoringAlertView[] }>;
  searchHistory(request: Caller & { limit: number }): Promise<{ entries: SearchHistoryEntry[]; total: number }>;
  /** FMCSA import runs, newest first (the gateway lets administrators only through). */
  listImports(request: { limit: number }): Promise<{ imports: ImportRunView[] }>;
  getImport(request: { id: string }): Promise<ImportRunView>;
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
    'listEquipment',
    'syncEquipment',
    'getEquipmentSync',
    'searchVin',
    'listSaved',
    'saveCarrier',
    'removeSaved',
    'setMonitored',
    'listAlerts',
    'searchHistory',
    'listImports',
    'getImport',
  ],
};
