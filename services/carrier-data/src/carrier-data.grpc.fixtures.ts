/** The canned replies of the carrier-data transport spec (carrier-data.grpc.int.spec.ts): every shape and trap the wire must keep. */
import { type ValidationIssue } from '@logiscope/kernel';
import type { CarrierDataApi, CarrierView, EquipmentSyncView, EquipmentView, ImportRunView, MonitoringAlertView, SavedCarrierView, SearchHistoryEntry, SharedIdentifier } from './carrier-data.api';
import { DEFAULT_VERDICT_PROFILE, IMPORT_RUN_VIEW_EXAMPLE, type LookupSamplesView, type TrackedEquipmentView, type VerdictProfileView } from '@logiscope/proto/views';

export type Request<M extends keyof CarrierDataApi> = Parameters<CarrierDataApi[M]>[0];
export type Reply<M extends keyof CarrierDataApi> = Awaited<ReturnType<CarrierDataApi[M]>>;
export type VinEquipment = Reply<'searchVin'>['equipment'][number];

export const caller = { companyId: 'c-7f3a', userId: 'u-19' };

/** An established carrier: every field set, a numeric score and OOS rate, nested lists with several entries. */
export const established: CarrierView = {
  id: '44110',
  companyName: 'ACME FREIGHT LINES',
  legalName: 'ACME FREIGHT LINES, LLC',
  dbaName: 'ACME Logística 🚚',
  mcNumber: '123456',
  mcNumbers: ['123456', '654321'],
  dotNumber: '44110',
  address: '1200 Industrial Pkwy, Ste 4',
  city: 'Fort Worth',
  state: 'TX',
  zipCode: '76106',
  email: 'dispatch@acme-freight.example',
  phone: '8175550142',
  website: 'https://acme-freight.example',
  safetyRating: 'SATISFACTORY',
  basicScore: '37.5',
  authorityStatus: 'ACTIVE',
  usdotStatus: 'ACTIVE',
  authorities: [
    { docket: 'MC123456', kind: 'CARRIER_PROPERTY', label: 'Motor Carrier of Property (Except Household Goods)', status: 'ACTIVE', since: '2013-05-14', asOf: '2026-02-27', source: 'Motus Carrier', revocationPending: true },
    { docket: 'MC654321', kind: 'BROKER', label: 'BROKER', status: 'REVOKED', since: '', asOf: '2019-11-02', source: 'L&I Revocation (legacy)', revocationPending: false },
  ],
  authorityHistory: [
    { docket: 'MC123456', kind: 'CARRIER_PROPERTY', label: 'COMMON', action: 'GRANTED', status: 'ACTIVE', date: '2013-05-14', source: 'L&I AuthHist (legacy)' },
    { docket: 'MC654321', kind: 'BROKER', label: 'BROKER', action: 'Involuntary Revocation – Insurance', status: '', date: '2019-11-02', source: 'Motus AuthHist' },
  ],
  bondOnFile: 75_000,
  processAgents: [
    { docket: 'MC123456', name: 'REGISTERED AGENTS OF TEXAS, INC', city: 'Austin', state: 'TX' },
    { docket: 'MC654321', name: '', city: '', state: '' },
  ],
  insuranceStatus: 'EXPIRES SOON',
  insuranceExpiryDate: '2026-03-01',
  riskScore: 42.5,
  notEnoughData: false,
  isRecommended: false,
  riskFactors: [
    { code: 'baseline', label: 'Starting point', impact: 10, detail: 'Every carrier starts at 10.', labelKey: 'risk.baseline.label', key: 'risk.baseline', params: {} },
    { code: 'oos-rate', label: 'Out-of-service rate above average', impact: 20, detail: '12.5% of 48 inspections ended out of service (national average 5.5%).', labelKey: 'risk.oos-rate.label', key: 'risk.oos-rate', params: {} },
    { code: 'insurance', label: 'Insurance expires soon', impact: 15, detail: 'BIPD coverage ends 2026-03-01.', labelKey: 'risk.insurance.label', key: 'risk.insurance', params: {} },
    { code: 'authority-age', label: 'Authority held 12 years', impact: -2.5, detail: 'A long record earns a credit.', labelKey: 'risk.authority-age.label', key: 'risk.authority-age', params: {} },
  ],
  truckCount: 37,
  driverCount: 41,
  trailerCount: 52,
  inspectionCount: 48,
  violationCount: 19,
  crashCount: 2,
  oosCount: 6,
  oosRate: 12.5,
  outOfService: false,
  businessType: 'Authorized For-Hire',
  operatingRadius: 'Interstate',
  operatingStartDate: '2013-05-14',
  entityType: 'CARRIER',
  officers: ['MARIA GONZÁLEZ', "PATRICK O'NEILL"],
  insurancePolicies: [
    {
      docket: 'MC123456',
      coverageType: 'BIPD',
      formCode: '91X',
      layer: 'PRIMARY',
      insurer: 'PROGRESSIVE COUNTY MUTUAL INS CO',
      policyNumber: 'CA 0123-4567',
      coverageAmount: 1_000_000,
      effectiveDate: '2025-03-01',
      cancelEffectiveDate: '2026-03-01',
      endReason: 'CANCEL',
      source: 'Motus',
      asOf: '2026-02-27',
    },
    {
      docket: 'MC123456',
      coverageType: 'CARGO',
      formCode: '',
      layer: 'EXCESS',
      insurer: 'GREAT WEST CASUALTY',
      policyNumber: '',
      coverageAmount: 100_000.5,
      effectiveDate: '2024-07-15',
      cancelEffectiveDate: '',
      endReason: '',
      source: 'L&I (legacy)',
      asOf: '',
    },
    { docket: 'MC654321', coverageType: 'BOND', formCode: '84', layer: '', insurer: 'WESTERN SURETY', policyNumber: 'SB-771', coverageAmount: 75_000, effectiveDate: '2018-01-02', cancelEffectiveDate: '', endReason: '', source: 'Motus', asOf: '2026-02-27' },
  ],
  revocations: [
    { docket: 'MC654321', authorityType: 'BROKER', revocationType: 'INVOLUNTARY REVOCATION', serveDate: '2019-10-03', effectiveDate: '2019-11-02', source: 'L&I Revocation (legacy)' },
    { docket: 'MC123456', authorityType: 'Motor Carrier of Property (Except Household Goods)', revocationType: 'Operating Authority Involuntary Suspension Notice', serveDate: '', effectiveDate: '2026-04-01', source: 'Motus RevokeSuspend' },
  ],
  priorRevokeDotNumber: '3011985',
  verdict: {
    outcome: 'REVIEW',
    profile: 'company:3',
    checks: [
      { rule: 'insurance-cancellation', outcome: 'REVIEW', key: 'verdict.cancellation.pending', params: { coverage: 'BIPD', date: '2026-03-01' }, message: 'The insurer filed a cancellation of the BIPD policy effective Mar 1, 2026.', dataset: 'insurance', asOf: '2025-10-08', source: 'Motus Insur', stale: true, missing: false },
      { rule: 'safety-rating', outcome: 'REVIEW', key: 'verdict.rating.missing', params: {}, message: 'No safety-rating data has been imported (the 42-column census has none).', dataset: 'safety', asOf: '', source: '', stale: false, missing: true },
    ],
  },
};

/** A brand-new carrier: null score and OOS rate, zeros, empty strings and empty lists everywhere they can be. */
export const newcomer: CarrierView = {
  id: '4099871',
  companyName: 'BLUE MESA TRANSPORT',
  legalName: 'BLUE MESA TRANSPORT INC',
  dbaName: '',
  mcNumber: '',
  mcNumbers: [],
  dotNumber: '4099871',
  address: '',
  city: 'Albuquerque',
  state: 'NM',
  zipCode: '',
  email: '',
  phone: '',
  website: '',
  safetyRating: '',
  basicScore: '',
  authorityStatus: 'PENDING',
  usdotStatus: '',
  authorities: [],
  authorityHistory: [],
  bondOnFile: 0,
  processAgents: [],
  insuranceStatus: 'UNKNOWN',
  insuranceExpiryDate: '',
  riskScore: null,
  notEnoughData: true,
  isRecommended: false,
  riskFactors: [{ code: 'authority-age', label: 'Authority granted 3 weeks ago', impact: 0, detail: '', labelKey: 'risk.authority-age.label', key: 'risk.authority-age', params: {} }],
  truckCount: 0,
  driverCount: 0,
  trailerCount: 0,
  inspectionCount: 0,
  violationCount: 0,
  crashCount: 0,
  oosCount: 0,
  oosRate: null,
  outOfService: false,
  businessType: '',
  operatingRadius: '',
  operatingStartDate: '',
  entityType: '',
  officers: [],
  insurancePolicies: [],
  revocations: [],
  priorRevokeDotNumber: '',
  verdict: { outcome: 'FAIL', profile: 'default', checks: [] },
};

/** A spotless carrier: a score and OOS rate of exactly 0 (which must not come back as null), recommended. */
export const spotless: CarrierView = {
  ...established,
  id: '1187330',
  companyName: 'NORTHSTAR REEFER',
  legalName: 'NORTHSTAR REEFER CORP',
  dbaName: '',
  mcNumber: '778899',
  mcNumbers: ['778899'],
  dotNumber: '1187330',
  riskScore: 0,
  oosRate: 0,
  oosCount: 0,
  isRecommended: true,
  outOfService: false,
  riskFactors: [],
  revocations: [],
  priorRevokeDotNumber: '',
  verdict: { outcome: 'FAIL', profile: 'default', checks: [] },
};

export const byId: Record<string, CarrierView> = { [established.id]: established, [newcomer.id]: newcomer, [spotless.id]: spotless };

export const identifiers: SharedIdentifier[] = [
  {
    kind: 'phone',
    value: '8175550142',
    carriers: [
      { id: '2950117', companyName: 'ROADRUNNER EXPRESS', dotNumber: '2950117', mcNumber: '998877', state: 'TX', authorityStatus: 'REVOKED' },
      { id: '3302001', companyName: 'R R EXPRESS LLC', dotNumber: '3302001', mcNumber: '', state: '', authorityStatus: 'NONE' },
    ],
    total: 7,
    discounted: false,
  },
  { kind: 'address', value: '1200 INDUSTRIAL PKWY STE 4 FORT WORTH TX 76106', carriers: [], total: 0, discounted: true },
];

export const tractor: EquipmentView = {
  id: 'eq-1',
  equipmentType: 'TRUCK TRACTOR',
  equipmentYear: 2019,
  equipmentMake: 'FREIGHTLINER',
  equipmentModel: 'CASCADIA',
  vehicleVin: '3AKJHHDR5KSKA1234',
  licensePlate: 'TX-8KD-2291',
  plateState: 'TX',
  unitNumber: '117',
  inspectionDate: '2025-12-04',
  inspectionState: 'OK',
  inspectionId: 'TXI4401234567',
  registrationState: 'TX',
  ownerName: 'ACME FREIGHT LINES, LLC',
  lastSeen: '2025-12-04T16:20:00.000Z',
  vehicleOutOfService: false,
  vehicleViolations: 0,
};
/** Year unknown: null, not 0. */
export const trailer: EquipmentView = {
  ...tractor,
  id: 'eq-2',
  equipmentType: 'SEMI-TRAILER',
  equipmentYear: null,
  equipmentMake: '',
  equipmentModel: '',
  vehicleVin: '1UYVS2538FU000001',
  licensePlate: '',
  plateState: '',
  unitNumber: '',
  ownerName: '',
  // The source did not say how the inspection ended: null, not false or 0.
  vehicleOutOfService: null,
  vehicleViolations: null,
};
/** Tracked on the equipment tracker: an out-of-service tractor, and a trailer whose outcome is unknown (nulls kept). */
export const trackedTractor: TrackedEquipmentView = {
  ...tractor,
  vehicleOutOfService: true,
  vehicleViolations: 3,
  carrierId: '44110',
  companyName: 'ACME FREIGHT LINES',
  mcNumber: '123456',
  kind: 'TRACTOR',
  status: 'OUT_OF_SERVICE',
  inspectionResult: 'FAILED',
};
export const trackedTrailer: TrackedEquipmentView = { ...trailer, carrierId: '2950117', companyName: '', mcNumber: '', kind: 'TRAILER', status: 'INACTIVE', inspectionResult: 'UNKNOWN' };
/** A source that reported year 0: kept as 0, not turned into null. */
export const dolly: EquipmentView = { ...trailer, id: 'eq-3', equipmentType: 'DOLLY', equipmentYear: 0, vehicleVin: '' };

/** A finished equipment sync with every count set. */
export const syncCompleted: EquipmentSyncView = {
  jobId: 'equipment-sync:44110:7c1e2f9a:3',
  state: 'completed',
  synced: 14,
  total: 14,
  added: 2,
  updated: 3,
  unchanged: 9,
  inspections: 41,
  source: 'fmcsa',
  requestedAt: '2026-01-06T10:00:00.000Z',
  startedAt: '2026-01-06T10:00:00.120Z',
  finishedAt: '2026-01-06T10:00:01.870Z',
  attempts: 1,
  error: '',
};
/** One still running after a failed attempt: zero counts, no finish time, the reason of the attempt that failed. */
export const syncRetrying: EquipmentSyncView = {
  ...syncCompleted,
  jobId: 'equipment-sync:3650238:0a9b8c7d:1',
  state: 'running',
  synced: 0,
  total: 0,
  added: 0,
  updated: 0,
  unchanged: 0,
  inspections: 0,
  finishedAt: '',
  attempts: 2,
  error: 'FMCSA inspection data answered HTTP 500: Internal error',
};

export const savedNewcomer: SavedCarrierView = { id: 's-1', carrierId: newcomer.id, carrier: newcomer, notes: '', tags: [], monitored: false, createdAt: '2026-01-05T09:00:00.000Z' };
export const savedEstablished: SavedCarrierView = {
  id: 's-2',
  carrierId: established.id,
  carrier: established,
  notes: 'Good on Dallas → Denver lanes; call before 8 am.',
  tags: ['preferred', 'reefer'],
  monitored: true,
  createdAt: '2026-01-04T21:15:30.000Z',
};

export const alerts: MonitoringAlertView[] = [
  { id: 'a-2', carrierId: established.id, title: 'Insurance expires soon', description: 'BIPD coverage ends 2026-03-01.', severity: 'HIGH', createdAt: '2026-01-06T00:00:00.000Z', code: 'insurance-expiring', params: { who: 'ACME', count: '3', date: '2026-03-01' } },
  { id: 'a-1', carrierId: newcomer.id, title: 'Authority granted', description: '', severity: 'LOW', createdAt: '2026-01-02T00:00:00.000Z', params: {} },
];

export const history: SearchHistoryEntry[] = [
  { id: 'h-3', searchType: 'EMAIL', query: 'dispatch@acme-freight.example', resultsCount: 1, createdAt: '2026-01-06T10:00:00.000Z' },
  { id: 'h-2', searchType: 'ADVANCED', query: 'state=NM', resultsCount: 0, createdAt: '2026-01-06T09:00:00.000Z' },
  { id: 'h-1', searchType: 'SEARCH', query: '', resultsCount: 0, createdAt: '2026-01-06T08:00:00.000Z' },
];

/** A running import: the view's example (byte counts past int32), with a fractional percentage and 0 s left (not null). */
export const importing: ImportRunView = { ...IMPORT_RUN_VIEW_EXAMPLE, percent: 73.1, etaSeconds: 0 };
/** A stalled run that never committed a batch: no pace, no time left (null, not 0), nothing done, no samples. */
export const interrupted: ImportRunView = {
  ...importing,
  id: '0b1c',
  runId: 'imp_20260106_00000000',
  status: 'stalled',
  files: [{ name: 'revocation.txt', layout: 'li-revocation', size: 0, bytesDone: 0, done: false }],
  currentFile: 'revocation.txt',
  initialLoad: false,
  bytesDone: 0,
  bytesTotal: 0,
  percent: 0,
  rowsRead: 0,
  rowsPerSecond: 0,
  etaSeconds: null,
  rowErrors: 0,
  created: 0,
  changed: 0,
  unchanged: 0,
  errorSamples: [],
};

/** Two MC samples (one without a name on file) and one DOT sample. */
export const lookupSamplesReply: LookupSamplesView = {
  mc: [
    { number: '123456', companyName: 'ACME FREIGHT LLC', standing: 'ACTIVE_INSURED' },
    { number: '7', companyName: '', standing: 'REVOKED' },
  ],
  dot: [{ number: '3100042', companyName: 'NEWCOMER TRUCKING', standing: 'OTHER' }],
};

/**
 * A company's saved verdict rules (optional checks off, two authority limits accepted), and the default: revision 0,
 * empty times, no rule off, no limit accepted.
 */
export const savedProfile: VerdictProfileView = {
  minAuthorityAgeDays: 0,
  minLiabilityUsd: 1_000_000,
  contactChangeDays: 365,
  disabledRules: ['authority-age', 'insurance-cancellation', 'revocation-pending', 'shared-identifiers', 'contact-changes', 'mcs150-outdated'],
  freshnessDays: 30,
  acceptedLimits: ['intrastate', 'cross-border'],
  isDefault: false,
  revision: 7,
  updatedAt: '2026-01-07T12:00:00.000Z',
  updatedBy: 'admin@acme-freight.example',
};
export const defaultProfile: VerdictProfileView = {
  ...DEFAULT_VERDICT_PROFILE,
  isDefault: true,
  revision: 0,
  updatedAt: '',
  updatedBy: '',
};

export const noCriteriaIssues: ValidationIssue[] = [
  { path: 'companyName', message: 'Enter a company name, email, phone, MC or DOT number, or state' },
  { path: 'dotNumber', message: 'Must be digits only' },
  { path: '', message: 'Please enter at least one search criteria' },
];
