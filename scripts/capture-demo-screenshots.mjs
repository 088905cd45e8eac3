// The /demo slideshow's screenshots, taken from the running product so the demo never drifts from it:
//
//   node scripts/capture-demo-screenshots.mjs                       # starts the embedded app on a fresh data dir
//   node scripts/capture-demo-screenshots.mjs --url http://localhost:3000   # or reuses a running one (demo seeded)
//
// Signs in as the seeded demo admin, visits each slide's screen in English, French and Spanish, and writes
// web/public/demo-slides/<lang>/<slide>.jpg (1024x640, JPEG quality 60). The slide ids are those of
// web/src/features/demo/demo.slides.ts (its unit test fails when an image is missing). SKIP_BUILD=1 skips the build
// before the start, CHROMIUM_PATH picks the browser (default /usr/bin/chromium).
/* global document, window -- in the functions page.evaluate and page.waitForFunction run in the browser */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const require = createRequire(import.meta.url);
const { freePort } = require('./lib/net.cjs');

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'web', 'public', 'demo-slides');
// DEMO_LANGUAGES=fr,es to retake some only.
const LANGUAGES = (process.env.DEMO_LANGUAGES ?? 'en,fr,es').split(',').map((l) => l.trim());
const VIEWPORT = { width: 1024, height: 640 };
const QUALITY = 60;
// The seeded demo admin (README, "Run it").
const ADMIN = { email: process.env.DEMO_EMAIL ?? 'admin@demo.logiscope.dev', password: process.env.DEMO_PASSWORD ?? 'LogiScope-demo-2026' };
const VISIBLE = { state: 'visible', timeout: 30_000 };
/** Where a failed visit leaves a screenshot, to see why. */
const FAILURE_SHOT = join(tmpdir(), 'logiscope-demo-capture-failure.png');

const argUrl = (() => {
  const i = process.argv.indexOf('--url');
  return i > 0 ? process.argv[i + 1] : undefined;
})();

/** Starts `scripts/start.mjs` on a free loopback port and a temporary data dir; resolves once it listens. */
async function startEmbedded() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'logiscope-demo-shots-'));
  const child = spawn(process.execPath, [join(ROOT, 'scripts', 'start.mjs')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'true', CARRIER_DATA_DEMO_ROWS: process.env.CARRIER_DATA_DEMO_ROWS ?? '2000' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  await new Promise((ready, fail) => {
    const timer = setTimeout(() => fail(new Error(`LogiScope did not start within 180 s:\n${log}`)), 180_000);
    const onData = (chunk) => {
      log += chunk.toString();
      if (log.includes('LogiScope listening on')) {
        clearTimeout(timer);
        ready();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`LogiScope exited with ${code} before listening:\n${log}`));
    });
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Waits until the screen is still: requests done, no spinner, no running animation, fonts in. */
async function settle(page) {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(
    () =>
      !document.querySelector('.ant-spin-spinning, .ant-skeleton-active') &&
      document.getAnimations().every((a) => a.effect?.getTiming().iterations === Infinity || a.playState !== 'running'),
    undefined,
    { timeout: 30_000 },
  );
  await page.evaluate(() => document.fonts.ready);
  await page.mouse.move(0, 0);
}

/** Scrolls so that `locator` sits `offset` px below the top of the viewport (results under the criteria that found them). */
async function scrollTo(page, locator, offset) {
  const box = await locator.boundingBox();
  if (box) await page.evaluate((y) => window.scrollBy(0, y), box.y - offset);
}

/** The number of carriers sharing a phone number (the phone-only search's total). */
async function sharingPhone(page, phone) {
  const res = await page.request.get(`/api/carriers/search/phone/${encodeURIComponent(phone)}`, { params: { page: '1', pageSize: '1' } });
  return res.ok() ? (await res.json()).total : 0;
}

/**
 * A carrier with an MC number and a phone, preferably one whose phone other carriers share (what the contact search
 * is for): the carrier the intelligence report and the contact search show.
 */
async function pickCarrier(page) {
  const candidates = [];
  for (const q of ['trucking', 'transport', 'freight', 'logistics']) {
    const res = await page.request.get('/api/carriers/search', { params: { q, page: '1', pageSize: '50' } });
    if (res.ok()) candidates.push(...(await res.json()).carriers.filter((c) => c.mcNumber && c.phone));
  }
  if (candidates.length === 0) throw new Error('No carrier found to show: does the server hold carrier data (CARRIER_DATA_DEMO_ROWS)?');
  for (const carrier of candidates.slice(0, 40)) if ((await sharingPhone(page, carrier.phone)) >= 2) return carrier;
  return candidates[0];
}

/** Each slide's screen, in the order of web/src/features/demo/demo.slides.ts. */
const SLIDES = {
  welcome: async (page) => {
    await page.goto('/');
    await page.getByTestId('home-search-card').waitFor(VISIBLE);
  },
  'advanced-search': async (page, carrier) => {
    await page.goto('/search');
    await page.locator('#advanced-search_companyName').fill(carrier.companyName.split(/\s+/)[0]);
    await page.locator('#advanced-search_state').fill(carrier.state ?? '');
    await page.locator('#advanced-search_companyName').press('Enter');
    await page.getByTestId('advanced-found').waitFor(VISIBLE);
    await scrollTo(page, page.getByTestId('advanced-found'), 330);
  },
  'intelligence-report': async (page, carrier) => {
    await page.goto(`/carrier/${encodeURIComponent(carrier.dotNumber)}`);
    await page.getByTestId('carrier-dot').waitFor(VISIBLE);
  },
  'contact-search': async (page, carrier) => {
    await page.goto('/search');
    await page.locator('#advanced-search_phone').fill(carrier.phone ?? '');
    // The phone-only search (its button, by its icon: the label is in the page's language).
    await page.locator('form#advanced-search button:has(.anticon-phone)').click();
    await page.getByTestId('advanced-found').waitFor(VISIBLE);
    await scrollTo(page, page.getByTestId('advanced-found'), 330);
  },
  'compliance-generator': async (page, carrier) => {
    await page.goto('/compliance-generator');
    await page.getByTestId('compliance-generate').waitFor(VISIBLE);
    await settle(page);
    if ((await page.getByTestId('compliance-document').count()) === 0) {
      // One generated document (kept by the server for the other languages), so the list is not empty.
      await page.locator('#compliance-carrier').fill(carrier.dotNumber);
      await page.locator('.ant-select-item-option').filter({ hasText: `DOT ${carrier.dotNumber}` }).first().click();
      await page.locator('#compliance-type').click();
      // The type's dropdown opened last (the carrier's may still be closing).
      await page.locator('.ant-select-dropdown').last().locator('.ant-select-item-option').first().click();
      await page.getByTestId('compliance-generate').click();
      await page.getByTestId('compliance-document').first().waitFor(VISIBLE);
      await page.goto('/compliance-generator'); // without the success toast over the header
      await page.getByTestId('compliance-document').first().waitFor(VISIBLE);
    }
  },
  team: async (page) => {
    await page.goto('/control-panel?tab=team');
    await page.getByTestId('team-member-row').first().waitFor(VISIBLE);
  },
  'live-integration': async (page) => {
    await page.goto('/fmcsa-integration');
    await page.getByTestId('fmcsa-sample-mc').first().click();
    await page.getByTestId('fmcsa-result').waitFor(VISIBLE);
  },
};

/** One retry after a pause: a build in progress (another `npm start`, a test run) swaps web/dist under the server. */
async function visitOrRetry(page, visit, name) {
  for (let attempt = 1; ; attempt++) {
    try {
      await visit();
      await settle(page);
      return;
    } catch (error) {
      await page.screenshot({ path: FAILURE_SHOT, fullPage: true });
      if (attempt === 2) {
        console.error(`${name} failed: the page as it was is in ${FAILURE_SHOT}`);
        throw error;
      }
      console.warn(`${name} failed once (${error.message.split('\n')[0]}); retrying in 20 s`);
      await new Promise((r) => setTimeout(r, 20_000));
    }
  }
}

async function capture(baseUrl) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--hide-scrollbars'],
  });
  try {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: VIEWPORT, deviceScaleFactor: 1, locale: 'en-US', reducedMotion: 'reduce' });
    const page = await context.newPage();
    const login = await page.request.post('/api/auth/login', { data: ADMIN });
    if (!login.ok()) throw new Error(`Sign-in as ${ADMIN.email} failed (${login.status()}): is the demo seeded (SEED_DEMO)?`);
    const carrier = await pickCarrier(page);
    for (const language of LANGUAGES) {
      mkdirSync(join(OUT, language), { recursive: true });
      await page.goto('/');
      await page.evaluate((lng) => localStorage.setItem('i18nextLng', lng), language);
      for (const [slide, visit] of Object.entries(SLIDES)) {
        await visitOrRetry(page, () => visit(page, carrier), `${language}/${slide}`);
        const path = join(OUT, language, `${slide}.jpg`);
        await page.screenshot({ path, type: 'jpeg', quality: QUALITY });
        console.log(`  ${language}/${slide}.jpg`);
      }
    }
  } finally {
    await browser.close();
  }
}

const server = argUrl ? { baseUrl: argUrl, stop: async () => {} } : await startEmbedded();
console.log(`Capturing the demo's screenshots from ${server.baseUrl} into ${OUT}`);
try {
  await capture(server.baseUrl);
} finally {
  await server.stop();
}
