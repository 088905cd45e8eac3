/**
 * Two-factor sign-in in a real browser (issue 22 §2): set up on the account screen (the QR code, the key, a code from
 * the "app" — computed here from the key the screen shows — and the recovery codes shown once), then sign in with a
 * code, and with a recovery code. The server runs on a test clock moved one 30-second step between codes (a code is
 * good once per step).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { snap } from './support/browser';
import { useBrowserE2e } from './support/browser-e2e';
import { registration } from '../../test/support/http-client';
import { e2eProfiles } from '../../test/support/server-process';
import { moveClock } from '../../test/support/test-clock';
import { authenticatorCode } from '../../test/support/totp';

jest.setTimeout(180_000);

const VISIBLE = { state: 'visible', timeout: 15_000 } as const;

describe.each(e2eProfiles())('two-factor sign-in in the browser [%s]', (profile) => {
  const clockFile = join(mkdtempSync(join(tmpdir(), 'logiscope-2fa-browser-')), 'clock');
  const e2e = useBrowserE2e(profile, { env: { TEST_CLOCK_FILE: clockFile } });

  /** The code the app shows once the server's clock moved one step on. */
  const nextCode = async (secret: string) => authenticatorCode(secret, new Date(Date.now() + (await moveClock(clockFile, 30_000))));

  async function signIn(page: Page, email: string, password: string) {
    await page.goto('/auth');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByRole('heading', { name: 'Two-factor sign-in' }).waitFor(VISIBLE);
  }

  it('sets it up on the account screen, then signs in with a code from the app and with a recovery code', async () => {
    const { page, shots } = e2e;
    const who = registration({ firstName: 'Tess' });
    expect((await page.request.post('/api/auth/register', { data: who })).status()).toBe(201);

    await page.goto('/control-panel?tab=account');
    await page.getByTestId('second-factor-setup').click();
    await page.getByTestId('second-factor-start').click();
    await page.getByTestId('second-factor-qr').waitFor(VISIBLE);
    const secret = /[A-Z2-7]{16,}/.exec((await page.getByTestId('second-factor-secret').textContent()) ?? '')?.[0];
    if (!secret) throw new Error('The screen shows no key');
    await snap(page, shots, `${profile}-2fa-qr`);

    // A wrong code is refused in the form; the app's code turns it on.
    await page.getByTestId('second-factor-confirm-code').fill('000000');
    await page.getByTestId('second-factor-confirm').click();
    await page.getByText('This code is wrong or was already used').waitFor(VISIBLE);
    await page.getByTestId('second-factor-confirm-code').fill(await nextCode(secret));
    await page.getByTestId('second-factor-confirm').click();
    await page.getByTestId('recovery-codes').waitFor(VISIBLE);
    const recoveryCodes = (await page.getByTestId('recovery-code').allTextContents()).map((c) => c.trim());
    expect(recoveryCodes).toHaveLength(10);
    await snap(page, shots, `${profile}-2fa-recovery-codes`);
    await page.getByTestId('recovery-codes-done').click();
    await page.getByTestId('second-factor-on').waitFor(VISIBLE);
    await page.getByText('Recovery codes left: 10').waitFor(VISIBLE);

    // Signed out, the password alone no longer opens a session: the code step shows.
    await page.goto('/api/logout');
    await signIn(page, who.email, who.password);
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);
    await snap(page, shots, `${profile}-2fa-sign-in-code`);
    await page.getByTestId('second-factor-code').fill('123456');
    await page.getByTestId('second-factor-submit').click();
    await page.getByTestId('second-factor-error').getByText('This code is wrong or was already used').waitFor(VISIBLE);
    await page.getByTestId('second-factor-code').fill(await nextCode(secret));
    await page.getByTestId('second-factor-submit').click();
    await page.waitForURL((url) => url.pathname === '/', { timeout: 20_000 });
    await page.getByTestId('welcome-line').waitFor(VISIBLE);

    // A recovery code signs in once.
    await page.goto('/api/logout');
    await signIn(page, who.email, who.password);
    await page.getByTestId('second-factor-toggle').click();
    await page.getByLabel('Recovery code').fill(recoveryCodes[0]);
    await page.getByTestId('second-factor-submit').click();
    await page.waitForURL((url) => url.pathname === '/', { timeout: 20_000 });
    await page.goto('/control-panel?tab=account');
    await page.getByText('Recovery codes left: 9').waitFor(VISIBLE);
  });
});
