/**
 * The auth flow in a real browser against the real server: the embedded profile always, the distributed one
 * too when E2E_PROFILES includes `distributed`. Screenshots of key screens go to
 * web/test-results/screenshots/auth-flow-<profile> (or under E2E_SCREENSHOT_DIR), printed once.
 */
import type { Page } from 'playwright-core';
import { snap } from './support/browser';
import { useBrowserE2e } from './support/browser-e2e';
import { e2eProfiles } from '../../test/support/server-process';

// testTimeout in a jest project entry is not applied (it is a global option): set it here.
jest.setTimeout(120_000);

const BROKER_RULE = "Brokers must provide an MC number ending with 'b' for platform access";
const PASSWORD = 'correct-horse-battery';
const VISIBLE = { state: 'visible', timeout: 15_000 } as const;
const HIDDEN = { state: 'hidden', timeout: 15_000 } as const;

function uniqueEmail(who: string): string {
  return `${who}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

interface Registration {
  firstName: string;
  lastName: string;
  email: string;
  companyName: string;
  companyType: 'Freight Broker' | 'Shipper';
  mcNumber?: string;
}

async function openRegistration(page: Page): Promise<void> {
  await page.getByText('Create one').click();
  await page.getByRole('heading', { name: 'Create your account' }).waitFor(VISIBLE);
}

async function fillRegistration(page: Page, r: Registration): Promise<void> {
  await page.getByLabel('First Name').fill(r.firstName);
  await page.getByLabel('Last Name').fill(r.lastName);
  await page.getByLabel('Email').fill(r.email);
  await page.getByText(r.companyType, { exact: true }).click();
  if (r.mcNumber !== undefined) await page.getByLabel('MC Number').fill(r.mcNumber);
  await page.getByLabel('Company Name').fill(r.companyName);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await page.waitForURL(/\/auth$/);
  await page.getByRole('heading', { name: 'Welcome back' }).waitFor(VISIBLE);
}

async function expectWelcome(page: Page, firstName: string): Promise<void> {
  const welcome = page.getByTestId('welcome-line');
  await welcome.waitFor(VISIBLE);
  expect(await welcome.textContent()).toBe(`Welcome, ${firstName}`);
}

describe.each(e2eProfiles())('auth flow in the browser [%s]', (profile) => {
  const e2e = useBrowserE2e(profile);

  it('shows the landing page to a visitor', async () => {
    const { page, shots } = e2e;
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Know every carrier before you book the load' }).waitFor(VISIBLE);
    await page.getByRole('link', { name: 'Watch Demo' }).waitFor(VISIBLE);
    await page.getByText('2,487,340').waitFor(VISIBLE);
    await page.getByRole('heading', { name: 'Collective Intelligence Network' }).waitFor(VISIBLE);
    await snap(page, shots, `${profile}-01-landing`);
    await page.getByRole('link', { name: 'Sign In' }).click();
    await page.waitForURL(/\/auth$/);
  });

  it('registers a shipper and a broker, gates the broker on company setup, signs out and back in', async () => {
    const { page, shots } = e2e;
    const shipper: Registration = {
      firstName: 'Sally',
      lastName: 'Shipper',
      email: uniqueEmail('shipper'),
      companyName: 'Sally Ships LLC',
      companyType: 'Shipper',
    };
    const broker: Registration = {
      firstName: 'Bruno',
      lastName: 'Broker',
      email: uniqueEmail('broker'),
      companyName: 'Bruno Brokerage',
      companyType: 'Freight Broker',
    };

    // Sign-in page, then the client rule before anything reaches the server.
    await page.goto('/auth');
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor(VISIBLE);
    await page.getByRole('link', { name: 'Back to Home' }).waitFor(VISIBLE);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByText('Please fill in all fields').waitFor(VISIBLE);
    await snap(page, shots, `${profile}-02-sign-in`);

    // A shipper is signed in at once.
    await openRegistration(page);
    await fillRegistration(page, { ...shipper });
    await page.getByLabel('Confirm Password').fill(`${PASSWORD}!`);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Passwords do not match').waitFor(VISIBLE);
    await page.getByLabel('Confirm Password').fill(PASSWORD);
    await snap(page, shots, `${profile}-03-register-shipper`);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expectWelcome(page, shipper.firstName);
    await page.waitForURL(/\/$/);
    await page.getByTestId('company-name').filter({ hasText: shipper.companyName }).waitFor(VISIBLE);
    await snap(page, shots, `${profile}-04-dashboard-shipper`);

    await signOut(page);

    // A broker without an MC number lands on the company setup gate.
    await openRegistration(page);
    await fillRegistration(page, broker);
    await page.getByRole('button', { name: 'Create Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Complete Your Company Setup' });
    await dialog.waitFor(VISIBLE);
    expect(await page.getByTestId('welcome-line').count()).toBe(0);
    await snap(page, shots, `${profile}-05-setup-type`);

    // Escape does not dismiss it.
    await page.keyboard.press('Escape');
    await dialog.waitFor(VISIBLE);

    // The company name typed at registration is kept by the server: after a reload the form starts from it.
    await page.reload();
    await dialog.waitFor(VISIBLE);
    await dialog.getByRole('button', { name: /Freight Broker/ }).click();
    expect(await dialog.getByLabel('Email').inputValue()).toBe(broker.email);
    expect(await dialog.getByLabel('Company Name').inputValue()).toBe(broker.companyName);
    await dialog.getByLabel('MC Number').fill('MC-123456');
    await dialog.getByLabel('State').fill('tx');
    expect(await dialog.getByLabel('State').inputValue()).toBe('TX');
    await dialog.getByRole('button', { name: 'Complete Setup' }).click();
    await dialog.getByText(BROKER_RULE).waitFor(VISIBLE);
    await snap(page, shots, `${profile}-06-setup-mc-rule`);

    // "MC-b" ends in b but holds nothing else: the form runs the server's rule and refuses it too, with its message.
    await dialog.getByLabel('MC Number').fill('MC-b');
    await dialog.getByRole('button', { name: 'Complete Setup' }).click();
    await dialog.getByText(BROKER_RULE).waitFor(VISIBLE);
    expect(await dialog.isVisible()).toBe(true);

    await dialog.getByLabel('MC Number').fill('MC-123456B');
    await dialog.getByRole('button', { name: 'Complete Setup' }).click();
    await dialog.waitFor(HIDDEN);
    await page.getByText('Company Setup Complete').waitFor(VISIBLE);
    await expectWelcome(page, broker.firstName);
    await page.getByTestId('company-name').filter({ hasText: broker.companyName }).waitFor(VISIBLE);
    await snap(page, shots, `${profile}-07-dashboard-broker`);

    await signOut(page);

    // Signing in again goes straight to the dashboard.
    await page.getByLabel('Email').fill(broker.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expectWelcome(page, broker.firstName);
    await page.waitForURL(/\/$/);
    await page.getByTestId('company-name').filter({ hasText: broker.companyName }).waitFor(VISIBLE);
    await page.getByText('MC-123456B').waitFor(VISIBLE);

    // A signed-in user who opens /auth goes home; an unknown route is the 404 page.
    await page.goto('/auth');
    await page.waitForURL(/\/$/);
    await expectWelcome(page, broker.firstName);
    await page.goto('/no-such-page');
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor(VISIBLE);
    await snap(page, shots, `${profile}-08-not-found-signed-in`);
  });

  it('shows a wrong password as Login Failed with the server message', async () => {
    const { page } = e2e;
    await page.goto('/auth');
    await page.getByLabel('Email').fill(uniqueEmail('nobody'));
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByText('Login Failed').waitFor(VISIBLE);
    await page.getByText('Invalid email or password').waitFor(VISIBLE);
  });

  it('shows an unknown route as 404 Page Not Found to a visitor', async () => {
    const { page, shots } = e2e;
    await page.goto('/definitely/not/a/page');
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor(VISIBLE);
    await snap(page, shots, `${profile}-09-not-found-visitor`);
  });
});
