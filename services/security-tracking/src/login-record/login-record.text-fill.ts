import type { DocumentCollection, TextIndex } from '@logiscope/infra';
import { textEntryOf, type StoredLoginRecord } from './login-record.stored';

/** Where the fill got to: every record newer than `after` is still to be put (null: none put yet). */
export interface TextFillState {
  id: 'fill';
  after: string | null;
  done: boolean;
}

/** Records put per write: on SQLite one transaction of about 50 ms, so requests between two batches wait little. */
export const TEXT_FILL_BATCH = 1_000;

/**
 * Fills the search index once for records stored before it existed (a data directory of an earlier version), a batch
 * at a time, in the background: the service starts and answers at once, and its searches scan the records as before
 * until the fill ends (at a million records, minutes). Oldest first, as records come: SQLite appends to its tables
 * (newest first split every page in two, and the index took twice the room). The progress is stored after each
 * batch, so a restart resumes where it stopped. New records are put by the consumer meanwhile (a record put twice is
 * replaced, so the fill may meet them). A store with no records has nothing to fill and is marked done at once.
 */
export class TextFill {
  private stopped = false;
  private finished = false;
  readonly done: Promise<void>;

  private constructor(
    private readonly records: DocumentCollection<StoredLoginRecord>,
    private readonly text: TextIndex,
    private readonly progress: DocumentCollection<TextFillState>,
    state: TextFillState,
    private readonly batch: number,
    log: (line: string) => void,
  ) {
    this.finished = state.done;
    // A failed fill leaves searches scanning (correct, slower); the next start resumes it.
    this.done = state.done ? Promise.resolve() : this.run(state.after).catch((e: unknown) => (this.stopped ? undefined : log(`login records: filling the search index failed: ${String(e)}`)));
  }

  static async start(records: DocumentCollection<StoredLoginRecord>, text: TextIndex, progress: DocumentCollection<TextFillState>, options: { batch?: number; log?: (line: string) => void } = {}): Promise<TextFill> {
    let state = await progress.get('fill');
    if (!state) {
      state = { id: 'fill', after: null, done: (await records.findOne({})) === null };
      await progress.upsert(state);
    }
    return new TextFill(records, text, progress, state, options.batch ?? TEXT_FILL_BATCH, options.log ?? ((l) => console.warn(l)));
  }

  /** true once every record stored before the index existed is in it. */
  get complete(): boolean {
    return this.finished;
  }

  /** Ends the fill after the batch in hand (the service stops); the next start resumes it. */
  stop(): void {
    this.stopped = true;
  }

  private async run(from: string | null): Promise<void> {
    let after = from;
    while (!this.stopped) {
      const oldest = await this.records.find(after === null ? {} : { createdAt: { $gt: after } }, { sort: { createdAt: 1 }, limit: this.batch });
      if (oldest.length === 0) {
        this.finished = true;
        await this.progress.upsert({ id: 'fill', after, done: true });
        return;
      }
      const last = oldest[oldest.length - 1]!.createdAt;
      // Records of one time never straddle two batches: the last time's are taken together, so `after` skips none.
      const batch = oldest.length < this.batch ? oldest : [...oldest.filter((r) => r.createdAt !== last), ...(await this.records.find({ createdAt: last }))];
      await this.text.putMany(batch.map(textEntryOf));
      after = last;
      await this.progress.upsert({ id: 'fill', after, done: false });
      // Lets requests and the consumer in between two batches.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
}
