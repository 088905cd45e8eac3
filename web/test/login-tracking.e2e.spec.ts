/**
 * /login-tracking in a real browser on the embedded demo: the demo company's ADMIN sees the spec's screen (title,
 * subtitle, the four cards, the table with its columns), narrows it with the filters (AND, on the server), opens the
 * details dialog with its four sections, and sees a new sign-in appear without reloading. The demo USER gets
 * 'Access Denied'. Sign-ins come "from" chosen addresses through X-Forwarded-For, believed from loopback only
 * because the server runs with TRUSTED_PROXIES=loopback. A company's real API key used from a new address (a Tor exit)
 * is a row of its own kind, with its details, in English, French and Spanish, on a phone too, axe-clean.
 */
import AxeBuilder from '@axe-core/playwright';
import { request, type Page } from 'playwright-core';
import { overflow, settled, snap } from './support/browser';
import { useBrowserE2e } from './support/browser-e2e';
import { chooseLanguage, translation, type Language } from './support/screens';
import { eventually, registration } from '../../test/support/http-client';
import { demoAccount, type RunningServer } from '../../test/support/server-process';

jest.setTimeout(180_000);

const VISIBLE = { state: 'visible', timeout: 20_000 } as const;
const TOR_EXIT = '185.220.101.9';
const ATTACKER = '203.0.113.60';
const TOKYO = '126.0.0.1';
/** The API key's name, as its administrator gives it in API Settings. */
const KEY_NAME = 'McLeod production';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

async function accounts(server: RunningServer) {
  await eventually(async () => server.output(), (out) => /^\s*USER\s+\S+@/m.test(out), 'the demo accounts printed');
  return { admin: demoAccount(server, 'ADMIN'), user: demoAccount(server, 'USER') };
}

/** A sign-in "from" an address by another client (its own cookies: the page keeps its session). */
async function signInFrom(server: RunningServer, ip: string, credentials: { email: string; password: string }): Promise<number> {
  const other = await request.newContext({ baseURL: server.baseUrl });
  try {
    return (await other.post('/api/auth/login', { data: credentials, headers: { 'x-forwarded-for': ip, 'user-agent': FIREFOX } })).status();
  } finally {
    await other.dispose();
  }
}

const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

/** axe's serious and critical findings on the page (WCAG 2.1 A and AA). */
async function seriousViolations(page: Page): Promise<string[]> {
  await settled(page);
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}

describe.each(['embedded' as const])('login tracking in the browser [%s]', (profile) => {
  const e2e = useBrowserE2e(profile, { env: { CARRIER_DATA_DEMO_ROWS: '0', TRUSTED_PROXIES: 'loopback' } });

  it('shows the spec screen, filters on the server, opens the details, and shows a new sign-in live', async () => {
    const { page, server } = e2e;
    const { admin, user } = await accounts(server);
    expect(await signInFrom(server, ATTACKER, { email: user.email, password: 'wrong password!' })).toBe(401);
    expect(await signInFrom(server, TOR_EXIT, user)).toBe(200);
    expect((await page.request.post('/api/auth/login', { data: admin })).status()).toBe(200);
    await eventually(
      async () => ((await (await page.request.get('/api/login-tracking', { params: { search: TOR_EXIT } })).json()) as { total: number }).total,
      (n) => n === 1,
      'the Tor sign-in recorded',
    );

    await page.goto('/login-tracking');
    await page.getByRole('heading', { name: 'Security & Login Tracking' }).waitFor(VISIBLE);
    await page.getByText('Monitor login attempts, detect suspicious activity, and track VPN/proxy usage').waitFor(VISIBLE);
    for (const card of ['Suspicious Activity', 'VPN/Proxy Usage', 'Failed Logins', 'Blocked Attempts']) await page.getByText(card, { exact: true }).waitFor(VISIBLE);
    expect(Number(await page.getByTestId('login-card-vpnProxy').locator('.ant-statistic-content-value').textContent())).toBeGreaterThanOrEqual(1);
    await page.getByText(/^Login Activity \(\d+ records\)$/).waitFor(VISIBLE);
    for (const column of ['Status', 'Email', 'Location', 'IP Address', 'Device', 'Security', 'Risk Score', 'Time', 'Actions']) {
      await page.getByRole('columnheader', { name: column, exact: true }).waitFor(VISIBLE);
    }
    await snap(page, e2e.shots, `${profile}-login-tracking`);

    // Filters combine with AND: Failed only, then the text narrows to the attacker's address.
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.locator('.ant-select-item-option', { hasText: /^Failed$/ }).click();
    await eventually(async () => (await rows(page).allTextContents()).every((t) => t.includes('Failed')) && (await rows(page).count()) > 0, (ok) => ok, 'failed rows only');
    await page.getByPlaceholder('Search by email, IP address, location...').fill('203.0.113');
    await eventually(async () => rows(page).allTextContents(), (texts) => texts.length === 1 && texts[0].includes(ATTACKER) && texts[0].includes('INVALID_PASSWORD'), 'the attacker row');
    await page.getByPlaceholder('Search by email, IP address, location...').fill('no-such-login-anywhere');
    await page.getByText('No login records match your criteria').waitFor(VISIBLE);

    // The Tor sign-in: its row and its details dialog with the four sections.
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.locator('.ant-select-item-option', { hasText: /^All Status$/ }).click();
    await page.getByPlaceholder('Search by email, IP address, location...').fill(TOR_EXIT);
    await eventually(async () => rows(page).allTextContents(), (texts) => texts.length === 1 && /Tor/.test(texts[0]) && /Berlin, DE/.test(texts[0]), 'the Tor row');
    await rows(page).first().getByRole('button').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`Login Details - ${user.email}`).waitFor(VISIBLE);
    for (const section of ['Login Information', 'Device Information', 'Location & Network', 'Security Analysis']) await dialog.getByText(section, { exact: true }).waitFor(VISIBLE);
    const row = (label: string) => dialog.locator('.ant-descriptions-row', { has: page.getByText(label, { exact: true }) });
    expect(await row('Tor Network').textContent()).toContain('Yes');
    expect(await row('Browser').textContent()).toContain('Firefox 128.0');
    expect(await row('Location').textContent()).toContain('Berlin');
    expect(await dialog.textContent()).toMatch(/Tor exit node/);
    await snap(page, e2e.shots, `${profile}-login-details`);
    await page.keyboard.press('Escape');

    // Live: a sign-in made elsewhere appears without a reload.
    await page.getByPlaceholder('Search by email, IP address, location...').fill('');
    await page.locator('[data-testid="login-live"][data-live="true"]').waitFor({ state: 'attached', timeout: 20_000 });
    const started = Date.now();
    expect(await signInFrom(server, TOKYO, user)).toBe(200);
    await page.locator('.ant-table-tbody tr.ant-table-row', { hasText: TOKYO }).first().waitFor(VISIBLE);
    console.log(`login-tracking live: sign-in to screen in ${Date.now() - started} ms`);
    expect(await page.locator('.ant-table-tbody tr.ant-table-row', { hasText: TOKYO }).first().textContent()).toContain('JP');
    expect(e2e.cspViolations).toEqual([]);
  });

  it('shows a real API key used from a new address as its own row, with its details, in English, French and Spanish, on a phone too', async () => {
    const { page, shots } = e2e;
    const admin = registration({ companyType: 'BROKER', mcNumber: 'MC-525252B', firstName: 'Ada', lastName: 'Admin' });
    expect((await page.request.post('/api/auth/register', { data: admin })).status()).toBe(201);
    expect((await page.request.post('/api/subscription/start-trial')).status()).toBe(200);
    const created = await page.request.post('/api/company/api-keys', { data: { name: KEY_NAME, scopes: ['carriers:read'] } });
    expect(created.status()).toBe(201);
    const key = (await created.json()) as { id: string; secret: string };
    const prefix = key.id.slice(0, 8);
    // The TMS's request, from a Tor exit, with the key alone (no cookie).
    const tms = await request.newContext({ baseURL: e2e.server.baseUrl });
    try {
      expect((await tms.get('/api/v1/carriers/44110', { headers: { authorization: `Bearer ${key.secret}`, 'x-forwarded-for': TOR_EXIT } })).status()).not.toBe(401);
    } finally {
      await tms.dispose();
    }
    await eventually(
      async () => ((await (await page.request.get('/api/login-tracking', { params: { search: prefix } })).json()) as { total: number }).total,
      (n) => n === 1,
      'the key use recorded',
      30_000,
    );

    const show = async (lng: Language) => {
      const tr = (k: string, values: Record<string, string> = {}) => Object.entries(values).reduce((text, [name, v]) => text.replace(`{{${name}}}`, v), translation(lng, `loginTracking:${k}`));
      await page.goto('/login-tracking');
      await page.getByRole('heading', { name: tr('title') }).waitFor(VISIBLE);
      await page.getByPlaceholder(tr('filters.search')).fill(prefix);
      const row = rows(page).filter({ has: page.getByTestId('api-key-use') });
      await eventually(async () => rows(page).count(), (n) => n === 1, 'the API-key row alone');
      const text = (await row.textContent()) ?? '';
      // The key by the name its administrator gave it, its id's prefix beside it.
      const named = tr('apiKey.named', { name: KEY_NAME, prefix });
      expect(named).toContain(KEY_NAME);
      for (const part of [tr('apiKey.badge'), named, tr('apiKey.newAddress'), tr('apiKey.client'), TOR_EXIT, 'DE', tr('badges.tor'), tr('threat.HIGH'), '50%']) expect(text).toContain(part);
      expect(text).not.toContain(key.secret);
      expect(await seriousViolations(page)).toEqual([]);
      await row.getByRole('button').click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText(tr('apiKey.detailsTitle', { key: named })).waitFor(VISIBLE);
      const item = (label: string) => dialog.locator('.ant-descriptions-row', { has: page.getByText(label, { exact: true }) });
      expect(await item(tr('apiKey.keyName')).textContent()).toContain(KEY_NAME);
      expect(await item(tr('apiKey.keyId')).textContent()).toContain(key.id);
      expect(await item(tr('apiKey.network')).textContent()).toContain(TOR_EXIT);
      expect(await item(tr('details.tor')).textContent()).toContain(tr('yes'));
      expect(await dialog.textContent()).toContain(tr('factors.TOR'));
      expect(await dialog.getByText(tr('details.device'), { exact: true }).count()).toBe(0);
      expect(await page.content()).not.toContain(key.secret);
      expect(await seriousViolations(page)).toEqual([]);
      return dialog;
    };

    const dialog = await show('en');
    await snap(page, shots, 'embedded-login-tracking-api-key');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page.setViewportSize({ width: 390, height: 844 });
    for (const lng of ['fr', 'es'] as const) {
      await chooseLanguage(page, lng);
      await show(lng);
      // Nothing wider than the phone: no sideways scrolling, the dialog open too.
      expect(await overflow(page)).toEqual([]);
      await snap(page, shots, `embedded-login-tracking-api-key-${lng}-phone`);
      await page.keyboard.press('Escape');
    }
    expect(e2e.cspViolations).toEqual([]);
  });

  it("tells a user who is not an administrator 'Access Denied'", async () => {
    const { page, server } = e2e;
    const { user } = await accounts(server);
    expect((await page.request.post('/api/auth/login', { data: user })).status()).toBe(200);
    await page.goto('/login-tracking');
    await page.getByText('Access Denied').waitFor(VISIBLE);
    await page.getByText('You need administrator privileges to view login tracking data.').waitFor(VISIBLE);
  });

  it("tells a visitor 'Access Denied' too (spec 001: anyone else, or no user)", async () => {
    const { page } = e2e;
    await page.context().clearCookies();
    await page.goto('/login-tracking');
    await page.getByText('Access Denied').waitFor(VISIBLE);
    await page.getByText('You need administrator privileges to view login tracking data.').waitFor(VISIBLE);
    expect(await page.getByText('404 Page Not Found').count()).toBe(0);
  });
});
