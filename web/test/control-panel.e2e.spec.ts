/**
 * The control panel in a real browser: the company-type badge and the four stat cards; the Company tab's
 * verification (a broker registered with the MC/DOT and the e-mail domain of an FMCSA broker record is Verified; one
 * registered in that broker's name from another domain stays Pending, its FMCSA check says why, and the platform
 * operator verifies it from the pending list); MC and DOT for brokers only; and the Usage tab's counts, which the
 * server makes, after a few searches.
 */
import type { APIRequestContext, Page } from 'playwright-core';
import { snap } from './support/browser';
import { useBrowserE2e } from './support/browser-e2e';
import { registration } from '../../test/support/http-client';
import { operatorAccount } from '../../test/support/server-process';
import { registerOnTrialInBrowser } from '../../test/support/trial';

jest.setTimeout(180_000);

const VISIBLE = { state: 'visible', timeout: 20_000 } as const;
const STATES = ['TX', 'CA', 'FL', 'IL', 'GA', 'OH', 'PA', 'NY', 'NC', 'MI', 'NJ', 'TN', 'IN', 'MO', 'AZ', 'WA', 'WI', 'MN', 'AL', 'KY'];

interface Carrier {
  mcNumber: string;
  dotNumber: string;
  email: string;
  businessType: string;
  authorityStatus: string;
  /** authorityStatus is the motor-carrier authority; a broker's own authority is among these. */
  authorities: { kind: string; status: string }[];
}

/** An active broker of the demo FMCSA data with an e-mail on a company domain (found by a scout company's searches). */
async function findBroker(request: APIRequestContext): Promise<Carrier> {
  expect((await registerOnTrialInBrowser(request, registration())).status()).toBe(201);
  for (const state of STATES) {
    const res = await request.post('/api/carriers/advanced-search', { data: { state, page: 1, pageSize: 100 } });
    const found = ((await res.json()).carriers as Carrier[]).find(
      (c) => c.businessType === 'Broker' && c.authorities.some((a) => a.kind === 'BROKER' && a.status === 'ACTIVE') && c.mcNumber && /@[^@]+\.[a-z]+$/.test(c.email) && !/@(gmail|yahoo|hotmail|outlook|aol)\./.test(c.email),
    );
    if (found) return found;
  }
  throw new Error('The demo FMCSA data holds no active broker with a company e-mail');
}

/** A stat card's value once its query has answered ('–' is the card's placeholder while it loads). */
async function statValue(page: Page, key: string): Promise<string | undefined> {
  const content = page.getByTestId(`stat-${key}`).locator('.ant-statistic-content');
  await content.filter({ hasNotText: /^\s*–\s*$/ }).waitFor(VISIBLE);
  return (await content.textContent())?.trim();
}

describe.each(['embedded' as const])('control panel in the browser [%s]', (profile) => {
  const e2e = useBrowserE2e(profile);

  it('shows a verified broker its badge, stat cards, Company tab and the usage the server counted', async () => {
    const { page, shots } = e2e;
    const broker = await findBroker(page.request);
    const domain = broker.email.slice(broker.email.lastIndexOf('@') + 1);
    const reg = registration({ companyType: 'BROKER', mcNumber: `MC-${broker.mcNumber}B`, dotNumber: broker.dotNumber, email: `owner.${Date.now().toString(36)}@${domain}` });
    expect((await registerOnTrialInBrowser(page.request, reg)).status()).toBe(201);
    for (const q of ['freight', 'logistics', 'express']) expect((await page.request.get(`/api/carriers/search?q=${q}`)).status()).toBe(200);

    await page.goto('/control-panel');
    expect(await page.getByTestId('company-type-badge').textContent()).toBe('Freight Broker');
    await page.getByTestId('company-tab').waitFor(VISIBLE);
    expect(await page.getByTestId('company-verification').getAttribute('data-status')).toBe('VERIFIED');
    await page.getByText('Matched to its FMCSA broker record on', { exact: false }).waitFor(VISIBLE);
    await page.getByText(`MC-${broker.mcNumber}B`).waitFor(VISIBLE);
    expect(await statValue(page, 'company')).toBe(reg.companyName);
    expect(await page.getByTestId('stat-company').getByText('Verified').count()).toBe(1);
    expect(await statValue(page, 'members')).toBe('1');
    expect(await statValue(page, 'subscription')).toBe('Free Trial');
    expect(await statValue(page, 'searches')).toBe('3');
    await snap(page, shots, `${profile}-control-panel-company`);

    await page.getByRole('tab', { name: 'Usage' }).click();
    await page.getByTestId('usage-tab').waitFor(VISIBLE);
    expect(await page.getByTestId('usage-total').locator('.ant-statistic-content').textContent()).toBe('3');
    expect(await page.getByTestId('usage-today').locator('.ant-statistic-content').textContent()).toBe('3');
    const rows = page.getByTestId('recent-searches').locator('tbody tr.ant-table-row');
    expect(await rows.count()).toBe(3);
    expect(await rows.first().textContent()).toContain('Quick');
    expect(await rows.first().textContent()).toContain('express');
    await snap(page, shots, `${profile}-control-panel-usage`);

    // One more search: the card and the tab follow (the server counts, the web never counts a list).
    expect((await page.request.get('/api/carriers/search?q=trucking')).status()).toBe(200);
    await page.reload();
    await page.getByTestId('usage-tab').waitFor(VISIBLE);
    await page.getByTestId('usage-total').getByText('4').waitFor(VISIBLE);
    await page.getByTestId('stat-searches').getByText('4').waitFor(VISIBLE);
  });

  it("keeps a company registered in that broker's name Pending, says why, and lets the platform operator verify it", async () => {
    const { page, server, browser } = e2e;
    const broker = await findBroker(page.request);
    const reg = registration({ companyType: 'BROKER', mcNumber: `MC-${broker.mcNumber}B`, dotNumber: broker.dotNumber, email: `dispatch.${Date.now().toString(36)}@impostor-freight.example` });
    expect((await registerOnTrialInBrowser(page.request, reg)).status()).toBe(201);

    await page.goto('/control-panel?tab=company');
    expect(await page.getByTestId('company-verification').getAttribute('data-status')).toBe('PENDING');
    expect(await page.getByTestId('stat-company').getByText('Pending').count()).toBe(1);
    await page.getByTestId('check-verification').click();
    await page.getByTestId('verification-outcome').getByText("The FMCSA record's e-mail domain and phone do not match your company's", { exact: false }).waitFor(VISIBLE);

    const operatorContext = await browser.newContext({ baseURL: server.baseUrl, locale: 'en-US' });
    try {
      const operator = await operatorContext.newPage();
      expect((await operator.request.post('/api/auth/login', { data: operatorAccount(server) })).status()).toBe(200);
      await operator.goto('/control-panel');
      await operator.getByTestId('pending-verifications').waitFor(VISIBLE);
      await operator.getByRole('button', { name: `Verify ${reg.companyName}` }).click();
      await operator.getByText(`${reg.companyName} is now verified.`).waitFor(VISIBLE);
      await operator.getByRole('button', { name: `Verify ${reg.companyName}` }).waitFor({ state: 'detached', timeout: 20_000 });
    } finally {
      await operatorContext.close();
    }

    await page.reload();
    await page.getByTestId('company-tab').waitFor(VISIBLE);
    expect(await page.getByTestId('company-verification').getAttribute('data-status')).toBe('VERIFIED');
    await page.getByText('Verified by LogiScope on', { exact: false }).waitFor(VISIBLE);
    expect(await page.getByTestId('check-verification').count()).toBe(0);
  });

  it('shows a shipper its badge without MC and DOT', async () => {
    const { page } = e2e;
    expect((await registerOnTrialInBrowser(page.request, registration())).status()).toBe(201);
    await page.goto('/control-panel');
    await page.getByTestId('company-tab').waitFor(VISIBLE);
    expect(await page.getByTestId('company-type-badge').textContent()).toBe('Shipper');
    expect(await page.getByText('MC number').count()).toBe(0);
    expect(await page.getByText('DOT number').count()).toBe(0);
    expect(await statValue(page, 'searches')).toBe('0');
  });
});
