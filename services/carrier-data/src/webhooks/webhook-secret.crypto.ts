import { hkdfSync } from 'node:crypto';
import { openAesGcm, sealAesGcm } from '@logiscope/infra';

const FORMAT = 'whk1';
/** Secrets kept open in memory (each delivery signs with its endpoint's): a daily difference signs thousands. */
const OPENED_MAX = 1_000;

interface SealingKey {
  id: string;
  key: Buffer;
}

/** The key's id: a short fingerprint of it (not the key), stored beside the ciphertext to tell which key opens it. */
const sealingKey = (master: Buffer): SealingKey => ({
  id: Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), 'logiscope.webhook-secret.key-id', 6)).toString('base64url'),
  key: Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), 'logiscope.webhook-secret.seal', 32)),
});

/**
 * Webhook signing secrets at rest. An HMAC key must be kept whole to sign (unlike an API key, which is kept only as a
 * hash), so it is sealed with AES-256-GCM under a key derived from WEBHOOK_SECRET_KEY, bound to its endpoint (a sealed
 * secret copied onto another endpoint does not open): a copy of carrier-data's event store or read model alone reveals
 * no secret. `whk1.<key id>.<iv>.<tag>.<ciphertext>`; the key id lets a rotated key (WEBHOOK_SECRET_KEY_PREVIOUS) still
 * open what it sealed, since the events that carry them are never rewritten.
 */
export class WebhookSecretBox {
  private readonly current: SealingKey;
  private readonly byId: Map<string, SealingKey>;
  private readonly opened = new Map<string, string>();

  /** `current` seals and opens; `previous` (a rotated-out master key) only opens. Each 32 bytes. */
  constructor(current: Buffer, previous: Buffer[] = []) {
    const keys = [current, ...previous].map((k) => {
      if (k.length !== 32) throw new Error('WEBHOOK_SECRET_KEY must be 32 bytes (64 hex digits or 44 base64 characters)');
      return sealingKey(k);
    });
    this.current = keys[0]!;
    this.byId = new Map(keys.map((k) => [k.id, k]));
  }

  get keyId(): string {
    return this.current.id;
  }

  seal(secret: string, endpointId: string): string {
    const { iv, tag, body } = sealAesGcm(this.current.key, secret, endpointId);
    return [FORMAT, this.current.id, iv, tag, body].join('.');
  }

  open(sealed: string, endpointId: string): string {
    const cacheKey = `${endpointId} ${sealed}`;
    const known = this.opened.get(cacheKey);
    if (known !== undefined) return known;
    const [format, keyId, iv, tag, body] = sealed.split('.');
    if (format !== FORMAT || !keyId || !iv || !tag || body === undefined) throw new Error('Unknown webhook secret format');
    const key = this.byId.get(keyId);
    if (!key) throw new Error(`The webhook secret was sealed with key ${keyId}, which is neither WEBHOOK_SECRET_KEY nor WEBHOOK_SECRET_KEY_PREVIOUS`);
    const secret = openAesGcm(key.key, { iv, tag, body }, endpointId);
    if (this.opened.size >= OPENED_MAX) this.opened.delete(this.opened.keys().next().value!);
    this.opened.set(cacheKey, secret);
    return secret;
  }
}
