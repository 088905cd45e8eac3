import { BULK_MAX_ENTRIES, parseBulkInput, parseBulkToken } from './bulk-input';

describe('parseBulkToken', () => {
  it('should read MC numbers written with a prefix', () => {
    for (const raw of ['MC-138328', 'MC 138328', 'mc138328', 'MC#138328', 'MC No. 138328', 'MC-00138328']) {
      expect(parseBulkToken(raw, 'dot')).toEqual({ kind: 'mc', number: '138328', raw });
    }
  });

  it('should read DOT numbers written with a prefix, dropping the zero padding', () => {
    expect(parseBulkToken('DOT 44110', 'mc')).toMatchObject({ kind: 'dot', number: '44110' });
    expect(parseBulkToken('USDOT#44110', 'mc')).toMatchObject({ kind: 'dot', number: '44110' });
    expect(parseBulkToken('US DOT: 00044110', 'mc')).toMatchObject({ kind: 'dot', number: '44110' });
  });

  it('should read a bare number as the chosen kind', () => {
    expect(parseBulkToken('158121', 'dot')).toMatchObject({ kind: 'dot', number: '158121' });
    expect(parseBulkToken('158121', 'mc')).toMatchObject({ kind: 'mc', number: '158121' });
    expect(parseBulkToken('"53467"', 'dot')).toMatchObject({ kind: 'dot', number: '53467' });
  });

  it('should refuse anything that is not a number of 1-8 digits', () => {
    for (const raw of ['', 'abc', 'FF-123', 'MC-', '0000', '123456789', 'MC 12 34', 'Werner Enterprises']) expect(parseBulkToken(raw, 'dot')).toBeNull();
  });
});

describe('parseBulkInput', () => {
  it('should read a pasted list split by lines, commas, semicolons, tabs and pipes', () => {
    const result = parseBulkInput('MC-138328\nDOT 44110, 158121;53467\t10072 | MC 1515', 'dot');
    expect(result.entries.map((e) => `${e.kind}:${e.number}`)).toEqual(['mc:138328', 'dot:44110', 'dot:158121', 'dot:53467', 'dot:10072', 'mc:1515']);
    expect(result.invalid).toEqual([]);
  });

  it('should report what it could not read and drop repeats', () => {
    const result = parseBulkInput('44110\nnope\n044110\nDOT 44110\nMC-1515\n\n  \nmc 1515', 'dot');
    expect(result.entries.map((e) => `${e.kind}:${e.number}`)).toEqual(['dot:44110', 'mc:1515']);
    expect(result.invalid).toEqual(['nope']);
    expect(result.duplicates).toBe(3);
  });

  it('should read a CSV by its MC and DOT columns, preferring DOT', () => {
    const csv = '\uFEFFCompany,MC Number,DOT Number\r\n"Werner, Inc",MC-138328,53467\r\nGreyhound,MC-1515,\r\nNo numbers,,\r\nVeriha,,158121\r\nBad,xyz,\r\n';
    const result = parseBulkInput(csv, 'mc');
    expect(result.entries.map((e) => `${e.kind}:${e.number}`)).toEqual(['dot:53467', 'mc:1515', 'dot:158121']);
    expect(result.invalid).toEqual(['xyz']);
  });

  it('should read a one-column CSV with a DOT header and an FMCSA MC column header', () => {
    expect(parseBulkInput('usdot_number\n44110\n53467', 'mc').entries.map((e) => `${e.kind}:${e.number}`)).toEqual(['dot:44110', 'dot:53467']);
    expect(parseBulkInput('MC/MX/FF Number(s)\nMC-1515', 'dot').entries.map((e) => `${e.kind}:${e.number}`)).toEqual(['mc:1515']);
  });

  it(`should look up at most ${BULK_MAX_ENTRIES} numbers`, () => {
    const text = Array.from({ length: BULK_MAX_ENTRIES + 5 }, (_, i) => String(i + 1)).join('\n');
    const result = parseBulkInput(text, 'dot');
    expect(result.entries).toHaveLength(BULK_MAX_ENTRIES);
    expect(result.truncated).toBe(5);
  });

  it('should give nothing for empty input', () => {
    expect(parseBulkInput('   \n\n', 'dot')).toEqual({ entries: [], invalid: [], duplicates: 0, truncated: 0 });
  });
});
