import { DuplicateKeyError } from '@logiscope/kernel';
import type { DocumentCollection, DocumentStore, Filter, TextIndex } from '@logiscope/infra';
import type { LoginRecordFilters, LoginScope, LoginTrackingReply } from '../security-tracking.api';
import { scanLoginRecords, searchLoginRecords, SEARCH_LIMITS, type SearchLimits } from './login-record.search';
import { textEntryOf, toView, type StoredLoginRecord } from './login-record.stored';
import { normaliseSearch } from './login-record.terms';
import { TextFill, type TextFillState } from './login-record.text-fill';

// The stored shape and its mappers live in login-record.stored.ts; the benchmark's generator takes them from here.
export { toStored, toView, type StoredLoginRecord } from './login-record.stored';

const SCOPED = ['companyId'];
/**
 * Each index twice: under a company (an administrator's screen) and across them (the platform operator's). The pages
 * are read in createdAt order on the first four; the total and the four cards are counted on the last, a counted
 * index (a few hundred combinations per company, since the threat level follows the score), so they cost the same
 * at a million records as at a thousand.
 */
const INDEXES = [
  ...[['createdAt'], ['loginStatus', 'createdAt'], ['threatLevel', 'createdAt'], ['loginStatus', 'threatLevel', 'createdAt']].map((fields) => ({ fields })),
  { fields: ['loginStatus', 'threatLevel', 'anonymised', 'riskScore'], counted: true },
].flatMap((spec) => [spec, { ...spec, fields: [...SCOPED, ...spec.fields] }]);

/** The free-text filter's index: each record's trigrams, company, status and threat (login-record.terms.ts). */
export const LOGIN_TEXT_INDEX = 'login_records_text';

export interface LoginRecordOptions {
  /**
   * 'index' (default): searches use the trigram index. 'scan': no index, a search reads every record in scope (the
   * distributed profile: FerretDB v1 scans term documents for every query, so the index's 60 documents a record made
   * each write 140-450 ms and a search seconds at 100 records; see README, Login risk).
   */
  search?: 'index' | 'scan';
  /** The search's bounds (login-record.search.ts); tests narrow them. */
  searchLimits?: SearchLimits;
  /** Records put per batch when filling the index of an existing data directory. */
  fillBatch?: number;
  log?: (line: string) => void;
}

/** The search index and its one-time fill, when searches use it. */
interface Indexed {
  text: TextIndex;
  fill: TextFill;
}

export class LoginRecordRepository {
  private constructor(
    private readonly store: DocumentStore,
    private readonly records: DocumentCollection<StoredLoginRecord>,
    private readonly indexed: Indexed | null,
    private readonly limits: SearchLimits,
  ) {}

  /** Opens the records and their search index; records stored before the index existed are put in the background. */
  static async open(store: DocumentStore, options: LoginRecordOptions = {}): Promise<LoginRecordRepository> {
    const records = await store.collection<StoredLoginRecord>('login_records', INDEXES);
    const limits = options.searchLimits ?? SEARCH_LIMITS;
    if (options.search === 'scan') return new LoginRecordRepository(store, records, null, limits);
    const text = await store.textIndex(LOGIN_TEXT_INDEX);
    const fill = await TextFill.start(records, text, await store.collection<TextFillState>('login_records_text_fill'), { batch: options.fillBatch, log: options.log });
    return new LoginRecordRepository(store, records, { text, fill }, limits);
  }

  /** Resolves once records stored before the search index existed are in it. */
  filled(): Promise<void> {
    return this.indexed?.fill.done ?? Promise.resolve();
  }

  /** Stops filling the search index (the service stops); the next open resumes. */
  close(): void {
    this.indexed?.fill.stop();
  }

  /**
   * The record's id is the event id, so a redelivered event is recognised and stored once. Returns false for a
   * duplicate. Its search entry is put either way: a crash between the two writes is mended by the redelivery.
   */
  async record(record: StoredLoginRecord): Promise<boolean> {
    let stored = true;
    try {
      await this.records.insert(record);
    } catch (e) {
      if (!(e instanceof DuplicateKeyError)) throw e;
      stored = false;
    }
    await this.indexed?.text.put(textEntryOf(record));
    return stored;
  }

  /** Many at once (the benchmark's generator writes straight into the read model): one transaction on SQLite. */
  async recordMany(records: StoredLoginRecord[]): Promise<void> {
    await this.store.batch(async () => {
      await this.records.insertMany(records);
      await this.indexed?.text.putMany(records.map(textEntryOf));
    });
  }

  get(id: string): Promise<StoredLoginRecord | null> {
    return this.records.get(id);
  }

  /** Newest first with the filters (AND); the four cards over the whole scope, never filtered by the text. */
  async list(scope: LoginScope, filters: LoginRecordFilters, limit: number): Promise<LoginTrackingReply> {
    const base: Filter<StoredLoginRecord> = scope.allCompanies ? {} : { companyId: scope.companyId };
    const filter: Filter<StoredLoginRecord> = { ...base };
    if (filters.status) filter.loginStatus = filters.status;
    if (filters.threatLevel) filter.threatLevel = filters.threatLevel;
    const search = normaliseSearch(filters.search);
    const page = async () => {
      if (!search) {
        const [records, total] = await Promise.all([this.records.find(filter, { sort: { createdAt: -1 }, limit }), this.records.count(filter)]);
        return { records, total, exact: true };
      }
      // Without the index, or until it holds the records stored before it existed, a search reads them all (exact, slower).
      if (!this.indexed?.fill.complete) return scanLoginRecords(this.records, filter, search, limit);
      return searchLoginRecords(this.records, this.indexed.text, { scope, filter, status: filters.status, threatLevel: filters.threatLevel, search, limit }, this.limits);
    };
    const [found, suspicious, vpnProxy, failed, blocked] = await Promise.all([
      page(),
      this.records.count({ ...base, riskScore: { $gte: 50 } }),
      this.records.count({ ...base, anonymised: true }),
      this.records.count({ ...base, loginStatus: 'FAILED' }),
      this.records.count({ ...base, loginStatus: 'BLOCKED' }),
    ]);
    return { records: found.records.map(toView), total: found.total, totalExact: found.exact, counts: { suspicious, vpnProxy, failed, blocked } };
  }
}
