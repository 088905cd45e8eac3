import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newEvent, uniq } from '../contracts/contract-helpers';
import { SqliteDocumentStore, SqliteEventStore } from '../embedded';
import type { DocumentCollection, DocumentStore, EventStore, PositionedEvent } from '../ports';
import { CHECKPOINTS_COLLECTION, ProjectionInUseError, Projector, rebuildProjection, type Projection, type ProjectionCheckpoint } from './projector';

interface Counter {
  id: string;
  count: number;
  last: string;
}

/** A projection counting `Tick` events per stream (an idempotent upsert keyed by stream, remembering the last event). */
class TickProjection implements Projection {
  readonly eventTypes = ['Tick'];
  readonly collections = ['ticks'];
  readonly applied: PositionedEvent[] = [];
  failNext = 0;
  batched = false;
  /** Fails the event at this position (once). */
  failAt = 0;

  constructor(
    readonly name: string,
    private readonly ticks: DocumentCollection<Counter>,
  ) {}

  static async open(documents: DocumentStore, name = 'test.ticks'): Promise<TickProjection> {
    return new TickProjection(name, await documents.collection<Counter>('ticks'));
  }

  async apply(event: PositionedEvent): Promise<void> {
    if (this.failNext > 0) {
      this.failNext -= 1;
      throw new Error('handler failed');
    }
    if (this.failAt === event.position) {
      this.failAt = 0;
      throw new Error('handler failed mid-batch');
    }
    this.applied.push(event);
    // Idempotent: the count is the event's own version in its stream, not an increment.
    await this.ticks.upsert({ id: event.streamId, count: event.streamVersion, last: event.eventId });
  }
}

describe('Projector (embedded engines)', () => {
  let dir: string;
  let file: string;
  let events: EventStore;
  let documents: DocumentStore;
  const running: Projector[] = [];

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'logiscope-projector-'));
    file = join(dir, 'svc.db');
    events = new SqliteEventStore(file);
    documents = new SqliteDocumentStore(file);
  });
  afterEach(async () => {
    for (const p of running.splice(0)) await p.stop();
    await events.close();
    await documents.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const projector = (projection: Projection, options = {}) => {
    const p = new Projector(events, documents, projection, { idleMs: 60_000, ...options });
    running.push(p);
    return p;
  };
  const ticks = async () => (await (await documents.collection<Counter>('ticks')).find({}, { sort: { id: 1 } })).map(({ id, count }) => ({ id, count }));
  const checkpoint = async (name = 'test.ticks') => (await (await documents.collection<ProjectionCheckpoint>(CHECKPOINTS_COLLECTION)).get(name))?.position;

  it('catches up with everything already in the log before start resolves, and stores its checkpoint', async () => {
    await events.append('a', 0, [newEvent('Tick'), newEvent('Tick')]);
    await events.append('b', 0, [newEvent('Tick')]);
    const last = await events.append('a', 2, [newEvent('Other'), newEvent('Tick')]);
    const projection = await TickProjection.open(documents);
    const { events: applied } = await projector(projection, { batchSize: 2 }).start();
    expect(applied).toBe(4);
    expect(await ticks()).toEqual([
      { id: 'a', count: 4 },
      { id: 'b', count: 1 },
    ]);
    expect(projection.applied.map((e) => e.type)).toEqual(['Tick', 'Tick', 'Tick', 'Tick']);
    expect(await checkpoint()).toBe(last.position);
  });

  it('resumes after its stored checkpoint: nothing is applied twice on a clean restart', async () => {
    await events.append('a', 0, [newEvent('Tick')]);
    const first = await TickProjection.open(documents);
    const p1 = projector(first);
    await p1.start();
    await p1.stop();
    await events.append('a', 1, [newEvent('Tick')]);
    const second = await TickProjection.open(documents);
    await projector(second).start();
    expect(second.applied.map((e) => e.streamVersion)).toEqual([2]);
    expect(await ticks()).toEqual([{ id: 'a', count: 2 }]);
  });

  it('replays idempotently when the checkpoint is lost (a crash before it was stored)', async () => {
    await events.append('a', 0, [newEvent('Tick'), newEvent('Tick')]);
    await events.append('b', 0, [newEvent('Tick')]);
    const p1 = projector(await TickProjection.open(documents));
    await p1.start();
    await p1.stop();
    const before = await ticks();
    await (await documents.collection(CHECKPOINTS_COLLECTION)).delete('test.ticks');
    const again = await TickProjection.open(documents);
    await projector(again).start();
    expect(again.applied).toHaveLength(3);
    expect(await ticks()).toEqual(before);
  });

  it('follows new appends: woken by caughtUp / notify without waiting for its poll', async () => {
    const p = projector(await TickProjection.open(documents));
    await p.start();
    const started = Date.now();
    const r = await events.append('w', 0, [newEvent('Tick')]);
    await p.caughtUp(r.position);
    expect(await ticks()).toEqual([{ id: 'w', count: 1 }]);
    const r2 = await events.append('w', 1, [newEvent('Tick')]);
    p.notify();
    await p.caughtUp(r2.position);
    expect(Date.now() - started).toBeLessThan(5_000); // the poll is 60 s here
    expect(await ticks()).toEqual([{ id: 'w', count: 2 }]);
  });

  it('polls for appends made by another process (another connection, nobody notifies)', async () => {
    const p = projector(await TickProjection.open(documents), { idleMs: 20 });
    await p.start();
    const other = new SqliteEventStore(file);
    try {
      await other.append('elsewhere', 0, [newEvent('Tick')]);
    } finally {
      await other.close();
    }
    const deadline = Date.now() + 5_000;
    while ((await ticks()).length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    expect(await ticks()).toEqual([{ id: 'elsewhere', count: 1 }]);
  });

  it('moves past events it does not handle, so caughtUp resolves for any append', async () => {
    const projection = await TickProjection.open(documents);
    const p = projector(projection);
    await p.start();
    const r = await events.append(uniq('login'), 0, [newEvent('Other')]);
    await p.caughtUp(r.position);
    expect(p.position).toBe(r.position);
    expect(projection.applied).toEqual([]);
  });

  it('retries a failing handler without skipping the event', async () => {
    const errors: unknown[] = [];
    const projection = await TickProjection.open(documents);
    const p = projector(projection, { idleMs: 10, onError: (e: unknown) => errors.push(e) });
    await p.start();
    projection.failNext = 2;
    const r = await events.append('f', 0, [newEvent('Tick')]);
    await p.caughtUp(r.position);
    expect(errors).toHaveLength(2);
    expect(await ticks()).toEqual([{ id: 'f', count: 1 }]);
  });

  it('applies a batched projection a batch at a time in one store batch; a failure mid-batch keeps what came before and the retry finishes it', async () => {
    for (const stream of ['a', 'b', 'c']) await events.append(stream, 0, [newEvent('Tick'), newEvent('Tick')]);
    const batches: number[] = [];
    const batch = documents.batch.bind(documents);
    documents.batch = (work) => {
      batches.push(batches.length);
      return batch(work);
    };
    const projection = await TickProjection.open(documents);
    projection.batched = true;
    projection.failAt = 5;
    const errors: unknown[] = [];
    const p = projector(projection, { batchSize: 4, idleMs: 10, onError: (e: unknown) => errors.push(e) });
    await expect(p.start()).rejects.toThrow('handler failed mid-batch');
    // The first batch (positions 1-4) is stored with its checkpoint; of the second, position 5 failed and nothing is past it.
    expect(await checkpoint()).toBe(4);
    expect(await ticks()).toEqual([
      { id: 'a', count: 2 },
      { id: 'b', count: 2 },
    ]);
    await p.start();
    expect(await ticks()).toEqual([
      { id: 'a', count: 2 },
      { id: 'b', count: 2 },
      { id: 'c', count: 2 },
    ]);
    expect(await checkpoint()).toBe(6);
    // 1-4, the failed 5-6, 5-6 again: one store batch each.
    expect(batches).toHaveLength(3);
    projection.batched = false;
    await events.append('d', 0, [newEvent('Tick'), newEvent('Tick')]);
    await p.catchUp();
    expect(batches).toHaveLength(3);
    expect(await ticks()).toContainEqual({ id: 'd', count: 2 });
  });

  it('fails a caughtUp that the projection does not reach in time', async () => {
    const projection = await TickProjection.open(documents);
    const p = projector(projection, { idleMs: 10, onError: () => undefined });
    await p.start();
    projection.failNext = Number.MAX_SAFE_INTEGER;
    const r = await events.append('stuck', 0, [newEvent('Tick')]);
    await expect(p.caughtUp(r.position, 100)).rejects.toThrow(/did not reach position/);
    projection.failNext = 0;
    await p.caughtUp(r.position);
  });

  it('rebuilds: drops the documents and the checkpoint, applies the whole log again, same documents', async () => {
    await events.append('a', 0, [newEvent('Tick'), newEvent('Tick')]);
    await events.append('b', 0, [newEvent('Other'), newEvent('Tick')]);
    const p = projector(await TickProjection.open(documents));
    await p.start();
    await p.stop();
    const before = await ticks();
    // A stray document the log does not explain disappears.
    await (await documents.collection<Counter>('ticks')).upsert({ id: 'stray', count: 9, last: '' });
    const report = await rebuildProjection(events, documents, await TickProjection.open(documents));
    expect(report).toMatchObject({ projection: 'test.ticks', eventsApplied: 3, documents: { ticks: 2 } });
    expect(await ticks()).toEqual(before);
    expect(await checkpoint()).toBe(report.position);
  });

  it('refuses to rebuild while another process follows the projection (fresh heartbeat), not once it stopped', async () => {
    const p = projector(await TickProjection.open(documents));
    await p.start();
    const cp = await documents.collection<ProjectionCheckpoint>(CHECKPOINTS_COLLECTION);
    const held = (await cp.get('test.ticks'))!;
    expect(held.heldBy).toMatch(/:\d+$/);
    // The same checkpoint as another process would leave it.
    await cp.upsert({ ...held, heldBy: 'other-host:1' });
    await expect(rebuildProjection(events, documents, await TickProjection.open(documents))).rejects.toBeInstanceOf(ProjectionInUseError);
    await cp.upsert({ ...held, heldBy: 'other-host:1', heartbeatAt: new Date(Date.now() - 60_000).toISOString() });
    await expect(rebuildProjection(events, documents, await TickProjection.open(documents))).resolves.toMatchObject({ projection: 'test.ticks' });
    await p.stop();
    expect((await cp.get('test.ticks'))!.heldBy).toBe('');
  });
});
