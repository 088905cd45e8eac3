import { DuplicateKeyError } from '@logiscope/kernel';
import type { DocumentCollection, DocumentStore, Filter } from '@logiscope/infra';
import type { LoginRecordFilters, LoginRecordView, LoginScope, LoginTrackingReply } from '../security-tracking.api';

/** What is stored: the view plus the fields the screen's filters and cards are served from by index. */
export interface StoredLoginRecord extends LoginRecordView {
  /** Lower-cased e-mail, city, country and IP: the free-text filter's haystack. */
  searchText: string;
  /** VPN, proxy or Tor (the VPN/Proxy Usage card). */
  anonymised: boolean;
  /** When this service stored it (ISO, then a sequence). */
  recordedAt: string;
}

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

export function toStored(record: LoginRecordView, recordedAt: string): StoredLoginRecord {
  return {
    ...record,
    searchText: [record.email, record.city, record.country, record.ipAddress].join(' ').toLowerCase(),
    anonymised: record.isVpn || record.isProxy || record.isTor,
    recordedAt,
  };
}

export function toView(stored: StoredLoginRecord): LoginRecordView {
  const { searchText: _s, anonymised: _a, recordedAt: _r, ...view } = stored;
  return view;
}

export class LoginRecordRepository {
  private constructor(private readonly records: DocumentCollection<StoredLoginRecord>) {}

  static async open(store: DocumentStore): Promise<LoginRecordRepository> {
    return new LoginRecordRepository(await store.collection<StoredLoginRecord>('login_records', INDEXES));
  }

  /** The record's id is the event id, so a redelivered event is recognised and stored once. Returns false for a duplicate. */
  async record(record: StoredLoginRecord): Promise<boolean> {
    try {
      await this.records.insert(record);
      return true;
    } catch (e) {
      if (e instanceof DuplicateKeyError) return false;
      throw e;
    }
  }

  /** Many at once (the benchmark's generator writes straight into the read model). */
  async recordMany(records: StoredLoginRecord[]): Promise<void> {
    await this.records.insertMany(records);
  }

  get(id: string): Promise<StoredLoginRecord | null> {
    return this.records.get(id);
  }

  async list(scope: LoginScope, filters: LoginRecordFilters, limit: number): Promise<LoginTrackingReply> {
    const base: Filter<StoredLoginRecord> = scope.allCompanies ? {} : { companyId: scope.companyId };
    const filter: Filter<StoredLoginRecord> = { ...base };
    if (filters.status) filter.loginStatus = filters.status;
    if (filters.threatLevel) filter.threatLevel = filters.threatLevel;
    const search = filters.search.trim().toLowerCase();
    if (search) filter.searchText = { $contains: search };
    const [records, total, suspicious, vpnProxy, failed, blocked] = await Promise.all([
      this.records.find(filter, { sort: { createdAt: -1 }, limit }),
      this.records.count(filter),
      this.records.count({ ...base, riskScore: { $gte: 50 } }),
      this.records.count({ ...base, anonymised: true }),
      this.records.count({ ...base, loginStatus: 'FAILED' }),
      this.records.count({ ...base, loginStatus: 'BLOCKED' }),
    ]);
    return { records: records.map(toView), total, counts: { suspicious, vpnProxy, failed, blocked } };
  }
}
