import { message } from '../shared/messages';
import { createApiKeyBodySchema } from './api-key.rules';

const parse = (body: unknown) => createApiKeyBodySchema.safeParse(body);
const firstMessage = (body: unknown) => parse(body).error?.issues[0]?.message;

describe('the API key form (POST /api/company/api-keys)', () => {
  it('takes a name, the scopes (each once, in the catalogue order) and no expiry by default', () => {
    expect(parse({ name: ' McLeod ', scopes: ['monitoring:write', 'carriers:read', 'carriers:read'] }).data).toEqual({
      name: 'McLeod',
      scopes: ['carriers:read', 'monitoring:write'],
      expiresAt: null,
    });
    expect(parse({ name: 'x', scopes: ['alerts:read'], expiresAt: '2027-01-01T00:00:00Z' }).data?.expiresAt).toBe('2027-01-01T00:00:00Z');
  });

  it('says what is wrong, in the messages the web translates', () => {
    expect(firstMessage({ name: '  ', scopes: ['carriers:read'] })).toBe(message('API_KEY_NAME_REQUIRED'));
    expect(firstMessage({ name: 'x'.repeat(81), scopes: ['carriers:read'] })).toBe(message('API_KEY_NAME_TOO_LONG'));
    expect(firstMessage({ name: 'x', scopes: [] })).toBe(message('API_KEY_SCOPES_REQUIRED'));
    expect(firstMessage({ name: 'x', scopes: ['admin:all'] })).toBe(message('API_KEY_SCOPE_UNKNOWN'));
    expect(firstMessage({ name: 'x', scopes: ['carriers:read'], expiresAt: 'next week' })).toBe(message('API_KEY_EXPIRY_INVALID'));
  });
});
