import { expiresAtOf, validateCreateApiKey } from './api-keys.form';

const NOW = new Date('2026-12-06T15:00:00.000Z');
const messages = (errors: Record<string, unknown>) => Object.fromEntries(Object.entries(errors).map(([field, m]) => [field, (m as { message: string }).message]));

describe('the create-key form (the server rule, run in the browser)', () => {
  it("should say the server's messages for a missing name and no scope", () => {
    expect(messages(validateCreateApiKey({ name: '  ', scopes: [], expiresAt: 'never' }, NOW).result.fieldErrors)).toEqual({
      name: 'Give the key a name',
      scopes: 'Choose at least one scope',
    });
    expect(messages(validateCreateApiKey({ name: 'x'.repeat(81), scopes: ['carriers:read'] }, NOW).result.fieldErrors)).toEqual({
      name: 'The key name must be at most 80 characters',
    });
  });

  it('should send the name, the scopes in the catalogue order and the expiry as a date so many days on', () => {
    expect(validateCreateApiKey({ name: ' McLeod ', scopes: ['alerts:read', 'carriers:read'], expiresAt: '90' }, NOW).body).toEqual({
      name: 'McLeod',
      scopes: ['carriers:read', 'alerts:read'],
      expiresAt: '2027-03-06T15:00:00.000Z',
    });
    expect(validateCreateApiKey({ name: 'Sheets', scopes: ['reports:read'], expiresAt: 'never' }, NOW).body?.expiresAt).toBeNull();
    expect(expiresAtOf('30', NOW)).toBe('2027-01-05T15:00:00.000Z');
  });
});
