import { csvCell, toCsv } from './csv';

describe('csvCell', () => {
  it('should write plain text and numbers as they are', () => {
    expect(csvCell('WERNER ENTERPRISES INC')).toBe('WERNER ENTERPRISES INC');
    expect(csvCell(53467)).toBe('53467');
    expect(csvCell(12.5)).toBe('12.5');
  });

  it('should quote commas, quotes and line breaks, doubling quotes', () => {
    expect(csvCell('Werner, Inc')).toBe('"Werner, Inc"');
    expect(csvCell('The "Best" Freight')).toBe('"The ""Best"" Freight"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
  });

  it('should defuse text a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`);
    expect(csvCell('+1 555')).toBe("'+1 555");
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell(-5)).toBe('-5');
  });

  it('should write empty cells for missing values and words for booleans', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell(true)).toBe('Yes');
  });
});

describe('toCsv', () => {
  it('should join rows with CRLF and end with one', () => {
    expect(toCsv(['Name', 'DOT'], [['A, B', 1], ['C', null]])).toBe('Name,DOT\r\n"A, B",1\r\nC,\r\n');
  });
});
