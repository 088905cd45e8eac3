/**
 * Password reset in a real browser, as the issue checks it: "Forgot password?" on /auth, the mail read from MailDev,
 * the link's page refusing a password too easy to guess with the one rule's message, then a new password; the other
 * session of the account has ended, and the user signs in with the new password. And the registration form shows the
 * same strength message before anything is sent.
 */
import { snap } from './support/browser';
import { useBrowserE2e } from './support/browser-e2e';
import { ApiClient, registration } from '../../test/support/http-client';
import { waitForMail } from '../../test/support/mail-inbox';

jest.setTimeout(180_000);

const VISIBLE = { state: 'visible', timeout: 20_000 } as const;
const WEAK = 'This password is too easy to guess: avoid common passwords, names, dates and repeated or sequential characters (a few unrelated words work well)';
const NEW_PASSWORD = 'violet tractor lantern 42';

describe.each(['embedded' as const])('password reset in the browser [%s]', (profile) => {
  const e2e = useBrowserE2e(profile);

  it('forgot password → mail → link page → new password → sign in; the old session has ended', async () => {
    const { page, server, shots } = e2e;
    const account = registration();
    const elsewhere = new ApiClient(server.baseUrl);
    expect((await elsewhere.post('/api/auth/register', account)).status).toBe(201);

    await page.goto('/auth');
    await page.getByTestId('forgot-password-link').click();
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor(VISIBLE);
    await page.getByTestId('forgot-password-email').fill(account.email);
    await page.getByTestId('forgot-password-submit').click();
    await page.getByText(`If an account uses ${account.email}, we have sent it a link to choose a new password.`, { exact: false }).waitFor(VISIBLE);
    await snap(page, shots, `${profile}-forgot-password-sent`);

    const mail = await waitForMail(account.email, 'Reset your LogiScope password');
    const link = /https?:\/\/\S+(\/reset-password\?token=\S+)/.exec(mail.text ?? '');
    if (!link) throw new Error(`No reset link in the mail:\n${mail.text}`);
    await page.goto(link[1]);

    // The one password rule, in the form, before anything is sent.
    await page.getByTestId('reset-password').fill('password');
    await page.getByTestId('reset-password-confirm').fill('password');
    await page.getByTestId('reset-password-submit').click();
    await page.getByText(WEAK).waitFor(VISIBLE);
    await snap(page, shots, `${profile}-reset-password-weak`);

    await page.getByTestId('reset-password').fill(NEW_PASSWORD);
    await page.getByTestId('reset-password-confirm').fill(NEW_PASSWORD);
    await page.getByTestId('reset-password-submit').click();
    await page.getByTestId('reset-password-done').waitFor(VISIBLE);
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);
    expect((await elsewhere.get('/api/auth/user')).status).toBe(401);

    await page.getByTestId('reset-password-sign-in').click();
    expect((await elsewhere.post('/api/auth/login', { email: account.email, password: account.password })).status).toBe(401);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/', { timeout: 20_000 });
    expect((await page.request.get('/api/auth/user')).status()).toBe(200);

    // The link worked once.
    await page.goto(link[1]);
    await page.getByTestId('reset-password').fill('another violet lantern 7');
    await page.getByTestId('reset-password-confirm').fill('another violet lantern 7');
    await page.getByTestId('reset-password-submit').click();
    await page.getByText('This password reset link is invalid, used or expired. Ask for a new one.').first().waitFor(VISIBLE);
  });

  it('shows the strength message on the registration form', async () => {
    const { page } = e2e;
    await page.goto('/auth?mode=register');
    await page.getByLabel('Password', { exact: true }).fill('12345678');
    await page.getByLabel('Confirm Password').fill('12345678');
    await page.getByRole('button', { name: 'Create Account', exact: true }).click();
    await page.getByText(WEAK).waitFor(VISIBLE);
  });
});
