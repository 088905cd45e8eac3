import { DomainError, ErrorCode, type ValidationIssue } from '@logiscope/kernel';
import { InProcessServiceRegistry, type ServiceRegistry } from '@logiscope/infra';
import { GrpcServiceRegistry, hostService, startGrpcServer } from '@logiscope/infra/distributed';
import {
  CarrierDataService,
  type AdvancedSearchRequest,
  type CarrierDataApi,
  type CarrierSearchReply,
  type CarrierView,
  type EquipmentSyncView,
  type EquipmentView,
  type ImportRunView,
  type LookupReply,
  type MonitoringAlertView,
  type SavedCarrierView,
  type SearchHistoryEntry,
  type SharedIdentifier,
} from './carrier-data.api';
import type { LookupSamplesView, TrackedEquipmentView, VerdictProfileView } from '@logiscope/proto/views';
import { freePort } from '../../../scripts/lib/net.cjs';

// carrier-data's API over both transports (proto/grpc/v1/carrier-data.proto in the distributed profile), held to the
// same expectations: every reply arrives exactly as the implementation returned it and every request exactly as the
// caller sent it. The traps: nullable numbers (riskScore, oosRate, equipmentYear) keep null apart from 0, optional
// fields (query, carrier) stay absent rather than turning into '' or null, empty strings, false and empty lists survive.

type Request<M extends keyof CarrierDataApi> = Parameters<CarrierDataApi[M]>[0];
type Reply<M extends keyof CarrierDataApi> = Awaited<ReturnType<CarrierDataApi[M]>>;
type VinEquipment = Reply<'searchVin'>['equipment'][number];

const caller = { companyId: 'c-7f3a', userId: 'u-19' };

/** An established carrier: every field set, a numeric score and OOS rate, nested lists with several entries. */
const established: CarrierView = {
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
      coverageType: 'BIPD',
      layer: 'PRIMARY',
      insurer: 'PROGRESSIVE COUNTY MUTUAL INS CO',
      policyNumber: 'CA 0123-4567',
      coverageAmount: 1_000_000,
      effectiveDate: '2025-03-01',
      cancelEffectiveDate: '2026-03-01',
    },
    { coverageType: 'CARGO', layer: 'EXCESS', insurer: 'GREAT WEST CASUALTY', policyNumber: '', coverageAmount: 100_000.5, effectiveDate: '2024-07-15', cancelEffectiveDate: '' },
  ],
  revocations: [{ docket: 'MC654321', authorityType: 'COMMON', revocationType: 'INVOLUNTARY REVOCATION', effectiveDate: '2019-11-02' }],
  priorRevokeDotNumber: '3011985',
  verdict: {
    outcome: 'REVIEW',
    profile: 'company:3',
    checks: [
      { rule: 'insurance-cancellation', outcome: 'REVIEW', key: 'verdict.cancellation.pending', params: { coverage: 'BIPD', date: '2026-03-01' }, message: 'The insurer filed a cancellation of the BIPD policy effective Mar 1, 2026.', dataset: 'insurance', asOf: '2025-10-08', missing: false },
      { rule: 'safety-rating', outcome: 'REVIEW', key: 'verdict.rating.missing', params: {}, message: 'No safety-rating data has been imported (the 42-column census has none).', dataset: 'safety', asOf: '', missing: true },
    ],
  },
};

/** A brand-new carrier: null score and OOS rate, zeros, empty strings and empty lists everywhere they can be. */
const newcomer: CarrierView = {
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
  insuranceStatus: '',
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
const spotless: CarrierView = {
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

const byId: Record<string, CarrierView> = { [established.id]: established, [newcomer.id]: newcomer, [spotless.id]: spotless };

const identifiers: SharedIdentifier[] = [
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

const tractor: EquipmentView = {
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
const trailer: EquipmentView = {
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
const trackedTractor: TrackedEquipmentView = {
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
const trackedTrailer: TrackedEquipmentView = { ...trailer, carrierId: '2950117', companyName: '', mcNumber: '', kind: 'TRAILER', status: 'INACTIVE', inspectionResult: 'UNKNOWN' };
/** A source that reported year 0: kept as 0, not turned into null. */
const dolly: EquipmentView = { ...trailer, id: 'eq-3', equipmentType: 'DOLLY', equipmentYear: 0, vehicleVin: '' };

/** A finished equipment sync with every count set. */
const syncCompleted: EquipmentSyncView = {
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
const syncRetrying: EquipmentSyncView = {
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

const savedNewcomer: SavedCarrierView = { id: 's-1', carrierId: newcomer.id, carrier: newcomer, notes: '', tags: [], monitored: false, createdAt: '2026-01-05T09:00:00.000Z' };
const savedEstablished: SavedCarrierView = {
  id: 's-2',
  carrierId: established.id,
  carrier: established,
  notes: 'Good on Dallas → Denver lanes; call before 8 am.',
  tags: ['preferred', 'reefer'],
  monitored: true,
  createdAt: '2026-01-04T21:15:30.000Z',
};

const alerts: MonitoringAlertView[] = [
  { id: 'a-2', carrierId: established.id, title: 'Insurance expires soon', description: 'BIPD coverage ends 2026-03-01.', severity: 'HIGH', createdAt: '2026-01-06T00:00:00.000Z' },
  { id: 'a-1', carrierId: newcomer.id, title: 'Authority granted', description: '', severity: 'LOW', createdAt: '2026-01-02T00:00:00.000Z' },
];

const history: SearchHistoryEntry[] = [
  { id: 'h-3', searchType: 'EMAIL', query: 'dispatch@acme-freight.example', resultsCount: 1, createdAt: '2026-01-06T10:00:00.000Z' },
  { id: 'h-2', searchType: 'ADVANCED', query: 'state=NM', resultsCount: 0, createdAt: '2026-01-06T09:00:00.000Z' },
  { id: 'h-1', searchType: 'SEARCH', query: '', resultsCount: 0, createdAt: '2026-01-06T08:00:00.000Z' },
];

/** A running import: byte counts past int32, a fractional percentage, and 0 s left (not null). */
const importing: ImportRunView = {
  id: '9f2c41d0a7be13c85e6f0a2d4b7c9e11',
  runId: 'imp_20260107_1a2b3c4d',
  status: 'running',
  files: [
    { name: 'FMCSA_CENSUS1_2026Jan.csv', layout: 'census-147', size: 2_480_117_903, bytesDone: 2_480_117_903, done: true },
    { name: 'insur_2026_01_05.txt', layout: 'li-insur', size: 912_004_117, bytesDone: 3_002, done: false },
  ],
  currentFile: 'insur_2026_01_05.txt',
  initialLoad: true,
  bytesDone: 2_480_120_905,
  bytesTotal: 3_392_122_020,
  percent: 73.1,
  rowsRead: 2_512_340,
  rowsPerSecond: 47_210,
  etaSeconds: 0,
  rowErrors: 2,
  created: 2_498_100,
  changed: 0,
  unchanged: 0,
  startedAt: '2026-01-07T10:00:00.000Z',
  updatedAt: '2026-01-07T10:00:53.210Z',
  finishedAt: '',
  errorSamples: [
    { file: 'FMCSA_CENSUS1_2026Jan.csv', line: 88_214, reason: 'DOT_NUMBER "" is not a number' },
    { file: 'insur_2026_01_05.txt', line: 2, reason: 'docket MC999999 matches no known carrier' },
  ],
};
/** A stalled run that never committed a batch: no pace, no time left (null, not 0), nothing done, no samples. */
const interrupted: ImportRunView = {
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
  errorSamples: [],
};

/** Two MC samples (one without a name on file) and one DOT sample. */
const lookupSamplesReply: LookupSamplesView = {
  mc: [
    { number: '123456', companyName: 'ACME FREIGHT LLC', standing: 'ACTIVE_INSURED' },
    { number: '7', companyName: '', standing: 'REVOKED' },
  ],
  dot: [{ number: '3100042', companyName: 'NEWCOMER TRUCKING', standing: 'OTHER' }],
};

/** A company's saved verdict rules (every optional check but one off), and the default: revision 0, empty times, no rule off. */
const savedProfile: VerdictProfileView = {
  minAuthorityAgeDays: 0,
  minLiabilityUsd: 1_000_000,
  contactChangeDays: 365,
  disabledRules: ['authority-age', 'insurance-cancellation', 'revocation-pending', 'shared-identifiers', 'contact-changes'],
  isDefault: false,
  revision: 7,
  updatedAt: '2026-01-07T12:00:00.000Z',
  updatedBy: 'admin@acme-freight.example',
};
const defaultProfile: VerdictProfileView = { minAuthorityAgeDays: 90, minLiabilityUsd: 0, contactChangeDays: 30, disabledRules: [], isDefault: true, revision: 0, updatedAt: '', updatedBy: '' };

const noCriteriaIssues: ValidationIssue[] = [
  { path: 'companyName', message: 'Enter a company name, email, phone, MC or DOT number, or state' },
  { path: 'dotNumber', message: 'Must be digits only' },
  { path: '', message: 'Please enter at least one search criteria' },
];

/** An in-test carrier-data: canned, realistic replies; records every request it receives. */
function fakeCarrierData() {
  const received: { method: keyof CarrierDataApi; request: unknown }[] = [];
  const record = <M extends keyof CarrierDataApi>(method: M, request: Request<M>) => void received.push({ method, request });
  const page = (request: { page: number; pageSize: number }, carriers: CarrierView[], total: number): CarrierSearchReply => ({
    carriers,
    total,
    page: request.page,
    pageSize: request.pageSize,
  });
  const api: CarrierDataApi = {
    async search(request) {
      record('search', request);
      return request.q === 'nothing' ? page(request, [], 0) : page(request, [established, newcomer, spotless], 3);
    },
    async advancedSearch(request) {
      record('advancedSearch', request);
      const { companyName, email, phone, mcNumber, dotNumber, state } = request;
      if (![companyName, email, phone, mcNumber, dotNumber, state].some(Boolean)) throw DomainError.validation('Please enter at least one search criteria', noCriteriaIssues);
      return page(request, [newcomer], 41);
    },
    async searchByEmail(request) {
      record('searchByEmail', request);
      return { ...page(request, [established], 1), query: request.email.trim().toLowerCase() };
    },
    async searchByPhone(request) {
      record('searchByPhone', request);
      // The echo is the digits of the phone: '' (present, not absent) when it has none.
      return { ...page(request, [], 0), query: request.phone.replace(/\D/g, '') };
    },
    async getCarrier(request) {
      record('getCarrier', request);
      const carrier = byId[request.id];
      if (!carrier) throw DomainError.notFound('Carrier not found');
      return carrier;
    },
    async sharedIdentifiers(request) {
      record('sharedIdentifiers', request);
      return { identifiers: request.id === newcomer.id ? [] : identifiers };
    },
    async lookup(request) {
      record('lookup', request);
      if (request.dot === established.dotNumber || request.mc === established.mcNumber) return { found: true, message: '', carrier: established };
      if (request.dot === newcomer.dotNumber) return { found: true, message: 'Found in FMCSA; not yet in the LogiScope index', carrier: newcomer };
      return { found: false, message: `No carrier found for MC ${request.mc} / DOT ${request.dot}` };
    },
    async lookupSamples(request) {
      record('lookupSamples', request);
      return lookupSamplesReply;
    },
    async listEquipment(request) {
      record('listEquipment', request);
      return { equipment: request.id === newcomer.id ? [] : [tractor, trailer, dolly] };
    },
    async syncEquipment(request) {
      record('syncEquipment', request);
      return request.id === newcomer.id ? syncRetrying : syncCompleted;
    },
    async getEquipmentSync(request) {
      record('getEquipmentSync', request);
      return request.id === newcomer.id ? {} : { lastSync: syncCompleted };
    },
    async searchEquipment(request) {
      record('searchEquipment', request);
      if (request.q === 'nothing') return { items: [], total: 0, capped: false, page: request.page, pageSize: request.pageSize };
      return { items: [trackedTractor, trackedTrailer], total: 10_000, capped: true, page: request.page, pageSize: request.pageSize };
    },
    async searchVin(request) {
      record('searchVin', request);
      if (request.vin !== tractor.vehicleVin) return { vinDetails: { vin: request.vin, totalRecords: 0, carriers: [] }, equipment: [] };
      const equipment: VinEquipment[] = [
        { ...tractor, carrierId: established.id, companyName: established.companyName },
        { ...tractor, id: 'eq-9', equipmentYear: null, unitNumber: '', ownerName: '', lastSeen: '2023-02-11T00:00:00.000Z', carrierId: '2950117', companyName: '' },
      ];
      return { vinDetails: { vin: request.vin, totalRecords: 2, carriers: [established.companyName, 'ROADRUNNER EXPRESS'] }, equipment };
    },
    async listSaved(request) {
      record('listSaved', request);
      return { saved: request.companyId === 'c-empty' ? [] : [savedEstablished, savedNewcomer] };
    },
    async saveCarrier(request) {
      record('saveCarrier', request);
      const carrier = byId[request.carrierId];
      if (!carrier) throw DomainError.notFound('Carrier not found');
      return { id: 's-3', carrierId: request.carrierId, carrier, notes: request.notes, tags: request.tags, monitored: false, createdAt: '2026-01-07T12:00:00.000Z' };
    },
    async removeSaved(request) {
      record('removeSaved', request);
      return { removed: request.carrierId === savedEstablished.carrierId };
    },
    async setMonitored(request) {
      record('setMonitored', request);
      const saved = request.carrierId === newcomer.id ? savedNewcomer : savedEstablished;
      return { ...saved, monitored: request.monitored };
    },
    async listAlerts(request) {
      record('listAlerts', request);
      return { alerts: request.limit === 0 ? [] : alerts.slice(0, request.limit) };
    },
    async searchHistory(request) {
      record('searchHistory', request);
      return { entries: history.slice(0, request.limit), total: history.length };
    },
    async listImports(request) {
      record('listImports', request);
      return { imports: [importing, interrupted].slice(0, request.limit) };
    },
    async listDatasets(request) {
      record('listDatasets', request);
      return {
        datasets: [
          { dataset: 'census', imported: true, asOf: '2025-10-01' },
          { dataset: 'authority', imported: false, asOf: '' },
          { dataset: 'reports', imported: true, asOf: '' },
        ],
      };
    },
    async getImport(request) {
      record('getImport', request);
      const run = [importing, interrupted].find((r) => r.id === request.id);
      if (!run) throw DomainError.notFound('Import not found.');
      return run;
    },
    async getVerdictProfile(request) {
      record('getVerdictProfile', request);
      return request.companyId === caller.companyId ? savedProfile : defaultProfile;
    },
    async updateVerdictProfile(request) {
      record('updateVerdictProfile', request);
      if ((request.disabledRules as string[]).includes('out-of-service')) {
        throw DomainError.validation('This check is required by law and cannot be turned off', [{ path: 'disabledRules.0', message: 'This check is required by law and cannot be turned off' }]);
      }
      const { companyId: _c, userId: _u, email, ...settings } = request;
      return { ...settings, isDefault: false, revision: 8, updatedAt: '2026-01-08T09:30:00.000Z', updatedBy: email };
    },
  };
  return { api, received };
}

interface Transport {
  registry: ServiceRegistry;
  close(): Promise<void>;
}


async function rejection(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected the call to fail');
}

function describeCarrierDataTransport(engine: string, setup: (implementation: CarrierDataApi, onInternalError: jest.Mock) => Promise<Transport>): void {
  describe(`carrier-data API [${engine}]`, () => {
    const { api, received } = fakeCarrierData();
    const onInternalError = jest.fn();
    let transport: Transport;
    let client: CarrierDataApi;

    /** Calls the method and checks the implementation received exactly the request (a copy, not the caller's object). */
    async function call<M extends keyof CarrierDataApi>(method: M, request: Request<M>): Promise<Reply<M>> {
      const before = received.length;
      const reply = await (client[method] as (r: Request<M>) => Promise<Reply<M>>)(request);
      expect(received.slice(before)).toHaveLength(1);
      expect(received[before].method).toBe(method);
      expect(received[before].request).toStrictEqual(request);
      expect(received[before].request).not.toBe(request);
      return reply;
    }

    beforeAll(async () => {
      transport = await setup(api, onInternalError);
      client = transport.registry.client(CarrierDataService);
    });
    afterAll(async () => {
      await transport?.close();
    });
    afterEach(() => {
      expect(onInternalError).not.toHaveBeenCalled();
    });

    it('exposes exactly the descriptor methods', () => {
      expect(Object.keys(client).sort()).toEqual([...CarrierDataService.methods].sort());
    });

    it('search: full carriers, null and 0 scores kept apart, no query echo', async () => {
      const reply = await call('search', { ...caller, page: 1, pageSize: 25, q: 'acme  Freight ' });
      expect(reply).toStrictEqual({ carriers: [established, newcomer, spotless], total: 3, page: 1, pageSize: 25 });
      expect('query' in reply).toBe(false);
      expect(reply.carriers.map((c) => [c.riskScore, c.oosRate])).toStrictEqual([
        [42.5, 12.5],
        [null, null],
        [0, 0],
      ]);
      expect(await call('search', { companyId: '', userId: '', page: 0, pageSize: 0, q: 'nothing' })).toStrictEqual({ carriers: [], total: 0, page: 0, pageSize: 0 });
    });

    it('advancedSearch: every criterion through, empty ones included', async () => {
      const request: AdvancedSearchRequest = { ...caller, page: 2, pageSize: 20, companyName: '', email: '', phone: '', mcNumber: '', dotNumber: '', state: 'NM' };
      expect(await call('advancedSearch', request)).toStrictEqual({ carriers: [newcomer], total: 41, page: 2, pageSize: 20 });
      const full: AdvancedSearchRequest = { ...caller, page: 1, pageSize: 50, companyName: 'Blue Mesa', email: 'ops@bluemesa.example', phone: '(505) 555-0100', mcNumber: 'MC-0012', dotNumber: '4099871', state: 'NM' };
      await call('advancedSearch', full);
    });

    it('advancedSearch: a validation DomainError arrives with its issues', async () => {
      const request: AdvancedSearchRequest = { ...caller, page: 1, pageSize: 25, companyName: '', email: '', phone: '', mcNumber: '', dotNumber: '', state: '' };
      const error = await rejection(client.advancedSearch(request));
      expect(error).toBeInstanceOf(DomainError);
      expect(error).toMatchObject({ code: ErrorCode.VALIDATION, message: 'Please enter at least one search criteria' });
      expect((error as DomainError).issues).toStrictEqual(noCriteriaIssues);
      expect(received.at(-1)).toStrictEqual({ method: 'advancedSearch', request });
    });

    it('searchByEmail: echoes the normalised query', async () => {
      const reply = await call('searchByEmail', { ...caller, page: 1, pageSize: 10, email: '  Dispatch@ACME-freight.example ' });
      expect(reply).toStrictEqual({ carriers: [established], total: 1, page: 1, pageSize: 10, query: 'dispatch@acme-freight.example' });
    });

    it('searchByPhone: an empty echo is present, not absent', async () => {
      expect(await call('searchByPhone', { ...caller, page: 3, pageSize: 10, phone: '+1 (817) 555-0142' })).toStrictEqual({
        carriers: [],
        total: 0,
        page: 3,
        pageSize: 10,
        query: '18175550142',
      });
      const reply = await call('searchByPhone', { ...caller, page: 1, pageSize: 10, phone: 'n/a' });
      expect(reply).toStrictEqual({ carriers: [], total: 0, page: 1, pageSize: 10, query: '' });
      expect(reply.query).toBe('');
    });

    it('getCarrier: every field of a carrier, whatever its shape', async () => {
      expect(await call('getCarrier', { id: established.id })).toStrictEqual(established);
      // The asking company goes through (its verdict profile judges the carrier).
      expect(await call('getCarrier', { id: established.id, companyId: 'cmp_7' })).toStrictEqual(established);
      const fresh = await call('getCarrier', { id: newcomer.id });
      expect(fresh).toStrictEqual(newcomer);
      expect(fresh.riskScore).toBeNull();
      expect(fresh.oosRate).toBeNull();
      const clean = await call('getCarrier', { id: spotless.id });
      expect(clean).toStrictEqual(spotless);
      expect(clean.riskScore).toBe(0);
      expect(clean.oosRate).toBe(0);
    });

    it('getCarrier: NOT_FOUND arrives as a DomainError', async () => {
      const error = await rejection(client.getCarrier({ id: '0' }));
      expect(error).toBeInstanceOf(DomainError);
      expect(error).toMatchObject({ code: ErrorCode.NOT_FOUND, message: 'Carrier not found', issues: [] });
    });

    it('sharedIdentifiers: nested carriers, discounted flags, empty lists', async () => {
      expect(await call('sharedIdentifiers', { id: established.id })).toStrictEqual({ identifiers });
      expect(await call('sharedIdentifiers', { id: newcomer.id })).toStrictEqual({ identifiers: [] });
    });

    it('lookup: carrier present when found, absent (not null) when not', async () => {
      expect(await call('lookup', { ...caller, mc: '123456', dot: '' })).toStrictEqual({ found: true, message: '', carrier: established });
      expect(await call('lookup', { ...caller, mc: '', dot: newcomer.dotNumber })).toStrictEqual({
        found: true,
        message: 'Found in FMCSA; not yet in the LogiScope index',
        carrier: newcomer,
      });
      const missing: LookupReply = await call('lookup', { ...caller, mc: '999999', dot: '' });
      expect(missing).toStrictEqual({ found: false, message: 'No carrier found for MC 999999 / DOT ' });
      expect('carrier' in missing).toBe(false);
    });

    it('lookupSamples: both lists, a standing each, an empty name kept', async () => {
      expect(await call('lookupSamples', {})).toStrictEqual(lookupSamplesReply);
    });

    it('listEquipment: equipmentYear keeps a year, null and 0 apart', async () => {
      const reply = await call('listEquipment', { id: established.id });
      expect(reply).toStrictEqual({ equipment: [tractor, trailer, dolly] });
      expect(reply.equipment.map((e) => e.equipmentYear)).toStrictEqual([2019, null, 0]);
      expect(await call('listEquipment', { id: newcomer.id })).toStrictEqual({ equipment: [] });
    });

    it('syncEquipment: the outcome with its counts, or a running sync with zeros, empty times and the failed attempt', async () => {
      expect(await call('syncEquipment', { ...caller, id: established.id })).toStrictEqual(syncCompleted);
      expect(await call('syncEquipment', { ...caller, id: newcomer.id })).toStrictEqual(syncRetrying);
    });

    it('getEquipmentSync: the last sync, absent (not null) when it never ran', async () => {
      expect(await call('getEquipmentSync', { id: established.id })).toStrictEqual({ lastSync: syncCompleted });
      const never = await call('getEquipmentSync', { id: newcomer.id });
      expect(never).toStrictEqual({});
      expect('lastSync' in never).toBe(false);
    });

    it('searchEquipment: the query through, tracked vehicles with null outcomes and an empty MC kept, the cap flag', async () => {
      const request = { ...caller, q: 'freightliner', type: 'TRACTOR' as const, status: 'ALL' as const, vin: '', page: 3, pageSize: 12 };
      expect(await call('searchEquipment', request)).toStrictEqual({ items: [trackedTractor, trackedTrailer], total: 10_000, capped: true, page: 3, pageSize: 12 });
      const none = { ...caller, q: 'nothing', type: 'ALL' as const, status: 'OUT_OF_SERVICE' as const, vin: 'LA1234', page: 1, pageSize: 50 };
      expect(await call('searchEquipment', none)).toStrictEqual({ items: [], total: 0, capped: false, page: 1, pageSize: 50 });
    });

    it('searchVin: details, carriers list and the extended equipment rows', async () => {
      const reply = await call('searchVin', { ...caller, vin: tractor.vehicleVin });
      expect(reply).toStrictEqual({
        vinDetails: { vin: tractor.vehicleVin, totalRecords: 2, carriers: ['ACME FREIGHT LINES', 'ROADRUNNER EXPRESS'] },
        equipment: [
          { ...tractor, carrierId: '44110', companyName: 'ACME FREIGHT LINES' },
          { ...tractor, id: 'eq-9', equipmentYear: null, unitNumber: '', ownerName: '', lastSeen: '2023-02-11T00:00:00.000Z', carrierId: '2950117', companyName: '' },
        ],
      });
      expect(await call('searchVin', { ...caller, vin: '' })).toStrictEqual({ vinDetails: { vin: '', totalRecords: 0, carriers: [] }, equipment: [] });
    });

    it('listSaved: saved carriers with their full carrier, empty notes and tags', async () => {
      expect(await call('listSaved', caller)).toStrictEqual({ saved: [savedEstablished, savedNewcomer] });
      expect(await call('listSaved', { companyId: 'c-empty', userId: '' })).toStrictEqual({ saved: [] });
    });

    it('saveCarrier: notes and tags through, the saved carrier back', async () => {
      const request = { ...caller, carrierId: newcomer.id, notes: 'Nuevo — verificar seguro ✅', tags: ['new', '', 'flatbed'] };
      expect(await call('saveCarrier', request)).toStrictEqual({
        id: 's-3',
        carrierId: newcomer.id,
        carrier: newcomer,
        notes: request.notes,
        tags: request.tags,
        monitored: false,
        createdAt: '2026-01-07T12:00:00.000Z',
      });
      const bare = await call('saveCarrier', { ...caller, carrierId: spotless.id, notes: '', tags: [] });
      expect(bare).toMatchObject({ carrier: spotless, notes: '', tags: [] });
    });

    it('removeSaved: true and false both arrive', async () => {
      expect(await call('removeSaved', { ...caller, carrierId: established.id })).toStrictEqual({ removed: true });
      expect(await call('removeSaved', { ...caller, carrierId: '0' })).toStrictEqual({ removed: false });
    });

    it('setMonitored: the flag through both ways', async () => {
      expect(await call('setMonitored', { ...caller, carrierId: established.id, monitored: false })).toStrictEqual({ ...savedEstablished, monitored: false });
      expect(await call('setMonitored', { ...caller, carrierId: newcomer.id, monitored: true })).toStrictEqual({ ...savedNewcomer, monitored: true });
    });

    it('listAlerts: alerts with empty descriptions; limit 0 through', async () => {
      expect(await call('listAlerts', { ...caller, limit: 50 })).toStrictEqual({ alerts });
      expect(await call('listAlerts', { ...caller, limit: 0 })).toStrictEqual({ alerts: [] });
    });

    it('searchHistory: entries with zero counts and empty queries, and the total', async () => {
      expect(await call('searchHistory', { ...caller, limit: 20 })).toStrictEqual({ entries: history, total: 3 });
      expect(await call('searchHistory', { ...caller, limit: 0 })).toStrictEqual({ entries: [], total: 3 });
    });

    it('listImports: byte counts past int32, fractions, a 0 and a null time left kept apart, empty lists', async () => {
      const reply = await call('listImports', { limit: 20 });
      expect(reply).toStrictEqual({ imports: [importing, interrupted] });
      expect(reply.imports.map((r) => r.etaSeconds)).toStrictEqual([0, null]);
      expect(await call('listImports', { limit: 0 })).toStrictEqual({ imports: [] });
    });

    it('listDatasets: imported and missing data sets, an undated one kept as empty', async () => {
      expect(await call('listDatasets', {})).toStrictEqual({
        datasets: [
          { dataset: 'census', imported: true, asOf: '2025-10-01' },
          { dataset: 'authority', imported: false, asOf: '' },
          { dataset: 'reports', imported: true, asOf: '' },
        ],
      });
    });

    it('getImport: the run, or NOT_FOUND as a DomainError', async () => {
      expect(await call('getImport', { id: interrupted.id })).toStrictEqual(interrupted);
      const error = await rejection(client.getImport({ id: 'nope' }));
      expect(error).toBeInstanceOf(DomainError);
      expect(error).toMatchObject({ code: ErrorCode.NOT_FOUND, message: 'Import not found.' });
    });

    it('getVerdictProfile: a saved profile with every optional check but one off, and the default with empty times', async () => {
      expect(await call('getVerdictProfile', caller)).toStrictEqual(savedProfile);
      expect(await call('getVerdictProfile', { companyId: 'c-new', userId: '' })).toStrictEqual(defaultProfile);
    });

    it('updateVerdictProfile: settings, zeros and the e-mail through; a refused rule arrives as a validation DomainError', async () => {
      const request = { ...caller, email: 'admin@acme-freight.example', minAuthorityAgeDays: 0, minLiabilityUsd: 10_000_000, contactChangeDays: 1, disabledRules: [] };
      expect(await call('updateVerdictProfile', request)).toStrictEqual({
        minAuthorityAgeDays: 0,
        minLiabilityUsd: 10_000_000,
        contactChangeDays: 1,
        disabledRules: [],
        isDefault: false,
        revision: 8,
        updatedAt: '2026-01-08T09:30:00.000Z',
        updatedBy: 'admin@acme-freight.example',
      });
      const refused = { ...request, disabledRules: ['out-of-service'] } as unknown as Request<'updateVerdictProfile'>;
      const error = await rejection(client.updateVerdictProfile(refused));
      expect(error).toBeInstanceOf(DomainError);
      expect(error).toMatchObject({ code: ErrorCode.VALIDATION, message: 'This check is required by law and cannot be turned off' });
    });

    it('hands the caller copies: mutating a reply does not reach the implementation', async () => {
      const first = await client.getCarrier({ id: established.id });
      first.riskFactors[0].impact = 99;
      first.mcNumbers.push('000000');
      expect(await client.getCarrier({ id: established.id })).toStrictEqual(established);
      expect(established.riskFactors[0].impact).toBe(10);
    });
  });
}

describeCarrierDataTransport('in-process', async (implementation, onInternalError) => {
  const registry = new InProcessServiceRegistry({ onInternalError }).register(CarrierDataService, implementation);
  return { registry, close: async () => undefined };
});

describeCarrierDataTransport('gRPC', async (implementation, onInternalError) => {
  const url = `127.0.0.1:${await freePort()}`;
  const server = await startGrpcServer({ url, services: [hostService(CarrierDataService, implementation)], onInternalError, logger: false });
  const registry = new GrpcServiceRegistry({ [CarrierDataService.name]: url });
  return {
    registry,
    close: async () => {
      await registry.close();
      await server.close();
    },
  };
});
