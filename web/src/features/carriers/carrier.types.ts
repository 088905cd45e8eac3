/**
 * The carrier-data answers as the web app reads them. They mirror services/carrier-data's carrier-data.api.ts
 * (CarrierView, RiskFactor, SharedIdentifier, EquipmentView, SavedCarrierView, MonitoringAlertView,
 * SearchHistoryEntry); the web imports nothing from the services.
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

/** One reason behind the risk score: points added (or, negative, taken away). */
export interface RiskFactor {
  /** authority-age, insurance, safety-rating, oos-rate, crashes, inspections, community-reports, out-of-service, revocations */
  code: string;
  label: string;
  impact: number;
  detail: string;
}

/** The spec's Carrier entity (plus the intelligence LogiScope adds). `id` is the DOT number. */
export interface Carrier {
  id: string;
  companyName: string;
  legalName: string;
  dbaName: string;
  /** Digits of the first MC docket, '' when none. */
  mcNumber: string;
  mcNumbers: string[];
  dotNumber: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  email: string;
  /** Ten digits; shown (555) 123-4567. */
  phone: string;
  website: string;
  /** SATISFACTORY, CONDITIONAL, UNSATISFACTORY or '' (NOT RATED). */
  safetyRating: string;
  /** Numeric string percent, '' without BASIC data. */
  basicScore: string;
  authorityStatus: string;
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
  /** Percent with one decimal, null without inspections. */
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
  /** A registered agent or filing service that legitimately appears on many carriers. */
  discounted: boolean;
}

export interface CarrierSearchResult {
  carriers: Carrier[];
  total: number;
  page: number;
  pageSize: number;
  /** Email and phone searches echo the normalised query. */
  query?: string;
}

export interface Equipment {
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

export interface EquipmentWithCarrier extends Equipment {
  carrierId: string;
  companyName: string;
}

export interface VinSearchResult {
  vinDetails: { vin: string; totalRecords: number; carriers: string[] };
  equipment: EquipmentWithCarrier[];
}

/** A carrier's equipment sync (a background job): POST .../equipment/sync answers it, GET .../equipment/sync polls it. */
export interface EquipmentSyncResult {
  jobId: string;
  /** 'queued', 'running' (retries included), 'completed' or 'failed' */
  state: string;
  /** Vehicles the source reported (same as total). */
  synced: number;
  total: number;
  added: number;
  updated: number;
  unchanged: number;
  inspections: number;
  /** 'store' (the imported FMCSA files) or 'fmcsa' (FMCSA's inspection data, live) */
  source: string;
  requestedAt: string;
  /** '' until it starts. */
  startedAt: string;
  /** '' until it ends. */
  finishedAt: string;
  attempts: number;
  /** Why the latest attempt failed, '' otherwise. */
  error: string;
}

/** GET /api/carriers/:id/equipment/sync */
export interface EquipmentSyncStatus {
  /** null when the carrier's equipment was never synced. */
  lastSync: EquipmentSyncResult | null;
}

export interface SavedCarrier {
  id: string;
  carrierId: string;
  carrier: Carrier;
  notes: string;
  tags: string[];
  monitored: boolean;
  createdAt: string;
}

export interface MonitoringAlert {
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
