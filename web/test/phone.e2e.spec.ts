/**
 * Every screen at a phone's width (390 px) in a real browser on the embedded demo (issue 14), from the route walk's
 * list (web/test/support/screens.ts): as a visitor, the demo ADMIN, and the demo USER where it sees another screen. The
 * page never scrolls sideways on a screen or any of its tabs (wide tables scroll inside their own box or become
 * cards; long words wrap), and the header's navigation collapses into a labelled Menu button that opens the same
 * links in a drawer, closed with Escape. A screenshot of each screen goes to the spec's screenshot folder.
 */
import type { APIRequestContext, Page } from 'playwright-core';
import { API_KEY_SCOPES } from '@logiscope/proto/views';
import { resolveRoute } from '../src/app/routes';
import { snap } from './support/browser';
import { useBrowserE2e } from './support/browser-e2e';
import { SCREENS, prepareFixtures, screenPath, signInAs, type Screen, type ScreenFixtures, type ScreenState } from './support/screens';
import { demoAccount, type RunningServer } from '../../test/support/server-process';

jest.setTimeout(180_000);

const PHONE = { width: 390, height: 844 };
const VISIBLE = { state: 'visible', timeout: 20_000 } as const;
const HIDDEN = { state: 'hidden', timeout: 20_000 } as const;
/** The signed-in header's links (navigation.ts), as a user reads them. */
const APP_LINKS = ['Dashboard', 'Demo', 'Advanced Search', 'Control Panel', 'Compliance Generator', 'FreightGuard', 'Subscription'];

/** Waits until the lazy screen and its first data have replaced the spinners and skeletons. */
async function settle(page: Page): Promise<void> {
  await page.locator('#root *').first().waitFor(VISIBLE);
  await page.waitForFunction(() => !document.querySelector('.ant-spin-spinning, .ant-skeleton-active, [aria-busy="true"]'), undefined, { timeout: 20_000 });
}

/**
 * How far the page scrolls sideways, and which elements stick out of the viewport (to say what to fix); with `box` (a
 * CSS selector, its last match), what sticks out of that box instead (an open dialog).
 */
async function sidewaysScroll(page: Page, box?: string): Promise<string | undefined> {
  return page.evaluate((selector) => {
    const root = document.documentElement;
    const boxes = selector ? document.querySelectorAll(selector) : [];
    const scope = selector ? boxes[boxes.length - 1] : document.body;
    if (!scope) return `nothing matches ${selector}`;
    const width = selector ? Math.min(scope.getBoundingClientRect().right, root.clientWidth) : root.clientWidth;
    if (!selector && root.scrollWidth <= width) return undefined;
    const clipped = (el: Element) => {
      for (let p = el.parentElement; p && p !== scope; p = p.parentElement) {
        if (getComputedStyle(p).overflowX !== 'visible' && p.getBoundingClientRect().right <= width + 0.5) return true;
      }
      return false;
    };
    const out = [...scope.querySelectorAll('*')].filter((el) => el.getBoundingClientRect().right > width + 0.5 && !clipped(el));
    // Text that overflows its element (a long word) sticks out while the element itself fits: name its element.
    const texts = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      range.selectNodeContents(node);
      const parent = node.parentElement;
      if (parent && range.getBoundingClientRect().right > width + 0.5 && !clipped(parent) && !out.includes(parent)) out.push(parent);
    }
    if (selector && out.length === 0) return undefined;
    // The innermost offenders: the content that is too wide, not every container it stretched.
    const innermost = out.filter((el) => !out.some((other) => other !== el && el.contains(other)));
    const describe = (el: Element) => {
      const classes = [...el.classList].filter((c) => !c.startsWith('css-')).slice(0, 3).join('.');
      return `${el.tagName.toLowerCase()}${classes ? `.${classes}` : ''} right=${Math.round(el.getBoundingClientRect().right)} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    };
    const what = selector ? `${selector} (right edge ${Math.round(width)})` : `scrollWidth ${root.scrollWidth} > ${width}`;
    return `${what}: ${innermost.slice(0, 6).map(describe).join(' | ')}`;
  }, box ?? null);
}

/**
 * Opens the header's Menu, expects the links and the language selector in its drawer (a screenshot of it), closes it
 * with Escape: focus is back on the button.
 */
async function expectMenu(page: Page, links: string[], shots: string, name: string): Promise<void> {
  const button = page.getByRole('button', { name: 'Menu', exact: true });
  expect(await button.getAttribute('aria-expanded')).toBe('false');
  await button.click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await drawer.waitFor(VISIBLE);
  expect(await button.getAttribute('aria-expanded')).toBe('true');
  for (const name of links) await drawer.getByRole('link', { name, exact: true }).waitFor(VISIBLE);
  await drawer.getByRole('combobox', { name: 'Language' }).waitFor(VISIBLE);
  expect(await sidewaysScroll(page)).toBeUndefined();
  await snap(page, shots, `phone-${name}`);
  await page.keyboard.press('Escape');
  await drawer.waitFor(HIDDEN);
  await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Menu', undefined, { timeout: 5_000 });
}

/** Words of letters broken across lines (a column squeezed narrower than a word: "Nega / tive"), with where they are. */
async function brokenWords(page: Page, box?: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const boxes = selector ? document.querySelectorAll(selector) : [];
    const scope = selector ? boxes[boxes.length - 1] : document.body;
    if (!scope) return [`nothing matches ${selector}`];
    const broken: string[] = [];
    const texts = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      const text = node.textContent ?? '';
      if (!node.parentElement?.checkVisibility()) continue;
      // Whole words only (not a part of an e-mail or URL, which may wrap anywhere), short enough to fit any line.
      for (const match of text.matchAll(/(?<=^|[\s("'])\p{L}{4,30}(?=$|\s|[)"'.,:;!?](?:\s|$))/gu)) {
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (lines.size > 1) broken.push(`"${match[0]}" in ${node.parentElement.tagName.toLowerCase()}.${[...node.parentElement.classList].filter((c) => !c.startsWith('css-')).slice(0, 2).join('.')}`);
      }
    }
    return broken.slice(0, 6);
  }, box ?? null);
}

/** Checks the current page: a screenshot, and what scrolls sideways or breaks a word (if anything) added to `failures`. */
async function check(page: Page, shots: string, name: string, failures: string[]): Promise<void> {
  await snap(page, shots, `phone-${name}`);
  const where = `${name} at ${new URL(page.url()).pathname}`;
  const overflow = await sidewaysScroll(page);
  if (overflow) failures.push(`${where}: ${overflow}`);
  const broken = await brokenWords(page);
  if (broken.length) failures.push(`${where}: words broken across lines: ${broken.join(', ')}`);
}

/**
 * Opens each screen of a state, then each of its tabs (they hide tables and forms the first view does not show; the
 * ones past the tab bar's width too); the shells' screens show the Menu button. What scrolls sideways, screen by screen.
 */
async function walk(page: Page, screens: readonly Screen[], fixtures: ScreenFixtures, shots: string): Promise<string[]> {
  const failures: string[] = [];
  const tabbed = new Set<string>();
  let notFoundSeen = false;
  for (const screen of screens) {
    const path = screenPath(screen, fixtures);
    // The not-found screen once per state (the list has it for every route the state lacks).
    const planned = resolveRoute(screen.state === 'visitor' ? 'signedOut' : 'signedIn', path.split('?')[0]);
    if (planned.kind === 'notFound' && notFoundSeen) continue;
    notFoundSeen ||= planned.kind === 'notFound';
    await page.goto(path);
    if (screen.redirectsTo) await page.waitForURL((url) => url.pathname === screen.redirectsTo, { timeout: 20_000 });
    // Its key element or its title (a carrier's own name in the first heading when the title is data), then its data.
    const headings = page.locator('h1, h2, h3, .ant-result-title');
    const title = screen.title.en ? headings.filter({ hasText: screen.title.en }) : headings;
    await page.locator(screen.key).or(title).first().waitFor(VISIBLE);
    await settle(page);
    const shown = resolveRoute(screen.state === 'visitor' ? 'signedOut' : 'signedIn', new URL(page.url()).pathname);
    if (!(shown.kind === 'screen' && shown.layout === 'bare')) await page.getByRole('button', { name: 'Menu', exact: true }).waitFor(VISIBLE);
    await check(page, shots, screen.name, failures);
    // Tabs once per screen component (the sample carrier has the same tabs as a real one).
    if (shown.kind !== 'screen' || tabbed.has(shown.screen)) continue;
    tabbed.add(shown.screen);
    const tabs = page.getByRole('tab');
    const count = await tabs.count();
    for (let i = 1; i < count; i += 1) {
      await tabs.nth(i).evaluate((tab) => (tab as HTMLElement).click());
      await settle(page);
      await check(page, shots, `${screen.name}-tab${i}`, failures);
    }
  }
  return failures;
}

/** The screens of a state; the USER's only where it sees something the ADMIN does not (e.g. 'Access Denied'). */
function screensOf(state: ScreenState): Screen[] {
  const admin = new Set(SCREENS.filter((s) => s.state === 'ADMIN').map((s) => s.name.replace(/^admin-/, '')));
  return SCREENS.filter((s) => s.state === state && (state !== 'USER' || !admin.has(s.name.replace(/^user-/, ''))));
}

/**
 * What a broker has after some use, on the carrier the fixtures use (made first, so its certificate records them): a
 * report and a FreightGuard incident with a long unbroken word, a compliance document, and an API key with every scope.
 */
async function seed(request: APIRequestContext, server: RunningServer): Promise<void> {
  expect((await request.post('/api/auth/login', { data: demoAccount(server, 'ADMIN') })).status()).toBe(200);
  const search = await request.get('/api/carriers/search', { params: { q: 'trucking', page: '1', pageSize: '5' } });
  const carrier = ((await search.json()) as { carriers: { id: string; dotNumber: string; mcNumber: string; companyName: string }[] }).carriers[0];
  const longWord = `https://loads.example.com/${'x'.repeat(90)}`;
  const answers = [
    await request.post(`/api/carriers/${encodeURIComponent(carrier.id)}/reports`, { data: { reportType: 'NEGATIVE', rating: 2, comments: `Late pickup, see ${longWord}` } }),
    await request.post('/api/freightguard', {
      data: {
        carrierId: carrier.dotNumber, carrierName: carrier.companyName, dotNumber: carrier.dotNumber, mcNumber: carrier.mcNumber,
        reportCategory: 'DOUBLE_BROKERAGE', incidentType: 'UNAUTHORIZED_REBROKERING', severity: 'HIGH', description: `Re-brokered without consent: ${longWord}`, monetaryImpact: 8000,
      },
    }),
    await request.post('/api/compliance-documents', { data: { carrierId: carrier.dotNumber, documentType: 'DUE_DILIGENCE' } }),
    await request.post('/api/company/api-keys', { data: { name: 'McLeod production TMS for the Dallas brokerage office', scopes: [...API_KEY_SCOPES] } }),
  ];
  expect(answers.map((answer) => answer.status())).toEqual([201, 201, 202, 201]);
}

/** Searches from a screen's search form and checks the results at the phone's width. */
async function searchResults(page: Page, shots: string, name: string, failures: string[], path: string, submit: string, found: string): Promise<void> {
  await page.goto(path);
  await page.getByRole('textbox', { name: 'Company Name', exact: true }).fill('trucking');
  await page.getByRole('button', { name: submit }).click();
  await page.getByTestId(found).waitFor(VISIBLE);
  await settle(page);
  await check(page, shots, name, failures);
}

/** Opens a dialog from a screen and checks that it and its content fit the phone's width. */
async function dialogFits(page: Page, shots: string, name: string, failures: string[], path: string, open: () => Promise<void>): Promise<void> {
  await page.goto(path);
  await settle(page);
  await open();
  await page.locator('.ant-modal-container').last().waitFor(VISIBLE);
  await settle(page);
  await check(page, shots, name, failures);
  const inside = await sidewaysScroll(page, '.ant-modal-container');
  if (inside) failures.push(`${name} at ${new URL(page.url()).pathname}: ${inside}`);
}

describe('every screen at a phone width [embedded]', () => {
  const e2e = useBrowserE2e('embedded', { viewport: PHONE, mobile: true, env: { CARRIER_DATA_DEMO_ROWS: '200' } });
  let fixtures: ScreenFixtures;

  beforeAll(async () => {
    const setup = await e2e.browser.newContext({ baseURL: e2e.server.baseUrl });
    await seed(setup.request, e2e.server);
    fixtures = await prepareFixtures(setup.request, e2e.server);
    await setup.close();
  }, 60_000);

  it('visitor screens fit the width, and the public header opens its links from a Menu button', async () => {
    const { page } = e2e;
    // The probe itself: a page made wider than the phone is reported, with what sticks out.
    await page.goto('/demo');
    await settle(page);
    await page.evaluate(() => {
      const wide = document.createElement('div');
      wide.style.width = '600px';
      wide.textContent = 'Too wide';
      document.querySelector('main')?.append(wide);
    });
    expect(await sidewaysScroll(page)).toMatch(/^scrollWidth \d+ > 390: div right=\d+ "Too wide"/);
    await page.evaluate(() => {
      const narrow = document.createElement('div');
      narrow.style.width = '24px';
      narrow.textContent = 'Negative';
      document.querySelector('main')?.append(narrow);
    });
    expect(await brokenWords(page)).toEqual(['"Negative" in div.']);

    expect(await walk(page, screensOf('visitor'), fixtures, e2e.shots)).toEqual([]);

    await page.goto('/');
    await expectMenu(page, ['Sign In'], e2e.shots, 'visitor-menu');
    await page.goto('/demo');
    await expectMenu(page, ['Sign In'], e2e.shots, 'visitor-demo-menu');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Sign In', exact: true }).click();
    await page.waitForURL('**/auth');
    await page.getByRole('dialog', { name: 'Menu' }).waitFor(HIDDEN);
  });

  it("the ADMIN's screens, tabs and search results fit the width, and the app header opens its links from a Menu button", async () => {
    const { page, context, server } = e2e;
    await signInAs(context, server, 'ADMIN');
    const failures = await walk(page, screensOf('ADMIN'), fixtures, e2e.shots);
    await searchResults(page, e2e.shots, 'admin-dashboard-results', failures, '/', 'Search Carriers', 'results-showing');
    await searchResults(page, e2e.shots, 'admin-search-results', failures, '/search', 'Advanced Search', 'advanced-found');
    await dialogFits(page, e2e.shots, 'admin-freightguard-new-report', failures, '/freightguard', () => page.getByTestId('fg-new-report').click());
    await dialogFits(page, e2e.shots, 'admin-carrier-submit-report', failures, `/carrier/${encodeURIComponent(fixtures.carrierId)}`, () =>
      page.getByRole('button', { name: 'Submit Report' }).click(),
    );
    await dialogFits(page, e2e.shots, 'admin-carrier-vet-for-load', failures, `/carrier/${encodeURIComponent(fixtures.carrierId)}`, () =>
      page.getByRole('button', { name: 'Vet for a load' }).click(),
    );
    await dialogFits(page, e2e.shots, 'admin-equipment-vin-lookup', failures, '/equipment-tracker', () => page.getByRole('button', { name: 'VIN Lookup' }).click());
    await dialogFits(page, e2e.shots, 'admin-login-details', failures, '/login-tracking', () => page.locator('.ant-table-tbody tr.ant-table-row').first().getByRole('button').click());
    await dialogFits(page, e2e.shots, 'admin-bulk-upload', failures, '/', () => page.getByText('Bulk Upload', { exact: true }).click());
    await dialogFits(page, e2e.shots, 'admin-api-settings', failures, '/', () => page.getByText('API Settings', { exact: true }).click());
    expect(failures).toEqual([]);

    await page.goto('/');
    // Only the sign-out icon shows at this width: the button still says what it does.
    await page.getByRole('button', { name: 'Sign Out', exact: true }).waitFor(VISIBLE);
    await expectMenu(page, APP_LINKS, e2e.shots, 'admin-menu');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Advanced Search', exact: true }).click();
    await page.waitForURL('**/search');
    await page.getByRole('dialog', { name: 'Menu' }).waitFor(HIDDEN);
  });

  it('the screens only a USER sees fit the width', async () => {
    const { page, context, server } = e2e;
    await signInAs(context, server, 'USER');
    const screens = screensOf('USER');
    expect(screens.map((s) => s.name)).toContain('user-login-tracking-denied');
    expect(await walk(page, screens, fixtures, e2e.shots)).toEqual([]);
  });
});
