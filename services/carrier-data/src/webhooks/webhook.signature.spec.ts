import { createHmac } from 'node:crypto';
import { WEBHOOK_SECRET_PATTERN } from '@logiscope/proto/http';
import { newWebhookSecret, secretPrefix, signatureHeader } from './webhook.signature';

describe('webhook signatures', () => {
  const body = JSON.stringify({ id: 'evt_1', type: 'webhook.test', createdAt: '2026-12-06T12:00:00.000Z', data: {} });

  it('should sign "<t>.<body>" with HMAC-SHA256 under the secret, in hex', () => {
    const header = signatureHeader(['whsec_one'], 1_765_000_000, body);
    const expected = createHmac('sha256', 'whsec_one').update(`1765000000.${body}`).digest('hex');
    expect(header).toBe(`t=1765000000,v1=${expected}`);
  });

  it('should carry one v1= per live secret during a roll, the current one first', () => {
    const header = signatureHeader(['whsec_new', 'whsec_old'], 1_765_000_000, body);
    const parts = header.split(',');
    expect(parts).toHaveLength(3);
    expect(parts[1]).toBe(signatureHeader(['whsec_new'], 1_765_000_000, body).split(',')[1]);
    expect(parts[2]).toBe(signatureHeader(['whsec_old'], 1_765_000_000, body).split(',')[1]);
  });

  it('should change with one byte of the body or the time', () => {
    const a = signatureHeader(['s'], 1, body);
    expect(signatureHeader(['s'], 1, `${body} `)).not.toBe(a);
    expect(signatureHeader(['s'], 2, body).slice(4)).not.toBe(a.slice(4));
  });

  it('should make recognisable secrets, never twice the same, and show only their start', () => {
    const secrets = new Set(Array.from({ length: 50 }, () => newWebhookSecret()));
    expect(secrets.size).toBe(50);
    for (const s of secrets) expect(s).toMatch(WEBHOOK_SECRET_PATTERN);
    const [one] = [...secrets];
    expect(secretPrefix(one!)).toHaveLength(12);
    expect(one!.startsWith(secretPrefix(one!))).toBe(true);
  });
});
