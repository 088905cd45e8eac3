import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteDocumentStore, SqliteEventStore } from '@logiscope/infra';

/**
 * For a describe block: one service's embedded engines (its event store and documents in one fresh SQLite file) per
 * test, closed and removed after it. Read `stores.events` / `stores.documents` inside the tests.
 */
export function sqliteStoresPerTest(service: string): { events: SqliteEventStore; documents: SqliteDocumentStore } {
  const stores = {} as { events: SqliteEventStore; documents: SqliteDocumentStore };
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), `logiscope-${service}-`));
    stores.events = new SqliteEventStore(join(dir, `${service}.db`));
    stores.documents = new SqliteDocumentStore(join(dir, `${service}.db`));
  });
  afterEach(async () => {
    await stores.events.close();
    await stores.documents.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return stores;
}
