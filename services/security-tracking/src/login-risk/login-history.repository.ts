import type { DocumentCollection, DocumentStore } from '@logiscope/infra';
import { emptyHistory, type LoginHistory } from './login-risk';

/** One document per account (or unknown e-mail): the places, devices and recent failures the next assessment needs. */
export class LoginHistoryRepository {
  private constructor(private readonly histories: DocumentCollection<LoginHistory>) {}

  static async open(store: DocumentStore): Promise<LoginHistoryRepository> {
    return new LoginHistoryRepository(await store.collection<LoginHistory>('login_histories'));
  }

  async get(id: string): Promise<LoginHistory> {
    return (await this.histories.get(id)) ?? emptyHistory(id);
  }

  save(history: LoginHistory): Promise<void> {
    return this.histories.upsert(history);
  }
}
