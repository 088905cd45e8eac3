/**
 * The subscription in a real browser, as the issue checks it: a new company is Inactive and is offered the free trial
 * or the $149 plan; its ADMIN starts the trial, extends it in the control panel's Subscription tab (the form's rules,
 * then the server's 365-day cap as an 'Extension Failed' toast), upgrades through the sandbox payment provider's
 * checkout page (which says it is a sandbox; the plan is Active once its signed webhook arrived), and cancels. The
 * dashboard's plan card shows the plan. With the clock moved past a trial's end, the plan reads Trial Expired.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { snap } from './support/browser';
import { useBrowserE2e } from './support/browser-e2e';
import { registration } from '../../test/support/http-client';
import { moveClock } from '../../test/support/test-clock';

jest.setTimeout(180_000);

const VISIBLE = { state: 'visible', timeout: 20_000 } as const;
const DAY = 24 * 60 * 60 * 1000;
const clockDir = mkdtempSync(join(tmpdir(), 'subscription-browser-clock-'));
const clockFile = join(clockDir, 'clock');

const badge = (page: Page) => page.getByTestId('current-plan').getByTestId('subscription-status');

describe.each(['embedded' as const])('subscription in the browser [%s]', (profile) => {
  const e2e = useBrowserE2e(profile, { env: { TEST_CLOCK_FILE: clockFile, BILLING_TRIAL_SWEEP_MS: '500' } });
  afterAll(() => rmSync(clockDir, { recursive: true, force: true }));

  const signUp = async (page: Page) => {
    const admin = registration({ companyType: 'BROKER', mcNumber: 'MC-654321B' });
    expect((await page.request.post('/api/auth/register', { data: admin })).status()).toBe(201);
    return admin;
  };

  it('starts the trial, extends it, upgrades through the sandbox checkout and cancels', async () => {
    const { page, shots } = e2e;
    const admin = await signUp(page);

    await page.goto('/subscription');
    await badge(page).getByText('Inactive', { exact: true }).waitFor(VISIBLE);
    await page.getByTestId('current-plan').getByText(admin.companyName as string).waitFor(VISIBLE);
    expect(await page.getByTestId('monthly-price').textContent()).toBe('$149.00 / month');
    await page.getByTestId('plan-features').getByText('Live FMCSA integration').waitFor(VISIBLE);
    await page.getByTestId('subscribe').waitFor(VISIBLE);
    await snap(page, shots, `${profile}-subscription-inactive`);

    await page.getByTestId('start-trial').click();
    await page.getByText('Your 30-day free trial has started.').waitFor(VISIBLE);
    await badge(page).getByText('Free Trial', { exact: true }).waitFor(VISIBLE);
    const trialEnd = await page.getByTestId('trial-end').textContent();
    expect(trialEnd).toMatch(/\d{4}/);
    await page.getByTestId('upgrade').waitFor(VISIBLE);

    // The dashboard's plan card shows the plan, not 'Plan details unavailable'.
    await page.goto('/');
    await page.getByTestId('plan-status').getByText('Free Trial').waitFor(VISIBLE);
    expect(await page.getByText('Plan details unavailable').count()).toBe(0);

    // Extend trial (admins): the spec's messages first, then the server's cap.
    await page.goto('/control-panel?tab=subscription');
    const days = page.getByTestId('extend-days');
    await days.fill('0');
    await page.getByTestId('extend-submit').click();
    await page.getByText('Must be at least 1 day').waitFor(VISIBLE);
    await days.fill('366');
    await page.getByTestId('extend-submit').click();
    await page.getByText('Cannot exceed 365 days').waitFor(VISIBLE);
    await days.fill('30');
    await page.getByTestId('extend-submit').click();
    await page.getByText('Trial Extended').waitFor(VISIBLE);
    // The tab shows the new end once the status is fetched again (after the toast).
    await page.waitForFunction((before) => document.querySelector('[data-testid="trial-end"]')?.textContent !== before, trialEnd);
    expect(await page.getByTestId('trial-end').textContent()).not.toBe(trialEnd);
    await days.fill('365');
    await page.getByTestId('extend-submit').click();
    await page.getByText('Extension Failed').waitFor(VISIBLE);
    await page.getByText('A trial can last 365 days in all from its start; a longer extension needs the LogiScope team.').first().waitFor(VISIBLE);
    await snap(page, shots, `${profile}-subscription-tab`);

    // Upgrade: the sandbox provider's checkout page, then Active once its signed webhook arrived.
    await page.getByTestId('upgrade').click();
    await page.waitForURL((url) => url.pathname.startsWith('/subscription/checkout/cs_sandbox_'), { timeout: 20_000 });
    await page.getByTestId('sandbox-badge').waitFor(VISIBLE);
    await page.getByTestId('sandbox-notice').getByText(/no card is asked and nothing is charged/).waitFor(VISIBLE);
    await snap(page, shots, `${profile}-subscription-sandbox-checkout`);
    await page.getByTestId('sandbox-pay').click();
    await page.waitForURL((url) => url.pathname === '/subscription', { timeout: 20_000 });
    await page.getByText('Thank you! Your $149 monthly plan is active.').waitFor(VISIBLE);
    await badge(page).getByText('Active', { exact: true }).waitFor(VISIBLE);
    expect(await page.getByTestId('next-billing').textContent()).toMatch(/\d{4}/);

    // Cancel: after the confirmation, Cancelled with access until the end of the paid period.
    await page.getByTestId('cancel-subscription').click();
    await page.getByText('Your plan stays active until the end of the paid period, then it stops.').waitFor(VISIBLE);
    await page.getByTestId('cancel-confirm').click();
    await page.getByText('Subscription Cancelled').waitFor(VISIBLE);
    await badge(page).getByText('Cancelled', { exact: true }).waitFor(VISIBLE);
    await page.getByTestId('subscribe').waitFor(VISIBLE);
    await snap(page, shots, `${profile}-subscription-cancelled`);
  });

  it('shows a company behind the paywall why, leads it to /subscription, and serves it once its trial started', async () => {
    const { page, shots } = e2e;
    await signUp(page);
    // The dashboard's saved carriers are carrier data: 402 for an Inactive company, and the banner says so.
    await page.goto('/');
    const banner = page.getByTestId('paywall-banner');
    await banner.getByText('Subscription required').waitFor(VISIBLE);
    await banner.getByText(/Your company has no active subscription\. Start your free trial or subscribe/).waitFor(VISIBLE);
    await page.getByTestId('welcome-line').waitFor(VISIBLE);
    // Its cards say what the plan would show there, with the way to it, not an outage.
    await page.getByTestId('saved-carriers').getByText('Saved carriers show here once your free trial has started or your plan is active.').waitFor(VISIBLE);
    await page.getByTestId('recent-alerts').getByText('Alerts about the carriers you monitor come with your free trial or plan.').waitFor(VISIBLE);
    expect(await page.getByText(/unavailable right now/).count()).toBe(0);
    expect(await page.getByTestId('saved-carriers').getByRole('link', { name: 'Go to Subscription' }).getAttribute('href')).toBe('/subscription');
    await snap(page, shots, `${profile}-paywall-banner`);
    await page.getByTestId('paywall-go').click();
    await page.waitForURL((url) => url.pathname === '/subscription', { timeout: 20_000 });
    await page.getByTestId('paywall-notice').getByText('Subscription required').waitFor(VISIBLE);
    await badge(page).getByText('Inactive', { exact: true }).waitFor(VISIBLE);
    await snap(page, shots, `${profile}-paywall-subscription`);

    await page.getByTestId('start-trial').click();
    await badge(page).getByText('Free Trial', { exact: true }).waitFor(VISIBLE);
    await page.getByTestId('paywall-notice').waitFor({ state: 'detached', timeout: 20_000 });
    await page.goto('/');
    await page.getByTestId('welcome-line').waitFor(VISIBLE);
    // The saved carriers load now (no 402), and no banner.
    await page.getByTestId('saved-carriers').getByText('No saved carriers yet.', { exact: false }).waitFor(VISIBLE);
    expect(await page.getByTestId('paywall-banner').count()).toBe(0);
  });

  it('shows a trial past its end as Trial Expired with an upgrade, and refuses a second trial', async () => {
    const { page, shots } = e2e;
    await signUp(page);
    expect((await page.request.post('/api/subscription/start-trial')).status()).toBe(200);
    await moveClock(clockFile, 31 * DAY);
    await page.goto('/subscription');
    await badge(page).getByText('Trial Expired', { exact: true }).waitFor(VISIBLE);
    await page.getByText('Your free trial has ended. Upgrade to keep using LogiScope.').waitFor(VISIBLE);
    await page.getByTestId('upgrade').waitFor(VISIBLE);
    await snap(page, shots, `${profile}-subscription-expired`);
    // The server refuses a second trial; the screen never offers it, a direct call gets the message.
    const again = await page.request.post('/api/subscription/start-trial');
    expect(again.status()).toBe(409);
    // Behind the paywall again: the carrier data screens say so.
    await page.goto('/');
    await page.getByTestId('paywall-banner').getByText('Subscription required').waitFor(VISIBLE);
  });
});
