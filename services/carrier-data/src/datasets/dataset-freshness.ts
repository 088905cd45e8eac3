/**
 * How far LogiScope holds each data set completely, from the files it imported: a baseline ("All With History")
 * is complete on its date; a daily difference carries the data set forward only from the day before it (a missed
 * day breaks the chain until the next baseline). Pure.
 */
import { daysBetween } from '../intelligence/format';
import type { SourceKind } from '../ingest/updates';
import { effectiveFileDate } from './dataset-catalog';

/** An imported file as the import runs keep it. */
export interface ImportedFile {
  layout: string;
  /** Date of its data (YYYY-MM-DD; '' unknown). */
  asOf?: string;
  daily?: boolean;
  done: boolean;
}


/** Per data set kind, the latest day through which it is held completely ('' when only undated files were imported). */
export function completeThrough(files: Iterable<ImportedFile>): Map<SourceKind, string> {
  const done = [...files].filter((f) => f.done);
  // Older first; on one day the baseline before the daily that follows it.
  done.sort((a, b) => (a.asOf ?? '').localeCompare(b.asOf ?? '') || Number(!!a.daily) - Number(!!b.daily));
  const out = new Map<SourceKind, string>();
  for (const f of done) {
    const kind = f.layout as SourceKind;
    const asOf = effectiveFileDate(kind, f.asOf ?? '');
    const held = out.get(kind);
    if (!f.daily) {
      if (held === undefined || asOf > held) out.set(kind, asOf);
      continue;
    }
    // A daily difference extends a chain that reaches the day before it; alone it proves nothing complete.
    if (held && asOf && daysBetween(held, asOf) <= 1 && asOf > held) out.set(kind, asOf);
  }
  return out;
}

/** Whole days from `from` to `to` (ISO days): format.ts's daysBetween, under the name the freshness readers use. */
export const daysFrom = daysBetween;

/** A data set is stale when the latest day it is complete through is more than `limitDays` before today. */
export function isStale(completeOn: string | undefined, today: string, limitDays: number): boolean {
  return !completeOn || daysFrom(completeOn, today) > limitDays;
}
