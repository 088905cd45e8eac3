import type { DomainEvent } from '@logiscope/kernel';
import type { EventStore, ReadAllOptions } from '../ports';

/**
 * Test only (crash tests): an event store that kills the process with SIGKILL right after its n-th successful append,
 * before the caller or anything else (projection, relay) sees it returned: a crash between an append and whatever
 * should follow it. n counts from the start of the process.
 */
export function crashAfterAppend(store: EventStore, n: number, label = 'event store'): EventStore {
  if (!(n > 0)) return store;
  let appends = 0;
  return {
    readStream: <E extends DomainEvent>(s: string) => store.readStream<E>(s),
    readAll: <E extends DomainEvent>(after: number, options?: ReadAllOptions<E['type']>) => store.readAll<E>(after, options),
    readUnpublished: (limit) => store.readUnpublished(limit),
    markPublished: (ids) => store.markPublished(ids),
    close: () => store.close(),
    append: async (streamId, expectedVersion, events) => {
      const result = await store.append(streamId, expectedVersion, events);
      if (++appends === n) {
        process.stderr.write(`[fault-inject] ${label}: SIGKILL after append ${n} (${streamId})\n`);
        process.kill(process.pid, 'SIGKILL');
      }
      return result;
    },
  };
}
