import type { CarrierChanged, CarrierImported } from '@logiscope/proto';
import { BROKER_FIELDS, diffCarrier } from '../carrier/carrier.diff';
import type { CarrierRecord } from '../carrier/carrier.model';
import { applyUpdate, type CarrierUpdate, type RowError } from '../ingest';

export interface BatchInput {
  /** The updates of the batch by DOT number, in file order (DOT numbers resolved). */
  byDot: Map<string, CarrierUpdate[]>;
  /** The stored carriers of those DOT numbers. */
  current: Map<string, CarrierRecord>;
  runId: string;
  /** A first load emits no per-carrier events. */
  initialLoad: boolean;
  /** ISO date, for what the merge derives from it (insurance expiring, authority age). */
  today: string;
}

export interface BatchOutcome {
  /** Carriers to write (created or changed). */
  next: CarrierRecord[];
  events: (CarrierImported | CarrierChanged)[];
  /** The DOT number of each event (its partition key). */
  eventDots: string[];
  created: number;
  /** Changed in a field that matters to a broker. */
  changed: number;
  unchanged: number;
  errors: RowError[];
}

/**
 * One batch of an import, without I/O: applies the updates to the stored snapshots and says what to write and which
 * CarrierImported / CarrierChanged to emit (field-level before/after for what matters to a broker). The sequential
 * import and the import lanes (worker threads) both run it.
 */
export function applyBatch({ byDot, current, runId, initialLoad, today }: BatchInput): BatchOutcome {
  const out: BatchOutcome = { next: [], events: [], eventDots: [], created: 0, changed: 0, unchanged: 0, errors: [] };
  for (const [dot, updates] of byDot) {
    const before = current.get(dot) ?? null;
    let after = before;
    for (const u of updates) {
      try {
        after = applyUpdate(after, u, { today });
      } catch (e) {
        out.errors.push({ kind: 'error', source: u.source, line: u.line, reason: (e as Error).message });
      }
    }
    if (!after) continue;
    if (!before) {
      out.next.push(after);
      out.created += 1;
      if (!initialLoad) {
        out.events.push({ type: 'CarrierImported', data: { dotNumber: dot, legalName: after.legalName, mcNumbers: after.mcNumbers, state: after.physicalAddress.state, importId: runId } });
        out.eventDots.push(dot);
      }
      continue;
    }
    const changes = diffCarrier(before, after);
    if (changes.length === 0) {
      out.unchanged += 1;
      continue;
    }
    out.next.push(after);
    const relevant = changes.filter((c) => BROKER_FIELDS.has(c.field));
    if (relevant.length === 0) {
      out.unchanged += 1;
      continue;
    }
    out.changed += 1;
    // A first load builds each carrier from several files: those steps are not news to anyone.
    if (initialLoad) continue;
    out.events.push({
      type: 'CarrierChanged',
      data: {
        dotNumber: dot,
        legalName: after.legalName,
        changedFields: relevant.map((c) => c.field),
        beforeJson: JSON.stringify(Object.fromEntries(relevant.map((c) => [c.field, c.before]))),
        afterJson: JSON.stringify(Object.fromEntries(relevant.map((c) => [c.field, c.after]))),
        importId: runId,
      },
    });
    out.eventDots.push(dot);
  }
  return out;
}

/** Groups updates that carry their DOT number; null when one does not (it needs the store's dockets to resolve). */
export function groupByDot(updates: CarrierUpdate[]): Map<string, CarrierUpdate[]> | null {
  const byDot = new Map<string, CarrierUpdate[]>();
  for (const u of updates) {
    if (!u.dotNumber) return null;
    const list = byDot.get(u.dotNumber);
    if (list) list.push(u);
    else byDot.set(u.dotNumber, [u]);
  }
  return byDot;
}
