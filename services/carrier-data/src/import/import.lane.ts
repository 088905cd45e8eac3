/**
 * One import lane: a worker thread that turns byte ranges of an FMCSA file into carrier rows ready for the store's
 * writer. Messages (answers carry the batch's `seq`, or `error`):
 *   parse   { seq, range, above }    → { dots }: reads, decodes and maps the rows; the DOT numbers they touch, or null
 *                                       when an update has none (its docket needs the store: the batch is not laned);
 *                                       and `prepared` at once when every DOT number lies above `above` (nothing stored)
 *   prepare { seq, stored, today }   → LanePrepared: merges with the stored documents, canonical JSON, search keys
 * No database and no clock here: the main thread reads the stored documents and commits the batches in file order
 * (import.lanes.ts).
 */
import { closeSync, openSync, readSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import type { CarrierRecord, EquipmentRecord } from '../carrier/carrier.model';
import { prepareCarrierRows } from '../carrier/sqlite-carrier.rows';
import { isCarrierUpdate, isRowError, openFmcsaFile, type CarrierUpdate, type RowError, type RowRange } from '../ingest';
import { applyBatch, groupByDot } from './import-batch';
import type { LaneData, LanePrepared, LaneReply, LaneRequest } from './import.lanes';

const { path, runId, initialLoad, asOf, layout, daily } = workerData as LaneData;
const opened = openFmcsaFile(path, { ...(asOf ? { asOf } : {}), ...(layout ? { layout } : {}), daily: daily ?? false });
interface ParsedBatch {
  byDot: Map<string, CarrierUpdate[]>;
  equipment: EquipmentRecord[];
  errors: RowError[];
}
const parsed = new Map<number, ParsedBatch>();

/** Opened per range: the lane holds no descriptor when it is terminated. */
function readRange(range: RowRange): Buffer {
  const bytes = Buffer.allocUnsafe(range.end - range.start);
  const fd = openSync(path, 'r');
  try {
    let done = 0;
    while (done < bytes.length) {
      const n = readSync(fd, bytes, done, bytes.length - done, range.start + done);
      if (n === 0) throw new Error(`${path}: file ended at byte ${range.start + done}, expected ${range.end} (changed during the import?)`);
      done += n;
    }
  } finally {
    closeSync(fd);
  }
  return bytes;
}

async function handle(m: LaneRequest): Promise<LaneReply> {
  const file = await opened;
  if (m.op === 'parse') {
    const updates: CarrierUpdate[] = [];
    const equipment: EquipmentRecord[] = [];
    const errors: RowError[] = [];
    for (const row of file.rowsIn(m.range, readRange(m.range))) {
      const r = row.result;
      if (r === null) continue;
      if (isRowError(r)) errors.push(r);
      else if (r.kind === 'equipment') equipment.push(...r.equipment);
      else if (isCarrierUpdate(r)) updates.push(r);
    }
    const byDot = groupByDot(updates);
    if (!byDot) return { seq: m.seq, dots: null };
    const dots = [...byDot.keys()].map(Number);
    const batch = { byDot, equipment, errors };
    if (dots.every((d) => d > m.above)) return { seq: m.seq, dots, prepared: prepare(batch, [], m.today) };
    parsed.set(m.seq, batch);
    return { seq: m.seq, dots };
  }
  if (m.op === 'prepare') {
    const batch = parsed.get(m.seq);
    if (!batch) throw new Error(`lane: batch ${m.seq} was not parsed here`);
    parsed.delete(m.seq);
    return { seq: m.seq, prepared: prepare(batch, m.stored, m.today) };
  }
  throw new Error(`lane: unknown request`);
}

/** Merges a parsed batch with the stored documents of its carriers; rows for the writer, events, counts. */
function prepare(batch: ParsedBatch, storedDocs: [number, string][], today: string): LanePrepared {
  const stored = new Map(storedDocs);
  const current = new Map<string, CarrierRecord>();
  for (const [dot, doc] of storedDocs) current.set(String(dot), JSON.parse(doc) as CarrierRecord);
  const { next, ...outcome } = applyBatch({ byDot: batch.byDot, current, runId, initialLoad, today });
  return { ...outcome, rows: prepareCarrierRows(next, stored).rows, errors: [...batch.errors, ...outcome.errors], equipment: batch.equipment };
}

parentPort!.on('message', (m: LaneRequest) => {
  handle(m).then(
    (reply) => parentPort!.postMessage(reply),
    (e: unknown) => parentPort!.postMessage({ seq: m.seq, error: e instanceof Error ? e.message : String(e) }),
  );
});
