import { DomainError, ErrorCode } from '@logiscope/kernel';
import { ManualClock } from '@logiscope/infra';
import { API_KEY_PATTERN, message } from '@logiscope/proto/http';
import { embeddedIdentity } from '../identity.testing';
import { hashApiKeySecret } from './api-key.secret';

/** identity with its API keys on the embedded engines: the read model and the revocation policy run as in the service. */
describe('API keys in identity', () => {
  const closers: (() => Promise<void>)[] = [];
  const clock = new ManualClock('2026-12-06T12:00:00.000Z');

  beforeEach(() => clock.set('2026-12-06T12:00:00.000Z'));
  afterEach(async () => {
    for (const close of closers.splice(0)) await close();
  });

  async function boot() {
    const { app, events, close } = await embeddedIdentity(clock);
    closers.push(close);
    const admin = await app.register({
      ipAddress: '127.0.0.1', userAgent: 'jest', sessionId: '', firstName: 'Bo', lastName: 'Reed', email: 'bo@broker.io', password: 'bo password 12', confirmPassword: 'bo password 12',
      companyName: 'Bo Brokers', companyType: 'BROKER', mcNumber: 'MC-123456B', dotNumber: '',
    });
    return { app, events, admin };
  }

  const codeOf = (promise: Promise<unknown>) => promise.then(() => 'OK', (e: DomainError) => e.code);

  async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
    for (let i = 0; ; i++) {
      const value = await read();
      if (done(value) || i >= 200) return value;
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  it('shows the secret once, keeps only its hash, and authenticates the company with it', async () => {
    const { app, events, admin } = await boot();
    const created = await app.createApiKey({ actorUserId: admin.id, name: 'McLeod', scopes: ['monitoring:write', 'carriers:read'], expiresAt: '' });
    expect(created.secret).toMatch(API_KEY_PATTERN);
    expect(created.secret.startsWith('lsk_test_')).toBe(true);
    expect(created.key).toMatchObject({ id: created.id, name: 'McLeod', scopes: ['carriers:read', 'monitoring:write'], status: 'ACTIVE', expiresAt: null, lastUsedAt: null, createdBy: { userId: admin.id, name: 'Bo Reed' } });

    const listed = await app.listApiKeys({ actorUserId: admin.id });
    expect(listed.keys.map((k) => k.id)).toEqual([created.id]);
    expect(JSON.stringify(listed)).not.toContain(created.secret.slice(9));
    expect(JSON.stringify(listed)).not.toContain(hashApiKeySecret(created.secret));
    const log = JSON.stringify((await events.readAll(0)).events);
    expect(log).not.toContain(created.secret.slice(9));
    expect(log).toContain(hashApiKeySecret(created.secret));

    expect(await app.authenticateApiKey({ secret: created.secret })).toEqual({ keyId: created.id, companyId: admin.companyId, scopes: ['carriers:read', 'monitoring:write'], createdByUserId: admin.id, name: 'McLeod' });
    expect(await codeOf(app.authenticateApiKey({ secret: `${created.secret.slice(0, -1)}${created.secret.endsWith('x') ? 'y' : 'x'}` }))).toBe(ErrorCode.UNAUTHENTICATED);
    expect(await codeOf(app.authenticateApiKey({ secret: 'not a key' }))).toBe(ErrorCode.UNAUTHENTICATED);
  });

  it('records when a key was last used, from batches, never moving it back', async () => {
    const { app, admin } = await boot();
    const { id } = await app.createApiKey({ actorUserId: admin.id, name: 'TMS', scopes: ['carriers:read'], expiresAt: '' });
    expect(await app.recordApiKeyUses({ uses: [{ keyId: id, at: '2026-12-06T12:01:00.000Z' }, { keyId: id, at: '2026-12-06T12:03:00.000Z' }] })).toEqual({ recorded: 1 });
    expect(await app.recordApiKeyUses({ uses: [{ keyId: id, at: '2026-12-06T12:02:00.000Z' }] })).toEqual({ recorded: 0 });
    expect((await app.listApiKeys({ actorUserId: admin.id })).keys[0]!.lastUsedAt).toBe('2026-12-06T12:03:00.000Z');
  });

  it('stops a revoked key and an expired one', async () => {
    const { app, admin } = await boot();
    const revoked = await app.createApiKey({ actorUserId: admin.id, name: 'old', scopes: ['carriers:read'], expiresAt: '' });
    expect(await app.revokeApiKey({ actorUserId: admin.id, keyId: revoked.id })).toMatchObject({ status: 'REVOKED' });
    expect(await codeOf(app.authenticateApiKey({ secret: revoked.secret }))).toBe(ErrorCode.UNAUTHENTICATED);
    expect(await codeOf(app.revokeApiKey({ actorUserId: admin.id, keyId: revoked.id }))).toBe(ErrorCode.CONFLICT);
    expect(await codeOf(app.revokeApiKey({ actorUserId: admin.id, keyId: 'nope' }))).toBe(ErrorCode.NOT_FOUND);

    const expiring = await app.createApiKey({ actorUserId: admin.id, name: 'pilot', scopes: ['alerts:read'], expiresAt: '2026-12-07T12:00:00Z' });
    expect(await app.authenticateApiKey({ secret: expiring.secret })).toMatchObject({ keyId: expiring.id });
    clock.advance(24 * 3_600_000);
    expect(await codeOf(app.authenticateApiKey({ secret: expiring.secret }))).toBe(ErrorCode.UNAUTHENTICATED);
    expect((await app.listApiKeys({ actorUserId: admin.id })).keys.find((k) => k.id === expiring.id)?.status).toBe('EXPIRED');
    const past = app.createApiKey({ actorUserId: admin.id, name: 'late', scopes: ['alerts:read'], expiresAt: '2026-01-01T00:00:00Z' });
    await expect(past).rejects.toMatchObject({ code: ErrorCode.VALIDATION, message: message('API_KEY_EXPIRY_INVALID') });
  });

  it("is for the company's ADMINs: a USER is told why not, and another company never sees the keys", async () => {
    const { app, admin } = await boot();
    const user = await app.addTeamMember({ actorUserId: admin.id, firstName: 'Sam', lastName: 'Ortiz', email: 'sam@broker.io', role: 'USER' });
    await expect(app.listApiKeys({ actorUserId: user.id })).rejects.toMatchObject({ code: ErrorCode.FORBIDDEN, message: message('API_KEYS_ADMIN_ONLY') });
    await expect(app.createApiKey({ actorUserId: user.id, name: 'x', scopes: ['carriers:read'], expiresAt: '' })).rejects.toMatchObject({ code: ErrorCode.FORBIDDEN });
    const { id } = await app.createApiKey({ actorUserId: admin.id, name: 'TMS', scopes: ['carriers:read'], expiresAt: '' });
    const other = await app.register({
      ipAddress: '127.0.0.1', userAgent: 'jest', sessionId: '', firstName: 'Cy', lastName: 'Low', email: 'cy@other.io', password: 'cy password 123', confirmPassword: 'cy password 123',
      companyName: 'Other', companyType: 'SHIPPER', mcNumber: '', dotNumber: '',
    });
    expect((await app.listApiKeys({ actorUserId: other.id })).keys).toEqual([]);
    expect(await codeOf(app.revokeApiKey({ actorUserId: other.id, keyId: id }))).toBe(ErrorCode.NOT_FOUND);
  });

  it('revokes the keys of a creator who is demoted, blocked or removed', async () => {
    const { app, events, admin } = await boot();
    const outcomes: string[] = [];
    for (const [email, act] of [
      ['dee@broker.io', (id: string) => app.setTeamMemberRole({ actorUserId: admin.id, userId: id, role: 'USER' })],
      ['eve@broker.io', (id: string) => app.setTeamMemberStatus({ actorUserId: admin.id, userId: id, isActive: false })],
      ['fay@broker.io', (id: string) => app.removeTeamMember({ actorUserId: admin.id, userId: id })],
    ] as const) {
      const member = await app.addTeamMember({ actorUserId: admin.id, firstName: 'A', lastName: 'B', email, role: 'ADMIN' });
      const key = await app.createApiKey({ actorUserId: member.id, name: email, scopes: ['carriers:read'], expiresAt: '' });
      expect(await app.authenticateApiKey({ secret: key.secret })).toMatchObject({ keyId: key.id });
      await act(member.id);
      expect(await codeOf(app.authenticateApiKey({ secret: key.secret }))).toBe(ErrorCode.UNAUTHENTICATED);
      const listed = await eventually(() => app.listApiKeys({ actorUserId: admin.id }), (r) => r.keys.find((k) => k.id === key.id)?.status === 'REVOKED');
      outcomes.push(listed.keys.find((k) => k.id === key.id)!.status);
    }
    expect(outcomes).toEqual(['REVOKED', 'REVOKED', 'REVOKED']);
    const reasons = (await events.readAll(0, { types: ['ApiKeyRevoked'] })).events.map((e) => (e.data as { reason: string }).reason);
    expect(reasons).toEqual(['CREATOR_DEMOTED', 'CREATOR_BLOCKED', 'CREATOR_REMOVED']);
    // The admin's own key is untouched.
    const own = await app.createApiKey({ actorUserId: admin.id, name: 'own', scopes: ['carriers:read'], expiresAt: '' });
    expect(await app.authenticateApiKey({ secret: own.secret })).toMatchObject({ keyId: own.id });
  });
});
