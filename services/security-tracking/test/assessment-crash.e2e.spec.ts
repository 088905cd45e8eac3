import { join } from 'node:path';
import { SqliteEventStore } from '@logiscope/infra';
import type { EventEnvelope } from '@logiscope/kernel';
import { Topics } from '@logiscope/proto';
import { ApiClient, eventually, registration } from '../../../test/support/http-client';
import { crashed, installation, openBus, readCollections, readTopic, rebuild, removeInstallation, serve, type Installation } from '../../../test/support/installation';
import { e2eProfiles, type RunningServer } from '../../../test/support/server-process';
import { assessmentId } from '../src/login-risk/login-risk.service';

/**
 * LoginRiskAssessed goes through security-tracking's event store and outbox like every other event. This kills the
 * process (SIGKILL, through the test-only FAULT_INJECT=security-tracking.after-append:<n>) right after an assessment is
 * appended and before anything publishes or projects it, starts LogiScope again on the same data, and reads the public
 * topics as an outside consumer would: every LoginAttempted has its LoginRiskAssessed, under the one id
 * `assessmentId(attempt)`, and its login record; `npm run rebuild -- security-tracking` then gives the same records.
 */
const CRASH_AT = 3; // the registration's attempt, then two sign-ins: the second sign-in's assessment is cut off
const SIGN_INS = 4; // fewer than CRASH_AT appends after it, so a process restarted with the same setting never dies again

describe.each(e2eProfiles())('security-tracking kill -9 between an assessment and its publish [%s]', (profile) => {
  let i: Installation;
  const servers: RunningServer[] = [];
  afterAll(async () => {
    for (const s of servers) await s.stop().catch(() => undefined);
    if (i) await removeInstallation(i);
  });
  const start = async (env: Record<string, string> = {}) => {
    const s = await serve(i, { CARRIER_DATA_DEMO_ROWS: '0', ...env });
    servers.push(s);
    return s;
  };

  it('loses no LoginRiskAssessed, publishes none under another id, and a rebuild gives the same records', async () => {
    i = installation(profile, 'assessment-crash');
    const first = await start({ FAULT_INJECT: `security-tracking.after-append:${CRASH_AT}` });
    const account = registration();
    const admin = new ApiClient(first.baseUrl);
    expect((await admin.post('/api/auth/register', account)).status).toBe(201);
    for (let n = 0; n < SIGN_INS; n++) {
      const password = n === 0 ? 'wrong password' : account.password;
      // Embedded, the sign-ins after the crash find no server: only what identity recorded counts below.
      await new ApiClient(first.baseUrl).post('/api/auth/login', { email: account.email, password }).catch(() => undefined);
    }
    await crashed(first, 'security-tracking');
    const crashedAttempt = /\[fault-inject\] security-tracking: SIGKILL after append \d+ \(login-risk:([^)]+)\)/.exec(first.output())![1];
    await first.stop();
    if (profile === 'embedded') {
      // The process stays down (distributed, the supervisor restarts it at once): the assessment was made and kept,
      // not published.
      const log = new SqliteEventStore(join(i.dataDir, 'security-tracking.db'));
      try {
        expect((await log.readStream(`login-risk:${crashedAttempt}`)).events.map((e) => [e.type, e.eventId])).toEqual([
          ['LoginRiskAssessed', assessmentId(crashedAttempt)],
          ['LoginAttempted', crashedAttempt],
        ]);
        expect((await log.readUnpublished(100)).map((e) => e.eventId)).toContain(assessmentId(crashedAttempt));
      } finally {
        await log.close();
      }
    }

    const second = await start();
    const bus = await openBus(i);
    let attempts: EventEnvelope[];
    let assessments: EventEnvelope[];
    try {
      const mine = (events: EventEnvelope[]) => events.filter((e) => (e.data as { email?: string }).email === account.email);
      const has = (events: EventEnvelope[], ids: Iterable<string>, idOf: (e: EventEnvelope) => string) => [...ids].every((id) => events.some((e) => idOf(e) === id));
      const attemptOf = (e: EventEnvelope) => (e.data as { attemptId: string }).attemptId;
      attempts = mine(await readTopic(bus, Topics.identityLoginAttempts, (e) => e.some((a) => a.eventId === crashedAttempt) && mine(e).length >= 1 + CRASH_AT - 1, 'the attempts'));
      // A read ends as soon as it has enough, so it may stop before the last attempts (in distributed, identity records
      // the sign-ins after the crash too): read both topics again until each covers what the other names.
      for (;;) {
        const attemptIds = new Set(attempts.map((a) => a.eventId));
        assessments = mine(await readTopic(bus, Topics.securityLoginRisk, (e) => has(e, attemptIds, attemptOf), 'an assessment of every attempt'));
        const assessed = new Set(assessments.map(attemptOf));
        if ([...assessed].every((id) => attemptIds.has(id))) break;
        attempts = mine(await readTopic(bus, Topics.identityLoginAttempts, (e) => has(e, assessed, (a) => a.eventId), 'every assessed attempt'));
      }
    } finally {
      await bus.close();
    }
    const attemptIds = attempts.map((a) => a.eventId).sort();
    expect(attemptIds).toContain(crashedAttempt);
    // Redelivered copies may repeat an id (at least once); no attempt is assessed under two ids, none under another.
    const ids = [...new Set(assessments.map((a) => a.eventId))].sort();
    expect(ids).toEqual(attemptIds.map(assessmentId).sort());
    expect([...new Set(assessments.map((a) => (a.data as { attemptId: string }).attemptId))].sort()).toEqual(attemptIds);

    const c = new ApiClient(second.baseUrl);
    expect((await c.post('/api/auth/login', { email: account.email, password: account.password })).status).toBe(200);
    const records = await eventually(
      async () => ((await c.get(`/api/login-tracking?limit=500&search=${encodeURIComponent(account.email)}`)).body.records ?? []) as { id: string; riskScore: number }[],
      (r) => r.length === attemptIds.length + 1,
      'a record of every attempt',
      60_000,
    );
    const byAttempt = new Map(assessments.map((a) => [(a.data as { attemptId: string }).attemptId, (a.data as { riskScore: number }).riskScore]));
    expect(records.filter((r) => byAttempt.has(r.id)).map((r) => [r.id, r.riskScore]).sort()).toEqual([...byAttempt].sort());
    await second.stop();

    const collections = ['login_records', 'login_histories'];
    const before = await readCollections(i, 'security-tracking', collections);
    expect(before.login_records.length).toBeGreaterThanOrEqual(attemptIds.length + 1);
    expect(await rebuild(i, 'security-tracking')).toMatch(/security-tracking\.login-records: \d+ events applied/);
    expect(await readCollections(i, 'security-tracking', collections)).toEqual(before);
  }, 420_000);
});
