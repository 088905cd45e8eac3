import { createHash, generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ErrorCode } from '@logiscope/kernel';
import { Projector, rebuildProjection, SqliteDocumentStore, SqliteEventStore } from '@logiscope/infra';
import { CARRIER_VIEW_EXAMPLE, VETTING_VIEW_EXAMPLE, type CarrierView, type VerdictOutcome } from '@logiscope/proto/views';
import { CertificateSigner } from '../certificate/certificate.signing';
import { DocumentFiles } from '../compliance/document-files.repository';
import { VettingProjection } from './vetting.projection';
import { VettingService, yearsAfter } from './vetting.service';
import { VettingRetentionProjection } from './vetting-retention.projection';
import { VettingRetentionService } from './vetting-retention.service';

const ASKER = { companyId: 'c1', userId: 'u1', companyName: VETTING_VIEW_EXAMPLE.companyName, requestedBy: VETTING_VIEW_EXAMPLE.requestedBy, apiKeyId: '', carrierId: '158121', pickupDate: '', lane: '', overrideReason: '' };
const signer = new CertificateSigner(generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString());

const withOutcome = (outcome: VerdictOutcome): CarrierView => ({ ...CARRIER_VIEW_EXAMPLE, verdict: { ...CARRIER_VIEW_EXAMPLE.verdict, outcome, profile: 'company:3' } });

describe('load vetting records (embedded engines)', () => {
  let dir: string;
  let events: SqliteEventStore;
  let documents: SqliteDocumentStore;
  let projection: VettingProjection;
  let projector: Projector;
  let files: DocumentFiles;
  let carrier: CarrierView;
  let clock: Date;
  let service: VettingService;
  let retentionProjector: Projector;
  let retention: VettingRetentionService;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'logiscope-vetting-'));
    events = new SqliteEventStore(join(dir, 'reports.db'));
    documents = new SqliteDocumentStore(join(dir, 'reports.db'));
    projection = await VettingProjection.open(documents);
    projector = new Projector(events, documents, projection);
    await projector.start();
    files = await DocumentFiles.open(documents);
    const retentionProjection = await VettingRetentionProjection.open(documents);
    retentionProjector = new Projector(events, documents, retentionProjection);
    await retentionProjector.start();
    retention = new VettingRetentionService({ events, retention: retentionProjection.documents, projector: retentionProjector, onAppended: () => retentionProjector.notify(), now: () => clock });
    carrier = withOutcome('PASS');
    clock = new Date('2026-12-06T17:00:00.000Z');
    service = new VettingService({
      events,
      vettings: projection.documents,
      files,
      projector,
      carriers: async (id, companyId) => {
        if (id !== carrier.id) throw Object.assign(new Error('Carrier not found'), { code: ErrorCode.NOT_FOUND });
        expect(companyId).toBe('c1');
        return carrier;
      },
      signer,
      appUrl: 'https://app.example/',
      retentionYears: (companyId) => retention.years(companyId),
      onAppended: () => projector.notify(),
      now: () => clock,
    });
  });
  afterEach(async () => {
    await projector.stop();
    await retentionProjector.stop();
    await events.close();
    await documents.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const later = (minutes: number) => {
    clock = new Date(clock.getTime() + minutes * 60_000);
  };

  it('freezes the verdict as it stands into a record with a public code, its signed PDF and the retention date', async () => {
    const record = await service.vet({ ...ASKER, loadReference: ' PO-48213 ', pickupDate: VETTING_VIEW_EXAMPLE.pickupDate, lane: VETTING_VIEW_EXAMPLE.lane });
    expect(record.code).toMatch(/^LV-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    // The carrier, verdict and people of the example record, frozen as they stood.
    const { carrierId, dotNumber, mcNumber, carrierName, checks, companyName, requestedBy, lane, pickupDate, retainUntil } = VETTING_VIEW_EXAMPLE;
    expect(record).toMatchObject({ carrierId, dotNumber, mcNumber, carrierName, checks, companyName, requestedBy, lane, pickupDate, retainUntil });
    expect(record).toMatchObject({
      loadReference: 'PO-48213',
      outcome: 'PASS',
      profile: 'company:3',
      overridden: false,
      vettedAt: '2026-12-06T17:00:00.000Z',
      supersedes: '',
      supersededBy: '',
      verifyUrl: `https://app.example/verify/${record.code}`,
    });
    const pdf = await service.download(record.code, 'c1');
    const bytes = Buffer.from(pdf.pdfBase64, 'base64');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(record.sha256);
    const [event] = (await events.readStream(`load-vetting:c1:PO-48213`)).events;
    expect(event.type).toBe('LoadVetted');
    expect(CertificateSigner.verify(record.sha256, (event.data as { signature: string }).signature, signer.publicKeyPem)).toBe(true);
    expect(await service.verify(record.code, pdf.pdfBase64)).toEqual({ code: record.code, matches: true, sha256: record.sha256, recordedSha256: record.sha256, signatureValid: true });
    expect((await service.verify(record.code, Buffer.from('not the record').toString('base64'))).matches).toBe(false);
    // A carrier that changes afterwards changes nothing recorded.
    carrier = withOutcome('FAIL');
    expect(await service.get(record.code, '')).toEqual(record);
  });

  it('records every outcome, and a new vetting of the same load supersedes the current record while both stay', async () => {
    carrier = withOutcome('FAIL');
    const first = await service.vet({ ...ASKER, loadReference: 'po-48213' });
    later(5);
    carrier = withOutcome('REVIEW');
    const second = await service.vet({ ...ASKER, loadReference: 'PO-48213', overrideReason: 'Insurance confirmed by phone with the agent' });
    later(5);
    const other = await service.vet({ ...ASKER, loadReference: 'PO-99' });
    expect(first.outcome).toBe('FAIL');
    expect(second).toMatchObject({ outcome: 'REVIEW', overridden: true, overrideReason: 'Insurance confirmed by phone with the agent', supersedes: first.code, supersededBy: '' });
    expect(await service.get(first.code, 'c1')).toMatchObject({ outcome: 'FAIL', supersededBy: second.code });
    const load = await service.list({ companyId: 'c1', carrierId: '', loadReference: ' po-48213', q: '', cursor: '', limit: 50 });
    expect(load.items.map((r) => r.code)).toEqual([second.code, first.code]);
    const all = await service.list({ companyId: 'c1', carrierId: '158121', loadReference: '', q: '', cursor: '', limit: 50 });
    expect(all.items.map((r) => r.code)).toEqual([other.code, second.code, first.code]);
  });

  it('never overrides a Fail nor a verdict that is no longer Review, and records nothing then', async () => {
    carrier = withOutcome('FAIL');
    await expect(service.vet({ ...ASKER, loadReference: 'PO-1', overrideReason: 'We know this carrier well' })).rejects.toMatchObject({
      code: ErrorCode.CONFLICT,
      message: 'A Fail cannot be overridden: this carrier may not be tendered the load.',
    });
    carrier = withOutcome('PASS');
    await expect(service.vet({ ...ASKER, loadReference: 'PO-1', overrideReason: 'We know this carrier well' })).rejects.toMatchObject({ code: ErrorCode.CONFLICT });
    await expect(service.vet({ ...ASKER, loadReference: 'PO-1', overrideReason: 'short' })).rejects.toMatchObject({
      code: ErrorCode.VALIDATION,
      message: 'Give the reason for overriding the Review (10 to 500 characters)',
    });
    expect((await events.readAll(0)).events).toEqual([]);
    expect((await service.list({ companyId: 'c1', carrierId: '', loadReference: '', q: '', cursor: '', limit: 50 })).items).toEqual([]);
  });

  it('searches the history by text and pages it newest first; another company sees none of it', async () => {
    const codes: string[] = [];
    for (const reference of ['PO-1', 'PO-2', 'TX-3']) {
      codes.push((await service.vet({ ...ASKER, loadReference: reference, lane: reference === 'TX-3' ? 'Austin, TX → Denver, CO' : '' })).code);
      later(1);
    }
    expect((await service.list({ companyId: 'c1', carrierId: '', loadReference: '', q: 'austin', cursor: '', limit: 50 })).items.map((r) => r.code)).toEqual([codes[2]]);
    expect((await service.list({ companyId: 'c1', carrierId: '', loadReference: '', q: 'veriha', cursor: '', limit: 50 })).items).toHaveLength(3);
    const page1 = await service.list({ companyId: 'c1', carrierId: '', loadReference: '', q: '', cursor: '', limit: 2 });
    expect(page1.items.map((r) => r.code)).toEqual([codes[2], codes[1]]);
    const page2 = await service.list({ companyId: 'c1', carrierId: '', loadReference: '', q: '', cursor: page1.nextCursor, limit: 2 });
    expect(page2).toEqual({ items: [expect.objectContaining({ code: codes[0] })], nextCursor: '' });
    expect((await service.list({ companyId: 'c2', carrierId: '', loadReference: '', q: '', cursor: '', limit: 50 })).items).toEqual([]);
    await expect(service.get(codes[0], 'c2')).rejects.toMatchObject({ code: ErrorCode.NOT_FOUND });
    await expect(service.download(codes[0], 'c2')).rejects.toMatchObject({ code: ErrorCode.NOT_FOUND });
    // The public record: anyone with the code, typed in lower case too.
    expect(await service.get(codes[0].toLowerCase(), '')).toMatchObject({ code: codes[0], companyName: 'Northstar Brokerage LLC' });
  });

  it('rebuilds the same records from the log (superseded marks included)', async () => {
    await service.vet({ ...ASKER, loadReference: 'PO-7' });
    later(1);
    await service.vet({ ...ASKER, loadReference: 'PO-7' });
    await projector.stop();
    const before = await projection.documents.find({}, { sort: { vettedAt: 1 } });
    const report = await rebuildProjection(events, documents, await VettingProjection.open(documents));
    expect(report).toMatchObject({ projection: 'reports.load-vettings', eventsApplied: 2 });
    expect(await projection.documents.find({}, { sort: { vettedAt: 1 } })).toEqual(before);
    expect(before[0].supersededBy).toBe(before[1].id);
    await projector.start();
  });

  it("keeps new records for the company's retention; a change never shortens a record already made", async () => {
    expect(await retention.get('c1')).toEqual({ years: 8, isDefault: true, updatedAt: '', updatedBy: '' });
    const before = await service.vet({ ...ASKER, loadReference: 'PO-R1' });
    expect(await retention.set({ companyId: 'c1', userId: 'u1', setBy: 'admin@acme.example', years: 3 })).toEqual({
      years: 3,
      isDefault: false,
      updatedAt: '2026-12-06T17:00:00.000Z',
      updatedBy: 'admin@acme.example',
    });
    const after = await service.vet({ ...ASKER, loadReference: 'PO-R2' });
    expect([before.retainUntil, after.retainUntil]).toEqual(['2034-12-06', '2029-12-06']);
    expect((await service.get(before.code, 'c1')).retainUntil).toBe('2034-12-06');
    expect((await retention.get('c2')).years).toBe(8);
    await expect(retention.set({ companyId: 'c1', userId: 'u1', setBy: 'admin@acme.example', years: 2 })).rejects.toMatchObject({
      code: ErrorCode.VALIDATION,
      message: 'Keep records a whole number of years from 3 to 30',
    });
    await expect(retention.set({ companyId: 'c1', userId: 'u1', setBy: 'admin@acme.example', years: 31 })).rejects.toMatchObject({ code: ErrorCode.VALIDATION });
    expect((await retention.get('c1')).years).toBe(3);
  });

  it('keeps records for eight years by default, to the day', () => {
    expect(yearsAfter('2026-12-06T17:00:00.000Z', 8)).toBe('2034-12-06');
    expect(yearsAfter('2028-02-29T10:00:00.000Z', 8)).toBe('2036-02-29');
    expect(yearsAfter('2028-02-29T10:00:00.000Z', 1)).toBe('2029-03-01');
  });
});
