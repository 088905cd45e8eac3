import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ApiClient, eventually, registration } from '../../../test/support/http-client';
import { serverPerSuite } from '../../../test/support/server-process';

/**
 * The distributed profile's promise to the security team: kill -9 the consumer in the middle of sign-ins, let it
 * come back, and every LoginAttempted is still recorded exactly once (offsets commit after the write; the record id
 * is the event id, so a redelivered event is not stored twice).
 */
// Only the distributed profile has a consumer process of its own to kill: this test always runs on it.
describe.each(['distributed' as const])('security-tracking survives kill -9 [%s]', (profile) => {
  const server = serverPerSuite(profile);

  const pidOf = (name: string): number => JSON.parse(readFileSync(join(server().dataDir, 'processes.json'), 'utf8'))[name];

  it('records every login attempt exactly once', async () => {
    const admin = new ApiClient(server().baseUrl);
    const account = registration();
    expect((await admin.post('/api/auth/register', account)).status).toBe(201);

    const ATTEMPTS = 60;
    let made = 0;
    let killedPid = 0;
    const attempt = async (i: number) => {
      const password = i % 3 === 0 ? 'wrong password' : account.password;
      const res = await new ApiClient(server().baseUrl).post('/api/auth/login', { email: account.email, password });
      expect([200, 401]).toContain(res.status);
      made += 1;
    };
    for (let i = 0; i < ATTEMPTS; i += 4) {
      await Promise.all([i, i + 1, i + 2, i + 3].filter((n) => n < ATTEMPTS).map(attempt));
      if (i === 20) {
        killedPid = pidOf('security-tracking');
        process.kill(killedPid, 'SIGKILL');
      }
    }
    expect(made).toBe(ATTEMPTS);
    // The supervisor restarts it (as k8s would); its consumer group resumes from the last committed offset.
    await eventually(async () => pidOf('security-tracking'), (pid) => Boolean(pid) && pid !== killedPid, 'security-tracking restarted', 30_000);

    const expected = ATTEMPTS + 1; // every sign-in, plus the registration's
    const records = await eventually(
      async () => (await admin.get('/api/login-tracking?limit=500')).body.records as { id: string; loginStatus: string }[],
      (r) => Array.isArray(r) && r.length >= expected,
      `${expected} login records`,
      60_000,
    );
    // Give a late duplicate every chance to show up before counting.
    await new Promise((r) => setTimeout(r, 3000));
    const final = (await admin.get('/api/login-tracking?limit=500')).body.records as { id: string; loginStatus: string }[];
    expect(final).toHaveLength(expected);
    expect(new Set(final.map((r) => r.id)).size).toBe(expected);
    expect(final.filter((r) => r.loginStatus === 'FAILED')).toHaveLength(ATTEMPTS / 3);
    expect(records.length).toBe(expected);
  }, 180_000);
});
