import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { handleCommand, Projector, SqliteDocumentStore, SqliteEventStore } from '@logiscope/infra';
import { reportStream } from '@logiscope/proto';
import { reportDecider, type FileReport, type ReportCommand } from '../report/report.decider';
import { CorroborationPolicy } from './freightguard.corroboration';
import { FreightGuardProjection } from './freightguard.projection';
import { openIncidentCollections, type IncidentCollections } from './freightguard.read-model';
import { searchIncidents } from './freightguard.search';
import { FreightGuardQueries } from './freightguard.service';

const DAY = 86_400_000;
let dir: string;
let events: SqliteEventStore;
let documents: SqliteDocumentStore;
let collections: IncidentCollections;
let incidents: Projector;
let policy: Projector;
let queries: FreightGuardQueries;
let clock = Date.parse('2026-06-01T12:00:00Z');
let seq = 0;

const run = (id: string, command: ReportCommand) => handleCommand(events, reportStream(id), reportDecider, command);

async function file(companyId: string, over: Partial<FileReport['data']> = {}): Promise<string> {
  seq += 1;
  const reportId = `r${String(seq).padStart(3, '0')}`;
  clock += 60_000;
  const data = {
    kind: 'INCIDENT',
    reportId,
    responseId: `resp-${reportId}`,
    carrierEmail: '',
    reporterEmail: '',
    carrierId: '1000001',
    dotNumber: '1000001',
    mcNumber: '123456',
    carrierName: 'Swift Hauling LLC',
    companyId,
    companyName: `Company ${companyId}`,
    companyType: 'BROKER',
    userId: `u-${companyId}`,
    reporterName: `Broker ${companyId}`,
    now: new Date(clock).toISOString(),
    reportCategory: 'CARGO_ISSUES',
    incidentType: 'STOLEN_CARGO',
    severity: 'HIGH',
    description: 'Trailer vanished after pickup in Dallas.',
    location: 'Dallas, TX',
    incidentDate: '2026-05-30',
    monetaryImpact: 12500.5,
    isDoubleBrokerage: false,
    brokerageChain: [],
    ...over,
  } as FileReport['data'];
  await run(reportId, { type: 'FileReport', data });
  return reportId;
}

async function settle(): Promise<void> {
  await incidents.catchUp();
  await policy.catchUp();
  await incidents.catchUp();
}

const list = (q: Partial<{ search: string; category: string; status: string; page: number; pageSize: number }> = {}, companyId = 'c1') =>
  queries.list({ companyId, search: '', category: 'ALL', status: 'ALL', page: 1, pageSize: 20, ...q });

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'freightguard-'));
  events = new SqliteEventStore(join(dir, 'reports.db'));
  documents = new SqliteDocumentStore(join(dir, 'reports.db'));
  collections = await openIncidentCollections(documents);
  incidents = new Projector(events, documents, new FreightGuardProjection(collections));
  policy = new Projector(events, documents, new CorroborationPolicy({ events, collections, incidents, now: () => new Date(clock), onAppended: () => incidents.notify() }));
  queries = new FreightGuardQueries({ events, collections, projector: incidents });
});

afterEach(async () => {
  await incidents.stop();
  await policy.stop();
  await events.close();
  await documents.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('FreightGuard incident list', () => {
  it('should show a filed incident at once as PENDING, with every field, newest first', async () => {
    const first = await file('c1');
    const second = await file('c1', { carrierId: '', dotNumber: '', mcNumber: '777001', carrierName: 'Phantom Freight', reportCategory: 'FRAUD_SUSPICIOUS', incidentType: 'CARRIER_IMPERSONATION', monetaryImpact: null, isDoubleBrokerage: true, brokerageChain: ['Phantom Freight', 'Ghost Lines'] });
    await settle();
    const page = await list();
    expect(page.total).toBe(2);
    expect(page.reports.map((r) => r.id)).toEqual([second, first]);
    expect(page.reports[0]).toMatchObject({ status: 'PENDING', carrierId: '', monetaryImpact: '', brokerageChain: ['Phantom Freight', 'Ghost Lines'], reporterName: 'Broker c1', reporterCompany: 'Company c1', isOwn: true, respondedAt: '' });
    expect(page.reports[1]).toMatchObject({ carrierId: expect.stringMatching(/^\d+$/), monetaryImpact: '12500.50', severity: 'HIGH' });
    expect((await list({}, 'c2')).reports[0]!.isOwn).toBe(false);
  });

  it('should search carrier name (its beginning), MC, DOT and description words, with the category and status filters', async () => {
    const swift = await file('c1');
    const phantom = await file('c1', { carrierId: '', dotNumber: '2000002', mcNumber: '777001', carrierName: 'Phantom Freight', reportCategory: 'FRAUD_SUSPICIOUS', incidentType: 'CARRIER_IMPERSONATION', description: 'Caller spoofed the carrier e-mail.' });
    await settle();
    const ids = async (q: Parameters<typeof list>[0]) => (await list(q)).reports.map((r) => r.id);
    expect(await ids({ search: 'swi' })).toEqual([swift]);
    expect(await ids({ search: 'MC 777001' })).toEqual([phantom]);
    expect(await ids({ search: '2000002' })).toEqual([phantom]);
    expect(await ids({ search: 'spoofed carrier' })).toEqual([phantom]);
    expect(await ids({ search: 'spoofed dallas' })).toEqual([]);
    expect(await ids({ category: 'CARGO_ISSUES' })).toEqual([swift]);
    expect(await ids({ search: 'freight', category: 'CARGO_ISSUES' })).toEqual([]);
    expect(await ids({ status: 'VERIFIED' })).toEqual([]);
    expect((await list({ pageSize: 1, page: 2 })).reports.map((r) => r.id)).toEqual([swift]);
  });

  it('should verify both incidents when a second company reports the same carrier in the same category within 90 days', async () => {
    const a = await file('c1');
    const sameCompany = await file('c1');
    const otherCategory = await file('c2', { reportCategory: 'PAYMENT_ISSUES', incidentType: 'NON_PAYMENT' });
    await settle();
    expect((await list({ status: 'VERIFIED' })).total).toBe(0);
    const b = await file('c2');
    await settle();
    const verified = (await list({ status: 'VERIFIED' })).reports;
    expect(verified.map((r) => r.id).sort()).toEqual([a, b, sameCompany].sort());
    expect(verified.every((r) => r.verifiedBy === 'CORROBORATED')).toBe(true);
    expect(verified.find((r) => r.id === b)!.corroborations).toBe(2);
    expect((await queries.get({ reportId: otherCategory, companyId: 'c1' })).status).toBe('PENDING');
  });

  it('should not corroborate after 90 days, and keep a RESOLVED incident resolved', async () => {
    const old = await file('c1');
    clock += 91 * DAY;
    const late = await file('c2');
    const payment = { reportCategory: 'PAYMENT_ISSUES', incidentType: 'NON_PAYMENT' } as const;
    const resolved = await file('c3', payment);
    await run(resolved, { type: 'ResolveIncident', data: { companyId: 'c3', userId: 'u-c3', amountRecovered: 800, now: new Date(clock).toISOString() } });
    const corroborating = await file('c4', payment);
    await settle();
    expect((await queries.get({ reportId: old, companyId: 'c1' })).status).toBe('PENDING');
    expect((await queries.get({ reportId: late, companyId: 'c1' })).status).toBe('PENDING');
    expect(await queries.get({ reportId: resolved, companyId: 'c3' })).toMatchObject({ status: 'RESOLVED', amountRecovered: '800.00', isOwn: true });
    expect((await queries.get({ reportId: corroborating, companyId: 'c1' })).status).toBe('VERIFIED');
  });

  it('should count a search over few candidates exactly and estimate one over many once its page is full', async () => {
    for (let i = 0; i < 12; i++) await file(`c${i}`, { carrierName: `Rover Lines ${i}`, carrierId: '', mcNumber: String(500000 + i), reportCategory: i % 2 ? 'CARGO_ISSUES' : 'OTHER', incidentType: 'OTHER' });
    await settle();
    const q = { search: 'rover', category: 'CARGO_ISSUES', status: 'ALL', page: 1, pageSize: 2 } as const;
    expect(await searchIncidents(collections, q)).toMatchObject({ total: 6, exact: true });
    const estimated = await searchIncidents(collections, q, { scan: 100, estimateAfter: 4, chunk: 4, exactCount: 1000 });
    expect(estimated.docs).toHaveLength(2);
    expect(estimated).toMatchObject({ total: 6, exact: false });
    // Two terms, no filter: counted exactly up to the limit, estimated past it.
    const both = { ...q, search: 'rover lines', category: 'ALL' } as const;
    expect(await searchIncidents(collections, both)).toMatchObject({ total: 12, exact: true });
    expect(await searchIncidents(collections, both, { scan: 100, estimateAfter: 4, chunk: 4, exactCount: 3 })).toMatchObject({ total: 12, exact: false });
  });

  it("should show the carrier's answer beside a DISPUTED incident, and drop a retracted one from list and search", async () => {
    const a = await file('c1');
    const b = await file('c1', { carrierName: 'Other Lines', carrierId: '3000003', mcNumber: '300003' });
    await run(a, { type: 'SubmitResponse', data: { responseId: `resp-${a}`, responseText: 'We delivered it, here is the POD.', contactEmail: 'ops@swift.test', contactPhone: '', now: new Date(clock).toISOString() } });
    await run(b, { type: 'RetractReport', data: { companyId: 'c1', userId: 'u-c1', now: new Date(clock).toISOString() } });
    await settle();
    const disputed = await queries.get({ reportId: a, companyId: 'c2' });
    expect(disputed).toMatchObject({ status: 'DISPUTED', responseText: 'We delivered it, here is the POD.', respondedAt: expect.any(String) });
    expect((await list()).reports.map((r) => r.id)).toEqual([a]);
    expect((await list({ search: 'other' })).total).toBe(0);
    await expect(queries.get({ reportId: b, companyId: 'c1' })).rejects.toThrow('FreightGuard report not found.');
  });
});
