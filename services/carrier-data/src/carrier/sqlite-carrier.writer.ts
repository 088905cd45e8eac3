import type { Worker } from 'node:worker_threads';
import { startModuleWorker } from './module-worker';
import { ROW_WIDTH, type PreparedCarrierRows } from './sqlite-carrier.rows';

/** Rows per message to the writer thread. */
export const WRITER_CHUNK = 500;

/** What the writer thread is started with. */
export interface WriterData {
  file: string;
  cacheKb: number;
  /** Another file, attached as `src` (read by rebuild steps). */
  attach?: string;
  /** Values per row in `rows` messages (ROW_WIDTH: dot, doc, then the carrier_keys columns). */
  rowWidth: number;
}

/** Messages to the writer thread; those with an id are answered (WriterReply). */
export type WriterRequest =
  | { op: 'begin' }
  | { op: 'rows'; ins: (string | number)[]; upd: (string | number)[] }
  | { op: 'commit'; id: number; meta: [string, string][] }
  | { op: 'rebuild'; id: number; steps: [string, string][]; querySql?: string }
  | { op: 'rollback'; id: number }
  | { op: 'close'; id: number };

export interface RebuildResult {
  timings: [string, number][];
  /** querySql's row, read before the commit. */
  result: Record<string, unknown> | null;
}

export interface WriterReply {
  id: number;
  error?: string;
  result?: RebuildResult;
}

type Answered = Extract<WriterRequest, { id: number }>;
type Unanswered = Exclude<WriterRequest, Answered>;
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/**
 * The bulk-load writer: a worker thread (sqlite-carrier.writer.worker.ts) with its own connection to the store's file
 * (no fsync, like the main connection during a bulk load) that inserts and updates carrier rows, and runs a file's
 * share of a rebuild (the search file's on a second one). begin and rows are not answered (a failure is kept); commit
 * is (a kept failure rolls the transaction back and is returned).
 */
export class BulkWriter {
  private readonly worker: Worker;
  private seq = 0;
  private readonly waiting = new Map<number, { resolve: (result: RebuildResult | undefined) => void; reject: (e: Error) => void }>();
  private dead: Error | undefined;
  private closing = false;
  private readonly exited: Promise<void>;

  /** `attach`: another file, attached as `src` (read by rebuild steps). */
  constructor(file: string, cacheKb: number, attach?: string) {
    const workerData: WriterData = { file, cacheKb, attach, rowWidth: ROW_WIDTH };
    this.worker = startModuleWorker(__dirname, 'sqlite-carrier.writer.worker', { workerData });
    // Idle, the thread does not keep the process alive; a pending commit does (see call()).
    this.worker.unref();
    this.worker.on('message', (m: WriterReply) => {
      const w = this.waiting.get(m.id);
      if (!w) return;
      this.waiting.delete(m.id);
      if (!this.waiting.size && !this.closing) this.worker.unref();
      if (m.error) w.reject(new Error(`Bulk writer: ${m.error}`));
      else w.resolve(m.result);
    });
    const fail = (e: Error) => {
      this.dead ??= e;
      for (const w of this.waiting.values()) w.reject(e);
      this.waiting.clear();
    };
    this.worker.on('error', fail);
    this.exited = new Promise((resolve) =>
      this.worker.once('exit', () => {
        fail(new Error('Bulk writer thread exited'));
        resolve();
      }),
    );
  }

  get alive(): boolean {
    return !this.dead;
  }

  begin(): void {
    this.post({ op: 'begin' });
  }

  rows(ins: (string | number)[], upd: (string | number)[]): void {
    this.post({ op: 'rows', ins, upd });
  }

  async commit(meta: [string, string][]): Promise<void> {
    await this.call({ op: 'commit', meta });
  }

  rollback(): Promise<void> {
    return this.call({ op: 'rollback' }).then(
      () => undefined,
      () => undefined,
    );
  }

  /**
   * Prepared rows in one transaction, sent in chunks so that the thread starts writing while the rest is cloned over;
   * `meta` is written with them. Rolled back if sending fails.
   */
  async writeRows(rows: PreparedCarrierRows, meta: [string, string][]): Promise<void> {
    const chunk = WRITER_CHUNK * ROW_WIDTH;
    this.begin();
    try {
      for (let i = 0; i < rows.ins.length; i += chunk) this.rows(rows.ins.slice(i, i + chunk), []);
      for (let i = 0; i < rows.upd.length; i += chunk) this.rows([], rows.upd.slice(i, i + chunk));
    } catch (e) {
      await this.rollback();
      throw e;
    }
    await this.commit(meta);
  }

  /** The steps in one transaction, then `querySql`'s row (before the commit). */
  async rebuild(steps: [string, string][], querySql?: string): Promise<RebuildResult> {
    return (await this.call({ op: 'rebuild', steps, querySql }))!;
  }

  async close(): Promise<void> {
    // Referenced until the thread has exited, or the process could end while we wait for it.
    this.closing = true;
    this.worker.ref();
    if (!this.dead) await this.call({ op: 'close' }).catch(() => undefined);
    await this.exited;
  }

  private post(message: Unanswered): void {
    if (this.dead) throw this.dead;
    this.worker.postMessage(message);
  }

  private call(message: DistributiveOmit<Answered, 'id'>): Promise<RebuildResult | undefined> {
    if (this.dead) return Promise.reject(this.dead);
    const id = ++this.seq;
    this.worker.ref();
    return new Promise<RebuildResult | undefined>((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.worker.postMessage({ ...message, id });
    });
  }
}
