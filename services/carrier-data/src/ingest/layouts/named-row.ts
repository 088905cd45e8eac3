/** Helpers of the layouts that map by column name (Motus and legacy L&I exports, the portal's JSON answers). */
import { parseIntLoose } from '../normalize';
import { HeaderIndex, cell } from './layout';

/** Column positions by name, any case (`usdot_number`, `USDOT_NUMBER`); -1 for a column the file lacks. */
export function columns<K extends string>(header: string[], names: Record<K, readonly string[]>): Record<K, number> {
  const h = new HeaderIndex(header);
  const out = {} as Record<K, number>;
  for (const key of Object.keys(names) as K[]) out[key] = h.get(...names[key].map((n) => n.toUpperCase()));
  return out;
}

/** Whether every cell but those at `keep` is blank: a daily difference's deletion of the record keyed by them. */
export function blankExcept(fields: string[], keep: readonly number[]): boolean {
  for (let i = 0; i < fields.length; i++) if (!keep.includes(i) && fields[i].trim() !== '') return false;
  return true;
}

/** Motus amounts are dollars ("1000000.00", "750000.000000000000000000"); null when not a number. */
export function dollars(raw: string): number | null {
  const s = raw.trim().replace(/[$,]/g, '');
  if (s === '') return 0;
  const n = Number(s);
  return Number.isFinite(n) ? Math.round(n) : null;
}

/** Legacy L&I amounts are thousands, zero-padded ("00750" → 750,000); null when not a number. */
export function thousands(raw: string): number | null {
  const n = parseIntLoose(raw.trim());
  return n === null ? null : n * 1000;
}

/** Y / N flags (also X, 1, T, TRUE as the exports write them). */
export function yes(fields: string[], i: number): boolean {
  return /^(Y|YES|X|1|T|TRUE)$/i.test(cell(fields, i).trim());
}

/** Form codes without the BMC- prefix Motus writes ("BMC-91X" → "91X"). */
export function formCodeOf(raw: string): string {
  return raw.trim().toUpperCase().replace(/^BMC\s*-?\s*/, '');
}
