/**
 * A visitor's first load as Chromium fetches it from the real server (issue 14): the HTML, JS and CSS responses of
 * `/` and `/auth` until the page is usable (its heading or form shown, then the network idle), each body gzipped at
 * level 9 and added up. Images and fonts are not counted. One profile is enough: both serve the same web/dist.
 */
import type { Page, Response } from 'playwright-core';
import { join } from 'node:path';
import { FIRST_LOAD_BUDGET_KB, FIRST_LOAD_LIMIT_KB, firstLoad, gzipBytes, kb } from './support/first-load.cjs';
import { useBrowserE2e } from './support/browser-e2e';
import { e2eProfiles } from '../../test/support/server-process';

jest.setTimeout(120_000);

const DIST = join(__dirname, '..', 'dist');
const COUNTED = new Set(['document', 'script', 'stylesheet']);
const VISIBLE = { state: 'visible', timeout: 30_000 } as const;

/** What makes each page usable: the landing's headline, the sign-in form. */
const USABLE: Record<'/' | '/auth', (page: Page) => Promise<void>> = {
  '/': (page) => page.getByRole('heading', { level: 1 }).waitFor(VISIBLE),
  '/auth': (page) => page.getByLabel('Email').waitFor(VISIBLE),
};

interface Fetched {
  path: string;
  gz: number;
}

/** Opens `path` as a visitor and returns the HTML, JS and CSS it fetched until usable, gzipped. */
async function visit(page: Page, baseUrl: string, path: '/' | '/auth'): Promise<Fetched[]> {
  const bodies: Promise<Fetched>[] = [];
  const onResponse = (response: Response) => {
    if (!COUNTED.has(response.request().resourceType())) return;
    bodies.push(response.body().then((body) => ({ path: new URL(response.url()).pathname, gz: gzipBytes(body) })));
  };
  page.on('response', onResponse);
  await page.goto(`${baseUrl}${path}`);
  await USABLE[path](page);
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  return Promise.all(bodies);
}

describe.each(e2eProfiles().slice(0, 1))('first load of a visitor page in the browser [%s]', (profile) => {
  const e2e = useBrowserE2e(profile);

  it.each(['/', '/auth'] as const)(`fetches at most its limit for %s (issue 14's budget: ${FIRST_LOAD_BUDGET_KB} KB gzipped)`, async (path) => {
    const fetched = await visit(e2e.page, e2e.server.baseUrl, path);
    const total = fetched.reduce((sum, f) => sum + f.gz, 0);
    console.log(`${path}: ${kb(total)} KB gzipped in ${fetched.length} responses (limit ${FIRST_LOAD_LIMIT_KB[path]} KB, budget ${FIRST_LOAD_BUDGET_KB} KB)`);

    expect(fetched.some((f) => f.path === path)).toBe(true);
    expect(kb(total)).toBeLessThanOrEqual(FIRST_LOAD_LIMIT_KB[path]);
    // The build's manifest says the same (first-load.spec.ts and the bench read it): nothing more, nothing less.
    const expected = firstLoad(DIST, path).files.map((f) => (f.file === 'index.html' ? path : `/${f.file}`));
    expect(fetched.map((f) => f.path).sort()).toEqual(expected.sort());
  });
});
