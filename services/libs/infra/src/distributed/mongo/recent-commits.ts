import type { EventMetadata } from '@logiscope/kernel';

/** A commit as readAll needs it: immutable once written (only the outbox fields change, and they are not kept here). */
export interface RecentCommit {
  streamId: string;
  firstVersion: number;
  position: number;
  events: { eventId: string; type: string; schemaVersion: number; occurredAt: string; data: object; metadata: EventMetadata }[];
}

/**
 * The latest commits one event store appended or read, by position, so the projectors of a process following the log
 * read them from memory: on FerretDB v1 every read of a range decodes the whole log, and each projector read each
 * range on its own. Bounded by events; the oldest remembered go first. Copies in and out: a caller that changes an
 * event it was handed cannot change what the next one reads.
 */
export class RecentCommits {
  private readonly byPosition = new Map<number, RecentCommit>();
  private events = 0;

  constructor(private readonly maxEvents = 5_000) {}

  remember(commit: RecentCommit): void {
    if (this.byPosition.has(commit.position)) return;
    const { streamId, firstVersion, position, events } = commit;
    this.byPosition.set(position, structuredClone({ streamId, firstVersion, position, events }));
    this.events += events.length;
    for (const [oldest, kept] of this.byPosition) {
      if (this.events <= this.maxEvents || this.byPosition.size === 1) break;
      this.byPosition.delete(oldest);
      this.events -= kept.events.length;
    }
  }

  /** Every commit after `after` up to `top`, in order, or undefined when one of them is not here (read the database). */
  range(after: number, top: number): RecentCommit[] | undefined {
    if (top - after > this.byPosition.size) return undefined;
    const found: RecentCommit[] = [];
    for (let position = after + 1; position <= top; position++) {
      const commit = this.byPosition.get(position);
      if (!commit) return undefined;
      found.push(commit);
    }
    return structuredClone(found);
  }
}
