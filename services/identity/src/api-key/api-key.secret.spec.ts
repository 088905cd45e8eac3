import { API_KEY_PATTERN } from '@logiscope/proto/http';
import { hashApiKeySecret, newApiKeySecret } from './api-key.secret';

describe('API key secrets', () => {
  it('look like lsk_<environment>_<43 base62>, so secret scanners can find a leaked one', () => {
    for (const env of ['live', 'test'] as const) {
      const { secret, prefix } = newApiKeySecret(env);
      expect(secret).toMatch(API_KEY_PATTERN);
      expect(secret.startsWith(`lsk_${env}_`)).toBe(true);
      expect(prefix).toBe(secret.slice(0, `lsk_${env}_`.length + 6));
    }
  });

  it('are never the same twice, and are kept only as their sha-256', () => {
    const a = newApiKeySecret('live');
    const b = newApiKeySecret('live');
    expect(a.secret).not.toBe(b.secret);
    expect(a.secretHash).toBe(hashApiKeySecret(a.secret));
    expect(a.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(a.secretHash).not.toContain(a.secret.slice(9));
  });
});
