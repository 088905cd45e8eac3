import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Kafka, logLevel, type Consumer } from 'kafkajs';
import * as protobuf from 'protobufjs';
import { ApiClient, eventually, registration } from '../../../test/support/http-client';
import { e2eProfiles, serverPerSuite } from '../../../test/support/server-process';

/**
 * What the security team sees (issue 13, "How this will be checked"): 50 wrong passwords from one address are throttled
 * and recorded while the owner still signs in from elsewhere; a sign-in through a Tor exit of the shipped list and one
 * from a new country show as high risk with their factors, on the API and, distributed, on the public topic read by a
 * plain Kafka client. The gateway believes X-Forwarded-For from loopback only because TRUSTED_PROXIES says so.
 */
const LONDON = '81.2.69.142';
const ATTACKER = '203.0.113.50';
const TOR_EXIT = '185.220.101.1';
const TOKYO = '126.0.0.1';
const OPERATOR = { OPERATOR_EMAIL: 'operator@login-risk.test', OPERATOR_PASSWORD: 'Operator-Password-2026!' };
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

interface Factor {
  code: string;
  points: number;
  detail: string;
}
interface LoginRecord {
  id: string;
  email: string;
  ipAddress: string;
  loginStatus: string;
  failureReason: string;
  riskScore: number;
  threatLevel: string;
  isTor: boolean;
  countryCode: string;
  city: string;
  riskFactors: Factor[];
}

describe.each(e2eProfiles())('login risk and brute force [%s]', (profile) => {
  const server = serverPerSuite(profile, { CARRIER_DATA_DEMO_ROWS: '0', TRUSTED_PROXIES: 'loopback', RATE_LIMIT_LOGIN_PER_MINUTE: '5', RATE_LIMIT_LOGIN_PER_15MIN: '10', RATE_LIMIT_REGISTER_PER_HOUR: '3', ...OPERATOR });

  const from = (ip: string) => ({ 'x-forwarded-for': ip, 'user-agent': FIREFOX });
  const account = registration();
  const admin = () => new ApiClient(server().baseUrl);
  let adminClient: ApiClient;

  /** The admin's records for this account, once `ok` holds. */
  const records = (ok: (r: LoginRecord[]) => boolean, label: string, timeoutMs = 30_000) =>
    eventually(
      async () => ((await adminClient.get(`/api/login-tracking?limit=500&search=${encodeURIComponent(account.email)}`)).body.records ?? []) as LoginRecord[],
      ok,
      label,
      timeoutMs,
    );
  const signIn = (ip: string, password = account.password) => admin().request('POST', '/api/auth/login', { email: account.email, password }, from(ip));

  it('throttles 50 wrong passwords from one address, records them, and lets the owner in from elsewhere', async () => {
    adminClient = admin();
    expect((await adminClient.request('POST', '/api/auth/register', account, from(LONDON))).status).toBe(201);
    await records((r) => r.length === 1, 'the registration recorded', 180_000);

    const statuses: number[] = [];
    let retryAfter = '';
    for (let i = 0; i < 50; i++) {
      const res = await signIn(ATTACKER, 'wrong password!');
      statuses.push(res.status);
      if (res.status === 429) retryAfter = res.headers.get('retry-after') ?? '';
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
    // Even the right password is refused from that address while it is throttled...
    expect((await signIn(ATTACKER)).status).toBe(429);
    // ...but the owner signs in from their usual address.
    expect((await signIn(LONDON)).status).toBe(200);

    const all = await records((r) => r.length >= 53, 'every attempt recorded');
    const attacker = all.filter((r) => r.ipAddress === ATTACKER);
    expect(attacker.filter((r) => r.loginStatus === 'FAILED' && r.failureReason === 'INVALID_PASSWORD')).toHaveLength(5);
    expect(attacker.filter((r) => r.loginStatus === 'BLOCKED' && r.failureReason === 'TOO_MANY_ATTEMPTS')).toHaveLength(46);
    expect(all.find((r) => r.ipAddress === LONDON && r.loginStatus === 'SUCCESS' && r.riskFactors.some((f) => f.code === 'FAILURES_IN_WINDOW'))).toBeDefined();

    const blocked = (await adminClient.get('/api/login-tracking?status=BLOCKED&limit=5')).body;
    expect(blocked.records.every((r: LoginRecord) => r.loginStatus === 'BLOCKED')).toBe(true);
    expect(blocked.total).toBe(46);
    expect(blocked.counts).toMatchObject({ blocked: 46, failed: 5 });
  });

  it('shows a Tor exit and a new country as high risk, with their factors', async () => {
    expect((await signIn(TOR_EXIT)).status).toBe(200);
    const tor = (await records((r) => r.some((x) => x.ipAddress === TOR_EXIT), 'the Tor sign-in')).find((r) => r.ipAddress === TOR_EXIT)!;
    expect(tor).toMatchObject({ loginStatus: 'SUCCESS', isTor: true, countryCode: 'DE', threatLevel: expect.stringMatching(/^(HIGH|CRITICAL)$/) });
    expect(tor.riskScore).toBeGreaterThanOrEqual(50);
    expect(tor.riskFactors.map((f) => f.code)).toEqual(expect.arrayContaining(['TOR', 'NEW_COUNTRY']));

    expect((await signIn(TOKYO)).status).toBe(200);
    const tokyo = (await records((r) => r.some((x) => x.ipAddress === TOKYO), 'the Tokyo sign-in')).find((r) => r.ipAddress === TOKYO)!;
    expect(tokyo).toMatchObject({ countryCode: 'JP', isTor: false, threatLevel: expect.stringMatching(/^(HIGH|CRITICAL)$/) });
    expect(tokyo.riskFactors.map((f) => f.code)).toEqual(expect.arrayContaining(['NEW_COUNTRY', 'IMPOSSIBLE_TRAVEL']));

    // The screen's filters, on the server: Tor sign-ins are found by IP text and by threat.
    const byText = (await adminClient.get(`/api/login-tracking?search=${encodeURIComponent('185.220.101')}`)).body;
    expect(byText.records.map((r: LoginRecord) => r.id)).toContain(tor.id);
    const high = (await adminClient.get(`/api/login-tracking?threatLevel=${tor.threatLevel}&status=SUCCESS`)).body;
    expect(high.records.map((r: LoginRecord) => r.id)).toContain(tor.id);
    expect(high.counts.vpnProxy).toBeGreaterThanOrEqual(1);

    if (profile === 'distributed') await expectOnPublicTopic(server().namespace, tor.id, tokyo.id);
  });

  it('shows the platform operator every attempt, unknown e-mails included; an administrator only their company', async () => {
    const operator = admin();
    expect((await operator.post('/api/auth/login', { email: OPERATOR.OPERATOR_EMAIL, password: OPERATOR.OPERATOR_PASSWORD })).status).toBe(200);
    const nobody = `nobody.${Date.now()}@nowhere.example`;
    expect((await admin().request('POST', '/api/auth/login', { email: nobody, password: 'guessing!' }, from(ATTACKER))).status).toBe(401);
    const seen = await eventually(
      async () => (await operator.get(`/api/login-tracking?search=${encodeURIComponent(nobody)}`)).body,
      (b) => b.total === 1,
      'the unknown e-mail on the operator screen',
    );
    expect(seen.records[0]).toMatchObject({ email: nobody, loginStatus: 'FAILED', failureReason: 'UNKNOWN_EMAIL', companyId: '' });
    expect(seen.counts.blocked).toBeGreaterThanOrEqual(46);
    expect((await adminClient.get(`/api/login-tracking?search=${encodeURIComponent(nobody)}`)).body.total).toBe(0);
    expect((await operator.get(`/api/login-tracking?search=${encodeURIComponent(account.email)}`)).body.total).toBeGreaterThanOrEqual(53);
  });

  it('limits registrations per address, so "already exists" cannot list accounts quickly', async () => {
    const probe = '198.51.100.20';
    const register = (ip: string, email = registration().email as string) => admin().request('POST', '/api/auth/register', { ...registration(), email }, from(ip));
    expect((await register(probe)).status).toBe(201);
    expect((await register(probe, account.email)).status).toBe(409);
    expect((await register(probe)).status).toBe(201);
    const refused = await register(probe, account.email);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(60);
    expect((await register('198.51.100.21')).status).toBe(201);
  });
});

/** An outside consumer: kafkajs and protobufjs with the published .proto files only, as proto/README.md shows. */
async function expectOnPublicTopic(namespace: string, ...attemptIds: string[]): Promise<void> {
  const protoDir = join(__dirname, '../../../proto/events/v1');
  const root = protobuf.loadSync(['envelope.proto', 'security_login_risk.proto'].map((f) => join(protoDir, f)));
  const Envelope = root.lookupType('logiscope.events.v1.EventEnvelope');
  const seen = new Map<string, { riskScore: number; threatLevel: string; isTor: boolean; factors: Factor[] }>();
  const brokers = (process.env.KAFKA_BROKERS ?? '127.0.0.1:19092').split(',');
  const consumer: Consumer = new Kafka({ clientId: 'security-team', brokers, logLevel: logLevel.WARN }).consumer({ groupId: `security-team.login-risk.${Date.now()}` });
  try {
    await consumer.connect();
    // An installation with a NAMESPACE (each test server) publishes its topics under it.
    await consumer.subscribe({ topic: `${namespace}.logiscope.security.login-risk.v1`, fromBeginning: true });
    await consumer.run({
      eachMessage: async ({ message }) => {
        const { payload, ...envelope } = Envelope.toObject(Envelope.decode(message.value!), { defaults: true, longs: String });
        if (envelope.type !== 'LoginRiskAssessed') return;
        const Payload = root.lookupType('logiscope.events.v1.LoginRiskAssessed');
        const data = Payload.toObject(Payload.decode(payload), { defaults: true });
        if (attemptIds.includes(data.attemptId)) seen.set(data.attemptId, data as never);
      },
    });
    await eventually(async () => seen.size, (n) => n === attemptIds.length, 'the assessments on logiscope.security.login-risk.v1', 60_000);
  } finally {
    await consumer.disconnect();
  }
  // proto/examples/read-login-risk.mjs, the documented reader, prints the same assessment.
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [join(__dirname, '../../../proto/examples/read-login-risk.mjs'), '--brokers', brokers.join(','), '--group', `example-reader.${Date.now()}`, '--namespace', namespace, '--min-risk', '50', '--until-attempt-id', attemptIds[0]],
    { timeout: 45_000, maxBuffer: 256 * 1024 * 1024 },
  );
  const printed = stdout.trim().split('\n').map((l) => JSON.parse(l) as { type: string; data: { attemptId: string; isTor: boolean } });
  expect(printed.find((l) => l.data.attemptId === attemptIds[0])).toMatchObject({ type: 'LoginRiskAssessed', data: { isTor: true } });
  const [tor, tokyo] = attemptIds.map((id) => seen.get(id)!);
  expect(tor).toMatchObject({ isTor: true, threatLevel: expect.stringMatching(/^(HIGH|CRITICAL)$/) });
  expect(tor.factors.map((f) => f.code)).toEqual(expect.arrayContaining(['TOR', 'NEW_COUNTRY']));
  expect(tokyo.factors.map((f) => f.code)).toEqual(expect.arrayContaining(['NEW_COUNTRY', 'IMPOSSIBLE_TRAVEL']));
}
