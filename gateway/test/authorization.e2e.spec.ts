import { OPERATIONS, type Operation } from '@logiscope/proto/http';
import { ApiClient, registration } from '../../test/support/http-client';
import { registerOnTrial } from '../../test/support/trial';
import { demoAccount, startServer, type RunningServer } from '../../test/support/server-process';

/**
 * The authorization matrix: every declared operation × every kind of caller → the status it must answer. An operation
 * missing from the table fails the test, so a new endpoint is born with its row.
 * Company A is the embedded demo company, a broker (an ADMIN and a USER). Company B is a freshly registered shipper
 * company: a shipper keeps its one user (team accounts are a broker feature), so its ADMIN stands in the B column.
 * Both companies are on a trial (A is seeded on one, B starts its own), so the paid operations answer what they answer
 * behind the paywall; the paywall itself has its own column below (company C, which never started a trial).
 */
type Who = 'anonymous' | 'userA' | 'adminA' | 'adminB' | 'operator';
const WHO: Who[] = ['anonymous', 'userA', 'adminA', 'adminB', 'operator'];

interface Ctx {
  carrierId: string;
  /** A carrier no matrix row touches: only A saves it, in the isolation test. */
  privateCarrierId: string;
  importId: string;
  /** A shared note and a private note adminA wrote (the notes rows edit the first and delete the second). */
  sharedNoteId: string;
  privateNoteId: string;
  /** Members adminA added: one the team rows block/re-role, one the removal row deletes. */
  memberId: string;
  removableMemberId: string;
  /** Company A's id (the demo company, seeded on a trial). */
  companyAId: string;
}
interface Row {
  params?: (ctx: Ctx) => Record<string, string>;
  query?: Record<string, string>;
  body?: (ctx: Ctx) => unknown;
  /** The call ends or replaces the caller's session: make it on a fresh sign-in of the same caller. */
  fresh?: boolean;
  /** The call ends every session of the caller (sign out everywhere): the caller signs in again after it. */
  endsAllSessions?: boolean;
  expect: Record<Who, number | number[]> | 'planned';
}

const all = (status: number | number[]): Record<Who, number | number[]> => ({ anonymous: status, userA: status, adminA: status, adminB: status, operator: status });
const signedIn = (status: number | number[]): Record<Who, number | number[]> => ({ ...all(status), anonymous: 401 });
const adminOnly = (status: number): Record<Who, number | number[]> => ({ anonymous: 401, userA: 403, adminA: status, adminB: status, operator: status });
const operatorOnly = (status: number): Record<Who, number | number[]> => ({ anonymous: 401, userA: 403, adminA: 403, adminB: 403, operator: status });
const carrier = (ctx: Ctx) => ({ id: ctx.carrierId });

const MATRIX: Record<string, Row> = {
  getHealth: { expect: all(200) },
  getOpenApiDocument: { expect: all(200) },
  getApiDocs: { expect: all(200) },
  register: { body: () => registration(), expect: all(201), fresh: true },
  login: { body: () => ({ email: 'nobody@example.com', password: 'wrong password' }), expect: all(401) },
  getCurrentUser: { expect: signedIn(200) },
  setupCompany: { body: () => ({ companyType: 'SHIPPER', companyName: 'Twice' }), expect: signedIn(409) },
  logout: { fresh: true, expect: all(204) },
  logoutRedirect: { fresh: true, expect: all(302) },
  loginRedirect: { expect: all(302) },
  searchCarriers: { query: { q: 'freight' }, expect: signedIn(200) },
  advancedSearch: { body: () => ({ state: 'TX' }), expect: signedIn(200) },
  searchByEmail: { params: () => ({ email: 'dispatch@example.com' }), expect: signedIn(200) },
  searchByPhone: { params: () => ({ phone: '5551234567' }), expect: signedIn(200) },
  getCarrier: { params: carrier, expect: signedIn(200) },
  getSharedIdentifiers: { params: carrier, expect: signedIn(200) },
  listEquipment: { params: carrier, expect: signedIn(200) },
  syncEquipment: { params: carrier, expect: signedIn([200, 202]) },
  getEquipmentSync: { params: carrier, expect: signedIn(200) },
  searchVin: { params: () => ({ vin: '1FUJGLDR5CLBP8834' }), expect: signedIn(200) },
  searchEquipment: { query: { q: 'frht', type: 'TRACTOR' }, expect: signedIn(200) },
  // Registration's auto-fill asks it before there is an account (a visitor gets the name, MC and DOT only).
  fmcsaLookup: { query: { dot: '1' }, expect: all(404) },
  listLookupSamples: { expect: signedIn(200) },
  listSavedCarriers: { expect: signedIn(200) },
  listMonitoredCarriers: { expect: signedIn(200) },
  saveCarrier: { body: (ctx) => ({ carrierId: ctx.carrierId }), expect: signedIn(201) },
  removeSavedCarrier: { params: (ctx) => ({ carrierId: ctx.carrierId }), expect: signedIn(204) },
  setCarrierMonitored: { params: carrier, body: () => ({ monitored: false }), expect: signedIn(200) },
  listMonitoringAlerts: { expect: signedIn(200) },
  listSearchHistory: { expect: signedIn(200) },
  listCarrierImports: { expect: operatorOnly(200) },
  getCarrierImport: { params: (ctx) => ({ id: ctx.importId }), expect: operatorOnly(200) },
  listDatasetStatus: { expect: operatorOnly(200) },
  // The matrix's server has no refresh configured (MOTUS_REFRESH off): the operator is told so.
  refreshDatasets: { expect: operatorOnly(409) },
  listLoginRecords: { expect: adminOnly(200) },
  streamLoginRecords: { query: { waitSeconds: '1' }, expect: adminOnly(200) },
  listMailOutbox: { expect: operatorOnly(200) },
  getVerdictProfile: { expect: signedIn(200) },
  listDatasets: { expect: signedIn(200) },
  updateVerdictProfile: { body: () => ({ minAuthorityAgeDays: 90, minLiabilityUsd: 0, contactChangeDays: 30, disabledRules: [] }), expect: adminOnly(200) },
  getBrokerDashboard: { query: { period: '7d' }, expect: signedIn(200) },
  getCarrierIntelligence: { params: carrier, expect: signedIn(200) },
  listOwnNotes: { params: carrier, expect: signedIn(200) },
  listCommunityNotes: { params: carrier, expect: signedIn(200) },
  createNote: { body: (ctx) => ({ carrierId: ctx.carrierId, title: 'Matrix', content: 'Written by the matrix', isPrivate: true }), expect: signedIn(201) },
  // Only the author edits or deletes: someone else's shared note is read-only (403), someone else's private note does not exist for them (404).
  updateNote: {
    params: (ctx) => ({ id: ctx.sharedNoteId }),
    body: (ctx) => ({ carrierId: ctx.carrierId, title: 'Shared, edited', content: 'Edited by its author', isPrivate: false }),
    expect: { anonymous: 401, userA: 403, adminA: 200, adminB: 403, operator: 403 },
  },
  deleteNote: { params: (ctx) => ({ id: ctx.privateNoteId }), expect: { anonymous: 401, userA: 404, adminA: 204, adminB: 404, operator: 404 } },
  listCarrierReports: { params: carrier, expect: signedIn(200) },
  // Filing is a broker feature: company B and the operator's company are shippers (403).
  submitCarrierReport: {
    params: carrier,
    body: () => ({ reportType: 'POSITIVE', rating: 5, comments: 'Filed by the matrix' }),
    expect: { anonymous: 401, userA: 201, adminA: 201, adminB: 403, operator: 403 },
  },
  // A report id no one filed: 404 for every company (retraction of an existing report: services/reports/test).
  retractReport: { params: () => ({ id: 'no-such-report' }), expect: signedIn(404) },
  // Public: the id is the carrier's response id; an unknown one is 'Report Not Found' for everyone.
  getReport: { params: () => ({ id: 'no-such-response-id' }), expect: all(404) },
  respondToReport: {
    params: () => ({ id: 'no-such-response-id' }),
    body: () => ({ responseText: 'We delivered on time.', contactEmail: 'ops@carrier.example' }),
    expect: all(404),
  },
  // FreightGuard: every company reads; filing is a broker feature (company B and the operator's company are shippers).
  listFreightGuardReports: { query: { category: 'CARGO_ISSUES' }, expect: signedIn(200) },
  submitFreightGuardReport: {
    body: () => ({ carrierName: 'Matrix Hauling', mcNumber: '990001', reportCategory: 'CARGO_ISSUES', incidentType: 'STOLEN_CARGO', description: 'Filed by the matrix' }),
    expect: { anonymous: 401, userA: 201, adminA: 201, adminB: 403, operator: 403 },
  },
  // An incident no one filed: 404 (resolving another company's incident is 403: services/reports/test/freightguard.e2e.spec.ts).
  resolveFreightGuardReport: { params: () => ({ id: 'no-such-incident' }), body: () => ({ amountRecovered: 0 }), expect: signedIn(404) },
  verifyFreightGuardReport: { params: () => ({ id: 'no-such-incident' }), expect: operatorOnly(404) },
  // Compliance documents are a broker feature: company B and the operator's company are shippers (403).
  listComplianceDocuments: { expect: signedIn(200) },
  requestComplianceDocument: {
    body: (ctx) => ({ carrierId: ctx.carrierId, documentType: 'DUE_DILIGENCE' }),
    expect: { anonymous: 401, userA: 202, adminA: 202, adminB: 403, operator: 403 },
  },
  getComplianceDocument: { params: () => ({ id: 'no-such-document' }), expect: signedIn(404) },
  downloadComplianceDocument: { params: () => ({ id: 'no-such-document' }), expect: signedIn(404) },
  // Certificates record what any company checked; the record and the check of a copy are public, by code.
  listCarrierCertificates: { params: carrier, expect: signedIn(200) },
  issueCertificate: { params: carrier, expect: signedIn(201) },
  downloadCertificate: { params: () => ({ code: 'LS-0000-0000-0000' }), expect: signedIn(404) },
  getCertificate: { params: () => ({ code: 'LS-0000-0000-0000' }), expect: all(404) },
  verifyCertificate: { params: () => ({ code: 'LS-0000-0000-0000' }), body: () => ({ file: 'JVBERi0xLjMK' }), expect: all(404) },
  // Load vetting records: any company member vets a load and reads the company's history; the record is public by code.
  vetLoad: { params: carrier, body: () => ({ loadReference: 'AUTH-MATRIX-1' }), expect: signedIn(201) },
  listVettings: { expect: signedIn(200) },
  getVetting: { params: () => ({ code: 'LV-0000-0000-0000' }), expect: all(404) },
  downloadVettingPdf: { params: () => ({ code: 'LV-0000-0000-0000' }), expect: signedIn(404) },
  verifyVettingPdf: { params: () => ({ code: 'LV-0000-0000-0000' }), body: () => ({ file: 'JVBERi0xLjMK' }), expect: all(404) },
  getVettingRetention: { expect: signedIn(200) },
  setVettingRetention: { body: () => ({ years: 8 }), expect: adminOnly(200) },
  // Teams: company A is a broker (201); company B and the operator's company are shippers (403). Another company's
  // member does not exist for an ADMIN (404); acting on oneself is refused (services/identity/test/team.e2e.spec.ts).
  listTeamMembers: { expect: adminOnly(200) },
  getCompanyProfile: { expect: signedIn(200) },
  verifyCompany: { expect: adminOnly(200) },
  getUsage: { query: { timeZone: 'America/Chicago' }, expect: signedIn(200) },
  listPendingCompanyVerifications: { expect: operatorOnly(200) },
  // The demo company (a broker): the operator verifies it; again, it stays verified (200).
  operatorVerifyCompany: { params: (ctx) => ({ id: ctx.companyAId }), expect: operatorOnly(200) },
  addTeamMember: {
    body: () => ({ firstName: 'Matrix', lastName: 'Member', email: `matrix.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`, role: 'USER' }),
    expect: { anonymous: 401, userA: 403, adminA: 201, adminB: 403, operator: 403 },
  },
  setTeamMemberStatus: { params: (ctx) => ({ id: ctx.memberId }), body: () => ({ isActive: true }), expect: { anonymous: 401, userA: 403, adminA: 200, adminB: 404, operator: 404 } },
  setTeamMemberRole: { params: (ctx) => ({ id: ctx.memberId }), body: () => ({ role: 'USER' }), expect: { anonymous: 401, userA: 403, adminA: 200, adminB: 404, operator: 404 } },
  removeTeamMember: { params: (ctx) => ({ id: ctx.removableMemberId }), expect: { anonymous: 401, userA: 403, adminA: 204, adminB: 404, operator: 404 } },
  // A well-formed token no invitation issued: 400 for everyone.
  acceptInvitation: {
    body: () => ({ token: '00000000-0000-0000-0000-000000000000.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', password: 'matrix password', confirmPassword: 'matrix password' }),
    expect: all(400),
  },
  // Public: the same 202 for anyone and any e-mail; a well-formed token no reset issued: 400 for everyone.
  requestPasswordReset: { body: () => ({ email: 'nobody@example.com' }), expect: all(202) },
  resetPassword: {
    body: () => ({ token: '00000000-0000-0000-0000-000000000000.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', password: 'violet tractor lantern 42', confirmPassword: 'violet tractor lantern 42' }),
    expect: all(400),
  },
  // Two-factor sign-in: a challenge no password step issued is refused for everyone; one's own factor for the signed in
  // (none is on: starting shows a secret, a wrong code confirms nothing, there is nothing to turn off); the company's
  // requirement for its admins (the operator administers the operator's company).
  loginSecondFactor: { body: () => ({ challenge: 'no-such-challenge', code: '123456' }), expect: all(401) },
  getSecondFactor: { expect: signedIn(200) },
  startSecondFactorEnrolment: { expect: signedIn(200) },
  confirmSecondFactorEnrolment: { body: () => ({ code: '000000' }), expect: signedIn([401, 409]) },
  disableSecondFactor: { body: () => ({ password: 'not the password', code: '000000' }), expect: signedIn([400, 401, 409]) },
  setCompanySecondFactorRequirement: { body: () => ({ required: false }), expect: adminOnly(200) },
  logoutEverywhere: { fresh: true, endsAllSessions: true, expect: signedIn(204) },
  // A wrong current password: 400 for every signed-in caller (a successful change: team.e2e.spec.ts).
  changePassword: { body: () => ({ currentPassword: 'not the password', newPassword: 'matrix password 2', confirmPassword: 'matrix password 2' }), expect: signedIn(400) },
  // Subscription: companies A (the demo) and B are on their trials; the operator's company starts INACTIVE. Another
  // company's trial: the operator only (services/billing/test/subscription.e2e.spec.ts has the flows).
  getSubscriptionStatus: { expect: signedIn(200) },
  startTrial: { expect: { anonymous: 401, userA: 403, adminA: 409, adminB: 409, operator: 200 } },
  createSubscription: { expect: adminOnly(200) },
  cancelSubscription: { expect: adminOnly(409) },
  extendTrial: { body: (ctx) => ({ companyId: ctx.companyAId, additionalDays: 1 }), expect: { anonymous: 401, userA: 403, adminA: 200, adminB: 403, operator: 200 } },
  // Authenticated by the provider's signature, not a session: none here.
  paymentWebhook: { expect: all(400) },
  getSandboxCheckout: { params: () => ({ id: 'cs_sandbox_none' }), expect: adminOnly(404) },
  paySandboxCheckout: { params: () => ({ id: 'cs_sandbox_none' }), expect: adminOnly(404) },
  // API keys: the company's ADMINs (the operator administers the operator's company); the public API takes a key only,
  // so a session is refused there (keys, scopes and the paywall: api-keys.e2e.spec.ts).
  listApiKeys: { expect: adminOnly(200) },
  createApiKey: { body: () => ({ name: 'Matrix', scopes: ['carriers:read'] }), expect: adminOnly(201) },
  revokeApiKey: { params: () => ({ id: 'no-such-key' }), expect: adminOnly(404) },
  getCarrierV1: { params: () => ({ usdot: '44110' }), expect: all(401) },
  getCarrierByDocketV1: { params: () => ({ docket: 'MC-245009' }), expect: all(401) },
  searchCarriersV1: { query: { name: 'trucking' }, expect: all(401) },
  getCarrierVerdictV1: { params: () => ({ usdot: '44110' }), expect: all(401) },
  getCarrierAuthorityV1: { params: () => ({ usdot: '44110' }), expect: all(401) },
  getCarrierInsuranceV1: { params: () => ({ usdot: '44110' }), expect: all(401) },
  addMonitoredCarriersV1: { body: () => ({ usdots: ['44110'] }), expect: all(401) },
  removeMonitoredCarriersV1: { body: () => ({ usdots: ['44110'] }), expect: all(401) },
  listMonitoredCarriersV1: { expect: all(401) },
  listAlertsV1: { expect: all(401) },
  listCarrierReportsV1: { params: () => ({ usdot: '44110' }), expect: all(401) },
  // The public API's own description and reference page: anyone may read them.
  getPublicOpenApiDocument: { expect: all(200) },
  getPublicApiDocs: { expect: all(200) },
  // Webhooks: the company's ADMINs (registered disabled here, so nothing is delivered; webhooks.e2e.spec.ts delivers).
  listWebhookEndpoints: { expect: adminOnly(200) },
  createWebhookEndpoint: { body: () => ({ url: 'https://hooks.example.com/matrix', events: ['alert.created'], enabled: false }), expect: adminOnly(201) },
  updateWebhookEndpoint: { params: () => ({ id: 'no-such-endpoint' }), body: () => ({ enabled: false }), expect: adminOnly(404) },
  rollWebhookSecret: { params: () => ({ id: 'no-such-endpoint' }), expect: adminOnly(404) },
  listWebhookDeliveries: { params: () => ({ id: 'no-such-endpoint' }), expect: adminOnly(404) },
  redeliverWebhook: { params: () => ({ id: 'no-such-endpoint', deliveryId: 'no-such-delivery' }), expect: adminOnly(404) },
  sendWebhookTest: { params: () => ({ id: 'no-such-endpoint' }), expect: adminOnly(404) },
  vetLoadV1: { body: () => ({ usdot: '44110', loadReference: 'AUTH-MATRIX-1' }), expect: all(401) },
  listVettingsV1: { expect: all(401) },
  getVettingV1: { params: () => ({ code: 'LV-0000-0000-0000' }), expect: all(401) },
  // The same webhook operations on the public API: a key only (session callers are refused; client.e2e.spec.ts uses a key).
  listWebhookEndpointsV1: { expect: all(401) },
  createWebhookEndpointV1: { body: () => ({ url: 'https://hooks.example.com/matrix-v1', events: ['alert.created'], enabled: false }), expect: all(401) },
  updateWebhookEndpointV1: { params: () => ({ id: 'no-such-endpoint' }), body: () => ({ enabled: false }), expect: all(401) },
  rollWebhookSecretV1: { params: () => ({ id: 'no-such-endpoint' }), expect: all(401) },
  listWebhookDeliveriesV1: { params: () => ({ id: 'no-such-endpoint' }), expect: all(401) },
  redeliverWebhookV1: { params: () => ({ id: 'no-such-endpoint', deliveryId: 'no-such-delivery' }), expect: all(401) },
  sendWebhookTestV1: { params: () => ({ id: 'no-such-endpoint' }), expect: all(401) },
  // Declared ahead of the knowledge and accounts issues: not served, so 404 for everyone until they are.
  ...Object.fromEntries(OPERATIONS.filter((o) => o.status === 'planned').map((o) => [o.id, { expect: 'planned' as const }])),
};

function pathOf(op: Operation, params: Record<string, string>): string {
  return op.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? 'x'));
}

// The rules live in the gateway, the same code in both profiles; the embedded one seeds a company with a USER to test with.
describe.each(['embedded' as const])('authorization matrix [%s]', (profile) => {
  let server: RunningServer;
  const clients = {} as Record<Who, ApiClient>;
  const credentials = {} as Record<Who, { email: string; password: string } | null>;
  const ctx: Ctx = { carrierId: '', privateCarrierId: '', importId: '', sharedNoteId: '', privateNoteId: '', memberId: '', removableMemberId: '', companyAId: '' };

  const signIn = async (who: Who): Promise<ApiClient> => {
    const client = new ApiClient(server.baseUrl);
    const cred = credentials[who];
    if (cred) expect((await client.post('/api/auth/login', cred)).status).toBe(200);
    return client;
  };

  beforeAll(async () => {
    server = await startServer(profile, { CARRIER_DATA_DEMO_ROWS: '300' });
    const operator = /Platform operator: (\S+) \/ (\S+)/.exec(server.output());
    if (!operator) throw new Error(`The server printed no platform operator:\n${server.output()}`);
    const b = registration();
    expect((await registerOnTrial(new ApiClient(server.baseUrl), b)).status).toBe(201);
    Object.assign(credentials, {
      anonymous: null,
      userA: demoAccount(server, 'USER'),
      adminA: demoAccount(server, 'ADMIN'),
      adminB: { email: b.email, password: b.password },
      operator: { email: operator[1], password: operator[2] },
    });
    for (const who of WHO) clients[who] = await signIn(who);
    ctx.companyAId = (await clients.adminA.get('/api/auth/user')).body.companyId as string;
    const ids = new Set<string>();
    for (const q of ['freight', 'trucking', 'transport']) {
      for (const c of (await clients.adminA.get(`/api/carriers/search?q=${q}&pageSize=5`)).body.carriers as { id: string }[]) ids.add(c.id);
    }
    [ctx.carrierId, ctx.privateCarrierId] = [...ids];
    expect(ctx.privateCarrierId).toBeDefined();
    ctx.importId = (await clients.operator.get('/api/admin/carrier-imports')).body[0].id;
    const note = async (isPrivate: boolean) =>
      (await clients.adminA.post('/api/carrier-notes', { carrierId: ctx.carrierId, title: 'A', content: 'By adminA', isPrivate })).body.id as string;
    [ctx.sharedNoteId, ctx.privateNoteId] = [await note(false), await note(true)];
    const member = async (name: string) =>
      (await clients.adminA.post('/api/company/users', { firstName: name, lastName: 'Matrix', email: `${name}.${Date.now()}@matrix.example.com`, role: 'USER' })).body.id as string;
    [ctx.memberId, ctx.removableMemberId] = [await member('kept'), await member('removed')];
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('has a row for every declared operation, and no row for an undeclared one', () => {
    expect(Object.keys(MATRIX).sort()).toEqual(OPERATIONS.map((o) => o.id).sort());
  });

  it.each(OPERATIONS.map((o) => [o.id, o] as const))('%s answers each caller as declared', async (_id, op) => {
    const row = MATRIX[op.id];
    const seen: Record<string, number> = {};
    const wanted: Record<string, number | number[]> = {};
    for (const who of WHO) {
      const client = row.fresh ? await signIn(who) : clients[who];
      const query = row.query ? `?${new URLSearchParams(row.query)}` : '';
      const body = row.body?.(ctx);
      const res = await client.request(op.method, pathOf(op, row.params?.(ctx) ?? {}) + query, body);
      seen[who] = res.status;
      if (row.endsAllSessions) clients[who] = await signIn(who);
      wanted[who] = row.expect === 'planned' ? 404 : row.expect[who];
    }
    const matches = (w: number | number[], s: number) => (Array.isArray(w) ? w.includes(s) : w === s);
    const mismatched = WHO.filter((who) => !matches(wanted[who], seen[who]));
    expect({ op: op.id, mismatched: mismatched.map((w) => `${w}: got ${seen[w]}, want ${wanted[w]}`) }).toEqual({ op: op.id, mismatched: [] });
  });

  describe('the paywall column: company C registered and never started a trial', () => {
    let adminC: ApiClient;
    beforeAll(async () => {
      adminC = new ApiClient(server.baseUrl);
      expect((await adminC.post('/api/auth/register', registration())).status).toBe(201);
    });
    const call = (op: Operation) => {
      const row = MATRIX[op.id];
      const query = row.query ? `?${new URLSearchParams(row.query)}` : '';
      return adminC.request(op.method, pathOf(op, row.params?.(ctx) ?? {}) + query, row.body?.(ctx));
    };
    const served = OPERATIONS.filter((o) => o.status === 'served');

    // The public API's paywall is a key's (api-keys.e2e.spec.ts): a session is refused there before it.
    it.each(served.filter((o) => o.paid && o.access !== 'api-key').map((o) => [o.id, o] as const))('%s answers 402 SUBSCRIPTION_REQUIRED', async (_id, op) => {
      const res = await call(op);
      expect({ op: op.id, status: res.status, code: res.body?.code }).toEqual({ op: op.id, status: 402, code: 'SUBSCRIPTION_REQUIRED' });
    });

    // Account, team, subscription and sign-in records stay reachable (calls that end the session or start the trial left out).
    const unpaid = served.filter((o) => !o.paid && !MATRIX[o.id].fresh && !MATRIX[o.id].endsAllSessions && o.id !== 'startTrial');
    it.each(unpaid.map((o) => [o.id, o] as const))('%s is not paywalled', async (_id, op) => {
      expect({ op: op.id, status: (await call(op)).status }).not.toEqual({ op: op.id, status: 402 });
    });
  });

  describe('tenant isolation, checked by data', () => {
    it("company B never sees A's saved carriers, monitored carriers, search history or login records", async () => {
      const a = clients.adminA;
      const b = clients.adminB;
      const term = `isolation${Date.now()}`;
      expect((await a.post('/api/saved-carriers', { carrierId: ctx.privateCarrierId, notes: 'A only', tags: ['a-tag'] })).status).toBe(201);
      expect((await a.post(`/api/carriers/${ctx.privateCarrierId}/monitor`, { monitored: true })).status).toBe(200);
      expect((await a.get(`/api/carriers/search?q=${term}`)).status).toBe(200);

      const aSaved = (await a.get('/api/saved-carriers')).body as { carrierId: string; notes: string }[];
      expect(aSaved.map((s) => s.carrierId)).toContain(ctx.privateCarrierId);
      const bSaved = (await b.get('/api/saved-carriers')).body as { carrierId: string; notes: string }[];
      expect(bSaved.filter((s) => s.notes === 'A only')).toEqual([]);
      expect(bSaved.map((s) => s.carrierId)).not.toContain(ctx.privateCarrierId);
      expect(((await a.get('/api/monitored-carriers')).body as { carrierId: string }[]).map((s) => s.carrierId)).toContain(ctx.privateCarrierId);
      expect(((await b.get('/api/monitored-carriers')).body as { carrierId: string }[]).map((s) => s.carrierId)).not.toContain(ctx.privateCarrierId);

      expect(JSON.stringify((await a.get('/api/search-history')).body)).toContain(term);
      expect(JSON.stringify((await b.get('/api/search-history')).body)).not.toContain(term);

      const aEmails = [credentials.adminA!.email, credentials.userA!.email];
      const bLogins = (await b.get('/api/login-tracking')).body.records as { email: string; companyId: string }[];
      expect(bLogins.length).toBeGreaterThan(0);
      expect(bLogins.filter((r) => aEmails.includes(r.email))).toEqual([]);
      const aLogins = (await a.get('/api/login-tracking')).body.records as { email: string }[];
      expect(aLogins.map((r) => r.email)).toContain(credentials.userA!.email);
      expect(aLogins.filter((r) => r.email === credentials.adminB!.email)).toEqual([]);

      // A's USER sees the company's saved list (shared by the team), B's admin still does not.
      const userSaved = (await clients.userA.get('/api/saved-carriers')).body as { carrierId: string }[];
      expect(userSaved.map((s) => s.carrierId)).toContain(ctx.privateCarrierId);
    });
  });
});
