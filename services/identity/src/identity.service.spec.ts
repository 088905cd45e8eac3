import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DomainError, ErrorCode } from '@logiscope/kernel';
import { Projector, SqliteDocumentStore, SqliteEventStore, type DocumentStore, type EventStore, type MailMessage } from '@logiscope/infra';
import { identityApplication } from './identity.service';
import { SecondFactorKeys } from './second-factor/second-factor.crypto';
import { IdentityReadModel } from './user/user.projection';
import { TeamApplication } from './team/team.service';
import { CompanyApplication } from './company/company.service';
import { PasswordResetApplication } from './password-reset/password-reset.service';
import { ApiKeyReadModel } from './api-key/api-key.projection';
import { startApiKeys } from './api-key/api-key.module';

/** identity on the embedded engines, its read model fed by a Projector as in the service. */
describe('IdentityApplication with its projection', () => {
  let dir: string;
  let file: string;
  const open: { events: EventStore; documents: DocumentStore; projector: Projector; apiKeys: { stop(): Promise<void> } }[] = [];
  const sent: MailMessage[] = [];

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'logiscope-identity-'));
    file = join(dir, 'identity.db');
  });
  afterEach(async () => {
    for (const o of open.splice(0)) {
      await o.apiKeys.stop();
      await o.projector.stop();
      await o.events.close();
      await o.documents.close();
    }
    rmSync(dir, { recursive: true, force: true });
  });

  /** One "process": its own connections, read model and projector, caught up before it answers. */
  async function boot(wrap: (events: EventStore) => EventStore = (e) => e) {
    const raw = new SqliteEventStore(file);
    const documents = new SqliteDocumentStore(file);
    const events = wrap(raw);
    const readModel = await IdentityReadModel.open(documents);
    const projector = new Projector(events, documents, readModel, { idleMs: 60_000 });
    await projector.start();
    const apiKeys = await startApiKeys({ documents, clock: { now: () => new Date() } }, { events, readModel, keys: await ApiKeyReadModel.open(documents), environment: 'test', onAppended: () => projector.notify() });
    open.push({ events: raw, documents, projector, apiKeys });
    const deps = { events, readModel, projector, onAppended: () => projector.notify() };
    const mail = { send: async (m: MailMessage) => (sent.push(m), 'sent'), close: async () => {} };
    const mailing = { mail, clock: { now: () => new Date() }, appUrl: 'http://app.test' };
    const team = new TeamApplication({ ...deps, ...mailing });
    const factor = { clock: { now: () => new Date() }, keys: new SecondFactorKeys(Buffer.alloc(32, 7)) };
    return { app: identityApplication(deps, team, new CompanyApplication(deps), factor, new PasswordResetApplication({ ...deps, ...mailing }), apiKeys.api), readModel, events: raw };
  }

  const client = { ipAddress: '127.0.0.1', userAgent: 'jest', sessionId: '' };
  const shipper = {
    ...client,
    firstName: 'Ann',
    lastName: 'Lee',
    email: 'ann@acme.io',
    password: 'correct horse battery',
    confirmPassword: 'correct horse battery',
    companyName: 'Acme Shipping',
    companyType: 'SHIPPER',
    mcNumber: '',
    dotNumber: '',
  };

  it('answers a registration with the fresh view (it waits for the projection)', async () => {
    const { app } = await boot();
    const view = await app.register({ ...shipper, sessionId: 's1' });
    expect(view).toMatchObject({ email: 'ann@acme.io', needsCompanySetup: false, company: { companyName: 'Acme Shipping' } });
    expect(await app.getUser({ userId: view.id })).toEqual(view);
  });

  it('appends the user before the company, so a registration cut off in between leaves a user who can finish', async () => {
    // A process that dies at the company's append: the user is in the log, the company is not.
    let appends = 0;
    const dying = await boot((events) => ({
      ...events,
      readStream: (s) => events.readStream(s),
      readAll: (a, o) => events.readAll(a, o),
      append: async (s, v, e) => {
        if (++appends === 2) throw new Error('killed');
        return events.append(s, v, e);
      },
    }));
    await expect(dying.app.register(shipper)).rejects.toThrow('killed');

    const { app, readModel, events } = await boot();
    const { user } = (await app.login({ ...client, email: 'ann@acme.io', password: shipper.password })) as { user: NonNullable<Awaited<ReturnType<typeof app.login>>['user']> };
    expect(user).toMatchObject({ needsCompanySetup: true, companyId: '' });
    expect(await readModel.companies.count({})).toBe(0);
    const decided = (await events.readStream('user:ann@acme.io')).events[0].data as { companyId: string };
    expect(decided.companyId).not.toBe('');

    const done = await app.setupCompany({ userId: user.id, companyType: 'SHIPPER', companyName: 'Acme Shipping' } as never);
    // Finished under the company id the registration had decided.
    expect(done).toMatchObject({ needsCompanySetup: false, companyId: decided.companyId, company: { companyName: 'Acme Shipping' } });
    const again = await app.setupCompany({ userId: user.id, companyType: 'SHIPPER', companyName: 'Other' } as never).catch((e: unknown) => e);
    expect((again as DomainError).code).toBe(ErrorCode.CONFLICT);
  });

  it('keeps the company name typed at registration for the company setup, through a restart, until the company is set up', async () => {
    const { app } = await boot();
    const broker = await app.register({ ...shipper, email: 'cy@broker.io', companyType: 'BROKER', companyName: 'Cy Freight Brokers' });
    expect(broker).toMatchObject({ needsCompanySetup: true, pendingCompanyName: 'Cy Freight Brokers' });
    // Another process reads it from the log (a new sign-in, another device).
    const { app: restarted } = await boot();
    expect(await restarted.getUser({ userId: broker.id })).toMatchObject({ pendingCompanyName: 'Cy Freight Brokers' });
    // A shipper's company is set up at registration: nothing is pending.
    expect((await app.register({ ...shipper, email: 'sy@ships.io' })).pendingCompanyName).toBeUndefined();
  });

  it('sets up a later company by joining it first, then setting it up', async () => {
    const { app, events } = await boot();
    const broker = await app.register({ ...shipper, email: 'bo@broker.io', companyType: 'BROKER', companyName: 'Bo Brokers' });
    expect(broker.needsCompanySetup).toBe(true);
    const done = await app.setupCompany({ userId: broker.id, companyType: 'BROKER', companyName: 'Bo Brokers', mcNumber: 'MC-123456B' } as never);
    expect(done).toMatchObject({ needsCompanySetup: false, company: { companyName: 'Bo Brokers' } });
    expect(done.pendingCompanyName).toBeUndefined();
    const log = (await events.readAll(0, { types: ['UserRegistered', 'UserJoinedCompany', 'CompanySetUp'] })).events.map((e) => e.type);
    expect(log).toEqual(['UserRegistered', 'UserJoinedCompany', 'CompanySetUp']);
  });

  it("e-mails an added member a one-time link whose secret the log holds only hashed, and lists them in the admin's team", async () => {
    const { app, events } = await boot();
    const admin = await app.register({ ...shipper, email: 'bo@broker.io', companyType: 'BROKER', companyName: 'Bo Brokers', mcNumber: 'MC-123456B' });
    const member = await app.addTeamMember({ actorUserId: admin.id, firstName: 'Sam', lastName: 'Ortiz', email: 'Sam@Broker.io', role: 'USER' });
    expect(member).toMatchObject({ email: 'sam@broker.io', role: 'USER', isActive: true, invitationPending: true });

    const mail = sent.find((m) => m.to === 'sam@broker.io')!;
    expect(mail.subject).toBe('Ann Lee added you to Bo Brokers on LogiScope');
    const token = decodeURIComponent(/http:\/\/app\.test\/set-password\?token=(\S+)/.exec(mail.text)![1]);
    const secret = token.split('.')[1];
    const log = JSON.stringify((await events.readAll(0)).events);
    expect(log).not.toContain(secret);
    expect(log).toContain(createHash('sha256').update(secret).digest('hex'));

    expect(await app.acceptInvitation({ token, password: 'member password', confirmPassword: 'member password' })).toEqual({ email: 'sam@broker.io' });
    expect((await app.listTeamMembers({ actorUserId: admin.id })).members.map((m) => [m.email, m.invitationPending])).toEqual([
      ['bo@broker.io', false],
      ['sam@broker.io', false],
    ]);
    expect((await app.login({ ...client, email: 'sam@broker.io', password: 'member password' })).user).toMatchObject({ id: member.id, companyId: admin.companyId });
    // A USER has no team to manage.
    const refused = await app.listTeamMembers({ actorUserId: member.id }).catch((e: unknown) => e);
    expect((refused as DomainError).code).toBe(ErrorCode.FORBIDDEN);
  });
});
