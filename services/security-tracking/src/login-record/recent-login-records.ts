import { randomUUID } from 'node:crypto';
import type { LoginRecordView, LoginScope } from '../security-tracking.api';

/**
 * The records this process stored lately, in memory, for the live feed: an open screen asks several times a second,
 * and a read-model query per poll is too slow on FerretDB (no sort pushdown: seconds at 20,000 records). The cursor
 * names this process's run, so a restart (or another replica) starts the caller afresh instead of replaying.
 */
export class RecentLoginRecords {
  private readonly run = randomUUID().slice(0, 8);
  private sequence = 0;
  private readonly items: { seq: number; record: LoginRecordView }[] = [];

  constructor(private readonly capacity = 2000) {}

  add(record: LoginRecordView): void {
    this.items.push({ seq: ++this.sequence, record });
    if (this.items.length > this.capacity) this.items.splice(0, this.items.length - this.capacity);
  }

  /** After the cursor, oldest first; '' or a cursor of another run: none, only the cursor of now. */
  since(scope: LoginScope, cursor: string, limit: number): { records: LoginRecordView[]; cursor: string } {
    const [run, seqText] = cursor.split(':');
    const now = `${this.run}:${this.sequence}`;
    if (run !== this.run) return { records: [], cursor: now };
    const after = Number(seqText);
    const found = this.items.filter((i) => i.seq > after && (scope.allCompanies || i.record.companyId === scope.companyId)).slice(0, limit);
    const last = found.at(-1)?.seq ?? this.items.filter((i) => i.seq > after).slice(0, limit).at(-1)?.seq ?? after;
    return { records: found.map((i) => i.record), cursor: `${this.run}:${found.length === limit ? last : Math.max(last, this.sequence)}` };
  }
}
