import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { CsvChunkParser, parseCsv, readFirstRow, readRowBatches, readRows, type CsvRow } from './csv-reader';

const fieldsOf = (rows: CsvRow[]) => rows.map((r) => r.fields);

async function collect(source: string | Readable, options = {}): Promise<CsvRow[]> {
  const out: CsvRow[] = [];
  for await (const row of readRows(source, options)) out.push(row);
  return out;
}

/** Feeds the bytes in pieces of `size` (exercises every chunk boundary). */
function parseInPieces(buf: Buffer, size: number, options = {}): CsvRow[] {
  const parser = new CsvChunkParser(options);
  const rows: CsvRow[] = [];
  for (let i = 0; i < buf.length; i += size) rows.push(...parser.push(buf.subarray(i, i + size)));
  rows.push(...parser.end());
  return rows;
}

describe('csv-reader', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'csv-reader-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('splits plain rows, LF and CRLF, with line numbers and byte offsets', () => {
    const text = 'a,b,c\r\n1,2,3\n4,,6\r\n';
    const rows = parseCsv(text);
    expect(fieldsOf(rows)).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
      ['4', '', '6'],
    ]);
    expect(rows.map((r) => [r.line, r.offset, r.end, r.endLine])).toEqual([
      [1, 0, 7, 2],
      [2, 7, 13, 3],
      [3, 13, 19, 4],
    ]);
  });

  it('handles quoted fields with commas, doubled quotes and embedded newlines', () => {
    const text = 'id,name,note\n1,"SMITH, JOHN ""JR""","line one\nline two"\n2,plain,"a\r\nb"\n3,x,y\n';
    const rows = parseCsv(text);
    expect(fieldsOf(rows)).toEqual([
      ['id', 'name', 'note'],
      ['1', 'SMITH, JOHN "JR"', 'line one\nline two'],
      ['2', 'plain', 'a\r\nb'],
      ['3', 'x', 'y'],
    ]);
    // Line numbers count the physical lines: row 2 spans lines 2-3, row 3 spans lines 4-5.
    expect(rows.map((r) => [r.line, r.endLine])).toEqual([
      [1, 2],
      [2, 4],
      [4, 6],
      [6, 7],
    ]);
    const buf = Buffer.from(text);
    for (const r of rows) expect(buf.subarray(r.offset, r.end).toString().endsWith('\n')).toBe(true);
    expect(buf.subarray(rows[3].offset, rows[3].end).toString()).toBe('3,x,y\n');
  });

  it('keeps quotes that do not open a field, and text after a closing quote', () => {
    expect(fieldsOf(parseCsv('5" PIPE,"AB"C,x\n'))).toEqual([['5" PIPE', 'ABC', 'x']]);
  });

  it('skips a UTF-8 BOM (offsets stay true byte offsets) and blank lines', () => {
    const buf = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('h1,h2\n\n\r\na,b\n\n')]);
    const rows = parseCsv(buf);
    expect(fieldsOf(rows)).toEqual([
      ['h1', 'h2'],
      ['a', 'b'],
    ]);
    expect(rows[0].offset).toBe(3);
    expect(rows[1].line).toBe(4);
    expect(rows[1].offset).toBe(3 + 6 + 1 + 2);
  });

  it('decodes UTF-8, and a row with invalid UTF-8 as latin1 (per row)', () => {
    const buf = Buffer.concat([
      Buffer.from('name,city\n'),
      Buffer.from('JOSÉ LÓPEZ,SAN JOSÉ\n', 'utf8'),
      Buffer.from('CAFÉ CRÈME,MONTRÉAL\n', 'latin1'),
      Buffer.from('"NIÑO, INC",TX\n', 'latin1'),
      Buffer.from('PLAIN,OK\n'),
    ]);
    const rows = parseCsv(buf);
    expect(fieldsOf(rows)).toEqual([
      ['name', 'city'],
      ['JOSÉ LÓPEZ', 'SAN JOSÉ'],
      ['CAFÉ CRÈME', 'MONTRÉAL'],
      ['NIÑO, INC', 'TX'],
      ['PLAIN', 'OK'],
    ]);
    expect(rows.map((r) => r.latin1 ?? false)).toEqual([false, false, true, true, false]);
  });

  it('reads the last row without a final newline, and reports an unterminated quote', () => {
    expect(fieldsOf(parseCsv('a,b\n1,2'))).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    const rows = parseCsv('a,b\n1,"open\nstill open');
    expect(rows[1].fields).toEqual(['1', 'open\nstill open']);
    expect(rows[1].error).toMatch(/unterminated/);
  });

  it('reports an over-long row and resynchronises at the next newline', () => {
    const text = `a,b\n1,"${'x'.repeat(200)}\n2,ok\n`;
    const rows = parseInPieces(Buffer.from(text), 16, { maxRowBytes: 100 });
    expect(rows[1].error).toMatch(/longer than 100 bytes/);
    // Once the runaway quote is cut off, later rows parse again.
    expect(rows[rows.length - 1].fields).toEqual(['2', 'ok']);
  });

  it('supports other delimiters', () => {
    expect(fieldsOf(parseCsv('a|b|"c|d"\n', { delimiter: '|' }))).toEqual([['a', 'b', 'c|d']]);
    expect(fieldsOf(parseCsv('a\tb\t"c\td"\n', { delimiter: '\t' }))).toEqual([['a', 'b', 'c\td']]);
    expect(() => parseCsv('x', { delimiter: '"' })).toThrow(/delimiter/);
  });

  it('gives the same rows whatever the chunk boundaries (random quoted CSV)', () => {
    let seed = 12345;
    const rnd = () => {
      seed = (seed * 1103515245 + 12345) >>> 0;
      return seed / 2 ** 32;
    };
    const pieces = ['A', 'b', ' ', ',', '"', '\n', '\r\n', 'é', 'Ω', '1', 'MC-1'];
    const expected: string[][] = [];
    let text = '';
    for (let r = 0; r < 200; r++) {
      const row: string[] = [];
      const nf = 1 + Math.floor(rnd() * 6);
      for (let f = 0; f < nf; f++) {
        let v = '';
        const len = Math.floor(rnd() * 8);
        for (let k = 0; k < len; k++) v += pieces[Math.floor(rnd() * pieces.length)];
        row.push(v);
      }
      if (row.length === 1 && row[0] === '') row[0] = 'x'; // a lone empty field is a blank line
      expected.push(row);
      text += row.map((v) => (/[",\r\n]/.test(v) || rnd() < 0.2 ? `"${v.replace(/"/g, '""')}"` : v)).join(',') + (rnd() < 0.5 ? '\n' : '\r\n');
    }
    const buf = Buffer.from(text, 'utf8');
    const whole = parseCsv(buf);
    expect(fieldsOf(whole)).toEqual(expected);
    for (const size of [1, 2, 3, 7, 64, 1000]) {
      const rows = parseInPieces(buf, size);
      expect(rows).toEqual(whole);
    }
    // Each row's bytes re-parse to the same row.
    for (const r of whole) expect(parseCsv(buf.subarray(r.offset, r.end))[0].fields).toEqual(r.fields);
  });

  it('reads a file path and a Readable the same way, and resumes from a byte offset', async () => {
    const lines = ['DOT_NUMBER,LEGAL_NAME'];
    for (let i = 1; i <= 5000; i++) lines.push(`${i},"CARRIER ${i}, LLC"`);
    const path = join(dir, 'resume.csv');
    writeFileSync(path, lines.join('\r\n') + '\r\n');
    const all = await collect(path, { chunkSize: 4096 });
    expect(all).toHaveLength(5001);
    expect(all[4321].fields).toEqual(['4321', 'CARRIER 4321, LLC']);
    const fromStream = await collect(Readable.from([Buffer.from(lines.join('\n'))]));
    expect(fromStream.map((r) => r.fields)).toEqual(all.map((r) => r.fields));

    // A kill after row 2999: resume from its end.
    const cut = all[2999];
    const resumed = await collect(path, { start: cut.end, startLine: cut.endLine, chunkSize: 4096 });
    expect(resumed).toEqual(all.slice(3000));

    let batches = 0;
    for await (const batch of readRowBatches(path, { chunkSize: 8192 })) batches += batch.length ? 1 : 0;
    expect(batches).toBeGreaterThan(5);
    expect((await readFirstRow(path))?.fields).toEqual(['DOT_NUMBER', 'LEGAL_NAME']);
    await expect(collect(Readable.from(['a']), { start: 10 })).rejects.toThrow(/file path/);
  });
});
