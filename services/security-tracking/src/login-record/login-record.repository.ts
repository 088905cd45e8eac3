import { DuplicateKeyError } from '@logiscope/kernel';
import type { DocumentCollection, DocumentStore } from '@logiscope/infra';
import type { LoginRecordView } from '../security-tracking.api';

export class LoginRecordRepository {
  private constructor(private readonly records: DocumentCollection<LoginRecordView>) {}

  static async open(store: DocumentStore): Promise<LoginRecordRepository> {
    return new LoginRecordRepository(await store.collection<LoginRecordView>('login_records', [{ fields: ['companyId', 'createdAt'] }, { fields: ['createdAt'] }]));
  }

  /** The record's id is the event id, so a redelivered event is recognised and stored once. Returns false for a duplicate. */
  async record(record: LoginRecordView): Promise<boolean> {
    try {
      await this.records.insert(record);
      return true;
    } catch (e) {
      if (e instanceof DuplicateKeyError) return false;
      throw e;
    }
  }

  async list(companyId: string, limit: number): Promise<{ records: LoginRecordView[]; total: number }> {
    const filter = { companyId };
    const [records, total] = await Promise.all([this.records.find(filter, { sort: { createdAt: -1 }, limit }), this.records.count(filter)]);
    return { records, total };
  }
}
