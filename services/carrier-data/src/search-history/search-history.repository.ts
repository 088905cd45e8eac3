import { randomBytes } from 'node:crypto';
import { v7 as uuidv7 } from 'uuid';
import type { DocumentCollection, DocumentStore } from '@logiscope/infra';
import { DuplicateKeyError } from '@logiscope/kernel';
import type { SearchHistoryEntry } from '../carrier-data.api';

interface Row extends SearchHistoryEntry {
  companyId: string;
  userId: string;
}

/** How long a recorded search may wait in memory before it is written (with the others of that moment). */
const FLUSH_MS = 200;
/** Written at once from this many waiting searches. */
const FLUSH_ROWS = 500;
/** Searches kept while the store refuses them (they are tried again with the next batch); the oldest go beyond. */
const MAX_PENDING = 20_000;

/**
 * Every search a company runs (usage counts on the dashboard and the control panel).
 *
 * Off the request path: a search is appended to a batch in memory and the batch is written in one write (one SQLite
 * transaction, one MongoDB insertMany) within FLUSH_MS, so a search costs no write of its own. Reads see every
 * search recorded before them: `list` writes the batch first. `close` writes what is left; a crash loses at most
 * the last FLUSH_MS of history (usage counts, nothing a broker acts on).
 */
/**
 * The 16 random bytes of an id, drawn 4 kB at a time: uuid asks the OS for each id's (a system call per search, about
 * 2 % of a carrier search's CPU in the gateway's profile).
 */
const pool = { bytes: new Uint8Array(0), at: 0 };
function randomForId(): Uint8Array {
  if (pool.at + 16 > pool.bytes.length) {
    pool.bytes = randomBytes(4096);
    pool.at = 0;
  }
  return pool.bytes.subarray(pool.at, (pool.at += 16));
}

export class SearchHistoryRepository {
  private pending: Row[] = [];
  private timer: NodeJS.Timeout | undefined;
  /** The write in progress: flushes follow one another, so rows are written in the order they were recorded. */
  private writing: Promise<void> = Promise.resolve();

  private constructor(
    private readonly rows: DocumentCollection<Row>,
    private readonly log: (line: string) => void,
  ) {}

  static async open(store: DocumentStore, log: (line: string) => void = (l) => console.warn(l)): Promise<SearchHistoryRepository> {
    return new SearchHistoryRepository(await store.collection<Row>('search_history', [{ fields: ['companyId', 'createdAt'] }]), log);
  }

  async record(companyId: string, userId: string, searchType: string, query: string, resultsCount: number, now: string): Promise<void> {
    // Time-ordered ids: the table only grows, one row per search, and appends stay cheap however long it gets.
    this.pending.push({ id: uuidv7({ msecs: Date.parse(now) || undefined, random: randomForId() }), companyId, userId, searchType, query: query.slice(0, 200), resultsCount, createdAt: now });
    if (this.pending.length >= FLUSH_ROWS) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), FLUSH_MS).unref();
  }

  async list(companyId: string, limit: number): Promise<{ entries: SearchHistoryEntry[]; total: number }> {
    await this.flush();
    const [rows, total] = await Promise.all([this.rows.find({ companyId }, { sort: { createdAt: -1 }, limit }), this.rows.count({ companyId })]);
    return { entries: rows.map(({ companyId: _c, userId: _u, ...e }) => e), total };
  }

  /** The company's searches counted since each start (ISO instants), and its last `recent`, newest first. */
  async usage(companyId: string, since: { monthStart: string; dayStart: string }, recent: number): Promise<{ total: number; thisMonth: number; today: number; recent: SearchHistoryEntry[] }> {
    await this.flush();
    const [rows, total, thisMonth, today] = await Promise.all([
      this.rows.find({ companyId }, { sort: { createdAt: -1 }, limit: recent }),
      this.rows.count({ companyId }),
      this.rows.count({ companyId, createdAt: { $gte: since.monthStart } }),
      this.rows.count({ companyId, createdAt: { $gte: since.dayStart } }),
    ]);
    return { total, thisMonth, today, recent: rows.map(({ companyId: _c, userId: _u, ...e }) => e) };
  }

  /** Writes every search recorded so far; resolves once they are stored (or kept for the next try, the failure logged). */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.pending;
    this.pending = [];
    this.writing = this.writing.then(() => this.write(batch));
    return this.writing;
  }

  /** One batch in one write; never rejects (a failed batch waits for the next one, bounded, the failure logged). */
  private async write(batch: Row[]): Promise<void> {
    if (batch.length === 0) return;
    try {
      await this.rows.insertMany(batch);
    } catch (first) {
      let e = first;
      try {
        // Part of it was stored (MongoDB writes up to the clash): the rest one by one, the stored ones skipped.
        if (e instanceof DuplicateKeyError) return await this.insertEach(batch);
      } catch (again) {
        e = again;
      }
      this.pending = [...batch, ...this.pending].slice(-MAX_PENDING);
      this.timer ??= setTimeout(() => void this.flush(), FLUSH_MS).unref();
      this.log(`search history: ${batch.length} searches not written yet, tried again shortly (${e instanceof Error ? e.message : String(e)})`);
    }
  }

  private async insertEach(batch: Row[]): Promise<void> {
    for (const row of batch) {
      await this.rows.insert(row).catch((e: unknown) => {
        if (!(e instanceof DuplicateKeyError)) throw e;
      });
    }
  }

  /** Writes what is left; called when carrier-data stops. */
  async close(): Promise<void> {
    await this.flush();
  }
}
