import { dateFromFileName } from '../normalize';
import type { SourceKind } from '../updates';
import { census147Layout, census42Layout } from './census';
import { inspectionUnitsLayout } from './inspection-units';
import type { Layout, RowMapper } from './layout';
import { actPendInsLayout, carrierSearchLayout, insurLayout, revocationLayout } from './li';
import { saferLayout } from './safer';
import { liAuthHistLayout, liCarrierLayout, motusAuthHistLayout, motusCarrierLayout } from './authority-files';
import { motusBoc3Layout, motusInsHistLayout, motusInsurLayout, motusRevokeSuspendLayout } from './motus-filings';

/** Every layout, in tie-break order. */
export const LAYOUTS: readonly Layout[] = [
  census147Layout,
  census42Layout,
  saferLayout,
  revocationLayout,
  carrierSearchLayout,
  actPendInsLayout,
  insurLayout,
  inspectionUnitsLayout,
  liCarrierLayout,
  liAuthHistLayout,
  motusCarrierLayout,
  motusAuthHistLayout,
  motusInsurLayout,
  motusInsHistLayout,
  motusRevokeSuspendLayout,
  motusBoc3Layout,
];

export function layoutById(id: SourceKind): Layout {
  const layout = LAYOUTS.find((l) => l.id === id);
  if (!layout) throw new Error(`unknown layout ${id}`);
  return layout;
}

export interface DetectedLayout {
  layout: Layout;
  /** Whether the first row is a header (skip it) or already a record (map it). */
  hasHeader: boolean;
  /** Date of the data: options.asOf, else from the file name (`insur_2025_10_08.txt` → 2025-10-08), else ''. */
  asOf: string;
  /** The row mapper, bound to the header. */
  map: RowMapper;
}

export interface DetectOptions {
  asOf?: string;
  /** A daily difference file (deletions are rows blank apart from their key). */
  daily?: boolean;
  /** Skip detection: use this layout (the first row is still checked for a header where the layout can tell). */
  layout?: SourceKind;
}

/**
 * Picks the layout of a file from its first row (the header, or the first record of a headerless L&I file) and its
 * name: header files by their column names, headerless ones by field count and shape (docket / 8-digit DOT / type
 * code) with the file name as a tie-breaker (`actpendins_*`, `insur_*`, `revocation_*`). Null when nothing fits.
 */
export function detectLayout(headerOrFirstRow: string[], fileName = '', options: DetectOptions = {}): DetectedLayout | null {
  let best: { layout: Layout; score: number; hasHeader: boolean } | null = null;
  const candidates = options.layout ? [layoutById(options.layout)] : LAYOUTS;
  for (const layout of candidates) {
    const m = layout.match(headerOrFirstRow, fileName);
    if (options.layout || (m.score > 0 && (!best || m.score > best.score))) best = { layout, score: m.score, hasHeader: m.hasHeader };
  }
  if (!best || (!options.layout && best.score < 0.5)) return null;
  const asOf = options.asOf ?? dateFromFileName(fileName);
  const hasHeader = options.layout && best.score === 0 ? best.layout.mapsByName : best.hasHeader;
  return {
    layout: best.layout,
    hasHeader,
    asOf,
    map: best.layout.bind(hasHeader ? headerOrFirstRow : null, { asOf, daily: options.daily ?? false }),
  };
}
