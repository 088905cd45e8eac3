/**
 * Teams and roles in a real browser, as the issue checks them: a broker's ADMIN adds a member in the control panel's
 * Team tab (the form's own rules first), the invitation e-mail arrives (MailDev), the member chooses a password on the
 * link's page and signs in; the ADMIN changes the member's role, blocks them (the member's open session ends at once
 * and their next sign-in is refused), unblocks them and deletes them after the confirmation. The ADMIN's own row is
 * marked 'You' and has no actions; the server refuses every action on oneself even when called directly.
 */
import type { Page } from 'playwright-core';
import { snap } from './support/browser';
import { useBrowserE2e } from './support/browser-e2e';
import { registration } from '../../test/support/http-client';
import { waitForMail } from '../../test/support/mail-inbox';

jest.setTimeout(180_000);

const VISIBLE = { state: 'visible', timeout: 20_000 } as const;
const PASSWORD = 'member password 1';

const memberRow = (page: Page, email: string) => page.locator(`[data-testid="team-member-row"][data-email="${email}"]`);

describe.each(['embedded' as const])('teams and roles in the browser [%s]', (profile) => {
  const e2e = useBrowserE2e(profile);

  it('adds a member who sets a password from the invitation and signs in; changes their role, blocks, unblocks and deletes them', async () => {
    const { page, server, browser, shots } = e2e;
    const admin = registration({ companyType: 'BROKER', mcNumber: 'MC-123456B', firstName: 'Ada', lastName: 'Admin' });
    expect((await page.request.post('/api/auth/register', { data: admin })).status()).toBe(201);
    const adminId = ((await (await page.request.get('/api/auth/user')).json()) as { id: string }).id;

    await page.goto('/control-panel?tab=team');
    const own = memberRow(page, admin.email);
    await own.waitFor(VISIBLE);
    await own.getByTestId('member-you').waitFor(VISIBLE);
    expect(await own.getByRole('button').count()).toBe(0);

    // The form's rules run first, with the spec's messages.
    await page.getByTestId('add-member-submit').click();
    await page.getByText('First name is required').waitFor(VISIBLE);
    await page.getByText('Last name is required').waitFor(VISIBLE);
    await page.getByText('Valid email is required').waitFor(VISIBLE);

    const email = `sam.${Date.now().toString(36)}@team-browser.example.com`;
    await page.getByTestId('add-member-first-name').fill('Sam');
    await page.getByTestId('add-member-last-name').fill('Ortiz');
    await page.getByTestId('add-member-email').fill(email);
    await page.getByTestId('add-member-submit').click();
    await page.getByText(`An invitation was sent to ${email}.`).waitFor(VISIBLE);
    const row = memberRow(page, email);
    await row.getByText('Invitation sent').waitFor(VISIBLE);
    await snap(page, shots, `${profile}-team-added`);

    // The member follows the e-mail's link in a browser of their own.
    const mail = await waitForMail(email, /added you to/);
    const link = /https?:\/\/\S+(\/set-password\?token=\S+)/.exec(mail.text ?? '');
    if (!link) throw new Error(`No set-password link in the invitation:\n${mail.text}`);
    const memberContext = await browser.newContext({ baseURL: server.baseUrl, locale: 'en-US' });
    const member = await memberContext.newPage();
    try {
      await member.goto(link[1]);
      await member.getByTestId('set-password').fill(PASSWORD);
      await member.getByTestId('set-password-confirm').fill(PASSWORD);
      await member.getByTestId('set-password-submit').click();
      await member.getByText(`Sign in with ${email} and your new password.`).waitFor(VISIBLE);
      await member.getByTestId('set-password-sign-in').click();
      await member.getByLabel('Email').fill(email);
      await member.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await member.getByRole('button', { name: 'Sign In', exact: true }).click();
      await member.waitForURL((url) => url.pathname === '/', { timeout: 20_000 });
      expect((await member.request.get('/api/auth/user')).status()).toBe(200);

      // Role: the select in the member's row.
      await page.reload();
      await row.getByTestId('member-role').click();
      await page.locator('.ant-select-dropdown:visible').getByText('Admin', { exact: true }).click();
      await page.getByText('Sam Ortiz is now Admin.').waitFor(VISIBLE);
      await row.getByTestId('member-role-tag').getByText('Admin').waitFor(VISIBLE);
      expect((await member.request.get('/api/company/users')).status()).toBe(200);

      // Block: the member's open session ends at once; their next sign-in is refused.
      await row.getByTestId('member-toggle-status').click();
      await page.getByText('Sam Ortiz is blocked and signed out everywhere.').waitFor(VISIBLE);
      await row.getByTestId('member-status').getByText('Blocked').waitFor(VISIBLE);
      expect((await member.request.get('/api/auth/user')).status()).toBe(401);
      const refused = await member.request.post('/api/auth/login', { data: { email, password: PASSWORD } });
      expect(refused.status()).toBe(403);
      expect(((await refused.json()) as { message: string }).message).toBe('Your account has been blocked. Contact your company administrator.');
      await snap(page, shots, `${profile}-team-blocked`);

      // Unblock: they may sign in again.
      await row.getByTestId('member-toggle-status').click();
      await page.getByText('Sam Ortiz can sign in again.').waitFor(VISIBLE);
      expect((await member.request.post('/api/auth/login', { data: { email, password: PASSWORD } })).status()).toBe(200);

      // Delete, after the confirmation.
      await row.getByTestId('member-delete').click();
      await page.getByText('This cannot be undone, and Sam Ortiz loses access immediately.').waitFor(VISIBLE);
      await page.getByTestId('member-delete-confirm').click();
      await page.getByText('Sam Ortiz no longer has access.').waitFor(VISIBLE);
      await row.waitFor({ state: 'detached', timeout: 20_000 });
      expect((await member.request.get('/api/auth/user')).status()).toBe(401);
    } finally {
      await memberContext.close();
    }

    // No admin action on oneself, even by a direct API call.
    for (const res of [
      await page.request.patch(`/api/company/users/${adminId}/status`, { data: { isActive: false } }),
      await page.request.patch(`/api/company/users/${adminId}/role`, { data: { role: 'USER' } }),
      await page.request.delete(`/api/company/users/${adminId}`),
    ]) {
      expect(res.status()).toBe(403);
      expect(((await res.json()) as { message: string }).message).toBe('Admins cannot act on themselves.');
    }
    await page.reload();
    await own.getByTestId('member-you').waitFor(VISIBLE);
  });
});
