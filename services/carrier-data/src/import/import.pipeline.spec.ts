import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EmbeddedInfrastructure } from '@logiscope/infra';
import { fmcsaFixture } from '../../test/fmcsa-fixtures';
import { SqliteCarrierStore } from '../carrier/sqlite-carrier.store';
import type { CarrierStore } from '../carrier/carrier.store';
import { importRunsOf } from './import-run.repository';
import { runImport } from './import.pipeline';

const census = fmcsaFixture('company_census_147_sample.csv');

describe('runImport run history', () => {
  let dir: string;
  let infra: EmbeddedInfrastructure;
  let store: SqliteCarrierStore;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'logiscope-import-'));
    infra = new EmbeddedInfrastructure(dir);
    store = new SqliteCarrierStore(join(dir, 'store.db'), { cacheMb: 8 });
  });
  afterEach(async () => {
    await store.close();
    await infra.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const runs = () => importRunsOf(infra.runtimeFor('carrier-data').documents);

  it('keeps every run of the same files in the history, the second one changing nothing', async () => {
    const file = join(dir, 'census.csv');
    copyFileSync(census, file);
    const { events } = infra.runtimeFor('carrier-data');
    const first = await runImport({ files: [file], store, events, runs: await runs() });
    const second = await runImport({ files: [file], store, events, runs: await runs() });
    expect(second.runId).not.toBe(first.runId);
    expect(second).toMatchObject({ status: 'completed', created: 0, changed: 0 });
    const history = await (await runs()).find({});
    expect(history.map((r) => r.runId).sort()).toEqual([first.runId, second.runId].sort());
    expect(history.find((r) => r.runId === first.runId)).toMatchObject({ status: 'completed', created: first.created });
  });

  it('marks the run failed, with the reason, when the store refuses a batch', async () => {
    const file = join(dir, 'census.csv');
    copyFileSync(census, file);
    const broken: CarrierStore = Object.assign(Object.create(store) as CarrierStore, {
      upsertMany: async () => {
        throw new Error('disk full');
      },
    });
    const { events } = infra.runtimeFor('carrier-data');
    await expect(runImport({ files: [file], store: broken, events, runs: await runs() })).rejects.toThrow('disk full');
    const [run] = await (await runs()).find({});
    expect(run).toMatchObject({ status: 'failed', error: 'disk full' });
    expect(run.finishedAt).not.toBe('');
  });
});
