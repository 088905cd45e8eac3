import { mkdirSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
  });
}

/** The git-ignored folder screenshots go to when E2E_SCREENSHOT_DIR is not set. */
const DEFAULT_SCREENSHOT_ROOT = join(__dirname, '..', '..', 'test-results', 'screenshots');

/**
 * Where a spec's screenshots of key screens go: `<root>/<spec>[-<profile>]` under E2E_SCREENSHOT_DIR or
 * web/test-results/screenshots, emptied first. One folder per spec and profile, replaced by the next run: a test run
 * leaves the latest screenshots, not a new temporary folder per spec every time (a full run made about 50).
 */
export function screenshotDir(profile?: string): string {
  const root = process.env.E2E_SCREENSHOT_DIR || DEFAULT_SCREENSHOT_ROOT;
  const spec = basename(expect.getState().testPath ?? 'e2e').replace(/\.e2e\.spec\.tsx?$/, '');
  const dir = join(root, profile ? `${spec}-${profile}` : spec);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * Waits (5 s at most) until the page's finite animations and CSS transitions have finished: a modal's fade-in, a
 * toast, a button turning primary. Screenshots and axe's colour-contrast read the styles as they stand, and a colour
 * caught halfway through a transition is neither the old nor the new one.
 */
export async function settled(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
          .every((animation) => animation.playState !== 'running'),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
}

/**
 * What sticks out of a narrow (phone) page or of the open dialog, once the layout has followed the viewport: the page's
 * responsive parts re-render after setViewportSize returns (seen in CI: the 1366 px layout read at 390 px), so this
 * asks again for up to 5 s and answers what still sticks out.
 */
export async function overflow(page: Page): Promise<string[]> {
  await settled(page);
  await page.waitForFunction(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth, undefined, { timeout: 5_000 }).catch(() => undefined);
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const out: string[] = [];
    if (document.documentElement.scrollWidth > width) out.push(`page scrollWidth ${document.documentElement.scrollWidth} > ${width}`);
    const modal = document.querySelector('.ant-modal-container');
    if (modal && modal.getBoundingClientRect().right > width + 0.5) out.push(`dialog right ${modal.getBoundingClientRect().right} > ${width}`);
    return out;
  });
}

/** Screenshots after running animations (modal fade-ins, toasts) have finished. */
export async function snap(page: Page, dir: string, name: string): Promise<void> {
  await settled(page);
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}

const isCspMessage = (text: string) => /Content Security Policy/i.test(text);

/** Console errors and page errors a user would never see but that point at bugs (expected 401s filtered out; CSP violations go to {@link collectCspViolations}). */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    // The session probe answers 401 when signed out, and the browser logs every 4xx resource.
    if (/Failed to load resource: the server responded with a status of 4\d\d/.test(text)) return;
    if (isCspMessage(text)) return;
    // A failed resource names itself in the message's location only: keep it, it says which request failed.
    const url = message.location()?.url;
    errors.push(`console: ${text}${url && !text.includes(url) ? ` (${url})` : ''}`);
  });
  return errors;
}

/** What a `securitypolicyviolation` event says: the directive, what it blocked and where. */
export interface CspViolation {
  directive: string;
  blocked: string;
  source: string;
}

/**
 * Every Content-Security-Policy violation in the context's pages: the browser's own console report ("Refused to ...
 * because it violates the following Content Security Policy directive") and a `securitypolicyviolation` listener
 * installed before any page script runs (an init script: it is not subject to the page's CSP). Call it before the
 * context opens its pages.
 */
export async function collectCspViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeBinding('__logiscopeCspViolation', ({ page }, v: CspViolation) => {
    violations.push(`${page.url()}: ${v.directive} blocked ${v.blocked || '(inline)'}${v.source ? ` at ${v.source}` : ''}`);
  });
  await context.addInitScript(() => {
    const report = (window as unknown as { __logiscopeCspViolation?: (v: CspViolation) => void }).__logiscopeCspViolation;
    document.addEventListener('securitypolicyviolation', (e) =>
      report?.({ directive: e.effectiveDirective || e.violatedDirective, blocked: e.blockedURI, source: e.sourceFile ? `${e.sourceFile}:${e.lineNumber}` : '' }),
    );
  });
  context.on('console', (message) => {
    if (message.type() === 'error' && isCspMessage(message.text())) violations.push(`console: ${message.text()}`);
  });
  return violations;
}
