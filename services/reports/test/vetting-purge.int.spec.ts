import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EmbeddedInfrastructure, ManualClock, rebuildProjection } from '@logiscope/infra';
import { ErrorCode } from '@logiscope/kernel';
import { CARRIER_VIEW_EXAMPLE } from '@logiscope/proto/views';
import { eventually } from '../../../test/support/http-client';
import { dropJobQueue, JOB_QUEUE_ENGINES, jobQueueOf } from '../../../test/support/job-queue-engines';
import { CertificateSigner } from '../src/certificate/certificate.signing';
import { DocumentFiles } from '../src/compliance/document-files.repository';
import { VettingProjection } from '../src/vetting/vetting.projection';
import { startVetting } from '../src/vetting/vetting.module';
import { purgeExpiredVettings } from '../src/vetting/vetting-purge.service';

const signer = new CertificateSigner(generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString());
const ASKER = { companyId: 'c-purge', userId: 'u1', companyName: 'Purge Freight', requestedBy: 'Ada Admin', apiKeyId: '', carrierId: CARRIER_VIEW_EXAMPLE.id, pickupDate: '', lane: '', overrideReason: '' };

/**
 * Records past their retention are purged by the job on both job engines (SQLite embedded, BullMQ distributed), with
 * the clock moved years ahead (no waiting for it): the record and its PDF are gone, the public code answers 404, a
 * record still within its retention stays, and a rebuild of the read model from the log comes back to the same state.
 */
describe.each(JOB_QUEUE_ENGINES)('vetting records past their retention [%s]', (engine) => {
  let dir: string;
  const prefix = `vetting-purge-${process.pid}-${Date.now()}`;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), `vetting-purge-${engine}-`));
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await dropJobQueue(engine, prefix);
  });

  it('purges a record the day after its retention ends, on the job queue, and a rebuild agrees', async () => {
    const clock = new ManualClock('2026-12-06T17:00:00.000Z');
    const infra = new EmbeddedInfrastructure(dir, { clock });
    const runtime = { ...infra.runtimeFor('reports'), jobs: jobQueueOf(engine, dir, prefix) };
    const files = await DocumentFiles.open(runtime.documents);
    const vetting = await startVetting(runtime, { carriers: async () => CARRIER_VIEW_EXAMPLE, files, signer, appUrl: 'https://app.example', purgeEveryMs: 300 });
    await runtime.jobs.start();
    let stopped = false;
    const stop = async () => {
      if (stopped) return;
      stopped = true;
      await runtime.jobs.close();
      await vetting.stop();
    };
    try {
      const old = await vetting.api.vetLoad({ ...ASKER, loadReference: 'PO-OLD' });
      expect(old.retainUntil).toBe('2034-12-06');
      // The company keeps its records longer from now on: the next record outlives the first.
      await vetting.api.setVettingRetention({ companyId: ASKER.companyId, userId: 'u1', setBy: 'admin@purge.example', years: 12 });
      const kept = await vetting.api.vetLoad({ ...ASKER, loadReference: 'PO-KEPT' });
      expect(kept.retainUntil).toBe('2038-12-06');
      const records = (await vetting.api.listVettings({ companyId: ASKER.companyId, carrierId: '', loadReference: '', q: '', cursor: '', limit: 50 })).items;
      expect(records.map((r) => r.code).sort()).toEqual([old.code, kept.code].sort());

      // Its last day: still kept (a run of the job now purges nothing).
      clock.set('2034-12-06T23:59:00.000Z');
      const readModel = (await VettingProjection.open(runtime.documents)).documents;
      const noWait = { caughtUp: async () => undefined };
      expect(await purgeExpiredVettings({ events: runtime.events, vettings: readModel, files, projector: noWait, now: () => clock.now() })).toEqual({ purged: 0 });
      expect((await vetting.api.getVetting({ code: old.code, companyId: '' })).code).toBe(old.code);

      // The day after: the scheduled job purges it.
      clock.set('2034-12-07T03:00:00.000Z');
      const gone = await eventually(() => vetting.api.getVetting({ code: old.code, companyId: '' }).then(() => false, (e: { code?: string }) => e.code === ErrorCode.NOT_FOUND), (v) => v, 'the purge job', 15_000);
      expect(gone).toBe(true);
      expect(await files.get(`vetting:${old.code}`)).toBeNull();
      await expect(vetting.api.downloadVettingPdf({ code: old.code, companyId: ASKER.companyId })).rejects.toMatchObject({ code: ErrorCode.NOT_FOUND });
      const stream = await runtime.events.readStream(`load-vetting:${ASKER.companyId}:PO-OLD`);
      expect(stream.events.map((e) => e.type)).toEqual(['LoadVetted', 'VettingPurged']);
      expect(stream.events[1].data).toEqual({ code: old.code, companyId: ASKER.companyId, loadKey: 'PO-OLD', retainUntil: '2034-12-06', purgedAt: '2034-12-07T03:00:00.000Z' });

      // The other record is within its retention: untouched, its PDF too.
      expect((await vetting.api.getVetting({ code: kept.code, companyId: ASKER.companyId })).code).toBe(kept.code);
      expect(await files.get(`vetting:${kept.code}`)).not.toBeNull();

      // The read model rebuilt from the log: the same records (the purged one stays out).
      await stop();
      const projection = await VettingProjection.open(runtime.documents);
      const before = await projection.documents.find({}, { sort: { vettedAt: 1 } });
      expect(before.map((d) => d.id)).toEqual([kept.code]);
      expect(await rebuildProjection(runtime.events, runtime.documents, await VettingProjection.open(runtime.documents))).toMatchObject({ eventsApplied: 3 });
      expect(await projection.documents.find({}, { sort: { vettedAt: 1 } })).toEqual(before);
    } finally {
      await stop();
      await infra.close();
    }
  }, 60_000);
});
