/**
 * carrier-data's answers, as the gateway passes them on under /api (carrier search, detail, equipment, saved
 * carriers, monitoring, FMCSA imports). One definition for carrier-data's API (carrier-data.api.ts re-exports
 * these) and the web app (`import type` from '@logiscope/proto/views'). Types only: nothing here runs.
 */

export interface InsurancePolicyView {
  coverageType: string;
  layer: string;
  insurer: string;
  policyNumber: string;
  coverageAmount: number;
  effectiveDate: string;
  cancelEffectiveDate: string;
}

export interface RevocationView {
  docket: string;
  authorityType: string;
  revocationType: string;
  effectiveDate: string;
}

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
  insurancePolicies: InsurancePolicyView[];
  revocations: RevocationView[];
  priorRevokeDotNumber: string;
}

/** One reason behind the risk score. */
export interface RiskFactor {
  /** authority-age, insurance, safety-rating, oos-rate, crashes, inspections, community-reports, out-of-service, revocations */
  code: string;
  label: string;
  /** Points added to (or, negative, taken from) the score. */
  impact: number;
  detail: string;
}

export interface SharedIdentifierCarrier {
  id: string;
  companyName: string;
  dotNumber: string;
  mcNumber: string;
  state: string;
  authorityStatus: string;
}

/** A phone, e-mail, address, officer, VIN or prior revocation that links carriers (a chameleon signal). */
export interface SharedIdentifier {
  /** phone, email, address, officer, vin, prior-revocation */
  kind: string;
  value: string;
  carriers: SharedIdentifierCarrier[];
  /** How many carriers share it in all (the list is capped). */
  total: number;
  /** True when the value looks like a registered agent or filing service that legitimately appears on many carriers. */
  discounted: boolean;
}

export interface CarrierSearchReply {
  carriers: CarrierView[];
  total: number;
  page: number;
  pageSize: number;
  /** Email and phone searches echo the normalised query. */
  query?: string;
}

export interface LookupReply {
  found: boolean;
  message: string;
  carrier?: CarrierView;
}

/** A vehicle as the Equipment tab lists it (carrier-data stores it with its carrier's DOT number besides). */
export interface EquipmentView {
  id: string;
  /** 'Trailer'; anything else is a truck. */
  equipmentType: string;
  equipmentYear: number | null;
  equipmentMake: string;
  equipmentModel: string;
  vehicleVin: string;
  licensePlate: string;
  plateState: string;
  unitNumber: string;
  inspectionDate: string;
  inspectionState: string;
  inspectionId: string;
  registrationState: string;
  ownerName: string;
  lastSeen: string;
}

/** A vehicle a VIN search found, with the carrier it was seen under. */
export interface EquipmentWithCarrierView extends EquipmentView {
  carrierId: string;
  companyName: string;
}

export interface VinSearchReply {
  vinDetails: { vin: string; totalRecords: number; carriers: string[] };
  equipment: EquipmentWithCarrierView[];
}

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

/** GET /api/carriers/:id/equipment/sync: the gateway answers null where carrier-data leaves lastSync out (never synced). */
export interface EquipmentSyncStatusView {
  lastSync: EquipmentSyncView | null;
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
