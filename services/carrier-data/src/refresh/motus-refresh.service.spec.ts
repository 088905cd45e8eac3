import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DomainError, ErrorCode } from '@logiscope/kernel';
import { SqliteDocumentStore, type JobQueue } from '@logiscope/infra';
import { MotusRefreshRepository } from './motus-refresh.repository';
import { MOTUS_REFRESH_JOB, MotusRefreshService, REFRESH_OFF_MESSAGE, REFRESH_RUNNING_MESSAGE } from './motus-refresh.service';

describe('MotusRefreshService', () => {
  let dir: string;
  let documents: SqliteDocumentStore;
  let repo: MotusRefreshRepository;
  let enqueued: { name: string; data: unknown; jobId?: string }[];
  const jobs = { enqueue: async (name: string, data: unknown, options?: { jobId?: string }) => void enqueued.push({ name, data, jobId: options?.jobId }) } as unknown as JobQueue;
  const service = (enabled = true) =>
    new MotusRefreshService({ config: { enabled, everyMinutes: 60, notBefore: '09:30', timeZone: 'America/New_York' }, repo, jobs, now: () => new Date('2026-09-03T14:00:00Z') });
  const refusal = async (promise: Promise<unknown>) => {
    try {
      await promise;
    } catch (e) {
      return e as DomainError;
    }
    throw new Error('expected a refusal');
  };

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'motus-refresh-service-'));
    documents = new SqliteDocumentStore(join(dir, 'carrier-data.db'));
    repo = await MotusRefreshRepository.open(documents);
    enqueued = [];
  });
  afterEach(async () => {
    await documents.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('says how it is set and that it never ran', async () => {
    expect(await service(false).state()).toEqual({ enabled: false, everyMinutes: 60, notBefore: '09:30', timeZone: 'America/New_York', running: false });
  });

  it('starts a run now under the lock, and refuses a second one until it ends', async () => {
    const started = await service().start();
    expect(started).toMatchObject({ enabled: true, running: true });
    expect(enqueued).toEqual([{ name: MOTUS_REFRESH_JOB, data: { trigger: 'manual', runId: expect.stringMatching(/^ref_20260903_/) }, jobId: (enqueued[0].data as { runId: string }).runId }]);
    const second = await refusal(service().start());
    expect(second).toBeInstanceOf(DomainError);
    expect([second.code, second.message]).toEqual([ErrorCode.CONFLICT, REFRESH_RUNNING_MESSAGE]);
    expect(await service().state()).toMatchObject({ running: true });
    await repo.unlock((enqueued[0].data as { runId: string }).runId);
    await service().start();
    expect(enqueued).toHaveLength(2);
  });

  it('refuses when the refresh is off, saying how to turn it on', async () => {
    const off = await refusal(service(false).start());
    expect([off.code, off.message]).toEqual([ErrorCode.CONFLICT, REFRESH_OFF_MESSAGE]);
    expect(enqueued).toEqual([]);
  });
});
