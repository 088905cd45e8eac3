import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EmbeddedInfrastructure } from '@logiscope/infra';
import type { EventEnvelope } from '@logiscope/kernel';
import type { CarrierRecord } from '../carrier/carrier.model';
import type { CarrierQuery } from '../carrier/carrier.store';
import { SqliteCarrierStore } from '../carrier/sqlite-carrier.store';
import { generateFiles, isCarrierUpdate, openFmcsaFile } from '../ingest';
import { importRunsOf } from './import-run.repository';
import { runImport, type ImportRun } from './import.pipeline';

/** What a user can see of an import: every carrier as stored, the run's counts, the events (without ids and times). */
interface Outcome {
  carriers: Map<string, CarrierRecord>;
  /** The DOT numbers searches find afterwards (the name index, phones and dockets kept by the store's writes). */
  found: Record<string, string[]>;
  run: Pick<ImportRun, 'rowsRead' | 'rowErrors' | 'created' | 'changed' | 'unchanged' | 'status'> & { errors: string[] };
  events: { type: string; data: unknown }[];
}

// Each test runs two whole imports with worker threads (and one kills a child process): seconds on a busy machine.
jest.setTimeout(60_000);

describe('import lanes (worker threads) against the single-threaded import', () => {
  let dir: string;
  let census: string;
  let insur: string;
  let dots: string[];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'logiscope-lanes-'));
    const generated = await generateFiles({ dir: join(dir, 'files'), rows: 2400, seed: 11, files: ['census-147', 'li-insur'] });
    census = generated.files.find((f) => f.kind === 'census-147')!.path;
    insur = generated.files.find((f) => f.kind === 'li-insur')!.path;
    dots = [];
    for await (const batch of (await openFmcsaFile(census)).batches()) for (const r of batch) if (r.result && isCarrierUpdate(r.result)) dots.push(r.result.dotNumber);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** A census file of these lines in a folder of its own (the file name carries the as-of date). */
  function writeCensus(folder: string, name: string, lines: string[]): string {
    mkdirSync(join(dir, folder), { recursive: true });
    const file = join(dir, folder, name);
    writeFileSync(file, lines.join('\n'));
    return file;
  }

  let n = 0;
  /** A name the searches of every import look for (the test that renames a carrier sets its first name). */
  let firstName = '-';
  /** Imports the files into a fresh data folder (or `into`), `lanes` worker threads, batches of 150 rows. */
  async function importWith(files: string[], lanes: number, into?: string): Promise<Outcome & { data: string }> {
    const data = into ?? join(dir, `data-${n++}`);
    const infra = new EmbeddedInfrastructure(data);
    const store = new SqliteCarrierStore(join(data, 'carriers.db'), { cacheMb: 8 });
    const { events, documents } = infra.runtimeFor('carrier-data');
    const errors: string[] = [];
    try {
      const before = new Set((await events.readUnpublished(100_000)).map((e) => e.eventId));
      const run = await runImport({
        files,
        store,
        events,
        runs: await importRunsOf(documents),
        lanes,
        laneMinBytes: 0,
        batchRows: 150,
        onRowError: (e) => errors.push(`${e.file}:${e.line}: ${e.reason}`),
      });
      const appended = (await events.readUnpublished(100_000)).filter((e) => !before.has(e.eventId));
      const find = async (query: CarrierQuery) => (await store.search(query, { offset: 0, limit: 20 })).hits.map((h) => h.carrier.dotNumber).sort();
      return {
        data,
        carriers: await store.getMany(dots),
        found: {
          renamed: await find({ companyName: 'TWICE RENAMED TRUCKING' }),
          firstName: await find({ companyName: firstName }),
          newPhone: await find({ phone: '5550000097' }),
          phoneBack: await find({ phone: '5550000001' }),
        },
        run: { rowsRead: run.rowsRead, rowErrors: run.rowErrors, created: run.created, changed: run.changed, unchanged: run.unchanged, status: run.status, errors },
        events: appended.map(comparable),
      };
    } finally {
      await store.close();
      await infra.close();
    }
  }

  it('stores every carrier exactly as the single-threaded import does, with the same counts and row errors', async () => {
    const single = await importWith([census, insur], 0);
    const laned = await importWith([census, insur], 2);
    expect(laned.carriers.size).toBe(dots.length);
    expect([...laned.carriers.entries()]).toEqual([...single.carriers.entries()]);
    expect(laned.run).toEqual(single.run);
    expect(laned.run.status).toBe('completed');
    // The insurance file names carriers by docket only: it went through the single-threaded path and still applied.
    expect([...laned.carriers.values()].some((c) => c.insurance.length > 0)).toBe(true);
  });

  it('applies a DOT number that comes twice in a first load in file order, as the single-threaded import does', async () => {
    const lines = readFileSync(census, 'utf8').split('\n');
    const name = lines[0].split(',').indexOf('LEGAL_NAME');
    const again = lines[30].split(',');
    again[name] = 'SECOND ROW WINS FREIGHT';
    // 200 rows later: another batch, prepared while the first is still in flight.
    lines.splice(230, 0, again.join(','));
    const file = writeCensus('twice', 'Company_Census_File_2025_09_15.csv', lines);
    const single = await importWith([file], 0);
    const laned = await importWith([file], 2);
    expect(laned.run).toEqual(single.run);
    expect(laned.run.changed).toBe(1);
    expect([...laned.carriers.entries()]).toEqual([...single.carriers.entries()]);
    expect(laned.carriers.get(again[lines[0].split(',').indexOf('DOT_NUMBER')])?.legalName).toBe('SECOND ROW WINS FREIGHT');
  });

  it('emits the same CarrierChanged events on a re-import with changes, including a DOT number that comes twice', async () => {
    const lines = readFileSync(census, 'utf8').split('\n');
    const header = lines[0].split(',');
    const phone = header.indexOf('PHONE');
    const name = header.indexOf('LEGAL_NAME');
    expect(phone).toBeGreaterThan(0);
    const changed = lines.map((line, i) => {
      if (i === 0 || !line || line.includes('"') || i % 97 !== 0) return line;
      const cells = line.split(',');
      cells[phone] = `555${String(i).padStart(7, '0')}`;
      return cells.join(',');
    });
    // A carrier twice: first with a new phone, then 200 rows later (another batch, in flight at the same time) with
    // its old phone and a new name. The second must see the first: its event says the phone changed back.
    const twice = changed.findIndex((l, i) => i >= 10 && i % 97 !== 0 && l && !l.includes('"'));
    const again = changed[twice].split(',');
    firstName = again[name];
    again[name] = 'TWICE RENAMED TRUCKING LLC';
    const first = changed[twice].split(',');
    first[phone] = '5550000001';
    changed[twice] = first.join(',');
    changed.splice(twice + 200, 0, again.join(','));
    const changedFile = writeCensus('changed', 'Company_Census_File_2025_10_15.csv', changed);

    const single = await importWith([census], 0);
    const laned = await importWith([census], 2);
    const singleAgain = await importWith([changedFile], 0, single.data);
    const lanedAgain = await importWith([changedFile], 2, laned.data);

    expect(lanedAgain.events.length).toBeGreaterThan(20);
    expect(lanedAgain.events).toEqual(singleAgain.events);
    expect(lanedAgain.run).toEqual(singleAgain.run);
    expect([...lanedAgain.carriers.entries()]).toEqual([...singleAgain.carriers.entries()]);
    const dot = again[header.indexOf('DOT_NUMBER')];
    // The lanes' rows are written as prepared: the name index and the phones follow them as on one thread.
    expect(lanedAgain.found).toEqual(singleAgain.found);
    expect(lanedAgain.found.renamed).toEqual([dot]);
    expect(lanedAgain.found.newPhone).toEqual([changed[97].split(',')[header.indexOf('DOT_NUMBER')]]);
    expect(laned.found.firstName).toContain(dot);
    expect(lanedAgain.found.firstName).not.toContain(dot);
    expect(lanedAgain.carriers.get(dot)?.legalName).toBe('TWICE RENAMED TRUCKING LLC');
    const renamed = lanedAgain.events.find((e) => e.type === 'CarrierChanged' && (e.data as { legalName: string }).legalName === 'TWICE RENAMED TRUCKING LLC');
    expect(renamed?.data).toMatchObject({ dotNumber: dot, changedFields: expect.arrayContaining(['phone', 'legalName']) });
    // The same file once more: only its own carrier twice (renamed back and forth, as the rows say), the same way.
    const once = await importWith([changedFile], 0, single.data);
    expect((await importWith([changedFile], 2, laned.data)).events).toEqual(once.events);
    expect(once.events.filter((e) => e.type === 'CarrierChanged')).toHaveLength(2);
  });

  it('resumes after a kill mid-file and ends with the same carriers as an uninterrupted import', async () => {
    const single = await importWith([census], 0);
    const data = join(dir, 'killed');
    // A child process imports with lanes and is killed (SIGKILL) once 900 rows are committed.
    const script = `
      const { EmbeddedInfrastructure } = require('@logiscope/infra');
      const { SqliteCarrierStore } = require(${JSON.stringify(join(__dirname, '../carrier/sqlite-carrier.store.ts'))});
      const { importRunsOf } = require(${JSON.stringify(join(__dirname, 'import-run.repository.ts'))});
      const { runImport } = require(${JSON.stringify(join(__dirname, 'import.pipeline.ts'))});
      (async () => {
        const infra = new EmbeddedInfrastructure(${JSON.stringify(data)});
        const store = new SqliteCarrierStore(${JSON.stringify(join(data, 'carriers.db'))}, { cacheMb: 8 });
        const rt = infra.runtimeFor('carrier-data');
        await runImport({ files: [${JSON.stringify(census)}], store, events: rt.events, runs: await importRunsOf(rt.documents), lanes: 2, laneMinBytes: 0,
          batchRows: 150, onProgress: (p) => { if (p.rowsRead >= 900) process.kill(process.pid, 'SIGKILL'); } });
      })();`;
    const child = spawnSync(process.execPath, ['--require', join(__dirname, '../ingest/scripts/register-ts.cjs'), '-e', script], { encoding: 'utf8', timeout: 60_000 });
    expect({ signal: child.signal, stderr: child.stderr.slice(-2000) }).toMatchObject({ signal: 'SIGKILL' });

    const resumed = await importWith([census], 2, data);
    expect(resumed.run.status).toBe('completed');
    expect(resumed.run.rowsRead).toBe(single.run.rowsRead);
    expect([...resumed.carriers.entries()]).toEqual([...single.carriers.entries()]);
  });
});

function comparable(e: EventEnvelope): { type: string; data: unknown } {
  const data = { ...(e.data as Record<string, unknown>) };
  delete data.importId;
  return { type: e.type, data };
}
