/**
 * French and Spanish in a real browser on the embedded demo: the reader switches language with the header's selector
 * on the landing page (the choice is cached in localStorage and <html lang> follows), then walks the main screens:
 * landing, sign-in, the visitor's sample screens, dashboard, search results, a carrier's detail with its risk
 * factors, the control panel, FreightGuard and the other signed-in tools. On each, no visible text, placeholder,
 * aria-label or title may be the English wording of a locale key whose French (Spanish) wording differs: what remains
 * English is a string that skipped i18n. Names and data are not locale values, so they are left out by construction.
 */
import type { Page } from 'playwright-core';
import type { CarrierView } from '@logiscope/proto/views';
import { snap } from './support/browser';
import { useBrowserE2e } from './support/browser-e2e';
import { eventually } from '../../test/support/http-client';
import { demoAccount } from '../../test/support/server-process';
import { prepareFixtures } from './support/screens';
import { resources } from '../src/i18n/resources';
import { LANGUAGE_NAMES } from '../src/i18n/languages';

jest.setTimeout(300_000);

const VISIBLE = { state: 'visible', timeout: 30_000 } as const;
const tid = (id: string) => `[data-testid="${id}"]`;
const VISITOR_SAMPLES: readonly [string, string][] = [
  ['/demo', 'main'],
  ['/freightguard-demo', tid('fg-new-report')],
  ['/broker-dashboard', tid('dashboard-sample')],
  ['/equipment-tracker', tid('equipment-card')],
  ['/fmcsa-integration', tid('fmcsa-sample-notice')],
  ['/fulger-transport', tid('profile-sample')],
  ['/compliance-generator', tid('compliance-documents')],
];
/** The signed-in tools past the main screens (the ADMIN sees login tracking). */
const SIGNED_IN_TOOLS: readonly [string, string][] = [
  ['/login-tracking', tid('login-live')],
  ['/subscription', tid('current-plan')],
  ['/compliance-generator', tid('compliance-generate')],
  ['/broker-dashboard', tid('dashboard-live')],
  ['/equipment-tracker', tid('equipment-count')],
  ['/fmcsa-integration', tid('fmcsa-footer')],
];
type Target = 'fr' | 'es';

function flat(node: unknown, prefix: string, out: Map<string, string>): Map<string, string> {
  if (typeof node === 'string') out.set(prefix, node);
  else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) flat(v, prefix.endsWith(':') ? `${prefix}${k}` : `${prefix}.${k}`, out);
  return out;
}

/** Every locale string of a language, by `ns:key` (explanations are flat keys holding dots). */
function strings(lng: 'en' | Target): Map<string, string> {
  const out = new Map<string, string>();
  for (const [ns, tree] of Object.entries(resources[lng])) {
    if (ns === 'explanations') for (const [k, v] of Object.entries(tree as Record<string, string>)) out.set(`${ns}:${k}`, v);
    else flat(tree, `${ns}:`, out);
  }
  return out;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const norm = (s: string) => s.replace(/\s+/g, ' ').trim();

/** English wordings that must not show in `lng`: differing from the key's own translation and from every word of it. */
function englishMatchers(lng: Target): { key: string; english: string; test: (text: string) => boolean }[] {
  const en = strings('en');
  const target = strings(lng);
  // Plural forms: French and Spanish `_many` read like English `_other`.
  const translatedOf = (key: string) => target.get(key) ?? target.get(key.replace(/_one$|_other$/, '_many'));
  const targetValues = new Set([...target.values()].map(norm));
  const out: { key: string; english: string; test: (text: string) => boolean }[] = [];
  for (const [key, raw] of en) {
    const english = norm(raw);
    const translated = translatedOf(key);
    if (translated === undefined || norm(translated) === english || targetValues.has(english)) continue;
    if (!english.includes('{{')) {
      // One word as short as "OK" or "Email" is too often the same in both languages (or data) to tell.
      if (english.length >= 4 && /[a-z]/i.test(english)) out.push({ key, english, test: (text) => text === english });
      continue;
    }
    const fixed = english.replace(/\{\{[^}]*\}\}/g, '');
    if (fixed.replace(/[^a-z]/gi, '').length < 12) continue;
    const pattern = new RegExp(`^${english.split(/\{\{[^}]*\}\}/).map(escape).join('.+?')}$`);
    out.push({ key, english, test: (text) => pattern.test(text) });
  }
  return out;
}

/** The page's visible text nodes and the visible placeholders, aria-labels and titles, each normalised. */
async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const shown = (el: Element) => el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (text && node.parentElement && shown(node.parentElement)) out.push(text);
    }
    for (const el of document.querySelectorAll('[placeholder], [aria-label], [title]')) {
      if (!shown(el)) continue;
      for (const attr of ['placeholder', 'aria-label', 'title']) {
        const value = el.getAttribute(attr)?.replace(/\s+/g, ' ').trim();
        if (value) out.push(value);
      }
    }
    return out;
  });
}

async function expectNoEnglish(page: Page, lng: Target, screen: string, shots: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await snap(page, shots, `languages-${lng}-${screen}`);
  const matchers = englishMatchers(lng);
  const texts = [...new Set(await visibleTexts(page))];
  const english = texts.flatMap((text) => matchers.filter((m) => m.test(text)).map((m) => `${screen}: "${text}" (${m.key})`));
  expect(english).toEqual([]);
  expect(texts.length).toBeGreaterThan(5);
}

describe.each(['embedded' as const])('French and Spanish on the main screens [%s]', (profile) => {
  const e2e = useBrowserE2e(profile, { env: { CARRIER_DATA_DEMO_ROWS: '300' } });

  it('knows English when it sees it (the matchers find the landing page in English)', async () => {
    const { page } = e2e;
    await page.goto('/');
    await page.locator('a[href="/auth"]').first().waitFor(VISIBLE);
    const texts = await visibleTexts(page);
    const english = englishMatchers('fr').filter((m) => texts.some((text) => m.test(text)));
    expect(english.map((m) => m.key)).toContain('landing:hero.title');
  });

  it.each(['fr', 'es'] as const)('shows no English text once the reader switches to %s', async (lng) => {
    const { page, server, shots } = e2e;
    await page.goto('/');
    await page.locator('a[href="/auth"]').first().waitFor(VISIBLE);
    // Switch with the header's selector, as a reader does.
    await page.getByTestId('language-selector').first().selectOption({ label: LANGUAGE_NAMES[lng] });
    await page.waitForFunction((l) => document.documentElement.lang === l, lng);
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe(lng);
    await page.getByText(resources[lng].landing.hero.title, { exact: true }).waitFor(VISIBLE);
    await expectNoEnglish(page, lng, 'landing', shots);

    await page.goto('/auth');
    await page.locator('input[type="password"]').first().waitFor(VISIBLE);
    await expectNoEnglish(page, lng, 'auth', shots);

    // The visitor's sample screens (their sample data is data: only locale wording is checked).
    for (const [path, key] of VISITOR_SAMPLES) {
      await page.goto(path);
      await page.locator(key).first().waitFor(VISIBLE);
      await expectNoEnglish(page, lng, path.slice(1), shots);
    }

    await eventually(async () => server.output(), (out) => /^\s*ADMIN\s+\S+@/m.test(out), 'the demo accounts printed');
    expect((await page.request.post('/api/auth/login', { data: demoAccount(server, 'ADMIN') })).status()).toBe(200);
    await page.goto('/');
    await page.getByTestId('home-search-card').waitFor(VISIBLE);
    await expectNoEnglish(page, lng, 'dashboard', shots);

    const found = await page.request.get('/api/carriers/search', { params: { q: 'trucking', page: '1', pageSize: '50' } });
    expect(found.status()).toBe(200);
    const carriers = ((await found.json()) as { carriers: CarrierView[] }).carriers;
    const carrier = carriers.find((c) => c.riskFactors.length > 2) ?? carriers[0];

    await page.goto('/search');
    await page.locator('input[id$="companyName"]').fill('trucking');
    await page.locator('input[id$="companyName"]').press('Enter');
    await page.getByTestId('advanced-found').waitFor(VISIBLE);
    await page.locator('[data-carrier-id]').first().waitFor(VISIBLE);
    await expectNoEnglish(page, lng, 'search-results', shots);

    await page.goto(`/carrier/${encodeURIComponent(carrier.id)}`);
    await page.getByTestId('risk-factors').waitFor(VISIBLE);
    await page.getByTestId('risk-factor').first().waitFor(VISIBLE);
    await expectNoEnglish(page, lng, 'carrier-detail', shots);

    await page.goto('/control-panel');
    await page.getByTestId('control-panel-tabs').waitFor(VISIBLE);
    await expectNoEnglish(page, lng, 'control-panel', shots);

    await page.goto('/freightguard');
    await page.getByTestId('fg-new-report').waitFor(VISIBLE);
    await expectNoEnglish(page, lng, 'freightguard', shots);

    // Pages of one record: a certificate's verification (its snapshot's checks and factors), a load vetting record and
    // the vetting history, a report's response portal, the sample carrier report and a checkout.
    const fixtures = await prepareFixtures(page.request, server);
    const records: [string, string][] = [
      [`/verify/${fixtures.certificateCode}`, tid('certificate-record')],
      [`/verify/${fixtures.vettingCode}`, tid('vetting-record')],
      ['/load-vetting', tid('vetting-list')],
      [`/respond/${fixtures.responseId}`, tid('portal-report')],
      ['/carrier/demo', tid('risk-factors')],
      [`/subscription/checkout/${fixtures.checkoutId}`, tid('sandbox-pay')],
    ];
    for (const [path, key] of [...records, ...SIGNED_IN_TOOLS]) {
      await page.goto(path);
      await page.locator(key).first().waitFor(VISIBLE);
      await expectNoEnglish(page, lng, `signed-in${path.split('?')[0].replace(/\//g, '-')}`, shots);
    }
  });
});
