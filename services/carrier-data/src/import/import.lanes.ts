/**
 * Import lanes: the CPU work of a large import spread over worker threads, the writes kept in file order.
 *
 * The main thread cuts the file into ranges of whole rows (a byte scan that decodes nothing) and hands each range to a
 * lane (import.lane.ts), which parses and maps its rows and answers with the DOT numbers they touch. Once no earlier
 * uncommitted batch touches one of those, the main thread reads their stored documents and the lane merges, builds
 * the canonical JSON and search keys, and answers with rows ready for the store's writer. Batches are committed one
 * after the other in file order, exactly as the single-threaded import commits them (same checkpoints, same event
 * streams), so resuming, idempotence and the events do not depend on how many lanes ran.
 *
 * A batch with an update that carries no DOT number (L&I insurance rows name only a docket, resolved through the
 * store's dockets) is not laned: the import goes on single-threaded from that batch.
 */
import type { Worker } from 'node:worker_threads';
import type { EquipmentRecord } from '../carrier/carrier.model';
import type { PreparedWrites } from '../carrier/sqlite-carrier.prepared-writes';
import { startModuleWorker } from '../carrier/module-worker';
import type { PreparedCarrierRows } from '../carrier/sqlite-carrier.rows';
import type { OpenedFile, ResumePoint, RowRange } from '../ingest';
import type { BatchOutcome } from './import-batch';

export interface LaneData {
  path: string;
  runId: string;
  initialLoad: boolean;
  /** The file as the run settled it (its date, layout and mode), so a lane maps rows exactly as the main thread. */
  asOf?: string;
  layout?: import('../ingest/updates').SourceKind;
  daily?: boolean;
}

export type LaneRequest =
  /** `above`: the highest stored DOT number; a batch entirely above it is prepared at once (nothing stored to read). */
  | { op: 'parse'; seq: number; range: RowRange; above: number; today: string }
  | { op: 'prepare'; seq: number; stored: [number, string][]; today: string };

/** A batch's outcome with its carriers as rows for the store's writer, and its equipment. */
export interface LanePrepared extends Omit<BatchOutcome, 'next'> {
  rows: PreparedCarrierRows;
  equipment: EquipmentRecord[];
}

export type LaneReply = { seq: number; dots: number[] | null; prepared?: LanePrepared } | { seq: number; prepared: LanePrepared } | { seq: number; error: string };

/** A parsed batch: its DOT numbers (null: an update without one), and its rows when the lane prepared them at once. */
export interface LaneParsed {
  dots: number[] | null;
  prepared?: LanePrepared;
}

/** The lane workers of one file. Batch `seq` always goes to lane seq % count (it keeps the parsed rows in between). */
export class ImportLanes {
  private readonly workers: Worker[];
  private readonly waiting = new Map<number, { resolve: (r: LaneReply) => void; reject: (e: Error) => void }>();
  private failure: Error | undefined;

  constructor(count: number, data: LaneData) {
    this.workers = Array.from({ length: count }, () => spawnLane(data));
    for (const w of this.workers) {
      w.on('message', (m: LaneReply) => {
        const waiter = this.waiting.get(m.seq);
        if (!waiter) return;
        this.waiting.delete(m.seq);
        if ('error' in m) waiter.reject(new Error(`Import lane: ${m.error}`));
        else waiter.resolve(m);
      });
      w.on('error', (e) => this.fail(e));
      w.on('exit', () => this.fail(new Error('Import lane exited')));
    }
  }

  async parse(seq: number, range: RowRange, above: number, today: string): Promise<LaneParsed> {
    const reply = await this.call(seq, { op: 'parse', seq, range, above, today });
    return 'dots' in reply ? { dots: reply.dots, prepared: reply.prepared } : { dots: null };
  }

  async prepare(seq: number, stored: Map<number, string>, today: string): Promise<LanePrepared> {
    const reply = await this.call(seq, { op: 'prepare', seq, stored: [...stored], today });
    if (!('prepared' in reply) || !reply.prepared) throw new Error(`Import lane: no rows for batch ${seq}`);
    return reply.prepared;
  }

  async close(): Promise<void> {
    this.failure ??= new Error('Import lanes closed');
    await Promise.all(this.workers.map((w) => w.terminate()));
  }

  private call(seq: number, message: LaneRequest): Promise<LaneReply> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      this.waiting.set(seq, { resolve, reject });
      this.workers[seq % this.workers.length].postMessage(message);
    });
  }

  private fail(e: Error): void {
    this.failure ??= e;
    for (const w of this.waiting.values()) w.reject(this.failure);
    this.waiting.clear();
  }
}

function spawnLane(data: LaneData): Worker {
  return startModuleWorker(__dirname, 'import.lane', { workerData: data });
}

interface LaneBatch {
  seq: number;
  range: RowRange;
  parsed: Promise<LaneParsed>;
  /** null: not laned (an update without a DOT number, here or in an earlier uncommitted batch). */
  prepared: Promise<LanePrepared | null>;
  committed: boolean;
  whenCommitted: Promise<void>;
  markCommitted: () => void;
}

export interface LanedFileOptions {
  file: OpenedFile;
  from: ResumePoint;
  batchRows: number;
  lanes: number;
  data: LaneData;
  writes: PreparedWrites;
  today: () => string;
  /** Commits one batch (events, rows, checkpoint); called in file order. */
  commit: (range: RowRange, prepared: LanePrepared) => Promise<void>;
}

/**
 * Imports a file from `from` through lanes. Returns null when the whole file is committed, or where to go on
 * single-threaded (the start of the first batch that could not be laned; everything before it is committed).
 */
export async function importLaned(o: LanedFileOptions): Promise<ResumePoint | null> {
  const lanes = new ImportLanes(o.lanes, o.data);
  // Enough batches in flight to keep every lane busy while the head one is written.
  const window = o.lanes * 3;
  const queue: LaneBatch[] = [];
  let seq = 0;

  const schedule = (range: RowRange): LaneBatch => {
    const earlier = queue.slice();
    let markCommitted = () => undefined as void;
    const whenCommitted = new Promise<void>((resolve) => (markCommitted = resolve));
    // Above the highest stored DOT number (an initial load, in DOT order) the lane prepares at once: no second round
    // trip, and the parsed rows never outlive one message (they would be promoted to the old generation).
    const parsed = lanes.parse(seq, range, o.writes.highestDot(), o.today());
    const batch: LaneBatch = { seq, range, parsed, prepared: Promise.resolve(null), committed: false, whenCommitted, markCommitted };
    batch.prepared = (async () => {
      const { dots: mine, prepared } = await parsed;
      if (!mine) return null;
      // Stored documents are read once every earlier batch writing one of these DOT numbers has committed. `earlier`
      // were all in flight when this batch was sent: if one shares a DOT number, rows prepared at once are stale.
      let stale = false;
      for (const e of earlier) {
        const theirs = (await e.parsed).dots;
        if (!theirs) return null;
        if (!overlap(theirs, mine)) continue;
        stale = true;
        if (!e.committed) await e.whenCommitted;
      }
      if (prepared && !stale) return prepared;
      // Prepared before an earlier batch wrote the same carrier: parsed again, then merged with what it wrote.
      if (prepared) await lanes.parse(batch.seq, range, Infinity, o.today());
      return lanes.prepare(batch.seq, o.writes.storedDocs(mine), o.today());
    })();
    // Awaited by commitHead, unless the file falls back first: never an unhandled rejection.
    batch.prepared.catch(() => undefined);
    parsed.catch(() => undefined);
    seq++;
    return batch;
  };

  const commitHead = async (): Promise<boolean> => {
    const head = queue[0];
    const prepared = await head.prepared;
    if (!prepared) return false;
    await o.commit(head.range, prepared);
    head.committed = true;
    head.markCommitted();
    queue.shift();
    return true;
  };

  try {
    for await (const range of o.file.ranges(o.from, o.batchRows)) {
      queue.push(schedule(range));
      while (queue.length >= window) if (!(await commitHead())) return fallback(queue);
    }
    while (queue.length) if (!(await commitHead())) return fallback(queue);
    return null;
  } finally {
    await lanes.close();
  }
}

function fallback(queue: LaneBatch[]): ResumePoint {
  return { offset: queue[0].range.start, line: queue[0].range.startLine };
}

/** Whether two DOT lists share a number (batches of a census file usually cover disjoint DOT ranges). */
function overlap(a: number[], b: number[]): boolean {
  const [small, large] = a.length <= b.length ? [a, b] : [b, a];
  let lo = Infinity;
  let hi = -Infinity;
  for (const d of large) {
    if (d < lo) lo = d;
    if (d > hi) hi = d;
  }
  const candidates = small.filter((d) => d >= lo && d <= hi);
  if (!candidates.length) return false;
  const set = new Set(large);
  return candidates.some((d) => set.has(d));
}
