/**
 * Every screen at a phone's width (390 px) in a real browser on the embedded demo, as a visitor and signed in as the
 * demo company's ADMIN: the page never scrolls sideways (wide tables scroll inside their own box or become cards), and
 * the header's navigation collapses into a labelled Menu button that opens the same links in a drawer, closed with
 * Escape. A screenshot of each screen goes to the spec's screenshot folder.
 */
import type { Page } from 'playwright-core';
import { generatePath } from 'react-router';
import { SIGNED_IN_ROUTES, VISITOR_ROUTES, type RouteEntry } from '../src/app/routes';
import { snap } from './support/browser';
import { useBrowserE2e } from './support/browser-e2e';
import { eventually } from '../../test/support/http-client';
import { demoAccount, type RunningServer } from '../../test/support/server-process';

jest.setTimeout(180_000);

const PHONE = { width: 390, height: 844 };
const VISIBLE = { state: 'visible', timeout: 20_000 } as const;
const HIDDEN = { state: 'hidden', timeout: 20_000 } as const;
/** The signed-in header's links (navigation.ts), as a user reads them. */
const APP_LINKS = ['Dashboard', 'Demo', 'Advanced Search', 'Control Panel', 'Compliance Generator', 'FreightGuard', 'Subscription'];

/** Values for the routes' parameters; the defaults show each screen's "not found" state. */
interface Params {
  carrier?: string;
  certificate?: string;
}

/** A concrete address for a route: parameters get a value that shows the screen (or its "not found" state). */
function addressOf(route: RouteEntry, params: Params = {}): string {
  const id = route.screen === 'carrier' ? (params.carrier ?? 'demo') : 'phone-check';
  return generatePath(route.path, { id, reportId: 'phone-check', code: params.certificate ?? 'PHONE-CHECK' });
}

/** Waits until the lazy screen and its first data have replaced the spinners and skeletons. */
async function settle(page: Page): Promise<void> {
  await page.locator('#root *').first().waitFor(VISIBLE);
  await page.waitForFunction(() => !document.querySelector('.ant-spin-spinning, .ant-skeleton-active, [aria-busy="true"]'), undefined, { timeout: 20_000 });
}

/** How far the page scrolls sideways, and which elements stick out of the viewport (to say what to fix). */
async function sidewaysScroll(page: Page): Promise<string | undefined> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    if (root.scrollWidth <= width) return undefined;
    const clipped = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        if (getComputedStyle(p).overflowX !== 'visible' && p.getBoundingClientRect().right <= width + 0.5) return true;
      }
      return false;
    };
    const out = [...document.body.querySelectorAll('*')].filter((el) => el.getBoundingClientRect().right > width + 0.5 && !clipped(el));
    // Text that overflows its element (a long word) sticks out while the element itself fits: name its element.
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      range.selectNodeContents(node);
      const parent = node.parentElement;
      if (parent && range.getBoundingClientRect().right > width + 0.5 && !clipped(parent) && !out.includes(parent)) out.push(parent);
    }
    // The innermost offenders: the content that is too wide, not every container it stretched.
    const innermost = out.filter((el) => !out.some((other) => other !== el && el.contains(other)));
    const describe = (el: Element) => {
      const classes = [...el.classList].filter((c) => !c.startsWith('css-')).slice(0, 3).join('.');
      return `${el.tagName.toLowerCase()}${classes ? `.${classes}` : ''} right=${Math.round(el.getBoundingClientRect().right)} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    };
    return `scrollWidth ${root.scrollWidth} > ${width}: ${innermost.slice(0, 6).map(describe).join(' | ')}`;
  });
}

/** Opens the header's Menu, expects the links in its drawer, and closes it with Escape. */
async function expectMenu(page: Page, links: string[]): Promise<void> {
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await drawer.waitFor(VISIBLE);
  for (const name of links) await drawer.getByRole('link', { name, exact: true }).waitFor(VISIBLE);
  expect(await sidewaysScroll(page)).toBeUndefined();
  await page.keyboard.press('Escape');
  await drawer.waitFor(HIDDEN);
}

async function signInAsAdmin(page: Page, server: RunningServer): Promise<void> {
  await eventually(async () => server.output(), (out) => /^\s*ADMIN\s+\S+@/m.test(out), 'the demo accounts printed');
  expect((await page.request.post('/api/auth/login', { data: demoAccount(server, 'ADMIN') })).status()).toBe(200);
}

/** Checks the current page: a screenshot, and what scrolls sideways (if anything) added to `failures`. */
async function check(page: Page, shots: string, name: string, failures: string[]): Promise<void> {
  await snap(page, shots, name);
  const overflow = await sidewaysScroll(page);
  if (overflow) failures.push(`${name} at ${new URL(page.url()).pathname}: ${overflow}`);
}

/** Visits every route and every tab of its screens; the screens that scroll sideways, each with what sticks out. */
async function walk(page: Page, routes: readonly RouteEntry[], shots: string, prefix: string, params?: Params): Promise<string[]> {
  const failures: string[] = [];
  for (const route of routes) {
    await page.goto(addressOf(route, params));
    await settle(page);
    if (route.layout !== 'bare') await page.getByRole('button', { name: 'Menu', exact: true }).waitFor(VISIBLE);
    await check(page, shots, `${prefix}-${route.screen}`, failures);
    // Tabs hide tables and forms the first view does not show; the ones past the tab bar's width are clicked too.
    const tabs = page.getByRole('tab');
    const count = await tabs.count();
    for (let i = 1; i < count; i += 1) {
      await tabs.nth(i).evaluate((tab) => (tab as HTMLElement).click());
      await settle(page);
      await check(page, shots, `${prefix}-${route.screen}-tab${i}`, failures);
    }
  }
  return failures;
}

/** What a broker has after some use: a report and a FreightGuard incident (with a long unbroken word), a compliance document, a certificate. */
async function seed(page: Page): Promise<Required<Params>> {
  const search = await page.request.get('/api/carriers/search', { params: { q: 'trucking', page: '1', pageSize: '20' } });
  const carrier = ((await search.json()) as { carriers: { id: string; dotNumber: string; mcNumber: string; companyName: string }[] }).carriers.find((c) => c.mcNumber);
  if (!carrier) throw new Error('No demo carrier with an MC number');
  const longWord = `https://loads.example.com/${'x'.repeat(90)}`;
  const answers = [
    await page.request.post(`/api/carriers/${carrier.dotNumber}/reports`, { data: { reportType: 'NEGATIVE', rating: 2, comments: `Late pickup, see ${longWord}` } }),
    await page.request.post('/api/freightguard', {
      data: {
        carrierId: carrier.dotNumber, carrierName: carrier.companyName, mcNumber: carrier.mcNumber, dotNumber: carrier.dotNumber, reportCategory: 'DOUBLE_BROKERAGE',
        incidentType: 'UNAUTHORIZED_REBROKERING', severity: 'HIGH', description: `Re-brokered without consent: ${longWord}`, monetaryImpact: 8000,
      },
    }),
    await page.request.post('/api/compliance-documents', { data: { carrierId: carrier.dotNumber, documentType: 'DUE_DILIGENCE' } }),
  ];
  expect(answers.map((answer) => answer.status())).toEqual([201, 201, 202]);
  const certificate = await page.request.post(`/api/carriers/${carrier.dotNumber}/certificates`);
  expect(certificate.status()).toBe(201);
  return { carrier: carrier.id, certificate: ((await certificate.json()) as { code: string }).code };
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

describe('every screen at a phone width [embedded]', () => {
  const e2e = useBrowserE2e('embedded', { viewport: PHONE, mobile: true, env: { CARRIER_DATA_DEMO_ROWS: '200' } });

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

    expect(await walk(page, VISITOR_ROUTES, e2e.shots, 'phone-visitor')).toEqual([]);

    await page.goto('/');
    await expectMenu(page, ['Sign In']);
    await page.goto('/demo');
    await expectMenu(page, ['Sign In']);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Sign In', exact: true }).click();
    await page.waitForURL('**/auth');
    await page.getByRole('dialog', { name: 'Menu' }).waitFor(HIDDEN);
  });

  it('signed-in screens fit the width, and the app header opens its links from a Menu button', async () => {
    const { page, server } = e2e;
    await signInAsAdmin(page, server);
    const params = await seed(page);
    const failures = await walk(page, SIGNED_IN_ROUTES, e2e.shots, 'phone-signed-in', params);
    await searchResults(page, e2e.shots, 'phone-signed-in-dashboard-results', failures, '/', 'Search Carriers', 'results-showing');
    await searchResults(page, e2e.shots, 'phone-signed-in-search-results', failures, '/search', 'Advanced Search', 'advanced-found');
    expect(failures).toEqual([]);

    await page.goto('/');
    await expectMenu(page, APP_LINKS);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Advanced Search', exact: true }).click();
    await page.waitForURL('**/search');
    await page.getByRole('dialog', { name: 'Menu' }).waitFor(HIDDEN);
  });
});
