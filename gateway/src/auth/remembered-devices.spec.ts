import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteKeyValueStore } from '@logiscope/infra';
import { SessionStore } from './session.store';
import { DEVICE_TTL_MS, deviceCookieKey, RememberedDevices } from './remembered-devices';

describe('RememberedDevices (the signed device cookie)', () => {
  let dir: string;
  let kv: SqliteKeyValueStore;
  let sessions: SessionStore;
  let now: number;
  let devices: RememberedDevices;
  const ana = { id: 'user-ana', email: 'Ana@Example.test' };
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'logiscope-devices-'));
    kv = new SqliteKeyValueStore(join(dir, 'cache.db'));
    sessions = new SessionStore(kv, 60_000);
    now = Date.parse('2026-12-06T08:00:00Z');
    devices = new RememberedDevices(() => deviceCookieKey({}, kv), sessions, () => now);
  });
  afterEach(async () => {
    await kv.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("recognises the browser for that account's e-mail only, whatever its case", async () => {
    const cookie = await devices.issue(ana);
    expect(await devices.recognise(cookie, ' ana@example.TEST ')).toEqual({ deviceId: expect.any(String), userId: 'user-ana' });
    expect(await devices.recognise(cookie, 'bob@example.test')).toBeNull();
    expect(await devices.recognise(undefined, ana.email)).toBeNull();
  });

  it('forgets every device when all sessions of the user end, and keeps it when one session closes', async () => {
    const cookie = await devices.issue(ana);
    const prepared = sessions.prepare();
    await sessions.open(prepared, ana.id);
    await sessions.close(prepared.token);
    expect(await devices.recognise(cookie, ana.email)).not.toBeNull();
    await sessions.endAll(ana.id);
    expect(await devices.recognise(cookie, ana.email)).toBeNull();
    expect(await devices.recognise(await devices.issue(ana), ana.email)).not.toBeNull();
  });

  it('expires after 30 days', async () => {
    const cookie = await devices.issue(ana);
    now += DEVICE_TTL_MS - 1;
    expect(await devices.recognise(cookie, ana.email)).not.toBeNull();
    now += 1;
    expect(await devices.recognise(cookie, ana.email)).toBeNull();
  });

  it('refuses a forged or altered cookie, and one signed with another key', async () => {
    const cookie = await devices.issue(ana);
    const [body, sig] = cookie.split('.');
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString());
    const altered = Buffer.from(JSON.stringify({ ...claims, x: claims.x + DEVICE_TTL_MS })).toString('base64url');
    expect(await devices.recognise(`${altered}.${sig}`, ana.email)).toBeNull();
    for (const bad of ['', 'x', `${body}.`, `${body}.${sig}.x`, `${body}.${'A'.repeat(sig.length)}`]) expect(await devices.recognise(bad, ana.email)).toBeNull();
    const elsewhere = new RememberedDevices(async () => Buffer.from('another key of at least thirty-two chars'), sessions, () => now);
    expect(await elsewhere.recognise(cookie, ana.email)).toBeNull();
  });

  it('keeps its generated key with the sessions, one for every replica, so a restart keeps remembered devices; a configured secret wins', async () => {
    const keys = await Promise.all([deviceCookieKey({}, kv), deviceCookieKey({}, kv), deviceCookieKey({}, kv)]);
    expect(keys[0]).toHaveLength(32);
    expect(keys.every((k) => k.equals(keys[0]))).toBe(true);
    expect((await deviceCookieKey({}, kv)).equals(keys[0])).toBe(true);
    expect((await deviceCookieKey({ deviceCookieSecret: 's'.repeat(32) }, kv)).equals(keys[0])).toBe(false);
  });
});
