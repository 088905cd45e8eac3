import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { signatureHeader } from './webhook.signature';

/** The verification code docs/examples hold for receivers (Node and Python), run on what LogiScope signs. */
const EXAMPLES = join(__dirname, '..', '..', '..', '..', 'docs', 'examples');
const verifiers = {
  node: (secret: string, header: string, body: string) => spawnSync(process.execPath, [join(EXAMPLES, 'webhook-verify.mjs'), secret, header], { input: body, encoding: 'utf8' }),
  python: (secret: string, header: string, body: string) => spawnSync('python3', [join(EXAMPLES, 'webhook_verify.py'), secret, header], { input: body, encoding: 'utf8' }),
};

describe.each(Object.entries(verifiers))('the %s verification example', (_language, verify) => {
  const body = JSON.stringify({ id: 'evt_1', type: 'alert.created', createdAt: '2026-12-06T12:00:00.000Z', data: { dotNumber: '44110', title: 'Authority revoked — é' } });
  const now = () => Math.floor(Date.now() / 1000);

  it('should accept a delivery LogiScope signed, with either secret during a roll', () => {
    const header = signatureHeader(['whsec_new', 'whsec_old'], now(), body);
    for (const secret of ['whsec_new', 'whsec_old']) {
      const run = verify(secret, header, body);
      expect(run.stdout.trim()).toBe('verified');
      expect(run.status).toBe(0);
    }
  });

  it('should reject another secret, a changed body and an old timestamp', () => {
    const header = signatureHeader(['whsec_new'], now(), body);
    expect(verify('whsec_other', header, body).stdout.trim()).toBe('rejected');
    expect(verify('whsec_new', header, body.replace('44110', '44111')).stdout.trim()).toBe('rejected');
    const old = signatureHeader(['whsec_new'], now() - 3600, body);
    expect(verify('whsec_new', old, body).status).toBe(1);
  });
});
