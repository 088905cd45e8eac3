import { hostname } from 'node:os';
import { setImmediate as turn } from 'node:timers/promises';
import type { DomainEvent } from '@logiscope/kernel';
import type { DocumentCollection, DocumentStore, EventStore, PositionedEvent } from '../ports';

/**
 * A read model fed from its service's own event log. `apply` is the projection's evolve: it writes the event's effect
 * to the DocumentStore and must be idempotent (upserts, patches, deletes), because delivery is at least once: the
 * read-model writes and the checkpoint are separate writes (no transaction spans them on FerretDB v1), so a crash
 * after applying an event and before storing the checkpoint applies it again on the next start.
 * E is the union of events it handles (from the contracts' catalogue): `apply` gets exactly those, typed, so a switch
 * on `type` narrows `data` without a cast.
 */
export interface Projection<E extends DomainEvent = DomainEvent> {
  /** The checkpoint's id; one per projection and service. */
  readonly name: string;
  /** The event types `apply` handles; the runner reads past the others without handing them over. */
  readonly eventTypes: readonly E['type'][];
  /** The read-model collections this projection alone writes: a rebuild empties them. */
  readonly collections: readonly string[];
  /** The text indexes (DocumentStore.textIndex) it alone writes: a rebuild clears them too. */
  readonly textIndexes?: readonly string[];
  /**
   * `apply` awaits nothing but the DocumentStore (no other service, bus, timer or projector): a batch of events is
   * then applied in one store batch (SQLite: one transaction, the replay's main cost otherwise). Process managers that
   * append events or wait for other projections leave it unset.
   */
  readonly batched?: boolean;
  apply(event: PositionedEvent<E>): Promise<void>;
}

export interface ProjectionCheckpoint {
  id: string;
  /** Every event at or below this global position has been applied. */
  position: number;
  updatedAt: string;
  /** `host:pid` of the running projector following the log ('' once it stopped): what a rebuild refuses to race. */
  heldBy: string;
  /** Refreshed every few seconds while it runs. */
  heartbeatAt: string;
}

export const CHECKPOINTS_COLLECTION = 'projection_checkpoints';
/** A running projector stores its checkpoint at least this often, even when the log is quiet. */
const HEARTBEAT_MS = 5_000;
/** A checkpoint whose heartbeat is older than this belongs to no running process. */
export const HEARTBEAT_STALE_MS = 15_000;
const ME = `${hostname()}:${process.pid}`;
/** A batch that held the process this long lets the event loop turn before the next (see `follow`). */
const LONG_BATCH_MS = 5;

export interface ProjectorOptions {
  /** Events per read (default 500). */
  batchSize?: number;
  /** Poll interval when no append woke the runner (appends by another process, default 250 ms). */
  idleMs?: number;
  /** How long caughtUp waits before failing (default 15 s). */
  waitTimeoutMs?: number;
  /** A checkpoint that only moved past events the projection ignores is stored at most this often (default 1 s). */
  idleCheckpointMs?: number;
  onError?: (error: unknown) => void;
}

interface Waiter {
  position: number;
  resolve: () => void;
  reject: (e: Error) => void;
  timer: NodeJS.Timeout;
}

/**
 * Runs one projection as a checkpointed consumer of the service's own event store (not the bus): reads the log in
 * global order after its stored checkpoint, applies each event, stores the checkpoint. `start()` catches up before it
 * resolves (the service answers only then), then it follows new appends: woken by `notify()` / `caughtUp()` after an
 * append in this process, and by a poll for appends made elsewhere (the import CLI, another instance).
 * Writers that read their own writes `await caughtUp(position)` with the position their append returned.
 * One runner per projection and store: two runners on the same documents would interleave their replays.
 */
export class Projector<E extends DomainEvent = DomainEvent> {
  private checkpoints: DocumentCollection<ProjectionCheckpoint> | undefined;
  private current = 0;
  private stored = 0;
  private storedAt = 0;
  private waiters: Waiter[] = [];
  private wake: (() => void) | undefined;
  private woken = false;
  private loop: Promise<void> | undefined;
  private following = false;
  private stopped = false;
  private step: Promise<number> | undefined;

  constructor(
    private readonly events: EventStore,
    private readonly documents: DocumentStore,
    readonly projection: Projection<E>,
    private readonly options: ProjectorOptions = {},
  ) {}

  /** The global position applied so far (in memory; the stored checkpoint may be a little behind). */
  get position(): number {
    return this.current;
  }

  /** Loads the checkpoint and applies everything already in the log, then keeps following it. */
  async start(): Promise<{ events: number }> {
    this.following = true;
    await this.load();
    const caught = await this.catchUp();
    this.loop ??= this.follow();
    return caught;
  }

  /** Applies batches until the log has nothing newer (start and rebuild). */
  async catchUp(): Promise<{ events: number }> {
    await this.load();
    let events = 0;
    for (;;) {
      const before = this.current;
      const n = await this.runOnce();
      events += n;
      if (n === 0 && this.current === before) break;
    }
    await this.saveCheckpoint(true);
    return { events };
  }

  /**
   * One batch: reads after the position, applies, stores the checkpoint. Returns the events applied. `poll`: the follow
   * loop's read, which may find other processes' appends a moment late (ReadAllOptions.poll).
   */
  runOnce(poll = false): Promise<number> {
    // One batch at a time, whoever asks (the follow loop, catchUp, a test).
    const run = (this.step ?? Promise.resolve(0)).catch(() => 0).then(() => this.applyBatch(poll));
    this.step = run;
    return run;
  }

  /** Call after an append so the projection follows without waiting for its next poll. */
  notify(): void {
    this.woken = true;
    this.wake?.();
  }

  /** Resolves once every event up to `position` (an append's returned position) is in the read model. */
  caughtUp(position: number, timeoutMs = this.options.waitTimeoutMs ?? 15_000): Promise<void> {
    if (this.current >= position) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        position,
        resolve,
        reject,
        timer: setTimeout(() => {
          this.waiters = this.waiters.filter((w) => w !== waiter);
          reject(new Error(`Projection ${this.projection.name} did not reach position ${position} within ${timeoutMs} ms (at ${this.current})`));
        }, timeoutMs),
      };
      this.waiters.push(waiter);
      this.notify();
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.wake?.();
    await this.loop;
    await this.step?.catch(() => undefined);
    const held = this.following;
    this.following = false;
    if (this.checkpoints && held) await this.saveCheckpoint(true, true).catch(() => undefined);
    for (const w of this.waiters) {
      clearTimeout(w.timer);
      w.reject(new Error(`Projection ${this.projection.name} stopped`));
    }
    this.waiters = [];
  }

  private async load(): Promise<void> {
    if (this.checkpoints) return;
    const checkpoints = await this.documents.collection<ProjectionCheckpoint>(CHECKPOINTS_COLLECTION);
    const stored = await checkpoints.get(this.projection.name);
    this.current = this.stored = stored?.position ?? 0;
    this.storedAt = Date.now();
    this.checkpoints = checkpoints;
    // Claim it at once (heldBy), so a rebuild started now sees this process.
    if (this.following) await this.saveCheckpoint(true, true);
  }

  private async applyBatch(poll: boolean): Promise<number> {
    await this.load();
    const read = await this.events.readAll<E>(this.current, { limit: this.options.batchSize ?? 500, types: this.projection.eventTypes, poll });
    const applyAll = async () => {
      for (const event of read.events) await this.projection.apply(event);
      if (read.position > this.current) this.current = read.position;
      await this.saveCheckpoint(read.events.length > 0);
    };
    if (this.projection.batched && read.events.length > 1) await this.documents.batch(applyAll);
    else await applyAll();
    // After the batch's commit: a waiter resumed earlier could write to the file the batch holds.
    this.release();
    return read.events.length;
  }

  private async saveCheckpoint(force: boolean, always = false): Promise<void> {
    const since = Date.now() - this.storedAt;
    const heartbeat = this.following && since >= HEARTBEAT_MS;
    if (this.current === this.stored && !heartbeat && !always) return;
    // Positions past ignored events only: replaying those costs a read, so they are stored now and then.
    if (!force && !heartbeat && !always && since < (this.options.idleCheckpointMs ?? 1000)) return;
    const position = this.current;
    const now = new Date().toISOString();
    await this.checkpoints!.upsert({ id: this.projection.name, position, updatedAt: now, heldBy: this.following ? ME : '', heartbeatAt: now });
    this.stored = position;
    this.storedAt = Date.now();
  }

  private release(): void {
    if (this.waiters.length === 0) return;
    const done = this.waiters.filter((w) => w.position <= this.current);
    if (done.length === 0) return;
    this.waiters = this.waiters.filter((w) => w.position > this.current);
    for (const w of done) {
      clearTimeout(w.timer);
      w.resolve();
    }
  }

  private async follow(): Promise<void> {
    while (!this.stopped) {
      this.woken = false;
      let applied = 0;
      let moved = false;
      let failed = false;
      const startedAt = performance.now();
      try {
        const before = this.current;
        applied = await this.runOnce(true);
        moved = this.current !== before;
      } catch (e) {
        failed = true;
        (this.options.onError ?? ((err) => console.error(`[projection ${this.projection.name}]`, err)))(e);
      }
      if (this.stopped) break;
      // After a failure (a handler or the database), wait a poll before the same batch is tried again. Otherwise the next
      // batch at once; after a long one, a turn of the event loop first (embedded, a batch never leaves the microtask
      // queue: requests, timers and jobs would wait for a backlog to be worked through).
      if ((applied > 0 || moved || this.woken) && !failed) {
        if (performance.now() - startedAt > LONG_BATCH_MS) await turn();
        continue;
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.options.idleMs ?? 250);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = undefined;
    }
  }
}

/** What a rebuild did, for the CLI to print. */
export interface RebuildReport {
  projection: string;
  eventsApplied: number;
  position: number;
  documents: Record<string, number>;
  ms: number;
}

/** A rebuild refused because a running process follows the projection (its checkpoint's heartbeat is fresh). */
export class ProjectionInUseError extends Error {
  constructor(
    readonly projection: string,
    readonly heldBy: string,
    readonly heartbeatAgoMs: number,
  ) {
    super(`Projection ${projection} is being followed by a running process (${heldBy}, heartbeat ${Math.round(heartbeatAgoMs / 1000)} s ago): stop the server first`);
  }
}

/**
 * Drops a projection's documents and checkpoint and applies the whole log again. Run it with the service stopped:
 * a running service's projector would go on writing the same documents from its own position. Refuses (throws
 * ProjectionInUseError) while a projector's heartbeat on the checkpoint is fresh, unless `force`.
 */
export async function rebuildProjection<E extends DomainEvent>(
  events: EventStore,
  documents: DocumentStore,
  projection: Projection<E>,
  options: ProjectorOptions & { force?: boolean } = {},
): Promise<RebuildReport> {
  const started = Date.now();
  const current = await (await documents.collection<ProjectionCheckpoint>(CHECKPOINTS_COLLECTION)).get(projection.name);
  const ago = current?.heartbeatAt ? Date.now() - Date.parse(current.heartbeatAt) : Infinity;
  if (!options.force && current?.heldBy && current.heldBy !== ME && ago < HEARTBEAT_STALE_MS) throw new ProjectionInUseError(projection.name, current.heldBy, ago);
  for (const name of projection.collections) await emptyCollection(await documents.collection(name));
  for (const name of projection.textIndexes ?? []) await (await documents.textIndex(name)).clear();
  await (await documents.collection<ProjectionCheckpoint>(CHECKPOINTS_COLLECTION)).delete(projection.name);
  const projector = new Projector(events, documents, projection, { batchSize: 1000, ...options });
  const { events: applied } = await projector.catchUp();
  const counts: Record<string, number> = {};
  for (const name of projection.collections) counts[name] = await (await documents.collection(name)).count({});
  return { projection: projection.name, eventsApplied: applied, position: projector.position, documents: counts, ms: Date.now() - started };
}

/** Deletes every document of a collection (a rebuild's first step). */
export async function emptyCollection(collection: DocumentCollection<{ id: string }>): Promise<void> {
  for (;;) {
    const page = await collection.find({}, { limit: 1000 });
    if (page.length === 0) return;
    for (const doc of page) await collection.delete(doc.id);
  }
}
