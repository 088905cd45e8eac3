/**
 * Webhooks in a real browser (issue 24 §3, §5): a broker's ADMIN opens API Settings → Webhooks; the form's own rules
 * speak first, a private address is refused, then an endpoint on a loopback receiver is added: its signing secret
 * shows once; a test event arrives signed with it; the delivery log shows it delivered, and redelivers it under the
 * same id; rolling the secret shows a new one and says the previous one still signs for 24 hours; the endpoint is
 * disabled. axe finds no serious violation; the tab reads in French and Spanish and fits a phone; a USER is told who
 * manages webhooks.
 */
import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { WEBHOOK_SECRET_PATTERN } from '@logiscope/proto/http';
import { settled, snap } from './support/browser';
import { useBrowserE2e } from './support/browser-e2e';
import { chooseLanguage, signInAs, translation } from './support/screens';
import { eventually, registration } from '../../test/support/http-client';

jest.setTimeout(180_000);

const VISIBLE = { state: 'visible', timeout: 20_000 } as const;
const received: { headers: IncomingHttpHeaders; body: string }[] = [];
let receiver: Server;
let receiverUrl = '';

async function dialogViolations(page: Page): Promise<string[]> {
  await settled(page);
  const { violations } = await new AxeBuilder({ page }).include('.ant-modal').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}

async function openWebhooks(page: Page, title = 'API Settings', tab = 'Webhooks'): Promise<void> {
  await page.getByTestId('quick-actions').getByRole('button', { name: new RegExp(title) }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor(VISIBLE);
  await dialog.getByRole('tab', { name: tab }).click();
  await page.getByTestId('webhooks').waitFor(VISIBLE);
}

/** What a receiver does with the secret: HMAC-SHA256 over "<t>.<body>" must equal one v1=. */
function signedWith(secret: string, d: { headers: IncomingHttpHeaders; body: string }): boolean {
  const parts = String(d.headers['logiscope-signature']).split(',').map((p) => p.split('='));
  const t = parts.find(([k]) => k === 't')?.[1];
  const expected = createHmac('sha256', secret).update(`${t}.${d.body}`).digest('hex');
  return parts.some(([k, v]) => k === 'v1' && v === expected);
}

describe.each(['embedded' as const])('Webhooks in the browser [%s]', (profile) => {
  beforeAll(async () => {
    receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        received.push({ headers: req.headers, body });
        res.writeHead(200).end('ok');
      });
    });
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/logiscope`;
  });
  afterAll(() => new Promise<void>((r) => receiver.close(() => r())));
  const e2e = useBrowserE2e(profile, { env: { CARRIER_DATA_DEMO_ROWS: '50', WEBHOOK_ALLOW_LOOPBACK: 'true', WEBHOOK_RETRY_BASE_MS: '300' } });

  it('adds an endpoint whose secret shows once, sends it a signed test event, logs and redelivers it, rolls the secret and disables it', async () => {
    const { page, context, shots } = e2e;
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const admin = registration({ companyType: 'BROKER', mcNumber: 'MC-434343B', firstName: 'Ada', lastName: 'Admin' });
    expect((await page.request.post('/api/auth/register', { data: admin })).status()).toBe(201);
    expect((await page.request.post('/api/subscription/start-trial')).status()).toBe(200);

    await page.goto('/');
    await openWebhooks(page);
    await page.getByText('No webhook endpoints yet.').waitFor(VISIBLE);

    // The form's rules first, with the server's messages; then the server refuses a private address.
    await page.getByTestId('webhook-create').click();
    await page.getByText("Enter the endpoint's full address, starting with https://").waitFor(VISIBLE);
    await page.getByText('Choose at least one event').waitFor(VISIBLE);
    await page.getByTestId('webhook-url').fill('https://169.254.169.254/latest/meta-data');
    await page.getByRole('checkbox', { name: /^alert\.created/ }).check();
    await page.getByTestId('webhook-create').click();
    await page.getByText('LogiScope delivers only to public internet addresses: this one is private, local or reserved').first().waitFor(VISIBLE);

    await page.getByTestId('webhook-url').fill(receiverUrl);
    await page.getByTestId('webhook-create').click();
    const secretBox = page.getByTestId('webhook-new-secret');
    await secretBox.waitFor(VISIBLE);
    const secret = ((await page.getByTestId('webhook-secret').textContent()) ?? '').trim();
    expect(secret).toMatch(WEBHOOK_SECRET_PATTERN);
    await page.getByTestId('webhook-copy').click();
    await page.getByText('Secret copied').waitFor(VISIBLE);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await snap(page, shots, `${profile}-webhook-secret`);
    expect(await dialogViolations(page)).toEqual([]);
    await page.getByTestId('webhook-secret-done').click();
    await secretBox.waitFor({ state: 'detached', timeout: 10_000 });
    expect(await page.content()).not.toContain(secret);

    const row = page.locator(`[data-testid="webhook-row"][data-url="${receiverUrl}"]`);
    await row.getByTestId('webhook-status').getByText('Enabled').waitFor(VISIBLE);
    await row.getByText('alert.created').waitFor(VISIBLE);
    expect((await row.getByTestId('webhook-secret-prefix').textContent())?.trim()).toBe(`${secret.slice(0, 12)}…`);

    // A signed test event reaches the receiver.
    await row.getByTestId('webhook-test').click();
    await page.getByText('Test event queued').waitFor(VISIBLE);
    await eventually(async () => received.length, (n) => n === 1, 'the test event at the receiver');
    expect(JSON.parse(received[0]!.body)).toMatchObject({ type: 'webhook.test', id: expect.stringMatching(/^evt_/) });
    expect(signedWith(secret, received[0]!)).toBe(true);

    // The log shows it delivered; a redelivery repeats its id.
    await row.getByTestId('webhook-log-toggle').click();
    const delivery = row.locator('[data-testid="webhook-delivery"][data-event-type="webhook.test"]');
    for (let i = 0; i < 20 && !(await delivery.getByText('Delivered').isVisible()); i++) {
      await row.getByTestId('webhook-deliveries-refresh').click();
      await page.waitForTimeout(500);
    }
    await delivery.getByText('Delivered').waitFor(VISIBLE);
    await delivery.getByText('HTTP 200', { exact: false }).waitFor(VISIBLE);
    await delivery.getByTestId('webhook-redeliver').click();
    await page.getByText('Redelivery queued').waitFor(VISIBLE);
    await eventually(async () => received.length, (n) => n === 2, 'the redelivery at the receiver');
    expect(JSON.parse(received[1]!.body).id).toBe(JSON.parse(received[0]!.body).id);
    await snap(page, shots, `${profile}-webhook-log`);
    expect(await dialogViolations(page)).toEqual([]);

    // Roll: a new secret, once; the previous one signs for 24 hours more.
    await row.getByTestId('webhook-roll').click();
    await page.getByText('For 24 hours deliveries are signed with both').waitFor(VISIBLE);
    await page.getByTestId('webhook-roll-confirm').click();
    await secretBox.waitFor(VISIBLE);
    const rolled = ((await page.getByTestId('webhook-secret').textContent()) ?? '').trim();
    expect(rolled).toMatch(WEBHOOK_SECRET_PATTERN);
    expect(rolled).not.toBe(secret);
    await page.getByTestId('webhook-secret-done').click();
    await row.getByText('The previous secret also signs until', { exact: false }).waitFor(VISIBLE);

    // Disabled: nothing more is sent to it.
    await row.getByTestId('webhook-toggle').click();
    await row.getByTestId('webhook-status').getByText('Disabled').waitFor(VISIBLE);
    expect(await row.getByTestId('webhook-test').isDisabled()).toBe(true);
  });

  it.each(['fr', 'es'] as const)('reads in %s and fits a phone', async (lng) => {
    const { page, context, shots } = e2e;
    await signInAs(context, e2e.server, 'ADMIN');
    await page.goto('/');
    await chooseLanguage(page, lng);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await openWebhooks(page, translation(lng, 'dashboard:apiSettings.title'), translation(lng, 'dashboard:apiSettings.tabs.webhooks'));
    await page.getByText(translation(lng, 'dashboard:webhooks.form.title')).waitFor(VISIBLE);
    await page.getByText(translation(lng, 'dashboard:webhooks.list.title')).waitFor(VISIBLE);
    // Every event is offered with what it means in the language, the reports' and the vetting records' too.
    for (const key of ['report_filed', 'vetting_recorded', 'response_submitted']) await page.getByText(translation(lng, `dashboard:webhooks.events.${key}`)).waitFor(VISIBLE);
    // Nothing wider than the phone: no sideways scrolling.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await snap(page, shots, `${profile}-webhooks-${lng}-phone`);
    expect(await dialogViolations(page)).toEqual([]);
  });

  it('tells a USER that webhooks are managed by the administrators', async () => {
    const { page, context, server } = e2e;
    await signInAs(context, server, 'USER');
    await page.goto('/');
    await openWebhooks(page);
    await page.getByTestId('webhooks-admins-only').getByText("Webhooks are managed by your company's administrators.").waitFor(VISIBLE);
    expect(await page.getByTestId('webhook-create').count()).toBe(0);
  });
});
