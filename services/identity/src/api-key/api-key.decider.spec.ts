import { deciderSpec, Refused } from '@logiscope/kernel';
import { apiKeyDecider, MAX_LIVE_API_KEYS, type ApiKeyActor, type ApiKeyCommand, type ApiKeyRefusal, type CompanyStreamEvent } from './api-key.decider';
import { companyDecider } from '../company/company.decider';

const spec = deciderSpec(apiKeyDecider);
const NOW = '2026-12-06T12:00:00.000Z';
const admin: ApiKeyActor = { userId: 'a1', companyId: 'c1', role: 'ADMIN' };
const setUp: CompanyStreamEvent = {
  type: 'CompanySetUp',
  data: { companyId: 'c1', companyType: 'BROKER', companyName: 'Northstar', mcNumber: 'MC-1B', dotNumber: '1', address: '', city: '', state: 'IL', zipCode: '', phone: '', email: '', setUpByUserId: 'a1' },
};
const key = (keyId: string, expiresAt: string | null = null) => ({ keyId, companyId: 'c1', name: `TMS ${keyId}`, scopes: ['carriers:read' as const], prefix: 'lsk_test_ab12cd', secretHash: `hash-${keyId}`, expiresAt });
const create = (keyId: string, actor = admin, expiresAt: string | null = null): ApiKeyCommand => ({ type: 'CreateApiKey', data: { actor, key: key(keyId, expiresAt), now: NOW } });
const created = (keyId: string, by = 'a1', expiresAt = ''): CompanyStreamEvent => ({ type: 'ApiKeyCreated', data: { ...key(keyId), expiresAt, createdByUserId: by } });
const revoked = (keyId: string, reason: 'BY_ADMIN' | 'CREATOR_DEMOTED' = 'BY_ADMIN', by = 'a1'): CompanyStreamEvent => ({ type: 'ApiKeyRevoked', data: { keyId, companyId: 'c1', reason, byUserId: by } });
const revoke = (keyId: string, actor = admin): ApiKeyCommand => ({ type: 'RevokeApiKey', data: { actor, keyId } });

const refusal = (error: unknown): ApiKeyRefusal | undefined => (error instanceof Refused ? (error.reason as ApiKeyRefusal) : undefined);

describe('API key decider: creating a key', () => {
  it("records the company's key with its creator, the secret only as its hash", () => {
    expect(spec.given([setUp]).when(create('k1')).events).toEqual([created('k1')]);
  });

  it('keeps an expiry in the future, and refuses one that is not', () => {
    expect(spec.given([setUp]).when(create('k1', admin, '2027-01-01T00:00:00.000Z')).events).toEqual([created('k1', 'a1', '2027-01-01T00:00:00.000Z')]);
    expect(refusal(spec.given([setUp]).when(create('k1', admin, NOW)).error)).toBe('EXPIRY_NOT_IN_FUTURE');
    expect(refusal(spec.given([setUp]).when(create('k1', admin, '2026-01-01T00:00:00.000Z')).error)).toBe('EXPIRY_NOT_IN_FUTURE');
  });

  it('is for ADMINs of the company only', () => {
    expect(refusal(spec.given([setUp]).when(create('k1', { ...admin, role: 'USER' })).error)).toBe('NOT_ADMIN');
    expect(refusal(spec.given([setUp]).when(create('k1', { ...admin, companyId: 'c2' })).error)).toBe('NOT_ADMIN');
    expect(refusal(spec.given([]).when(create('k1')).error)).toBe('COMPANY_NOT_SET_UP');
  });

  it(`holds at most ${MAX_LIVE_API_KEYS} live keys: revoked and expired ones do not count`, () => {
    const full = [setUp, ...Array.from({ length: MAX_LIVE_API_KEYS }, (_, i) => created(`k${i}`))];
    expect(refusal(spec.given(full).when(create('new')).error)).toBe('KEY_LIMIT');
    expect(spec.given([...full, revoked('k0')]).when(create('new')).events).toHaveLength(1);
    const expiredOne = [setUp, created('old', 'a1', '2026-12-01T00:00:00.000Z'), ...Array.from({ length: MAX_LIVE_API_KEYS - 1 }, (_, i) => created(`k${i}`))];
    expect(spec.given(expiredOne).when(create('new')).events).toHaveLength(1);
  });
});

describe('API key decider: revoking', () => {
  it('revokes a key of the company for good, once', () => {
    expect(spec.given([setUp, created('k1')]).when(revoke('k1', { ...admin, userId: 'a2' })).events).toEqual([revoked('k1', 'BY_ADMIN', 'a2')]);
    expect(refusal(spec.given([setUp, created('k1'), revoked('k1')]).when(revoke('k1')).error)).toBe('ALREADY_REVOKED');
    expect(refusal(spec.given([setUp, created('k1')]).when(revoke('nope')).error)).toBe('KEY_NOT_FOUND');
    expect(refusal(spec.given([setUp, created('k1')]).when(revoke('k1', { ...admin, role: 'USER' })).error)).toBe('NOT_ADMIN');
  });

  it("revokes every key of a creator who is no longer an ADMIN, and only theirs", () => {
    const history = [setUp, created('k1'), created('k2', 'a2'), created('k3'), revoked('k3')];
    const command: ApiKeyCommand = { type: 'RevokeKeysOfCreator', data: { creatorUserId: 'a1', reason: 'CREATOR_DEMOTED', byUserId: 'a2' } };
    expect(spec.given(history).when(command).events).toEqual([revoked('k1', 'CREATOR_DEMOTED', 'a2')]);
    expect(spec.given([setUp, created('k2', 'a2')]).when(command).events).toEqual([]);
    expect(spec.given([]).when(command).events).toEqual([]);
  });
});

describe('the company stream holds both deciders', () => {
  it('the company decider folds over API key events unchanged', () => {
    const withKeys = [setUp, created('k1'), revoked('k1')];
    const fold = (events: CompanyStreamEvent[]) => events.reduce(companyDecider.evolve, companyDecider.initialState());
    expect(fold(withKeys)).toEqual(fold([setUp]));
  });
});
