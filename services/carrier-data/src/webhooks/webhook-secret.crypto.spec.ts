import { randomBytes } from 'node:crypto';
import { loadWebhookConfig } from './webhook.config';
import { WebhookSecretBox } from './webhook-secret.crypto';
import { newWebhookSecret } from './webhook.signature';

describe('webhook signing secrets at rest', () => {
  const key = randomBytes(32);
  const box = new WebhookSecretBox(key);
  const secret = newWebhookSecret();

  it('should seal a secret so that the stored text holds no part of it, and open it again for its endpoint only', () => {
    const sealed = box.seal(secret, 'ep-1');
    expect(sealed).toMatch(/^whk1\.[\w-]{8}\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain(secret.slice('whsec_'.length, 'whsec_'.length + 8));
    expect(box.seal(secret, 'ep-1')).not.toBe(sealed);
    expect(box.open(sealed, 'ep-1')).toBe(secret);
    // Copied onto another endpoint, altered, or opened without the key: refused.
    expect(() => box.open(sealed, 'ep-2')).toThrow();
    const [f, id, iv, tag, body] = sealed.split('.');
    // Its first character changed (a body that began with "A" was once left as it was: a test that could not fail).
    const altered = `${body!.startsWith('A') ? 'B' : 'A'}${body!.slice(1)}`;
    expect(() => box.open([f, id, iv, tag, altered].join('.'), 'ep-1')).toThrow();
    expect(() => new WebhookSecretBox(randomBytes(32)).open(sealed, 'ep-1')).toThrow(/neither WEBHOOK_SECRET_KEY nor WEBHOOK_SECRET_KEY_PREVIOUS/);
    expect(() => box.open(secret, 'ep-1')).toThrow(/Unknown webhook secret format/);
  });

  it('should open what a rotated-out key sealed while it is WEBHOOK_SECRET_KEY_PREVIOUS, and seal only under the new key', () => {
    const sealedBefore = box.seal(secret, 'ep-1');
    const rotated = new WebhookSecretBox(randomBytes(32), [key]);
    expect(rotated.open(sealedBefore, 'ep-1')).toBe(secret);
    const sealedAfter = rotated.seal(secret, 'ep-1');
    expect(sealedAfter.split('.')[1]).toBe(rotated.keyId);
    expect(rotated.keyId).not.toBe(box.keyId);
    expect(() => box.open(sealedAfter, 'ep-1')).toThrow();
  });

  it('should refuse to start in production without WEBHOOK_SECRET_KEY, and refuse a key that is not 32 bytes', () => {
    expect(() => loadWebhookConfig({ NODE_ENV: 'production' })).toThrow(/WEBHOOK_SECRET_KEY: is required when NODE_ENV=production/);
    const configured = randomBytes(32).toString('base64');
    expect(loadWebhookConfig({ NODE_ENV: 'production', WEBHOOK_SECRET_KEY: configured })).toMatchObject({ secretKey: configured, previousSecretKey: undefined });
    expect(loadWebhookConfig({ NODE_ENV: 'development' })).toMatchObject({ secretKey: undefined });
    expect(() => loadWebhookConfig({ WEBHOOK_SECRET_KEY: 'too-short' })).toThrow(/WEBHOOK_SECRET_KEY: 32 bytes/);
    expect(() => loadWebhookConfig({ WEBHOOK_SECRET_KEY: configured, WEBHOOK_SECRET_KEY_PREVIOUS: 'ab'.repeat(31) })).toThrow(/WEBHOOK_SECRET_KEY_PREVIOUS/);
  });
});
