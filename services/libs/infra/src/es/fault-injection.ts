import type { EventStore } from '../ports';

/**
 * Test only (crash tests): an event store that kills the process with SIGKILL right after its n-th successful append,
 * before the caller or anything else (projection, relay) sees it returned: a crash between an append and whatever
 * should follow it. n counts from the start of the process.
 */
export function crashAfterAppend(store: EventStore, n: number, label = 'event store'): EventStore {
  if (!(n > 0)) return store;
  let appends = 0;
  return {
    readStream: (s) => store.readStream(s),
    readAll: (after, options) => store.readAll(after, options),
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
