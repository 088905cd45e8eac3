import { DomainError, ErrorCode } from '@logiscope/kernel';
import { CarrierDataService, type AdvancedSearchRequest, type CarrierDataApi, type LookupReply } from './carrier-data.api';
import { InProcessServiceRegistry, type ServiceRegistry } from '@logiscope/infra';
import { GrpcServiceRegistry, hostService, startGrpcServer } from '@logiscope/infra/distributed';
import { rejection } from '@logiscope/infra/testing';
import { freePort } from '../../../scripts/lib/net.cjs';

import { fakeCarrierData } from './carrier-data.grpc.fake';
import { caller, established, newcomer, spotless, identifiers, tractor, trailer, trackedTractor, trackedTrailer, dolly, syncCompleted, syncRetrying, savedNewcomer, savedEstablished, alerts, history, importing, interrupted, lookupSamplesReply, savedProfile, defaultProfile, noCriteriaIssues } from './carrier-data.grpc.fixtures';
import type { Reply, Request } from './carrier-data.grpc.fixtures';
import { datasetsReply, refreshIdle, refreshRunning } from './carrier-data.grpc.datasets.fixtures';
import { doneDelivery, enabledEndpoint, retriedDelivery, rollingEndpoint } from './carrier-data.grpc.webhooks.fixtures';

// carrier-data's API over both transports (proto/grpc/v1/carrier-data.proto in the distributed profile), held to the
// same expectations: every reply arrives exactly as the implementation returned it and every request exactly as the
// caller sent it. The traps: nullable numbers (riskScore, oosRate, equipmentYear) keep null apart from 0, optional
// fields (query, carrier) stay absent rather than turning into '' or null, empty strings, false and empty lists survive.
// The canned replies are in carrier-data.grpc.fixtures.ts, the in-test implementation in carrier-data.grpc.fake.ts.

interface Transport {
  registry: ServiceRegistry;
  close(): Promise<void>;
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

    it('listMonitored: monitored carriers with their full carrier, and none', async () => {
      expect(await call('listMonitored', caller)).toStrictEqual({ monitored: [{ ...savedNewcomer, monitored: true }] });
      expect(await call('listMonitored', { companyId: 'c-empty', userId: '' })).toStrictEqual({ monitored: [] });
    });

    it('setMonitored: the flag through both ways', async () => {
      expect(await call('setMonitored', { ...caller, carrierId: established.id, monitored: false })).toStrictEqual({ ...savedEstablished, monitored: false });
      expect(await call('setMonitored', { ...caller, carrierId: newcomer.id, monitored: true })).toStrictEqual({ ...savedNewcomer, monitored: true });
    });

    it('listAlerts: alerts with empty descriptions; limit 0 through', async () => {
      expect(await call('listAlerts', { ...caller, limit: 50 })).toStrictEqual({ alerts });
      expect(await call('listAlerts', { ...caller, limit: 0 })).toStrictEqual({ alerts: [] });
    });

    it('setMonitoredMany: every id through in order, one result each', async () => {
      expect(await call('setMonitoredMany', { ...caller, carrierIds: [established.id, '999999999', newcomer.id], monitored: true })).toStrictEqual({
        results: [
          { carrierId: established.id, result: 'ADDED' },
          { carrierId: '999999999', result: 'NOT_FOUND' },
          { carrierId: newcomer.id, result: 'ADDED' },
        ],
      });
    });

    it('listMonitoredPage and alertFeed: a page after a position, the last page empty', async () => {
      expect(await call('listMonitoredPage', { companyId: caller.companyId, after: '', limit: 10 })).toStrictEqual({ carriers: [{ carrierId: newcomer.id, name: '', updatedAt: '2026-01-07T12:00:00.000Z' }], more: false });
      expect(await call('listMonitoredPage', { companyId: caller.companyId, after: newcomer.id, limit: 10 })).toStrictEqual({ carriers: [], more: false });
      expect(await call('alertFeed', { companyId: caller.companyId, after: '0', limit: 10 })).toStrictEqual({ alerts: [{ ...alerts[1], position: '1' }] });
    });

    it('searchHistory: entries with zero counts and empty queries, and the total', async () => {
      expect(await call('searchHistory', { ...caller, limit: 20 })).toStrictEqual({ entries: history, total: 3 });
      expect(await call('searchHistory', { ...caller, limit: 0 })).toStrictEqual({ entries: [], total: 3 });
    });

    it('searchUsage: the three counts and the last searches', async () => {
      expect(await call('searchUsage', { ...caller, timeZone: 'America/Chicago' })).toStrictEqual({ totalSearches: 3, searchesThisMonth: 2, searchesToday: 1, recentSearches: history });
    });

    it('brokerAuthority: a record with its MC numbers, and none', async () => {
      expect(await call('brokerAuthority', { mcNumber: 'MC-1123456B', dotNumber: '' })).toStrictEqual({
        found: true, dotNumber: '3345678', mcNumbers: ['1123456'], brokerAuthority: true, email: 'ops@northstar-brokerage.com', phone: '3125550187',
      });
      expect(await call('brokerAuthority', { mcNumber: '', dotNumber: '' })).toStrictEqual({ found: false, dotNumber: '', mcNumbers: [], brokerAuthority: false, email: '', phone: '' });
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

    it('datasetStatus: data sets with and without files, a null limit, absent last import and refresh, the last run', async () => {
      expect(await call('datasetStatus', {})).toStrictEqual(datasetsReply);
      expect(datasetsReply.datasets[1].staleAfterDays).toBeNull();
      expect(refreshRunning.lastRun).toBeDefined();
    });

    it('refreshDatasets: the state of the run started (no last run yet), then CONFLICT as a DomainError', async () => {
      expect(await call('refreshDatasets', {})).toStrictEqual({ ...refreshIdle, enabled: true, running: true });
      const error = await rejection(client.refreshDatasets({}));
      expect(error).toBeInstanceOf(DomainError);
      expect(error).toMatchObject({ code: ErrorCode.CONFLICT, message: 'A refresh of the data sets is already running.' });
    });

    it('getImport: the run, or NOT_FOUND as a DomainError', async () => {
      expect(await call('getImport', { id: interrupted.id })).toStrictEqual(interrupted);
      const error = await rejection(client.getImport({ id: 'nope' }));
      expect(error).toBeInstanceOf(DomainError);
      expect(error).toMatchObject({ code: ErrorCode.NOT_FOUND, message: 'Import not found.' });
    });

    it('getVerdictProfile: a saved profile with optional checks off and limits accepted, and the default with empty times', async () => {
      expect(await call('getVerdictProfile', caller)).toStrictEqual(savedProfile);
      expect(await call('getVerdictProfile', { companyId: 'c-new', userId: '' })).toStrictEqual(defaultProfile);
    });

    it('updateVerdictProfile: settings, zeros and the e-mail through; a refused rule arrives as a validation DomainError', async () => {
      const request = { ...caller, email: 'admin@acme-freight.example', minAuthorityAgeDays: 0, minLiabilityUsd: 10_000_000, contactChangeDays: 1, disabledRules: [], freshnessDays: 1, acceptedLimits: ['exempt' as const] };
      expect(await call('updateVerdictProfile', request)).toStrictEqual({
        minAuthorityAgeDays: 0,
        minLiabilityUsd: 10_000_000,
        contactChangeDays: 1,
        disabledRules: [],
        freshnessDays: 1,
        acceptedLimits: ['exempt'],
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

    it('webhooks: endpoints with and without a previous secret or failures, an optional enabled left out or false, deliveries with null and 0 status codes', async () => {
      expect(await call('listWebhookEndpoints', caller)).toStrictEqual({ endpoints: [enabledEndpoint, rollingEndpoint] });
      expect(await call('createWebhookEndpoint', { ...caller, email: 'a@b.example', url: 'https://x.example/h', events: ['alert.created'], enabled: false })).toStrictEqual({
        endpoint: { ...enabledEndpoint, url: 'https://x.example/h', status: 'DISABLED', createdBy: 'a@b.example' },
        secret: 'whsec_new',
      });
      expect(await call('updateWebhookEndpoint', { ...caller, endpointId: 'wh-1', events: [], enabled: false })).toMatchObject({ status: 'DISABLED' });
      expect(await call('updateWebhookEndpoint', { ...caller, endpointId: 'wh-1', events: ['alert.created'] })).toMatchObject({ status: 'ENABLED' });
      expect(await call('rollWebhookSecret', { ...caller, endpointId: 'wh-2' })).toStrictEqual({ endpoint: rollingEndpoint, secret: 'whsec_rolled' });
      expect(await call('listWebhookDeliveries', { ...caller, endpointId: 'wh-1' })).toStrictEqual({ deliveries: [retriedDelivery, doneDelivery] });
      const error = await rejection(client.updateWebhookEndpoint({ ...caller, endpointId: 'nope', events: [] }));
      expect(error).toMatchObject({ code: ErrorCode.NOT_FOUND, message: 'Webhook endpoint not found.' });
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
