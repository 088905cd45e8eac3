/** An in-test carrier-data for the transport spec: canned replies (carrier-data.grpc.fixtures.ts), every request recorded. */
import { DomainError } from '@logiscope/kernel';
import type { CarrierDataApi, CarrierSearchReply, CarrierView } from './carrier-data.api';
import { caller, established, newcomer, spotless, byId, identifiers, tractor, trailer, trackedTractor, trackedTrailer, dolly, syncCompleted, syncRetrying, savedNewcomer, savedEstablished, alerts, history, importing, interrupted, lookupSamplesReply, savedProfile, defaultProfile, noCriteriaIssues } from './carrier-data.grpc.fixtures';
import type { Request, VinEquipment } from './carrier-data.grpc.fixtures';
import { datasetsReply, refreshIdle } from './carrier-data.grpc.datasets.fixtures';
import { doneDelivery, enabledEndpoint, retriedDelivery, rollingEndpoint } from './carrier-data.grpc.webhooks.fixtures';

/** An in-test carrier-data: canned, realistic replies; records every request it receives. */
export function fakeCarrierData() {
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
    async listMonitored(request) {
      record('listMonitored', request);
      return { monitored: request.companyId === 'c-empty' ? [] : [{ ...savedNewcomer, monitored: true }] };
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
    async setMonitoredMany(request) {
      record('setMonitoredMany', request);
      return { results: request.carrierIds.map((carrierId) => ({ carrierId, result: byId[carrierId] ? (request.monitored ? 'ADDED' : 'REMOVED') : 'NOT_FOUND' })) };
    },
    async listMonitoredPage(request) {
      record('listMonitoredPage', request);
      return { carriers: request.after ? [] : [{ carrierId: newcomer.id, name: '', updatedAt: '2026-01-07T12:00:00.000Z' }], more: false };
    },
    async alertFeed(request) {
      record('alertFeed', request);
      return { alerts: alerts.map((a, i) => ({ ...a, position: String(i) })).filter((a) => a.position > request.after).slice(0, request.limit) };
    },
    async searchHistory(request) {
      record('searchHistory', request);
      return { entries: history.slice(0, request.limit), total: history.length };
    },
    async searchUsage(request) {
      record('searchUsage', request);
      return { totalSearches: history.length, searchesThisMonth: 2, searchesToday: 1, recentSearches: history.slice(0, 5) };
    },
    async brokerAuthority(request) {
      record('brokerAuthority', request);
      return request.mcNumber === '' && request.dotNumber === ''
        ? { found: false, dotNumber: '', mcNumbers: [], brokerAuthority: false, email: '', phone: '' }
        : { found: true, dotNumber: '3345678', mcNumbers: ['1123456'], brokerAuthority: true, email: 'ops@northstar-brokerage.com', phone: '3125550187' };
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
    async datasetStatus(request) {
      record('datasetStatus', request);
      return datasetsReply;
    },
    async refreshDatasets(request) {
      record('refreshDatasets', request);
      // The first call starts a run; the next one finds it running.
      if (received.filter((r) => r.method === 'refreshDatasets').length > 1) throw DomainError.conflict('A refresh of the data sets is already running.');
      return { ...refreshIdle, enabled: true, running: true };
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
    async listWebhookEndpoints(request) {
      record('listWebhookEndpoints', request);
      return { endpoints: request.companyId === caller.companyId ? [enabledEndpoint, rollingEndpoint] : [] };
    },
    async createWebhookEndpoint(request) {
      record('createWebhookEndpoint', request);
      return { endpoint: { ...enabledEndpoint, url: request.url, status: request.enabled ? 'ENABLED' : 'DISABLED', createdBy: request.email }, secret: 'whsec_new' };
    },
    async updateWebhookEndpoint(request) {
      record('updateWebhookEndpoint', request);
      if (request.endpointId !== enabledEndpoint.id) throw DomainError.notFound('Webhook endpoint not found.');
      return { ...enabledEndpoint, status: request.enabled === false ? 'DISABLED' : 'ENABLED' };
    },
    async rollWebhookSecret(request) {
      record('rollWebhookSecret', request);
      return { endpoint: rollingEndpoint, secret: 'whsec_rolled' };
    },
    async listWebhookDeliveries(request) {
      record('listWebhookDeliveries', request);
      return { deliveries: [retriedDelivery, doneDelivery] };
    },
    async redeliverWebhook(request) {
      record('redeliverWebhook', request);
      return { ...doneDelivery, status: 'PENDING' };
    },
    async sendWebhookTest(request) {
      record('sendWebhookTest', request);
      return { ...doneDelivery, eventType: 'webhook.test', attempts: [], status: 'PENDING' };
    },
  };
  return { api, received };
}
