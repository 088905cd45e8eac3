/**
 * FreightGuard in a real browser. A visitor's /freightguard-demo shows the sample reports, filters them in the page and
 * its form sends nothing. A broker on /freightguard starts from 'No Reports Found', files a first report through the
 * New Report dialog (the carrier search fills the carrier, the grouped incident selector scrolls at 300px), sees the
 * success toast and its card (PENDING, description clamped to two lines), a report without an incident type gives the failure toast with the server's message, and
 * it resolves its report with the amount recovered. A shipper reads the list and is told filing is a broker feature.
 */
import type { Page } from 'playwright-core';
import type { CarrierView } from '@logiscope/proto/views';
import { snap } from './support/browser';
import { useBrowserE2e } from './support/browser-e2e';
import { registration } from '../../test/support/http-client';
import { registerOnTrialInBrowser } from '../../test/support/trial';

jest.setTimeout(180_000);

const VISIBLE = { state: 'visible', timeout: 20_000 } as const;

async function register(page: Page, type: 'BROKER' | 'SHIPPER'): Promise<void> {
  const res = await registerOnTrialInBrowser(page.request, registration(type === 'BROKER' ? { companyType: 'BROKER', mcNumber: `MC-${Date.now() % 1_000_000}b` } : {}));
  expect(res.status()).toBe(201);
}

async function aCarrier(page: Page): Promise<CarrierView> {
  const res = await page.request.get('/api/carriers/search', { params: { q: 'trucking', page: '1', pageSize: '50' } });
  const carriers = ((await res.json()) as { carriers: CarrierView[] }).carriers;
  const carrier = carriers.find((c) => c.mcNumber !== '');
  if (!carrier) throw new Error('No demo carrier with an MC number answers "trucking"');
  return carrier;
}

describe.each(['embedded' as const])('FreightGuard in the browser [%s]', (profile) => {
  const e2e = useBrowserE2e(profile, { env: { CARRIER_DATA_DEMO_ROWS: '500' } });

  it('shows a visitor the sample reports, filters them in the page, and sends nothing from its form', async () => {
    const { page } = e2e;
    const requests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/freightguard')) requests.push(r.url());
    });
    await page.goto('/freightguard-demo');
    const cards = page.getByTestId('fg-report-card');
    await cards.first().waitFor(VISIBLE);
    expect(await cards.count()).toBe(4);
    await page.getByTestId('fg-search').fill('sunbelt');
    await page.getByText('Sunbelt Carriers Inc').waitFor(VISIBLE);
    expect(await cards.count()).toBe(1);
    await page.getByTestId('fg-search').fill('no such carrier');
    await page.getByText('No Reports Found').waitFor(VISIBLE);
    await page.getByRole('button', { name: 'Submit First Report' }).click();
    await page.getByTestId('fg-new-report-form').waitFor(VISIBLE);
    expect(requests).toEqual([]);
    await snap(page, e2e.shots, 'freightguard-demo');
  });

  it('lets a broker file a first report, shows it PENDING with its description clamped, resolve it with the amount recovered and retract it', async () => {
    const { page } = e2e;
    await register(page, 'BROKER');
    const carrier = await aCarrier(page);
    await page.goto('/freightguard');
    await page.getByText('No Reports Found').waitFor(VISIBLE);
    await page.getByRole('button', { name: 'Submit First Report' }).click();
    const form = page.getByTestId('fg-new-report-form');
    await form.waitFor(VISIBLE);
    expect(await page.getByTestId('fg-submit').isDisabled()).toBe(true);

    // The carrier search fills the carrier's name, MC and DOT.
    await page.locator('#fg-carrier-search').fill(carrier.dotNumber);
    await page.locator('.ant-select-item-option').filter({ hasText: `DOT ${carrier.dotNumber}` }).first().click();
    expect(await page.locator('#fg-mc').inputValue()).toBe(carrier.mcNumber);
    expect(await page.locator('#fg-dot').inputValue()).toBe(carrier.dotNumber);

    // The grouped incident selector: its list scrolls at 300px; choosing a type picks its category.
    await page.locator('#fg-incident-type').click();
    const dropdown = page.locator('.ant-select-dropdown').filter({ has: page.locator('.ant-select-item-group') });
    await dropdown.waitFor(VISIBLE);
    const list = dropdown.locator('.ant-select-dropdown-list-holder');
    expect(await list.evaluate((el) => getComputedStyle(el).maxHeight)).toBe('300px');
    expect(await dropdown.locator('.ant-select-item-group').first().textContent()).toBe('Payment and Financial');
    await page.locator('#fg-incident-type').fill('Stolen cargo');
    await page.locator('.ant-select-item-option').filter({ hasText: 'Stolen cargo (cargo theft)' }).click();
    expect(await page.getByTestId('fg-category').textContent()).toContain('Cargo Issues');
    const description = 'Trailer vanished after pickup. '.repeat(30).trim();
    await page.locator('#fg-description').fill(description);
    await page.locator('#fg-impact').fill('12,500.50');
    await page.locator('#fg-double').check();
    await page.locator('#fg-chain').fill('Front Lines LLC, Ghost Freight');
    await page.getByTestId('fg-submit').click();
    await page.getByText('Your carrier report has been successfully submitted.').waitFor(VISIBLE);

    const card = page.getByTestId('fg-report-card').first();
    await card.waitFor(VISIBLE);
    expect((await card.getByTestId('fg-status').textContent())?.trim()).toBe('Pending');
    await card.getByText('Front Lines LLC → Ghost Freight', { exact: false }).waitFor(VISIBLE);
    const clamp = await card.getByTestId('fg-description').evaluate((el) => getComputedStyle(el).webkitLineClamp);
    expect(clamp).toBe('2');
    await snap(page, e2e.shots, 'freightguard-live');

    await card.getByTestId('fg-resolve').click();
    await page.locator('#fg-recovered').fill('1200');
    await page.getByTestId('fg-resolve-confirm').click();
    await card.getByTestId('fg-recovered').waitFor(VISIBLE);
    expect((await card.getByTestId('fg-status').textContent())?.trim()).toBe('Resolved');

    // Retracting it takes it off the list.
    await card.getByTestId('fg-retract').click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Retract' }).click();
    await page.getByText('No Reports Found').waitFor(VISIBLE);
  });

  it("gives the failure toast with the server's message when no incident type is chosen (the button does not enforce it)", async () => {
    const { page } = e2e;
    await register(page, 'BROKER');
    await page.goto('/freightguard');
    await page.getByTestId('fg-new-report').click();
    await page.locator('#fg-carrier-name').fill('Typed By Hand Lines');
    await page.locator('#fg-mc').fill('555001');
    await page.locator('#fg-description').fill('Testing the server rule.');
    await page.locator('#fg-category').click();
    await page.locator('.ant-select-item-option').filter({ hasText: /^Payment Issues$/ }).click();
    await page.getByTestId('fg-submit').click();
    await page.getByText('Report Submission Failed').first().waitFor(VISIBLE);
    await page.getByText('Incident type is required').first().waitFor(VISIBLE);
  });

  it('shows a shipper the list and tells it filing is a broker feature', async () => {
    const { page } = e2e;
    // A broker files one first (through the API), then a shipper signs up in the same browser.
    await register(page, 'BROKER');
    const filed = await page.request.post('/api/freightguard', {
      data: { carrierName: 'Shipper Sees Lines', mcNumber: '555002', reportCategory: 'FRAUD_SUSPICIOUS', incidentType: 'IDENTITY_THEFT', description: 'Filed for the shipper to read.' },
    });
    expect(filed.status()).toBe(201);
    expect((await page.request.post('/api/auth/logout')).status()).toBe(204);
    await register(page, 'SHIPPER');
    await page.goto('/freightguard');
    await page.getByTestId('fg-broker-only').waitFor(VISIBLE);
    await page.getByText('Shipper Sees Lines').waitFor(VISIBLE);
    expect(await page.getByTestId('fg-new-report').count()).toBe(0);
  });
});
