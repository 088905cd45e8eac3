import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EventEnvelope } from '@logiscope/kernel';
import { eventually, newEvent, uniq } from '../contracts/contract-helpers';
import { SqliteEventBus } from './sqlite-event-bus';

/**
 * A subscriber working through a backlog gives the process a turn now and then: its handlers' SQLite calls are
 * synchronous, and an FMCSA difference's 1,000 changes once held every HTTP request and webhook delivery until the
 * last was handled.
 */
describe('SqliteEventBus: a backlog does not hold the process', () => {
  const dir = mkdtempSync(join(tmpdir(), 'logiscope-bus-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('should let a timer run while 500 waiting messages are handled', async () => {
    const bus = new SqliteEventBus(join(dir, 'bus.db'));
    const topic = uniq('t');
    await bus.publish(
      Array.from({ length: 500 }, (_, n) => {
        const e = newEvent('N', { n });
        return { topic, key: 'k', event: { ...e, streamId: 'k', streamVersion: n + 1, metadata: {} } as EventEnvelope };
      }),
    );
    let handled = 0;
    let handledWhenTimerRan = -1;
    setTimeout(() => (handledWhenTimerRan = handled), 0);
    const sub = await bus.subscribe({
      groupId: uniq('g'),
      topics: [topic],
      handle: async () => {
        // A millisecond of synchronous work per message, as a handler's reads and writes on SQLite are.
        const until = performance.now() + 1;
        while (performance.now() < until);
        handled += 1;
      },
    });
    await eventually(() => handled === 500, 'all 500 handled');
    await sub.stop();
    await bus.close();
    expect(handledWhenTimerRan).toBeGreaterThanOrEqual(0);
    expect(handledWhenTimerRan).toBeLessThan(100);
  });
});
