/**
 * Every route of both route tables in a real browser on the embedded demo (issue 14), as a visitor, the demo USER and
 * the demo ADMIN (web/test/support/screens.ts): each screen shows its title and key element in English, French and
 * Spanish, and axe-core finds no serious or critical WCAG 2.1 A/AA violation on it. One server start, one browser
 * context per state; a screenshot of every screen in every language.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { collectCspViolations, collectPageErrors, launchBrowser, screenshotDir, settled, snap } from './support/browser';
import { LANGUAGES, SCREENS, chooseLanguage, prepareFixtures, screenPath, screenTitle, signInAs, type Screen, type ScreenFixtures, type ScreenState } from './support/screens';
import { startServer, type RunningServer } from '../../test/support/server-process';

jest.setTimeout(120_000);

const VISIBLE = { state: 'visible', timeout: 30_000 } as const;
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const STATES: readonly ScreenState[] = ['visitor', 'USER', 'ADMIN'];

interface StateTab {
  context: BrowserContext;
  page: Page;
  pageErrors: string[];
  cspViolations: string[];
}

/** The serious and critical axe violations of the page once its transitions have ended, one line per element. */
async function seriousViolations(page: Page): Promise<string[]> {
  await settled(page);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((node) => `${v.id} (${v.impact}): ${v.help} at ${node.target.join(' ')}${node.failureSummary ? ` [${node.failureSummary.replace(/\s+/g, ' ')}]` : ''}`));
}

/** The app's dialogs, each opened from its screen in English: the walk checks them with axe, their focus trap and Escape. */
const DIALOGS: readonly { name: string; state: ScreenState; path: (f: ScreenFixtures) => string; open: string }[] = [
  { name: 'visitor-freightguard-new-report', state: 'visitor', path: () => '/freightguard-demo', open: '[data-testid="fg-new-report"]' },
  { name: 'visitor-vin-lookup', state: 'visitor', path: () => '/equipment-tracker', open: 'button:has(.anticon-barcode)' },
  { name: 'admin-bulk-upload', state: 'ADMIN', path: () => '/', open: '[data-testid="quick-actions"] button:has-text("Bulk Upload")' },
  { name: 'admin-api-settings', state: 'ADMIN', path: () => '/', open: '[data-testid="quick-actions"] button:has-text("API Settings")' },
  { name: 'admin-submit-report', state: 'ADMIN', path: (f) => `/carrier/${encodeURIComponent(f.carrierId)}`, open: '[data-testid="submit-report"]' },
  { name: 'admin-vet-for-load', state: 'ADMIN', path: (f) => `/carrier/${encodeURIComponent(f.carrierId)}`, open: '[data-testid="vet-for-load"]' },
  { name: 'admin-freightguard-new-report', state: 'ADMIN', path: () => '/freightguard', open: '[data-testid="fg-new-report"]' },
];

/**
 * What has the focus when it is on the page behind the open dialog ('' while it is in the dialog, or past the page's
 * last element, which is the browser's own chrome: antd pulls it back into the dialog on the next focus).
 */
const focusBehindDialog = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body || active.closest('.ant-modal-wrap, .ant-drawer')) return '';
    return `${active.tagName.toLowerCase()}${active.id ? `#${active.id}` : ''} "${(active.textContent ?? '').trim().slice(0, 40)}"`;
  });

/** Runs a check; when it fails, a screenshot of the page as it was (`failed-<name>`) says why. */
async function shotOnFailure(page: Page, dir: string, name: string, check: () => Promise<void>): Promise<void> {
  try {
    await check();
  } catch (error) {
    await snap(page, dir, `failed-${name}`).catch(() => undefined);
    throw error;
  }
}

/** The screen's title: a heading (or an antd Result title) holding the text; a carrier's own name when the title is data. */
function titleOf(page: Page, text: string) {
  const headings = page.locator('h1, h2, h3, .ant-result-title');
  return text ? headings.filter({ hasText: text }).first() : page.locator('h1').first();
}

describe('every route walked in the browser, with accessibility checks [embedded]', () => {
  const shots = screenshotDir('embedded');
  let server: RunningServer;
  let browser: Browser;
  let fixtures: ScreenFixtures;
  const tabs = new Map<ScreenState, StateTab>();

  beforeAll(async () => {
    server = await startServer('embedded', { CARRIER_DATA_DEMO_ROWS: '200' });
    browser = await launchBrowser();
    console.log(`[embedded] screenshots in ${shots}`);
    const setup = await browser.newContext({ baseURL: server.baseUrl });
    fixtures = await prepareFixtures(setup.request, server);
    await setup.close();
    for (const state of STATES) {
      const context = await browser.newContext({ baseURL: server.baseUrl, locale: 'en-US', viewport: { width: 1366, height: 900 } });
      const cspViolations = await collectCspViolations(context);
      await signInAs(context, server, state);
      const page = await context.newPage();
      const pageErrors = collectPageErrors(page);
      await page.goto('/no-such-page');
      tabs.set(state, { context, page, pageErrors, cspViolations });
    }
  }, 240_000);

  // Each test reports its own page errors and CSP violations, not an earlier failed test's.
  beforeEach(() => {
    for (const tab of tabs.values()) {
      tab.pageErrors.splice(0);
      tab.cspViolations.splice(0);
    }
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('walks each screen once, under a name of its own', () => {
    expect(new Set(SCREENS.map((screen) => screen.name)).size).toBe(SCREENS.length);
    expect(SCREENS.filter((screen) => screen.duplicateOf && !SCREENS.some((other) => other.name === screen.duplicateOf))).toEqual([]);
  });

  it.each(SCREENS.map((screen) => [screen.name, screen] as const))('%s: its title and key element, and no serious axe violation, in en, fr and es', async (_name, screen: Screen) => {
    const tab = tabs.get(screen.state)!;
    const { page } = tab;
    const path = screenPath(screen, fixtures);
    const failures: string[] = [];
    // A duplicate (the 404 page under another path) is checked in English; its original in every language, with axe.
    for (const language of screen.duplicateOf ? (['en'] as const) : LANGUAGES) {
      await chooseLanguage(page, language);
      await page.goto(path);
      await shotOnFailure(page, shots, `${screen.name}-${language}`, async () => {
        if (screen.redirectsTo) await page.waitForURL((url) => url.pathname === screen.redirectsTo, { timeout: 20_000 });
        else expect(new URL(page.url()).pathname).toBe(path.split('?')[0]);
        await titleOf(page, screenTitle(screen, language)).waitFor(VISIBLE);
        if (screen.click) await page.locator(screen.click).filter({ visible: true }).first().click();
        await page.locator(screen.key).filter({ visible: true }).first().waitFor(VISIBLE);
        expect(await page.locator('html').getAttribute('lang')).toBe(language);
      });
      if (language === 'en') await snap(page, shots, screen.name);
      if (!screen.duplicateOf) failures.push(...(await seriousViolations(page)).map((line) => `[${language}] ${line}`));
    }
    expect(failures).toEqual([]);
    expect(tab.pageErrors.splice(0)).toEqual([]);
    expect(tab.cspViolations.splice(0)).toEqual([]);
  });

  it.each(DIALOGS.map((dialog) => [dialog.name, dialog] as const))('%s dialog: no serious axe violation, keeps focus inside, closes on Escape', async (_name, dialog) => {
    const tab = tabs.get(dialog.state)!;
    const { page } = tab;
    await chooseLanguage(page, 'en');
    await page.goto(dialog.path(fixtures));
    const open = page.locator('.ant-modal-wrap [role="dialog"], .ant-drawer [role="dialog"]').filter({ visible: true }).first();
    await shotOnFailure(page, shots, `dialog-${dialog.name}`, async () => {
      await page.locator(dialog.open).first().click();
      await open.waitFor(VISIBLE);
    });
    await snap(page, shots, `dialog-${dialog.name}`);
    const { violations } = await new AxeBuilder({ page }).include('.ant-modal-wrap, .ant-drawer').withTags(WCAG_TAGS).analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').flatMap((v) => v.nodes.map((n) => `${v.id}: ${v.help} at ${n.target.join(' ')}`))).toEqual([]);
    const escaped: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      const behind = await focusBehindDialog(page);
      if (behind) escaped.push(`Tab ${i + 1}: ${behind}`);
    }
    expect(escaped).toEqual([]);
    await page.keyboard.press('Escape');
    await open.waitFor({ state: 'hidden', timeout: 20_000 });
    expect(tab.pageErrors.splice(0)).toEqual([]);
    expect(tab.cspViolations.splice(0)).toEqual([]);
  });
});
