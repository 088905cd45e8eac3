import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FMCSA_FIXTURES_DIR, fmcsaFixture } from '../../test/fmcsa-fixtures';
import { ingestFile, openFmcsaFile, type IngestedRow } from './ingest-file';
import { CENSUS_42_HEADER } from './layouts/census';
import { detectLayout } from './layouts/detect';
import type { CensusUpdate } from './updates';

async function collect(path: string, fileName?: string): Promise<IngestedRow[]> {
  const out: IngestedRow[] = [];
  for await (const r of ingestFile(path, { fileName })) out.push(r);
  return out;
}

describe('detectLayout / openFmcsaFile', () => {
  let dir: string;
  beforeAll(() => (dir = mkdtempSync(join(tmpdir(), 'ingest-file-'))));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('detects every real sample file, headerless L&I files by shape', async () => {
    const expected: [string, string, boolean][] = [
      ['FMCSA_CENSUS1_sample.csv', 'census-42', true],
      ['actpendins_2025_09_03.txt', 'li-actpendins', false],
      ['insur_2025_10_08.txt', 'li-insur', false],
      ['revocation_2024_08_06.txt', 'li-revocation', true],
      ['COLORADO_carriers_companies.csv', 'li-carrier-search', true],
      ['li_carrier_search_nj/1-from_0_to_747_carriers.csv', 'li-carrier-search', true],
      ['fmcsa_on_off.csv', 'safer-snapshot', true],
      ['FMSCA_records.csv', 'safer-snapshot', true],
      ['safer_online.csv', 'safer-snapshot', true],
    ];
    for (const [name, layout, hasHeader] of expected) {
      const file = await openFmcsaFile(fmcsaFixture(name));
      expect({ name, layout: file.layout.id, hasHeader: file.hasHeader }).toEqual({ name, layout, hasHeader });
    }
    // Renamed L&I files are still told apart by their shape.
    for (const [name, layout] of [['actpendins_2025_09_03.txt', 'li-actpendins'], ['insur_2025_09_03.txt', 'li-insur']]) {
      copyFileSync(fmcsaFixture(name), join(dir, 'renamed.txt'));
      expect((await openFmcsaFile(join(dir, 'renamed.txt'))).layout.id).toBe(layout);
    }
    // Files that are not carrier data are refused rather than guessed.
    for (const name of ['CENSUS_README.txt', 'example_cargo.csv', 'active fmcsa records.csv', 'FMCSA_CENSUS1_sample_provenance.csv']) {
      await expect(openFmcsaFile(fmcsaFixture(name))).rejects.toThrow(/unknown layout/);
    }
  });

  it('detects the fixtures and takes the as-of date from the file name', async () => {
    expect((await openFmcsaFile(fmcsaFixture('company_census_147_sample.csv'))).layout.id).toBe('census-147');
    expect((await openFmcsaFile(fmcsaFixture('inspection_units_sample.csv'))).layout.id).toBe('inspection-units');
    expect(detectLayout([...CENSUS_42_HEADER], 'FMCSA_CENSUS1_2023Nov.txt')?.asOf).toBe('2023-11-01');
    expect(detectLayout([...CENSUS_42_HEADER], 'x.csv', { asOf: '2024-01-31' })?.asOf).toBe('2024-01-31');
    expect(detectLayout(['a', 'b', 'c'], 'x.csv')).toBeNull();
    expect(detectLayout(['"MC1"', '1'], 'x.txt')).toBeNull();
    await expect(openFmcsaFile(join(FMCSA_FIXTURES_DIR, 'missing.csv'))).rejects.toThrow();
    writeFileSync(join(dir, 'empty.csv'), '');
    await expect(openFmcsaFile(join(dir, 'empty.csv'))).rejects.toThrow(/empty file/);
  });

  it('maps a file with BOM, CRLF, blank lines, a latin1 row, a short row and an unterminated quote', async () => {
    const good = '1,FEDERAL MOTOR CARRIER SAFETY ADMINISTRATION,,A,N,N,1200 NEW JERSEY AVENUE SE,WASHINGTON,DC,20590,US,,,,,,(202) 555-5555,,,20-OCT-23,3000,2020,01-JUN-74,DC,4,3,3000,2020,1,N,N,N,N,N,N,N,N,Y,N,N,N,N';
    const latin = good.replace(/^1,FEDERAL MOTOR CARRIER SAFETY ADMINISTRATION/, '2,PEÑA TRUCKING LLC');
    const short = good.split(',').slice(0, 30).join(',').replace(/^1,/, '3,');
    const path = join(dir, 'FMCSA_CENSUS1_2024Jan.txt');
    writeFileSync(
      path,
      Buffer.concat([
        Buffer.from([0xef, 0xbb, 0xbf]),
        Buffer.from(CENSUS_42_HEADER.join(',') + '\r\n' + good + '\r\n\r\n'),
        Buffer.from(latin + '\r\n', 'latin1'),
        Buffer.from(short + '\r\n' + good.replace(/^1,FEDERAL/, '4,"FEDERAL') + '\r\n'),
      ]),
    );
    const rows = await collect(path);
    expect(rows.map((r) => [r.line, r.result?.kind])).toEqual([
      [2, 'census'],
      [4, 'census'],
      [5, 'error'],
      [6, 'error'],
    ]);
    expect((rows[1].result as CensusUpdate).fields.legalName).toBe('PEÑA TRUCKING LLC');
    expect(rows[2].result).toEqual({ kind: 'error', source: 'census-42', line: 5, reason: 'expected 42 fields, found 30 (short row)' });
    expect(rows[3].result).toMatchObject({ kind: 'error', line: 6, reason: 'CSV: unterminated quoted field at end of input' });
    expect((rows[0].result as CensusUpdate).asOf).toBe('2024-01-01');
  });

  it('resumes from a checkpoint after a kill: same rows as an uninterrupted import', async () => {
    const path = fmcsaFixture('actpendins_2025_10_08.txt');
    const file = await openFmcsaFile(path);
    expect(file.dataStart).toEqual({ offset: 0, line: 1 });
    expect(file.size).toBe(readFileSync(path).length);
    const all: IngestedRow[] = [];
    for await (const b of file.batches()) all.push(...b);
    const checkpoint = all[199];
    const resumed: IngestedRow[] = [];
    for await (const b of (await openFmcsaFile(path)).batches({ offset: checkpoint.end, line: checkpoint.endLine })) resumed.push(...b);
    expect(resumed).toEqual(all.slice(200));
    expect(all[all.length - 1].end).toBe(file.size);

    // A header file resumes after its header.
    const census = await openFmcsaFile(fmcsaFixture('FMCSA_CENSUS1_sample.csv'));
    expect(census.dataStart.line).toBe(2);
    expect(census.header?.[0]).toBe('DOT_NUMBER');
  });
});
