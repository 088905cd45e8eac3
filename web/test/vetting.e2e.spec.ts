/**
 * Load vetting in a real browser (issue 24 §4): a broker opens a carrier whose verdict is Review, chooses "Vet for a
 * load", meets the form's rules, accepts the Review with a reason and gets the record with its code, PDF, JSON and
 * public links; a carrier that fails offers no override, in the words the server refuses one with, and is recorded all
 * the same. The Load Vetting History lists both, per load and per carrier too, finds one by its load reference and
 * exports them as CSV; its ADMIN sets how long new records are kept; the public page shows a record to a visitor and
 * checks a copy of its PDF. The
 * dialog and its answer are axe-clean and fit a phone; the dialog and the history speak French and Spanish.
 */
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { overflow, settled, snap } from './support/browser';
import { useBrowserE2e } from './support/browser-e2e';
import { chooseLanguage, translation } from './support/screens';
import { registration } from '../../test/support/http-client';

jest.setTimeout(240_000);

const VISIBLE = { state: 'visible', timeout: 20_000 } as const;
interface Found {
  id: string;
  mcNumber: string;
  verdict: { outcome: string };
}

async function violations(page: Page, scope: string): Promise<string[]> {
  await settled(page);
  const { violations: found } = await new AxeBuilder({ page }).include(scope).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return found.filter((v) => v.impact === 'serious' || v.impact === 'critical').flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}


const listedCodes = (page: Page) => page.evaluate(() => [...document.querySelectorAll('[data-testid="vetting-row"]')].map((r) => r.getAttribute('data-code') ?? ''));

/**
 * The codes the history lists, once they are `codes` (in that order) or 20 s have passed: a list is read when it has
 * answered the last filter or search, not while an earlier answer is still on screen.
 */
async function listed(page: Page, codes: string[]): Promise<string[]> {
  await page
    .waitForFunction((want) => [...document.querySelectorAll('[data-testid="vetting-row"]')].map((r) => r.getAttribute('data-code')).join() === want.join(), codes, { timeout: 20_000 })
    .catch(() => undefined);
  return listedCodes(page);
}

async function openDialog(page: Page, carrierId: string, button = 'Vet for a load'): Promise<void> {
  await page.goto(`/carrier/${carrierId}`);
  await page.getByRole('button', { name: button }).click();
  await page.getByTestId('vet-load-reference').waitFor(VISIBLE);
}

describe.each(['embedded' as const])('load vetting in the browser [%s]', (profile) => {
  const e2e = useBrowserE2e(profile, { env: { CARRIER_DATA_DEMO_ROWS: '300' } });

  it('vets a Review with a reason and a Fail without one, lists and exports them, and shows a record to anyone with its code', async () => {
    const { page, context, shots } = e2e;
    const broker = registration({ companyType: 'BROKER', mcNumber: 'MC-515151B', firstName: 'Vera', lastName: 'Vetter', companyName: 'Vetting Brokers LLC' });
    expect((await page.request.post('/api/auth/register', { data: broker })).status()).toBe(201);
    expect((await page.request.post('/api/subscription/start-trial')).status()).toBe(200);
    const { carriers } = (await (await page.request.get('/api/carriers/search?q=trucking&pageSize=100')).json()) as { carriers: Found[] };
    const review = carriers.find((c) => c.verdict.outcome === 'REVIEW')!;
    const fail = carriers.find((c) => c.verdict.outcome === 'FAIL')!;
    expect([review?.verdict.outcome, fail?.verdict.outcome]).toEqual(['REVIEW', 'FAIL']);

    // A Review: the form's rules first, then accepted with a reason.
    await openDialog(page, review.id);
    await page.getByTestId('vet-verdict').getByText('Review').waitFor(VISIBLE);
    expect(await violations(page, '.ant-modal')).toEqual([]);
    await page.getByTestId('vet-submit').click();
    await page.getByText('Give the load reference (up to 64 characters)').waitFor(VISIBLE);
    await page.getByTestId('vet-load-reference').fill('PO-48213');
    await page.getByTestId('vet-pickup-date').fill('2026-12-08');
    await page.getByTestId('vet-lane').fill('Chicago, IL → Dallas, TX');
    await page.getByTestId('vet-accept-review').check();
    await page.getByTestId('vet-override-reason').fill('too short');
    await page.getByTestId('vet-submit').click();
    await page.getByText('Give the reason for overriding the Review (10 to 500 characters)').waitFor(VISIBLE);
    await page.getByTestId('vet-override-reason').fill('Insurance confirmed with the agent by phone');
    await page.getByTestId('vet-submit').click();

    const recorded = page.getByTestId('vet-recorded');
    await recorded.waitFor(VISIBLE);
    const code = ((await page.getByTestId('vetting-code').first().textContent()) ?? '').trim();
    expect(code).toMatch(/^LV-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(await recorded.textContent()).toContain(`Vetting recorded under ${code}.`);
    expect((await page.getByTestId('vetting-load-reference').textContent())?.trim()).toBe('PO-48213');
    expect((await page.getByTestId('vetting-override').textContent())?.trim()).toBe('Yes: Insurance confirmed with the agent by phone');
    await page.locator('.ant-modal').getByTestId('verdict-section-badge').getByText('Review').waitFor(VISIBLE);
    expect(await page.getByTestId('vetting-json').getAttribute('href')).toBe(`/api/vettings/${code}`);
    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByTestId('vetting-pdf').click()]);
    expect(pdf.suggestedFilename()).toMatch(new RegExp(`^load-vetting-\\d+-${code}\\.pdf$`));
    const pdfBytes = readFileSync((await pdf.path())!);
    expect(pdfBytes.subarray(0, 5).toString()).toBe('%PDF-');
    await snap(page, shots, `${profile}-vetting-recorded`);
    expect(await violations(page, '.ant-modal')).toEqual([]);

    // At a phone's width the answer fits.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await overflow(page)).toEqual([]);
    await snap(page, shots, `${profile}-vetting-recorded-phone`);
    await page.setViewportSize({ width: 1366, height: 900 });

    // A Fail: no override offered, the server's words; recorded all the same.
    await openDialog(page, fail.id);
    await page.getByTestId('vet-fail').getByText('A Fail cannot be overridden: this carrier may not be tendered the load.').waitFor(VISIBLE);
    expect(await page.getByTestId('vet-accept-review').count()).toBe(0);
    await page.getByTestId('vet-load-reference').fill('PO-99001');
    await page.getByTestId('vet-submit').click();
    await page.getByTestId('vet-recorded').waitFor(VISIBLE);
    await page.locator('.ant-modal').getByTestId('verdict-section-badge').getByText('Fail').waitFor(VISIBLE);
    const failCode = ((await page.getByTestId('vetting-code').first().textContent()) ?? '').trim();
    expect(failCode).toMatch(/^LV-/);
    expect(await violations(page, '.ant-modal')).toEqual([]);
    await page.getByRole('link', { name: 'Load vetting history' }).click();

    // The history: both, newest first; the search finds one by its load reference; the CSV holds them.
    await page.waitForURL('**/load-vetting');
    await page.getByRole('heading', { name: 'Load Vetting History' }).waitFor(VISIBLE);
    const rows = page.getByTestId('vetting-row');
    expect(await listed(page, [failCode, code])).toEqual([failCode, code]);
    expect(await rows.nth(1).getByText('Review accepted').count()).toBe(1);
    expect(await violations(page, 'main')).toEqual([]);
    const [csvFile] = await Promise.all([page.waitForEvent('download'), page.getByTestId('vetting-export').click()]);
    const csv = readFileSync((await csvFile.path())!, 'utf8');
    expect(csv.split('\r\n')[0]).toContain('Verification code,Vetted at,Load reference');
    expect(csv).toContain(code);
    expect(csv).toContain('PO-99001');
    // Per load and per carrier: a record's load reference and USDOT list that load's and that carrier's records.
    await rows.nth(1).getByTestId('vetting-row-load').click();
    await page.waitForURL('**/load-vetting?loadReference=PO-48213');
    await page.getByTestId('vetting-filter-load').getByText('Load PO-48213 only').waitFor(VISIBLE);
    expect(await listed(page, [code])).toEqual([code]);
    await page.getByTestId('vetting-filter-load').locator('.ant-tag-close-icon').click();
    expect(await listed(page, [failCode, code])).toEqual([failCode, code]);
    await rows.first().getByTestId('vetting-row-carrier').click();
    await page.waitForURL(`**/load-vetting?carrierId=${fail.id}`);
    expect(await listed(page, [failCode])).toEqual([failCode]);
    expect(await rows.first().getByText('PO-99001').count()).toBe(1);
    await page.getByTestId('vetting-filter-carrier').locator('.ant-tag-close-icon').click();
    expect(await listed(page, [failCode, code])).toEqual([failCode, code]);

    // The ADMIN sets how long new records are kept.
    await page.getByTestId('vetting-retention').getByText("New records are kept for 8 years from the day they are made. (LogiScope's default)").waitFor(VISIBLE);
    await page.getByLabel('Keep new records for (years)').fill('10');
    await page.getByTestId('vetting-retention-save').click();
    await page.getByTestId('vetting-retention').getByText('New records are kept for 10 years from the day they are made. (set by').waitFor(VISIBLE);
    await page.getByLabel('Search the vetting history').fill('po-482');
    await page.getByLabel('Search the vetting history').press('Enter');
    expect(await listed(page, [code])).toEqual([code]);
    await snap(page, shots, `${profile}-vetting-history`);

    // Anyone with the code: the public page, signed out.
    await context.clearCookies();
    await page.goto(`/verify/${code}`);
    await page.getByRole('heading', { name: 'Load Vetting Record' }).waitFor(VISIBLE);
    expect((await page.getByTestId('vetting-load-reference').textContent())?.trim()).toBe('PO-48213');
    expect(await page.getByText('Vetting Brokers LLC').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('vetting-pdf').count()).toBe(0);
    // A copy of its PDF checks out; a changed one does not.
    await page.locator('input[type=file]').setInputFiles({ name: 'record.pdf', mimeType: 'application/pdf', buffer: pdfBytes });
    await page.getByTestId('certificate-result').filter({ hasText: 'This copy matches' }).waitFor(VISIBLE);
    const changed = Buffer.from(pdfBytes);
    changed[changed.length - 10] ^= 1;
    await page.locator('input[type=file]').setInputFiles({ name: 'record.pdf', mimeType: 'application/pdf', buffer: changed });
    await page.getByTestId('certificate-result').filter({ hasText: 'This copy does not match' }).waitFor(VISIBLE);
    expect(await violations(page, 'main')).toEqual([]);
  });

  it.each(['fr', 'es'] as const)('speaks %s in the dialog and the history', async (lng) => {
    const { page } = e2e;
    const broker = registration({ companyType: 'BROKER', mcNumber: `MC-${lng === 'fr' ? 525252 : 535353}B` });
    expect((await page.request.post('/api/auth/register', { data: broker })).status()).toBe(201);
    expect((await page.request.post('/api/subscription/start-trial')).status()).toBe(200);
    const { carriers } = (await (await page.request.get('/api/carriers/search?q=trucking&pageSize=5')).json()) as { carriers: Found[] };
    await page.goto('/');
    await chooseLanguage(page, lng);
    await openDialog(page, carriers[0].id, translation(lng, 'carrierDetail:actions.vetForLoad'));
    await page.getByText(translation(lng, 'compliance:vetting.dialog.intro')).waitFor(VISIBLE);
    await page.getByTestId('vet-submit').click();
    await page.getByText(translation(lng, 'errors:VETTING_LOAD_REFERENCE_REQUIRED')).waitFor(VISIBLE);
    await page.getByTestId('vet-load-reference').fill(`LANG-${lng}`);
    await page.getByTestId('vet-submit').click();
    await page.getByText(translation(lng, 'compliance:vetting.record.title')).waitFor(VISIBLE);
    await page.goto('/load-vetting');
    await page.getByRole('heading', { name: translation(lng, 'compliance:vetting.history.title') }).waitFor(VISIBLE);
    await page.getByTestId('vetting-row').getByText(translation(lng, 'compliance:vetting.history.load').replace('{{reference}}', `LANG-${lng}`)).waitFor(VISIBLE);
  });
});
