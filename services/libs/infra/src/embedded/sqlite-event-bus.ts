import { EventEmitter } from 'node:events';
import { setImmediate as turn } from 'node:timers/promises';
import type { DatabaseSync } from 'node:sqlite';
import type { EventEnvelope } from '@logiscope/kernel';
import { asDelivered } from '@logiscope/proto';
import { deadLetterTopic, type EventBus, type OutgoingMessage, type SubscribeOptions, type Subscription } from '../ports';
import { openSqlite, rowsOf, transaction } from './sqlite-database';

/** Wakes subscribers of the same file in this process at once; other processes fall back to polling. */
const wakeups = new Map<string, EventEmitter>();
const wakeupFor = (file: string) => {
  let e = wakeups.get(file);
  if (!e) {
    e = new EventEmitter();
    e.setMaxListeners(0);
    wakeups.set(file, e);
  }
  return e;
};

const POLL_MS = 250;
const BATCH = 200;
/**
 * A handler's SQLite calls are synchronous, so a backlog would otherwise be worked through without ever leaving the
 * microtask queue: no HTTP request, timer or job (a webhook delivery) would run until it was done (an FMCSA
 * difference's 1,000 changes held every delivery for 4 s: bench --scenario webhooks). The loop gives the event loop a
 * turn whenever it has held it this long.
 */
const SLICE_MS = 5;

type Row = {
  offset: number;
  topic: string;
  envelope: string;
};

/**
 * The embedded profile's Kafka: a durable append-only log of messages in SQLite with one committed
 * checkpoint per (group, topic). Delivery is at-least-once and in log order (so per key as well);
 * a checkpoint moves only after the handler returned, or after the message was dead-lettered.
 */
export class SqliteEventBus implements EventBus {
  private readonly db: DatabaseSync;
  private readonly wake: EventEmitter;
  private readonly running = new Set<{ stop(): Promise<void> }>();

  constructor(private readonly file: string) {
    this.db = openSqlite(file);
    this.wake = wakeupFor(file);
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS bus_messages (
        "offset" INTEGER PRIMARY KEY AUTOINCREMENT,
        topic TEXT NOT NULL,
        key TEXT NOT NULL,
        event_id TEXT NOT NULL,
        envelope TEXT NOT NULL,
        published_at TEXT NOT NULL
      );
      CREATE INDEX IF NOT EXISTS bus_messages_topic ON bus_messages (topic, "offset");
      CREATE TABLE IF NOT EXISTS bus_checkpoints (
        group_id TEXT NOT NULL,
        topic TEXT NOT NULL,
        "offset" INTEGER NOT NULL,
        PRIMARY KEY (group_id, topic)
      );
    `);
  }

  async publish(messages: OutgoingMessage[]): Promise<void> {
    // Checked and stored as Kafka's consumers read it, all before anything is written: an invalid or misplaced event
    // fails the call with the Kafka bus's error, and consumers get the same object on both buses.
    this.append(messages.map((m) => ({ ...m, event: asDelivered(m.topic, m.event) })));
  }

  private append(messages: OutgoingMessage[]): void {
    if (messages.length === 0) return;
    const insert = this.db.prepare('INSERT INTO bus_messages (topic, key, event_id, envelope, published_at) VALUES (?, ?, ?, ?, ?)');
    const now = new Date().toISOString();
    transaction(this.db, () => {
      for (const m of messages) insert.run(m.topic, m.key, m.event.eventId, JSON.stringify(m.event), now);
    });
    this.wake.emit('published');
  }

  async subscribe(options: SubscribeOptions): Promise<Subscription> {
    const { groupId, topics, handle } = options;
    const maxAttempts = Math.max(1, options.maxAttempts ?? 3);
    const fromBeginning = options.fromBeginning ?? true;
    const placeholders = topics.map(() => '?').join(', ');

    // A new group starts at the beginning of the log, or at its end when fromBeginning is false.
    const initCheckpoint = this.db.prepare('INSERT OR IGNORE INTO bus_checkpoints (group_id, topic, "offset") VALUES (?, ?, ?)');
    const end = (this.db.prepare(`SELECT COALESCE(MAX("offset"), 0) AS o FROM bus_messages`).get() as { o: number }).o;
    for (const t of topics) initCheckpoint.run(groupId, t, fromBeginning ? 0 : end);

    const next = this.db.prepare(
      `SELECT m."offset" AS "offset", m.topic AS topic, m.envelope AS envelope FROM bus_messages m
       JOIN bus_checkpoints c ON c.group_id = ? AND c.topic = m.topic
       WHERE m.topic IN (${placeholders}) AND m."offset" > c."offset"
       ORDER BY m."offset" LIMIT ${BATCH}`,
    );
    const commit = this.db.prepare('UPDATE bus_checkpoints SET "offset" = ? WHERE group_id = ? AND topic = ? AND "offset" < ?');

    let stopped = false;
    let timer: NodeJS.Timeout | undefined;
    let kick: (() => void) | undefined;
    const onWake = () => kick?.();
    this.wake.on('published', onWake);

    const deliver = async (row: Row): Promise<void> => {
      const event = JSON.parse(row.envelope) as EventEnvelope;
      let lastError: unknown;
      for (let attempt = 1; attempt <= maxAttempts; attempt++) {
        try {
          await handle(event, { topic: row.topic, offset: String(row.offset), attempt });
          return;
        } catch (e) {
          lastError = e;
          if (attempt < maxAttempts) await new Promise((r) => setTimeout(r, 20 * attempt));
        }
      }
      const error = lastError instanceof Error ? lastError.message : String(lastError);
      // The stored message moves as it is (Kafka forwards even undecodable bytes): it was checked when published.
      this.append([{ topic: deadLetterTopic(row.topic), key: event.streamId, event: { ...event, metadata: { ...event.metadata, dlqError: error, dlqGroup: groupId } } }]);
    };

    const loop = (async () => {
      let since = performance.now();
      while (!stopped) {
        const rows = rowsOf<Row>(next, groupId, ...topics);
        for (const row of rows) {
          if (stopped) return;
          await deliver(row);
          commit.run(row.offset, groupId, row.topic, row.offset);
          if (performance.now() - since > SLICE_MS) {
            await turn();
            since = performance.now();
          }
        }
        if (rows.length === BATCH) continue;
        await new Promise<void>((resolve) => {
          kick = resolve;
          timer = setTimeout(resolve, POLL_MS);
        });
        clearTimeout(timer);
        kick = undefined;
        since = performance.now();
      }
    })();

    const subscription = {
      stop: async () => {
        stopped = true;
        kick?.();
        this.wake.off('published', onWake);
        await loop;
        this.running.delete(subscription);
      },
    };
    this.running.add(subscription);
    return subscription;
  }

  async close(): Promise<void> {
    await Promise.all([...this.running].map((s) => s.stop()));
    if (this.db.isOpen) this.db.close();
  }
}
