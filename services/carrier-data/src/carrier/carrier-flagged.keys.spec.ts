import { buildFlaggedKeys, flaggedMayHold } from './carrier-flagged.keys';
import { carrier } from './carrier-store.fixtures';
import { SqliteCarrierStore } from './sqlite-carrier.store';

describe('the flagged carriers’ contact keys', () => {
  it('holds every key of every flagged carrier, per kind, and says "surely none" for the others', () => {
    const set = buildFlaggedKeys([['3125550101', 'ops@gone.com', '1 MAIN ST|IL|60601', '9 BOX|IL|60602', '["JANE ROE","JOHN DOE"]']]);
    expect(['phone:3125550101', 'email:ops@gone.com', 'address:1 MAIN ST|IL|60601', 'address:9 BOX|IL|60602', 'officer:JANE ROE', 'officer:JOHN DOE'].every((kv) => {
      const [kind, key] = kv.split(/:(.*)/s) as ['phone' | 'email' | 'address' | 'officer', string];
      return flaggedMayHold(set, kind, key);
    })).toBe(true);
    // The same text under another kind is another key.
    expect(flaggedMayHold(set, 'email', '3125550101')).toBe(false);
    expect(flaggedMayHold(set, 'phone', '3125550199')).toBe(false);
    expect(flaggedMayHold(set, 'officer', '')).toBe(false);
  });
});

describe('SqliteCarrierStore.flaggedFilter', () => {
  let store: SqliteCarrierStore;
  beforeAll(async () => {
    store = new SqliteCarrierStore(':memory:');
    await store.upsertMany([
      carrier('601', { phone: '4155550101', authorityStatus: 'REVOKED', officers: ['ANN OLD'] }),
      carrier('602', { phone: '4155550101', officers: ['ANN OLD'] }),
      carrier('603', { phone: '4155550103', email: 'desk@fine.com' }),
    ]);
  });
  afterAll(() => store.close());

  it('is unknown until the in-memory set is built, then answers from it, in the form findSharing takes values', async () => {
    expect(await store.flaggedFilter()).toBeUndefined();
    await store.warmMemoryIndexes();
    const mayLink = (await store.flaggedFilter())!;
    expect(mayLink('phone', '(415) 555-0101')).toBe(true);
    expect(mayLink('officer', 'Ann Old')).toBe(true);
    expect(mayLink('phone', '415-555-0103')).toBe(false);
    expect(mayLink('email', 'desk@fine.com')).toBe(false);
  });

  it('after a write that revokes a carrier, is unknown again until rebuilt, then knows its keys', async () => {
    await store.upsertMany([carrier('603', { phone: '4155550103', email: 'desk@fine.com', outOfService: true })]);
    expect(await store.flaggedFilter()).toBeUndefined();
    await store.warmMemoryIndexes();
    expect((await store.flaggedFilter())!('email', 'desk@fine.com')).toBe(true);
  });
});
