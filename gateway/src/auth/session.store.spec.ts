import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteKeyValueStore } from '@logiscope/infra';
import { SessionStore } from './session.store';

/** Sessions on the embedded key-value store (the Redis one passes the same contract suite). */
describe('SessionStore', () => {
  let dir: string;
  let kv: SqliteKeyValueStore;
  let sessions: SessionStore;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'logiscope-sessions-'));
    kv = new SqliteKeyValueStore(join(dir, 'cache.db'));
    sessions = new SessionStore(kv, 60_000);
  });
  afterEach(async () => {
    await kv.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const openFor = async (userId: string) => {
    const prepared = sessions.prepare();
    await sessions.open(prepared, userId);
    return prepared.token;
  };

  it("ends every session of one user at once, and only that user's", async () => {
    const [laptop, phone, other] = [await openFor('u1'), await openFor('u1'), await openFor('u2')];
    expect((await sessions.get(laptop))?.userId).toBe('u1');
    await sessions.endAll('u1');
    expect(await sessions.get(laptop)).toBeNull();
    expect(await sessions.get(phone)).toBeNull();
    expect((await sessions.get(other))?.userId).toBe('u2');
    // Signing in again afterwards works, and the next endAll ends that session too.
    const again = await openFor('u1');
    expect((await sessions.get(again))?.userId).toBe('u1');
    await sessions.endAll('u1');
    expect(await sessions.get(again)).toBeNull();
  });

  it("keeps only the token's SHA-256 hex digest, so the sessions open before a restart stay open after it", async () => {
    const token = await openFor('u1');
    const key = `session:${createHash('sha256').update(token).digest('hex')}`;
    expect(JSON.parse((await kv.get(key)) ?? 'null')).toMatchObject({ userId: 'u1' });
    expect(await kv.get(`session:${token}`)).toBeNull();
    await kv.delete(key);
    expect(await sessions.get(token)).toBeNull();
  });
});
