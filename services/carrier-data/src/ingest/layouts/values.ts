import type { Address } from '../../carrier/carrier.model';
import { cleanText, normalizeState, normalizeZip, parseDate, parseIntLoose } from '../normalize';
import { cell } from './layout';

/** A date cell: ISO or '' (with a warning when the cell held something that is not a date). */
export function dateCell(fields: string[], i: number, column: string, warnings: string[]): string {
  const raw = cell(fields, i);
  if (raw === '') return '';
  const d = parseDate(raw);
  if (d === null) {
    warnings.push(`${column}: not a date ${JSON.stringify(raw)}`);
    return '';
  }
  return d;
}

/** A whole-number cell: the number or 0 (with a warning when the cell held something that is not a number). */
export function intCell(fields: string[], i: number, column: string, warnings: string[]): number {
  const raw = cell(fields, i);
  if (raw === '') return 0;
  const n = parseIntLoose(raw);
  if (n === null) {
    warnings.push(`${column}: not a number ${JSON.stringify(raw)}`);
    return 0;
  }
  return n;
}

/** Column positions of one address. */
export interface AddressColumns {
  street: number;
  city: number;
  state: number;
  zip: number;
  country: number;
}

export function addressCells(fields: string[], c: AddressColumns): Address {
  return {
    street: cleanText(cell(fields, c.street)),
    city: cleanText(cell(fields, c.city)),
    state: normalizeState(cell(fields, c.state)),
    zip: normalizeZip(cell(fields, c.zip)),
    country: cleanText(cell(fields, c.country)).toUpperCase(),
  };
}

/**
 * A one-cell SAFER address: `1200 NEW JERSEY AVENUE SE\r\n   WASHINGTON, DC \u00a0 20590` (two lines) or
 * `1176 MOUNTAIN ROAD AMITY, AR 71921` (one line; street and city cannot be told apart, city stays '').
 */
export function parseAddressCell(raw: string): Address | null {
  const lines = raw
    .split(/\r?\n/)
    .map((l) => cleanText(l))
    .filter((l) => l !== '');
  if (lines.length === 0) return null;
  const last = lines[lines.length - 1];
  const m = /^(.*?),\s*([A-Z]{2})\s+([A-Z0-9][A-Z0-9 -]*)$/i.exec(last);
  if (!m) return null;
  const zip = m[3].trim();
  const country = /^\d{5}(-?\d{4})?$/.test(zip) ? 'US' : /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/i.test(zip) ? 'CA' : '';
  if (lines.length >= 2) {
    return { street: lines.slice(0, -1).join(' '), city: m[1].trim(), state: m[2].toUpperCase(), zip, country };
  }
  return { street: m[1].trim(), city: '', state: m[2].toUpperCase(), zip, country };
}
