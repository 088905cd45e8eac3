import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiClient, eventually, registration } from '../../test/support/http-client';
import { openDocuments } from '../../test/support/installation';
import { listMail } from '../../test/support/maildev';
import { e2eProfiles, startServer, type RunningServer } from '../../test/support/server-process';
import { moveClock } from '../../test/support/test-clock';
import { registerOnTrial } from '../../test/support/trial';

const SUBJECT = 'LogiScope disabled a webhook endpoint that kept failing';
const DAY = 24 * 3600_000;

/**
 * An endpoint whose deliveries fail for three days is disabled and every current ADMIN of the company is mailed
 * (through the real SMTP server, MailDev): the one who registered it, an ADMIN added later; not a USER, nor an ADMIN
 * demoted since.
 */
describe.each(e2eProfiles())('a failing webhook endpoint mails its company\'s admins [%s]', (profile) => {
  let server: RunningServer;
  let receiver: Server;
  let clockDir: string;

  beforeAll(async () => {
    clockDir = mkdtempSync(join(tmpdir(), 'webhook-clock-'));
    receiver = createServer((req, res) => req.resume().on('end', () => res.writeHead(500).end('down')));
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
    server = await startServer(profile, { WEBHOOK_ALLOW_LOOPBACK: 'true', WEBHOOK_RETRY_BASE_MS: '300', TEST_CLOCK_FILE: join(clockDir, 'clock') });
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
    await new Promise<void>((r) => receiver.close(() => r()));
    rmSync(clockDir, { recursive: true, force: true });
  });

  /** Waits until carrier-data's members (company-admins.projection.ts) hold these as active ADMINs and those not. */
  async function teamKnown(admins: string[], others: string[]): Promise<void> {
    const store = await openDocuments({ profile, dataDir: server.dataDir, namespace: server.namespace }, 'carrier-data');
    try {
      const members = await store.collection<{ id: string; email: string; role: string; active: boolean }>('webhook_company_members');
      const adminsNow = async () => (await members.find({})).filter((m) => m.role === 'ADMIN' && m.active).map((m) => m.email);
      await eventually(adminsNow, (known) => admins.every((a) => known.includes(a)) && !others.some((o) => known.includes(o)), 'carrier-data to know the team', 30_000);
    } finally {
      await store.close();
    }
  }

  it('should mail every current ADMIN once the endpoint is disabled after three days of failures', async () => {
    const admin = new ApiClient(server.baseUrl);
    const reg = registration({ companyType: 'BROKER', mcNumber: 'MC-123458B' });
    expect((await registerOnTrial(admin, reg)).status).toBe(201);
    const member = async (role: 'ADMIN' | 'USER') => {
      const email = registration().email;
      const res = await admin.post('/api/company/users', { firstName: 'Sam', lastName: 'Ortiz', email, role });
      expect(res.status).toBe(201);
      return { email, id: res.body.id as string };
    };
    const [second, user, demoted] = [await member('ADMIN'), await member('USER'), await member('ADMIN')];
    expect((await admin.request('PATCH', `/api/company/users/${demoted.id}/role`, { role: 'USER' })).status).toBe(200);
    // The mail goes to the ADMINs carrier-data knows from identity's team events (through Kafka in the distributed
    // profile, seconds behind on a loaded machine): the team is in place before the three days pass, as for a user.
    await teamKnown([reg.email, second.email], [user.email, demoted.email]);

    const port = (receiver.address() as AddressInfo).port;
    const created = await admin.post('/api/company/webhooks', { url: `http://127.0.0.1:${port}/hooks`, events: ['alert.created'] });
    expect(created.status).toBe(201);
    const id = created.body.endpoint.id as string;
    expect((await admin.post(`/api/company/webhooks/${id}/test`)).status).toBe(202);
    const endpoint = async () => ((await admin.get('/api/company/webhooks')).body as { id: string; status: string; failingSince: string | null }[]).find((e) => e.id === id);
    await eventually(endpoint, (e) => !!e?.failingSince, 'the first failure recorded');
    // Three days later the next retry fails too: the endpoint is disabled.
    await moveClock(join(clockDir, 'clock'), 3 * DAY + 60_000);
    const listed = await eventually(endpoint, (e) => e?.status === 'FAILING', 'the endpoint disabled', 30_000);
    expect(listed?.status).toBe('FAILING');
    for (const to of [reg.email, second.email]) {
      const mails = await eventually(() => listMail(to), (m) => m.some((x) => x.subject === SUBJECT), `the mail to ${to}`);
      expect(mails.filter((m) => m.subject === SUBJECT)).toHaveLength(1);
      expect(mails.find((m) => m.subject === SUBJECT)?.text).toContain(`http://127.0.0.1:${port}/hooks`);
    }
    for (const to of [user.email, demoted.email]) expect((await listMail(to)).filter((m) => m.subject === SUBJECT)).toEqual([]);
  });
});
