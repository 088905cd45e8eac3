import { join } from 'node:path';
import type { EventEnvelope } from '@logiscope/kernel';
import { SqliteEventStore, type EventStore } from '@logiscope/infra';
import { MongoEventStore, serviceDbName } from '@logiscope/infra/distributed';
import type { Profile, RunningServer } from '../../../test/support/server-process';

/**
 * billing's own event log of a running server, read from outside (embedded: DATA_DIR/billing.db; distributed: the
 * namespace's billing database): what a test checks a background job recorded.
 */
export async function companySubscriptionEvents(server: RunningServer, profile: Profile, companyId: string): Promise<EventEnvelope[]> {
  const store: EventStore =
    profile === 'embedded'
      ? new SqliteEventStore(join(server.dataDir, 'billing.db'))
      : new MongoEventStore({ url: process.env.MONGO_URL!, dbName: serviceDbName('billing', server.namespace) });
  try {
    return (await store.readStream(`subscription:${companyId}`)).events;
  } finally {
    await store.close();
  }
}
