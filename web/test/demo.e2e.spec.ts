/**
 * /demo in a real browser, on the page's own clock (playwright's page.clock, paused once the page is up): a visitor
 * and a signed-in user play the slideshow through every slide to its end, each slide showing its screenshot in the
 * page's language; the controls do what the spec says (a jump resets progress to 0 and pauses, 'n / total', it stops
 * at the end); space and the arrows drive it; reduced motion keeps the bar still between ticks; it fits 390 px; and
 * the landing never loads the screenshots.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { settled, snap } from './support/browser';
import { useBrowserE2e } from './support/browser-e2e';
import { registration } from '../../test/support/http-client';
import { DEMO_FEATURE_IDS, DEMO_SLIDE_DURATIONS_MS, DEMO_SLIDE_IDS, DEMO_TICK_MS, type DemoSlideId } from '../src/features/demo/demo.slides';
import en from '../src/i18n/locales/en/demo.json';
import fr from '../src/i18n/locales/fr/demo.json';
import es from '../src/i18n/locales/es/demo.json';

jest.setTimeout(180_000);

const VISIBLE = { state: 'visible', timeout: 20_000 } as const;
const TEXTS = { en, fr, es };
type Language = keyof typeof TEXTS;
const TOTAL = DEMO_SLIDE_IDS.length;
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Opens /demo in `language` with the page's timers under the test's control, paused. */
async function openDemo(page: Page, language: Language): Promise<void> {
  await page.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), language);
  await page.clock.install();
  await page.goto('/demo');
  await page.getByTestId('demo-player').waitFor(VISIBLE);
  await page.getByTestId('demo-features').waitFor(VISIBLE);
  expect(await page.locator('html').getAttribute('lang')).toBe(language);
  // From here on no page timer fires unless the test runs the clock.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
}

/** Waits until the player shows slide `index` (counter, title and description) with `percent` progress and `state`. */
async function expectSlide(page: Page, language: Language, index: number, percent: number, state: 'paused' | 'playing' | 'ended'): Promise<void> {
  const slide = DEMO_SLIDE_IDS[index];
  await page.locator(`[data-testid="demo-player"][data-status="${state}"]`).waitFor(VISIBLE);
  await page.locator(`[data-testid="demo-progress"][aria-valuenow="${percent}"]`).waitFor(VISIBLE);
  await page.getByTestId('demo-counter').filter({ hasText: new RegExp(`^${index + 1} / ${TOTAL}$`) }).waitFor(VISIBLE);
  expect(await page.getByTestId('demo-slide-title').textContent()).toBe(TEXTS[language].slides[slide].title);
  expect(await page.getByTestId('demo-slide-description').textContent()).toBe(TEXTS[language].slides[slide].description);
  expect(await page.getByTestId(`demo-slide-button-${slide}`).getAttribute('aria-current')).toBe('step');
}

/** The current slide's screenshot is the one of `slide` in `language`, and it loaded. */
async function expectScreenshot(page: Page, language: Language, slide: DemoSlideId): Promise<void> {
  const image = page.getByTestId('demo-slide-image');
  expect(new URL((await image.getAttribute('src'))!, 'http://x').pathname).toBe(`/demo-slides/${language}/${slide}.jpg`);
  await page.waitForFunction(
    (src) => {
      const img = document.querySelector<HTMLImageElement>('[data-testid="demo-slide-image"]');
      return !!img && img.getAttribute('src') === src && img.complete && img.naturalWidth > 0;
    },
    `/demo-slides/${language}/${slide}.jpg`,
    { timeout: 20_000 },
  );
  expect(await image.getAttribute('alt')).toContain(TEXTS[language].slides[slide].title);
}

/** Plays from the first slide to the end on the page's clock: each slide its duration, then the next; it stops on the last. */
async function playThrough(page: Page, language: Language): Promise<void> {
  await expectSlide(page, language, 0, 0, 'paused');
  await page.getByRole('button', { name: TEXTS[language].player.play, exact: true }).click();
  for (const [index, slide] of DEMO_SLIDE_IDS.entries()) {
    const duration = DEMO_SLIDE_DURATIONS_MS[slide];
    await expectSlide(page, language, index, 0, 'playing');
    await expectScreenshot(page, language, slide);
    // About halfway (whole ticks), and one tick before its end: still this slide.
    const half = Math.floor(duration / 2 / DEMO_TICK_MS) * DEMO_TICK_MS;
    await page.clock.runFor(half);
    await expectSlide(page, language, index, Math.round((half / duration) * 100), 'playing');
    await page.clock.runFor(duration - half - DEMO_TICK_MS);
    await expectSlide(page, language, index, Math.round(((duration - DEMO_TICK_MS) / duration) * 100), 'playing');
    await page.clock.runFor(DEMO_TICK_MS);
  }
  await expectSlide(page, language, TOTAL - 1, 100, 'ended');
  await page.getByRole('button', { name: TEXTS[language].player.playAgain, exact: true }).waitFor(VISIBLE);
  expect(await page.getByTestId('demo-announcer').textContent()).toContain(TEXTS[language].player.ended);
  // It does not loop.
  await page.clock.runFor(20_000);
  await expectSlide(page, language, TOTAL - 1, 100, 'ended');
}

describe.each(['embedded' as const])('demo in the browser [%s]', (profile) => {
  const e2e = useBrowserE2e(profile, { env: { CARRIER_DATA_DEMO_ROWS: '0' } });

  it('plays a visitor every slide to the end, in English, with its screenshot and the six platform features', async () => {
    const { page } = e2e;
    await openDemo(page, 'en');
    expect(await page.getByRole('heading', { level: 2, name: 'LogiScope Platform Demo' }).count()).toBe(1);
    for (const feature of DEMO_FEATURE_IDS) expect(await page.getByTestId(`demo-feature-${feature}`).textContent()).toBe(en.features[feature]);
    expect(await page.getByTestId('demo-features').locator('li').count()).toBe(6);
    expect(await page.getByRole('navigation', { name: 'Slides' }).getByRole('button').count()).toBe(TOTAL);
    expect(await page.getByRole('progressbar', { name: 'Slide progress' }).getAttribute('aria-valuenow')).toBe('0');
    expect(await page.getByTestId('demo-announcer').getAttribute('aria-live')).toBe('polite');
    // Nothing moves until asked.
    await page.clock.runFor(10_000);
    await expectSlide(page, 'en', 0, 0, 'paused');
    await playThrough(page, 'en');
    await snap(page, e2e.shots, `${profile}-demo-ended`);

    // Playing again starts over.
    await page.getByRole('button', { name: 'Play again', exact: true }).click();
    await expectSlide(page, 'en', 0, 0, 'playing');
  });

  it.each(['fr', 'es'] as const)('plays a signed-in user every slide to the end in %s, with the screenshots in that language', async (language) => {
    const { page } = e2e;
    expect((await page.request.post('/api/auth/register', { data: registration() })).status()).toBe(201);
    await openDemo(page, language);
    await page.getByTestId('welcome-line').waitFor(VISIBLE);
    await playThrough(page, language);
  });

  it('jumps to a slide at 0% and pauses, from the slide buttons, and the counter follows', async () => {
    const { page } = e2e;
    await openDemo(page, 'en');
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await page.clock.runFor(DEMO_SLIDE_DURATIONS_MS.welcome / 2);
    await expectSlide(page, 'en', 0, 50, 'playing');

    await page.getByRole('button', { name: `Go to slide 4: ${en.slides['contact-search'].title}` }).click();
    await expectSlide(page, 'en', 3, 0, 'paused');
    await expectScreenshot(page, 'en', 'contact-search');
    expect(await page.getByTestId('demo-announcer').textContent()).toBe(`Slide 4 of ${TOTAL}: ${en.slides['contact-search'].title}`);
    await page.clock.runFor(10_000);
    await expectSlide(page, 'en', 3, 0, 'paused');

    // Paused mid-slide, it resumes where it was.
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await page.clock.runFor(700);
    await expectSlide(page, 'en', 3, 20, 'playing');
    await page.getByRole('button', { name: 'Pause', exact: true }).click();
    await page.clock.runFor(10_000);
    await expectSlide(page, 'en', 3, 20, 'paused');
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await page.clock.runFor(700);
    await expectSlide(page, 'en', 3, 40, 'playing');

    // A jump to the slide already shown resets it too.
    await page.getByRole('button', { name: `Go to slide 4: ${en.slides['contact-search'].title}` }).click();
    await expectSlide(page, 'en', 3, 0, 'paused');
  });

  it('plays and pauses with space, and moves between slides with the arrows (a jump: 0%, paused)', async () => {
    const { page } = e2e;
    await openDemo(page, 'en');
    await page.getByTestId('demo-slide-title').click(); // focus on the page, not on a control
    await page.keyboard.press('Space');
    await page.clock.runFor(1_500);
    await expectSlide(page, 'en', 0, 50, 'playing');
    await page.keyboard.press('Space');
    await expectSlide(page, 'en', 0, 50, 'paused');

    await page.keyboard.press('ArrowRight');
    await expectSlide(page, 'en', 1, 0, 'paused');
    await page.keyboard.press('ArrowRight');
    await expectSlide(page, 'en', 2, 0, 'paused');
    await expectScreenshot(page, 'en', 'intelligence-report');
    await page.keyboard.press('ArrowLeft');
    await expectSlide(page, 'en', 1, 0, 'paused');
    await page.keyboard.press('Space');
    await page.clock.runFor(DEMO_SLIDE_DURATIONS_MS['advanced-search'] / 2);
    await expectSlide(page, 'en', 1, 50, 'playing');
    await page.keyboard.press('ArrowLeft');
    await expectSlide(page, 'en', 0, 0, 'paused');
    // No slide before the first, none after the last.
    await page.keyboard.press('ArrowLeft');
    await expectSlide(page, 'en', 0, 0, 'paused');
    for (let i = 0; i < TOTAL + 2; i++) await page.keyboard.press('ArrowRight');
    await expectSlide(page, 'en', TOTAL - 1, 0, 'paused');

    // Space on a focused button is the button's own: the play button plays once, not twice.
    await page.getByRole('button', { name: 'Play', exact: true }).focus();
    await page.keyboard.press('Space');
    await expectSlide(page, 'en', TOTAL - 1, 0, 'playing');
  });

  it('keeps the progress bar from animating under reduced motion, and still plays on request', async () => {
    const { page } = e2e;
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openDemo(page, 'en');
    const transition = () => page.getByTestId('demo-progress').locator('div').evaluate((fill) => getComputedStyle(fill).transitionDuration);
    expect(await transition()).toBe('0s');
    await page.clock.runFor(10_000);
    await expectSlide(page, 'en', 0, 0, 'paused');
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await page.clock.runFor(1_500);
    await expectSlide(page, 'en', 0, 50, 'playing');

    await page.emulateMedia({ reducedMotion: 'no-preference' });
    expect(await transition()).not.toBe('0s');
  });

  it('fits a 390 px wide phone without horizontal scrolling', async () => {
    const { page } = e2e;
    await page.setViewportSize({ width: 390, height: 844 });
    await openDemo(page, 'en');
    await expectScreenshot(page, 'en', 'welcome');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
    for (const control of [page.getByTestId('demo-play'), page.getByTestId('demo-progress'), page.getByTestId('demo-counter'), page.getByTestId(`demo-slide-button-live-integration`)]) {
      const box = (await control.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    await snap(page, e2e.shots, `${profile}-demo-390`);
  });

  it('has no serious or critical WCAG 2.1 A/AA violation, at rest and on a chosen slide', async () => {
    const { page } = e2e;
    // The page's real clock here: axe schedules its own work with timers.
    await page.goto('/demo');
    await expectScreenshot(page, 'en', 'welcome');
    const serious = async () =>
      (await new AxeBuilder({ page }).include('main').withTags(WCAG_TAGS).analyze()).violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .flatMap((v) => v.nodes.map((node) => `${v.id}: ${v.help} at ${node.target.join(' ')}${node.failureSummary ? ` [${node.failureSummary.replace(/\s+/g, ' ')}]` : ''}`));
    expect(await serious()).toEqual([]);
    await page.getByRole('button', { name: `Go to slide 6: ${en.slides.team.title}` }).click();
    await expectScreenshot(page, 'en', 'team');
    // The chosen button turns primary through a colour transition: contrast is judged once it has ended.
    await settled(page);
    expect(await serious()).toEqual([]);
  });

  it('loads the screenshots on /demo only, never on the landing', async () => {
    const { page } = e2e;
    const requested: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/demo-slides/')) requested.push(request.url());
    });
    await page.goto('/');
    await page.getByText('Watch Demo').first().waitFor(VISIBLE);
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual([]);
    await page.goto('/demo');
    await expectScreenshot(page, 'en', 'welcome');
    expect(requested.length).toBeGreaterThan(0);
  });
});
