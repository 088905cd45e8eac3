import { SqliteKeyValueStore } from '@logiscope/infra';
import { canonicalJson, IdempotencyStore, requestFingerprint } from './idempotency.store';

describe('Idempotency-Key answers', () => {
  let kv: SqliteKeyValueStore;
  let store: IdempotencyStore;
  beforeEach(() => {
    kv = new SqliteKeyValueStore(':memory:');
    store = new IdempotencyStore(kv);
  });
  afterEach(() => kv.close());

  const same = requestFingerprint('POST', '/api/v1/monitoring/carriers', { usdots: ['1', '2'] });

  it('treats a body with its keys in another order as the same request, another body or path as another', () => {
    expect(canonicalJson({ b: [1, { y: 2, x: 1 }], a: null })).toBe('{"a":null,"b":[1,{"x":1,"y":2}]}');
    expect(requestFingerprint('post', '/api/v1/monitoring/carriers', { usdots: ['1', '2'] })).toBe(same);
    expect(requestFingerprint('POST', '/api/v1/monitoring/carriers', { usdots: ['2', '1'] })).not.toBe(same);
    expect(requestFingerprint('POST', '/api/v1/monitoring/carriers/remove', { usdots: ['1', '2'] })).not.toBe(same);
  });

  it('runs the first request, replays its answer to the same one, refuses it to another request', async () => {
    expect(await store.begin('c1', 'k-1', same)).toEqual({ kind: 'first' });
    // A retry while the first is still being answered.
    expect(await store.begin('c1', 'k-1', same)).toEqual({ kind: 'in-progress' });
    await store.complete('c1', 'k-1', same, { status: 200, body: { results: [] } });
    expect(await store.begin('c1', 'k-1', same)).toEqual({ kind: 'replay', answer: { status: 200, body: { results: [] } } });
    expect(await store.begin('c1', 'k-1', 'another')).toEqual({ kind: 'mismatch' });
    // Keys are per company: another company's same key is its own.
    expect(await store.begin('c2', 'k-1', same)).toEqual({ kind: 'first' });
  });

  it('lets a failed request be retried: nothing kept, the key free again', async () => {
    expect(await store.begin('c1', 'k-2', same)).toEqual({ kind: 'first' });
    await store.abandon('c1', 'k-2');
    expect(await store.begin('c1', 'k-2', same)).toEqual({ kind: 'first' });
  });
});
