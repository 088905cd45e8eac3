/**
 * What the refresh does for one data set, from the day the portal published it and what LogiScope holds. Pure.
 *
 * A Motus daily difference published on day D holds the changes since D-1: it carries the data set forward only when
 * LogiScope holds it completely through D-1. A missed day (or nothing ever held) can only be mended by the whole data
 * set again ("All With History"). The portal republishing a day already applied changes nothing.
 *
 * The census has no daily difference on the portal and its whole file is 4.4 million rows: the refresh pulls the rows
 * added or updated since the day it holds (a census file must have been imported once, with `npm run import`).
 */
import { daysFrom } from '../datasets/dataset-freshness';

export interface RefreshFacts {
  /** census: changes only; motus: daily difference or baseline. */
  kind: 'motus' | 'census';
  /** Eastern day the portal published the data set (its daily difference, for Motus). */
  published: string;
  /** Latest day LogiScope holds the data set completely (completeThrough); '' or undefined when never. */
  held?: string;
  /** Latest day the refresh applied for this data set; '' when never. */
  lastApplied?: string;
}

export type RefreshDecision =
  | { mode: 'none'; reason: 'already-applied' | 'up-to-date' | 'no-census' }
  | { mode: 'daily'; day: string }
  | { mode: 'baseline'; reason: 'never-held' | 'missed-day' }
  | { mode: 'changes'; since: string; day: string };

export function decideRefresh(f: RefreshFacts): RefreshDecision {
  if (f.lastApplied && f.published <= f.lastApplied) return { mode: 'none', reason: 'already-applied' };
  if (f.held && f.published <= f.held) return { mode: 'none', reason: 'up-to-date' };
  if (f.kind === 'census') return f.held ? { mode: 'changes', since: f.held, day: f.published } : { mode: 'none', reason: 'no-census' };
  if (f.held && daysFrom(f.held, f.published) === 1) return { mode: 'daily', day: f.published };
  return { mode: 'baseline', reason: f.held ? 'missed-day' : 'never-held' };
}
