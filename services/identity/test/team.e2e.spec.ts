import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { waitForMail } from '@logiscope/infra/testing';
import { ApiClient, eventually, registration } from '../../../test/support/http-client';
import { e2eProfiles, startServer, type RunningServer } from '../../../test/support/server-process';
import { moveClock } from '../../../test/support/test-clock';
import { registerOnTrial } from '../../../test/support/trial';

interface Member {
  id: string;
  email: string;
  firstName: string;
  role: 'USER' | 'ADMIN';
  isActive: boolean;
  invitationPending: boolean;
}

const USERS = '/api/company/users';
const PASSWORD = 'member password 1';
let counter = 0;
const uniqueEmail = (name: string) => `${name}.${Date.now().toString(36)}${++counter}@team.example.com`;

/** A company signed in through registration: its ADMIN's client and id. */
async function company(baseUrl: string, type: 'BROKER' | 'SHIPPER') {
  const client = new ApiClient(baseUrl);
  const reg = registration(type === 'BROKER' ? { companyType: 'BROKER', mcNumber: 'MC-123456B' } : {});
  const res = await registerOnTrial(client, reg);
  expect(res.status).toBe(201);
  return { client, id: res.body.id as string, email: reg.email };
}

/** The token of the invitation link the member received (the link is `<APP_URL>/set-password?token=...`). */
async function invitationToken(email: string): Promise<string> {
  const mail = await waitForMail(email, /added you to/);
  const link = /https?:\/\/\S+\/set-password\?token=(\S+)/.exec(mail.text ?? '');
  if (!link) throw new Error(`No set-password link in the invitation:\n${mail.text}`);
  return decodeURIComponent(link[1]);
}

/**
 * Teams and roles through HTTP, as a broker's administrator and their members use them: the invitation mail, set
 * password, sign in; role changes; block (the open session ends at once, the sign-in is refused and recorded BLOCKED);
 * unblock; removal; and every refusal the server enforces on its own, whatever the client shows.
 */
describe.each(e2eProfiles())('teams and roles [%s]', (profile) => {
  let server: RunningServer;
  let clockDir: string;
  let admin: Awaited<ReturnType<typeof company>>;
  let otherAdmin: Awaited<ReturnType<typeof company>>;
  let shipper: Awaited<ReturnType<typeof company>>;

  const signIn = async (email: string, password = PASSWORD) => {
    const client = new ApiClient(server.baseUrl);
    const res = await client.post('/api/auth/login', { email, password });
    return { client, res };
  };

  /** Adds a member, follows the invitation and signs them in. */
  const invite = async (firstName: string, role: 'USER' | 'ADMIN' = 'USER') => {
    const email = uniqueEmail(firstName.toLowerCase());
    const added = await admin.client.post(USERS, { firstName, lastName: 'Member', email, role });
    expect(added.status).toBe(201);
    const token = await invitationToken(email);
    expect((await new ApiClient(server.baseUrl).post('/api/auth/invitation', { token, password: PASSWORD, confirmPassword: PASSWORD })).status).toBe(200);
    const { client, res } = await signIn(email);
    expect(res.status).toBe(200);
    return { member: added.body as Member, client, email };
  };

  beforeAll(async () => {
    clockDir = mkdtempSync(join(tmpdir(), 'team-clock-'));
    server = await startServer(profile, { TEST_CLOCK_FILE: join(clockDir, 'clock'), ...(profile === 'distributed' ? { CARRIER_DATA_DEMO_ROWS: '300' } : {}) });
    admin = await company(server.baseUrl, 'BROKER');
    otherAdmin = await company(server.baseUrl, 'BROKER');
    shipper = await company(server.baseUrl, 'SHIPPER');
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(clockDir, { recursive: true, force: true });
  });

  it('should add a member who gets the invitation mail, sets a password once with its link, and signs in', async () => {
    const email = uniqueEmail('sam');
    const added = await admin.client.post(USERS, { firstName: 'Sam', lastName: 'Ortiz', email, role: 'USER' });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ email, firstName: 'Sam', lastName: 'Ortiz', role: 'USER', isActive: true, invitationPending: true });
    expect((await signIn(email, 'anything at all')).res.status).toBe(401);

    const token = await invitationToken(email);
    const anonymous = new ApiClient(server.baseUrl);
    const accepted = await anonymous.post('/api/auth/invitation', { token, password: PASSWORD, confirmPassword: PASSWORD });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({ email });
    // The link works once.
    const again = await anonymous.post('/api/auth/invitation', { token, password: 'another password', confirmPassword: 'another password' });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('This invitation link is invalid, used or expired. Ask your administrator to add you again.');

    const { client, res } = await signIn(email);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email, role: 'USER', companyId: (await admin.client.get('/api/auth/user')).body.companyId });
    expect((await client.get(USERS)).status).toBe(403);

    const list = (await admin.client.get(USERS)).body as Member[];
    expect(list.map((m) => m.email)).toEqual([admin.email, email]);
    expect(list[1]).toMatchObject({ invitationPending: false, isActive: true });
  });

  it("should answer the add-member form's rules with the spec's messages, and refuse an e-mail that has an account", async () => {
    const bad = await admin.client.post(USERS, { firstName: ' ', lastName: '', email: 'not-an-email', role: 'USER' });
    expect(bad.status).toBe(400);
    const messages = (bad.body.issues as { path: string; message: string }[]).map((i) => `${i.path}: ${i.message}`).sort();
    expect(messages).toEqual(['email: Valid email is required', 'firstName: First name is required', 'lastName: Last name is required']);
    const taken = await admin.client.post(USERS, { firstName: 'Dup', lastName: 'Licate', email: otherAdmin.email, role: 'USER' });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('An account with this email already exists');
  });

  it("should change a member's role, with effect on their open session at once", async () => {
    const { member, client } = await invite('Rita');
    const promoted = await admin.client.request('PATCH', `${USERS}/${member.id}/role`, { role: 'ADMIN' });
    expect(promoted.status).toBe(200);
    expect(promoted.body).toMatchObject({ id: member.id, role: 'ADMIN' });
    expect((await client.get(USERS)).status).toBe(200);
    expect((await admin.client.request('PATCH', `${USERS}/${member.id}/role`, { role: 'USER' })).body.role).toBe('USER');
    expect((await client.get(USERS)).status).toBe(403);
  });

  it("should end a blocked member's session at once, refuse their sign-in as BLOCKED, and let them back in once unblocked", async () => {
    const { member, client, email } = await invite('Bo');
    expect((await client.get('/api/auth/user')).status).toBe(200);
    const blocked = await admin.client.request('PATCH', `${USERS}/${member.id}/status`, { isActive: false });
    expect(blocked.status).toBe(200);
    expect(blocked.body).toMatchObject({ id: member.id, isActive: false });
    expect((await client.get('/api/auth/user')).status).toBe(401);
    expect((await client.get('/api/saved-carriers')).status).toBe(401);

    const refused = await signIn(email);
    expect(refused.res.status).toBe(403);
    expect(refused.res.body.message).toBe('Your account has been blocked. Contact your company administrator.');
    await eventually(
      async () => {
        const body = (await admin.client.get('/api/login-tracking')).body;
        return (Array.isArray(body) ? body : (body.records ?? [])) as { email: string; loginStatus: string }[];
      },
      (records) => records.some((r) => r.email === email && r.loginStatus === 'BLOCKED'),
      "the blocked member's refused sign-in on the login tracking",
      // Distributed: security-tracking's first records wait for its Kafka consumer group to settle after start.
      60_000,
    );

    expect((await admin.client.request('PATCH', `${USERS}/${member.id}/status`, { isActive: true })).body.isActive).toBe(true);
    expect((await signIn(email)).res.status).toBe(200);
  });

  it("should remove a member for good: their session ends at once, their shared notes stay under their name, the e-mail can be added again", async () => {
    const { member, client, email } = await invite('Dee');
    const carrier = await eventually(
      async () => ((await client.get('/api/carriers/search?q=trucking&pageSize=1')).body?.carriers ?? []) as { dotNumber: string }[],
      (cs) => cs.length > 0,
      'a demo carrier',
      60_000,
    );
    const note = await client.post('/api/carrier-notes', { carrierId: carrier[0].dotNumber, title: 'Dock', content: 'Left before the member was removed', isPrivate: false });
    expect(note.status).toBe(201);

    const removed = await admin.client.request('DELETE', `${USERS}/${member.id}`);
    expect(removed.status).toBe(204);
    expect((await client.get('/api/auth/user')).status).toBe(401);
    expect((await signIn(email)).res.status).toBe(401);
    expect(((await admin.client.get(USERS)).body as Member[]).map((m) => m.email)).not.toContain(email);
    expect((await admin.client.request('DELETE', `${USERS}/${member.id}`)).status).toBe(404);

    const community = (await otherAdmin.client.get(`/api/carriers/${carrier[0].dotNumber}/all-notes`)).body as { id: string; authorName: string }[];
    expect(community.find((n) => n.id === note.body.id)).toMatchObject({ authorName: 'Dee Member' });

    expect((await admin.client.post(USERS, { firstName: 'Dee', lastName: 'Again', email, role: 'USER' })).status).toBe(201);
  });

  it('should refuse every admin action on oneself, even by direct API call', async () => {
    for (const [method, path, body] of [
      ['PATCH', `${USERS}/${admin.id}/status`, { isActive: false }],
      ['PATCH', `${USERS}/${admin.id}/role`, { role: 'USER' }],
      ['DELETE', `${USERS}/${admin.id}`, undefined],
    ] as const) {
      const res = await admin.client.request(method, path, body);
      expect({ path, status: res.status, message: res.body.message }).toEqual({ path, status: 403, message: 'Admins cannot act on themselves.' });
    }
    expect((await admin.client.get('/api/auth/user')).body).toMatchObject({ role: 'ADMIN', isActive: true });
  });

  it("should never let another company's admin see or touch your members", async () => {
    const { member } = await invite('Kai');
    expect(((await otherAdmin.client.get(USERS)).body as Member[]).map((m) => m.id)).toEqual([otherAdmin.id]);
    for (const [method, path, body] of [
      ['PATCH', `${USERS}/${member.id}/status`, { isActive: false }],
      ['PATCH', `${USERS}/${member.id}/role`, { role: 'ADMIN' }],
      ['DELETE', `${USERS}/${member.id}`, undefined],
    ] as const) {
      const res = await otherAdmin.client.request(method, path, body);
      expect({ path, status: res.status, message: res.body.message }).toEqual({ path, status: 404, message: 'Team member not found.' });
    }
    expect(((await admin.client.get(USERS)).body as Member[]).find((m) => m.id === member.id)).toMatchObject({ role: 'USER', isActive: true });
  });

  it('should refuse a team member in a shipper company with a clear message', async () => {
    const res = await shipper.client.post(USERS, { firstName: 'Sid', lastName: 'Shipper', email: uniqueEmail('sid'), role: 'USER' });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Team accounts are a broker feature: a shipper company keeps its one user.');
  });

  it('should sign a user out of every session, and end the other sessions when they change their password', async () => {
    const { email, client: first } = await invite('Ola');
    const second = (await signIn(email)).client;
    expect((await first.post('/api/auth/logout-all')).status).toBe(204);
    expect((await first.get('/api/auth/user')).status).toBe(401);
    expect((await second.get('/api/auth/user')).status).toBe(401);

    const here = (await signIn(email)).client;
    const elsewhere = (await signIn(email)).client;
    const wrong = await here.post('/api/auth/change-password', { currentPassword: 'not it', newPassword: 'brand new password', confirmPassword: 'brand new password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.issues).toEqual([expect.objectContaining({ path: 'currentPassword', message: 'Current password is incorrect' })]);
    expect((await here.post('/api/auth/change-password', { currentPassword: PASSWORD, newPassword: 'brand new password', confirmPassword: 'brand new password' })).status).toBe(204);
    expect((await here.get('/api/auth/user')).status).toBe(200);
    expect((await elsewhere.get('/api/auth/user')).status).toBe(401);
    expect((await signIn(email)).res.status).toBe(401);
    expect((await signIn(email, 'brand new password')).res.status).toBe(200);
  });

  it('should refuse an invitation link after 7 days', async () => {
    const email = uniqueEmail('late');
    expect((await admin.client.post(USERS, { firstName: 'Late', lastName: 'Comer', email, role: 'USER' })).status).toBe(201);
    const token = await invitationToken(email);
    await moveClock(join(clockDir, 'clock'), 7 * 24 * 3_600_000 + 60_000);
    const res = await new ApiClient(server.baseUrl).post('/api/auth/invitation', { token, password: PASSWORD, confirmPassword: PASSWORD });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('This invitation link is invalid, used or expired. Ask your administrator to add you again.');
  });
});
