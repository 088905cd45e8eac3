import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  describeDocumentStoreContract,
  describeEventBusContract,
  describeEventStoreContract,
  describeJobQueueContract,
  describeKeyValueStoreContract,
  describeMailerContract,
  describeRateLimiterContract,
  describeTextIndexContract,
  outboxUnderTest,
} from '../contracts';
import { MailOutbox } from './mail-outbox';
import { MemoryRateLimiter } from './memory-rate-limiter';
import { SqliteDocumentStore } from './sqlite-document-store';
import { SqliteEventBus } from './sqlite-event-bus';
import { SqliteEventStore } from './sqlite-event-store';
import { SqliteJobQueue } from './sqlite-job-queue';
import { SqliteKeyValueStore } from './sqlite-key-value-store';

// The same contract suites the distributed implementations pass, here on SQLite files in a temp dir.
const dir = mkdtempSync(join(tmpdir(), 'logiscope-contracts-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describeEventStoreContract('sqlite', async () => new SqliteEventStore(join(dir, 'events.db')));
describeEventBusContract('sqlite', async () => new SqliteEventBus(join(dir, 'bus.db')));
describeDocumentStoreContract('sqlite', async () => new SqliteDocumentStore(join(dir, 'docs.db')));
describeTextIndexContract('sqlite', async () => new SqliteDocumentStore(join(dir, 'text.db')));
describeKeyValueStoreContract('sqlite', async () => new SqliteKeyValueStore(join(dir, 'kv.db')));
describeJobQueueContract('sqlite', async (retention) => new SqliteJobQueue(join(dir, 'jobs.db'), retention));
describeRateLimiterContract('memory', async (name, rule) => new MemoryRateLimiter(name, rule));
describeMailerContract('outbox (sqlite)', async () => {
  const store = new SqliteDocumentStore(join(dir, 'mail.db'));
  return outboxUnderTest(await MailOutbox.open(store, { from: 'LogiScope <no-reply@logiscope.test>', onClose: () => store.close() }), 'no-reply@logiscope.test');
});
