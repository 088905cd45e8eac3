/**
 * CSV as spreadsheets read it (RFC 4180): comma separated, CRLF line ends, a field quoted when it holds a
 * comma, a quote or a line break, quotes doubled inside. Text that a spreadsheet would run as a formula
 * (starting with =, +, -, @, tab or carriage return) gets a leading apostrophe, so an exported carrier name
 * can never execute in Excel (CSV injection). Numbers are written as they are.
 */

export type CsvValue = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  let text = typeof value === 'boolean' ? (value ? 'Yes' : 'No') : value;
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** Excel opens UTF-8 CSV correctly only with a byte order mark. */
export const CSV_BOM = '\uFEFF';
export const CSV_MIME = 'text/csv;charset=utf-8';
