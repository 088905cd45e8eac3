import { mkdtempSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
  });
}

/** Where screenshots of key screens go: E2E_SCREENSHOT_DIR, or a fresh temp dir (printed once). */
export function screenshotDir(): string {
  const configured = process.env.E2E_SCREENSHOT_DIR;
  if (configured) {
    mkdirSync(configured, { recursive: true });
    return configured;
  }
  return mkdtempSync(join(tmpdir(), 'logiscope-web-e2e-'));
}

/** Screenshots after running animations (modal fade-ins, toasts) have finished. */
export async function snap(page: Page, dir: string, name: string): Promise<void> {
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
