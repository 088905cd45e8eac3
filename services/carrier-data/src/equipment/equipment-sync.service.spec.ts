import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteDocumentStore, SqliteEventStore, SqliteJobQueue } from '@logiscope/infra';
import { eventually } from '../../../../test/support/http-client';
import { unit } from '../carrier/equipment-store.contract';
import { SqliteCarrierStore } from '../carrier/sqlite-carrier.store';
import { EquipmentSourceError, type EquipmentSource, type SourcedEquipment } from './equipment.source';
import { EquipmentSyncRepository } from './equipment-sync.repository';
import { EQUIPMENT_SYNC_JOB, equipmentSyncProcessor } from './equipment-sync.processor';
import { EquipmentSyncService } from './equipment-sync.service';

// The sync on the embedded engines (SQLite documents, events, jobs and carrier store, as `npm start` runs them), with
// an in-test equipment source whose answers each test scripts.

const DOT = '3204417';
const caller = { companyId: 'cmp-1', userId: 'usr-1' };

const vehicle = (vin: string, lastSeen: string, inspectionCount = 1): SourcedEquipment => ({ ...unit(`${DOT}:${vin}`, DOT, vin, lastSeen), inspectionCount });

/** A source answering from a script: vehicles, an error, or a promise the test settles. */
class ScriptedSource implements EquipmentSource {
  readonly name = 'fmcsa' as const;
  calls = 0;
  answers: (() => Promise<SourcedEquipment[]>)[] = [];
  async vehiclesOf(dotNumber: string): Promise<SourcedEquipment[]> {
    expect(dotNumber).toBe(DOT);
    this.calls++;
    const next = this.answers.length > 1 ? this.answers.shift()! : this.answers[0];
    return next();
  }
}

describe('equipment sync (embedded engines)', () => {
  let dir: string;
  let documents: SqliteDocumentStore;
  let events: SqliteEventStore;
  let jobs: SqliteJobQueue;
  let store: SqliteCarrierStore;
  let syncs: EquipmentSyncRepository;
  let source: ScriptedSource;
  let appended: number;
  let service: EquipmentSyncService;

  const start = async (waitMs = 2000) => {
    syncs = await EquipmentSyncRepository.open(documents);
    jobs.process(EQUIPMENT_SYNC_JOB, equipmentSyncProcessor({ source, store, syncs, events, attempts: 3, onAppended: () => appended++, log: () => undefined }));
    await jobs.start();
    service = new EquipmentSyncService({ jobs, syncs, source: 'fmcsa', waitMs, pollMs: 10, retry: { attempts: 3, backoffMs: 10 } });
  };
  const eventsOf = async (jobId: string) => (await events.readStream(jobId)).events;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'equipment-sync-'));
    documents = new SqliteDocumentStore(join(dir, 'carrier-data.db'));
    events = new SqliteEventStore(join(dir, 'carrier-data.db'));
    jobs = new SqliteJobQueue(join(dir, 'jobs.db'));
    store = new SqliteCarrierStore(join(dir, 'carrier-data-store.db'));
    source = new ScriptedSource();
    appended = 0;
  });

  afterEach(async () => {
    await jobs.close();
    await store.close();
    await events.close();
    await documents.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('has no outcome before the first sync', async () => {
    await start();
    expect(await service.last(DOT)).toBeNull();
  });

  it('adds the vehicles, records the outcome on the carrier and appends EquipmentSynced once', async () => {
    source.answers = [async () => [vehicle('3AKJHHDR7SSLA1234', '2025-03-14', 2), vehicle('1UYVS2531RM123456', '2025-03-14')]];
    await start();
    const sync = await service.request(DOT, caller);
    expect(sync).toMatchObject({ state: 'completed', total: 2, synced: 2, added: 2, updated: 0, unchanged: 0, inspections: 3, source: 'fmcsa', attempts: 1, error: '' });
    expect(sync.jobId).toMatch(new RegExp(`^equipment-sync:${DOT}:[0-9a-f]{8}:1$`));
    expect(sync.startedAt >= sync.requestedAt && sync.finishedAt >= sync.startedAt).toBe(true);
    expect((await store.equipmentOf(DOT)).map((e) => e.vehicleVin)).toEqual(['1UYVS2531RM123456', '3AKJHHDR7SSLA1234']);
    expect(await service.last(DOT)).toEqual(sync);

    const stream = await eventsOf(sync.jobId);
    expect(stream).toHaveLength(1);
    expect(stream[0]).toMatchObject({
      type: 'EquipmentSynced',
      streamVersion: 1,
      data: { dotNumber: DOT, syncId: sync.jobId, source: 'fmcsa', total: 2, added: 2, updated: 0, unchanged: 0, inspections: 3, startedAt: sync.startedAt },
      metadata: { partitionKey: `carrier:${DOT}`, userId: caller.userId, companyId: caller.companyId },
    });
    expect(appended).toBe(1);
  });

  it('counts known vehicles as unchanged or updated on the next sync, under a new job', async () => {
    source.answers = [async () => [vehicle('3AKJHHDR7SSLA1234', '2025-03-14')]];
    await start();
    const first = await service.request(DOT, caller);
    expect(await service.request(DOT, caller)).toMatchObject({ state: 'completed', added: 0, updated: 0, unchanged: 1 });
    source.answers = [async () => [vehicle('3AKJHHDR7SSLA1234', '2025-06-01'), vehicle('1HTMMAAL2CH123456', '2025-05-01')]];
    const third = await service.request(DOT, caller);
    expect(third).toMatchObject({ state: 'completed', total: 2, added: 1, updated: 1, unchanged: 0 });
    expect(third.jobId).toBe(first.jobId.replace(/:1$/, ':3'));
    expect((await store.equipmentOf(DOT)).map((e) => [e.vehicleVin, e.lastSeen])).toEqual([
      ['3AKJHHDR7SSLA1234', '2025-06-01'],
      ['1HTMMAAL2CH123456', '2025-05-01'],
    ]);
    expect(appended).toBe(3);
  });

  it('answers "running" when the wait is over, and a request meanwhile joins the running job', async () => {
    let release!: (v: SourcedEquipment[]) => void;
    source.answers = [() => new Promise((resolve) => (release = resolve))];
    // Long enough for the queue to hand the job over on a busy machine; the source answers only when released.
    await start(1500);
    const first = await service.request(DOT, caller);
    expect(first).toMatchObject({ state: 'running', attempts: 1, finishedAt: '', total: 0 });
    const [again, other] = await Promise.all([service.request(DOT, { companyId: 'cmp-2', userId: 'usr-2' }), service.request(DOT, caller)]);
    expect([again.jobId, other.jobId]).toEqual([first.jobId, first.jobId]);
    expect(source.calls).toBe(1);
    release([vehicle('3AKJHHDR7SSLA1234', '2025-03-14')]);
    await eventually(() => service.last(DOT), (last) => last?.state === 'completed', 'the sync to complete');
    expect(await service.last(DOT)).toMatchObject({ jobId: first.jobId, added: 1 });
    expect(source.calls).toBe(1);
  });

  it('retries a failed attempt, showing its reason while the sync runs', async () => {
    let release!: (v: SourcedEquipment[]) => void;
    source.answers = [
      async () => {
        throw new EquipmentSourceError('FMCSA inspection data answered HTTP 500');
      },
      () => new Promise((resolve) => (release = resolve)),
    ];
    await start(0);
    const sync = await service.request(DOT, caller);
    await eventually(async () => source.calls, (n) => n === 2, 'the second attempt');
    expect(await service.last(DOT)).toMatchObject({ jobId: sync.jobId, state: 'running', attempts: 2, error: 'FMCSA inspection data answered HTTP 500' });
    release([vehicle('3AKJHHDR7SSLA1234', '2025-03-14')]);
    await eventually(() => service.last(DOT), (last) => last?.state === 'completed', 'completed on the second attempt');
    expect(await service.last(DOT)).toMatchObject({ attempts: 2, added: 1, error: '' });
  });

  it("fails after the last attempt with the source's reason, writing nothing and appending nothing", async () => {
    source.answers = [
      async () => {
        throw new EquipmentSourceError('FMCSA inspection data did not answer within 15 s');
      },
    ];
    await start();
    const sync = await service.request(DOT, caller);
    expect(sync).toMatchObject({ state: 'failed', attempts: 3, error: 'FMCSA inspection data did not answer within 15 s', total: 0 });
    expect(sync.finishedAt).not.toBe('');
    expect(source.calls).toBe(3);
    expect(await eventsOf(sync.jobId)).toEqual([]);
    expect(await store.equipmentOf(DOT)).toEqual([]);
    // The next request starts a new sync rather than joining the failed one.
    source.answers = [async () => [vehicle('3AKJHHDR7SSLA1234', '2025-03-14')]];
    expect(await service.request(DOT, caller)).toMatchObject({ state: 'completed', added: 1, jobId: sync.jobId.replace(/:1$/, ':2') });
  });

  it('hides an internal failure behind the generic message', async () => {
    source.answers = [
      async () => {
        throw new Error('SQLITE_BUSY: database is locked');
      },
    ];
    await start();
    expect(await service.request(DOT, caller)).toMatchObject({ state: 'failed', error: 'Failed to sync equipment data' });
  });

  it("takes the job's own outcome when the carrier's record missed it", async () => {
    source.answers = [async () => [vehicle('3AKJHHDR7SSLA1234', '2025-03-14')]];
    await start();
    const done = await service.request(DOT, caller);
    // A request that raced the job's end wrote "queued" over "completed" (same job id: the queue ran it once).
    const record = (await syncs.get(DOT))!;
    await syncs.save({ ...record, state: 'queued', total: 0, added: 0, finishedAt: '' });
    expect(await service.last(DOT)).toMatchObject({ jobId: done.jobId, state: 'completed', total: 1, added: 1, finishedAt: done.finishedAt });
    expect(await syncs.get(DOT)).toMatchObject({ state: 'completed', added: 1 });
  });

  it('keeps a stale job from overwriting a newer sync', async () => {
    await start();
    source.answers = [async () => [vehicle('3AKJHHDR7SSLA1234', '2025-03-14')]];
    const older = await service.request(DOT, caller);
    const newer = await service.request(DOT, caller);
    expect(await syncs.updateForJob(DOT, older.jobId, { state: 'failed', error: 'late' })).toBe(false);
    expect(await syncs.get(DOT)).toMatchObject({ jobId: newer.jobId, state: 'completed', error: '' });
  });
});
