import type { KeyValueStore } from '../ports';
import { eventually, uniq } from './contract-helpers';

export function describeKeyValueStoreContract(engine: string, open: () => Promise<KeyValueStore>): void {
  describe(`KeyValueStore contract [${engine}]`, () => {
    let kv: KeyValueStore;
    beforeAll(async () => {
      kv = await open();
    });
    afterAll(async () => {
      await kv?.close();
    });

    it('sets, gets, overwrites and deletes', async () => {
      const k = uniq('k');
      expect(await kv.get(k)).toBeNull();
      await kv.set(k, 'v1');
      expect(await kv.get(k)).toBe('v1');
      await kv.set(k, '{"json":true}');
      expect(await kv.get(k)).toBe('{"json":true}');
      await kv.delete(k);
      expect(await kv.get(k)).toBeNull();
    });

    it('expires keys after their ttl', async () => {
      const k = uniq('ttl');
      await kv.set(k, 'short', { ttlMs: 150 });
      expect(await kv.get(k)).toBe('short');
      await eventually(async () => (await kv.get(k)) === null, 'key expired', 5_000);
    });

    it('increments atomically, starting from 1, with the ttl set on creation', async () => {
      const k = uniq('ctr');
      const values = await Promise.all(Array.from({ length: 20 }, () => kv.increment(k, { ttlMs: 60_000 })));
      expect([...values].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
      const t = uniq('ctr-ttl');
      expect(await kv.increment(t, { ttlMs: 150 })).toBe(1);
      await eventually(async () => (await kv.get(t)) === null, 'counter expired', 5_000);
      expect(await kv.increment(t, { ttlMs: 150 })).toBe(1);
    });
  });
}
