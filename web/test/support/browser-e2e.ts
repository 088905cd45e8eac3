import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startServer, type Profile, type RunningServer } from '../../../test/support/server-process';
import { collectCspViolations, collectPageErrors, launchBrowser, screenshotDir } from './browser';

export interface BrowserE2e {
  /** Where the spec's screenshots go (printed once the server is up). */
  readonly shots: string;
  /** Set in beforeAll. */
  server: RunningServer;
  browser: Browser;
  /** Set in beforeEach: a fresh context and page per test, on the server's base URL. */
  context: BrowserContext;
  page: Page;
  /** Content-Security-Policy violations in this test's pages so far (every test ends with none). */
  cspViolations: string[];
}

export interface BrowserE2eOptions {
  /** Server environment; a function runs at the start of beforeAll (e.g. to start a stub the server is pointed at). */
  env?: Record<string, string> | (() => Promise<Record<string, string>>);
  viewport?: { width: number; height: number };
  /** A phone-like context: touch and the mobile meta-viewport handling (pixel ratio 1: light screenshots). */
  mobile?: boolean;
}

/**
 * The jest hooks of a browser e2e describe block: the server of `profile` and Chromium once (beforeAll), a context
 * and page per test (beforeEach), and after each test no console or page errors and no Content-Security-Policy
 * violation (the gateway's policy holds for everything the app loads). Read `page`, `server`... inside
 * tests and hooks, not at describe time: they are set by the hooks. The spec's own afterAll hooks run after these
 * when declared after this call, before them when declared before it.
 */
export function useBrowserE2e(profile: Profile, { env = {}, viewport = { width: 1366, height: 900 }, mobile = false }: BrowserE2eOptions = {}): BrowserE2e {
  const e2e = { shots: screenshotDir(profile) } as BrowserE2e;
  let pageErrors: string[];

  beforeAll(async () => {
    e2e.server = await startServer(profile, typeof env === 'function' ? await env() : env);
    e2e.browser = await launchBrowser();
    console.log(`[${profile}] screenshots in ${e2e.shots}`);
  }, 240_000);

  afterAll(async () => {
    await e2e.browser?.close();
    await e2e.server?.stop();
  });

  beforeEach(async () => {
    e2e.context = await e2e.browser.newContext({ baseURL: e2e.server.baseUrl, locale: 'en-US', viewport, ...(mobile ? { isMobile: true, hasTouch: true } : {}) });
    e2e.cspViolations = await collectCspViolations(e2e.context);
    e2e.page = await e2e.context.newPage();
    pageErrors = collectPageErrors(e2e.page);
  });

  afterEach(async () => {
    await e2e.context?.close();
    // Unset when the server or the browser never started (beforeAll failed and says why).
    expect(e2e.cspViolations ?? []).toEqual([]);
    expect(pageErrors ?? []).toEqual([]);
  });

  return e2e;
}
