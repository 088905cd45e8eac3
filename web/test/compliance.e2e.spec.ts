/**
 * Compliance documents and certificates in a real browser on the embedded demo. A broker company generates a Safety
 * Audit for a carrier found by its DOT number, watches the job end, downloads the PDF (its text holds the carrier's
 * real numbers) and sees the document become Downloaded. On the carrier's Certificates tab, Generate Tag downloads a
 * signed certificate; its public /verify page shows what was recorded, says an unchanged copy matches and a changed
 * one does not. A visitor keeps the sample generator. Which carrier to use comes from the server's own answers.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import type { CarrierView } from '@logiscope/proto/views';
import { snap } from './support/browser';
import { useBrowserE2e } from './support/browser-e2e';
import { registration } from '../../test/support/http-client';
import { pdfText } from '../../test/support/pdf-text';
import { registerOnTrialInBrowser } from '../../test/support/trial';

jest.setTimeout(180_000);

const VISIBLE = { state: 'visible', timeout: 20_000 } as const;

async function registerBroker(page: Page): Promise<void> {
  const res = await registerOnTrialInBrowser(page.request, registration({ companyType: 'BROKER', mcNumber: `MC-${Date.now() % 1_000_000}b` }));
  expect(res.status()).toBe(201);
}

async function aCarrier(page: Page): Promise<CarrierView> {
  const res = await page.request.get('/api/carriers/search', { params: { q: 'trucking', page: '1', pageSize: '50' } });
  const carriers = ((await res.json()) as { carriers: CarrierView[] }).carriers;
  const carrier = carriers.find((c) => c.mcNumber !== '') ?? carriers[0];
  if (!carrier) throw new Error('No demo carrier answers "trucking"');
  return carrier;
}

/** Clicks and returns the bytes of the file the browser downloads. */
async function downloadOf(page: Page, click: () => Promise<void>): Promise<Buffer> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return readFileSync((await download.path())!);
}

describe.each(['embedded' as const])('compliance documents and certificates in the browser [%s]', (profile) => {
  const e2e = useBrowserE2e(profile, { env: { CARRIER_DATA_DEMO_ROWS: '500' } });

  it('generates a document for a carrier, shows its job end, downloads the real PDF, and marks it Downloaded', async () => {
    const { page } = e2e;
    await registerBroker(page);
    const carrier = await aCarrier(page);
    await page.goto('/compliance-generator');
    await page.getByTestId('compliance-empty').waitFor(VISIBLE);

    // Nothing chosen: the spec's toast.
    await page.getByTestId('compliance-generate').click();
    await page.getByText('Please select both a carrier and document type.').waitFor(VISIBLE);

    await page.locator('#compliance-carrier').fill(carrier.dotNumber);
    await page.locator('.ant-select-item-option').filter({ hasText: `DOT ${carrier.dotNumber}` }).first().click();
    await page.locator('#compliance-type').click();
    await page.locator('.ant-select-item-option').filter({ hasText: 'Safety Audit' }).click();
    await page.getByTestId('compliance-generate').click();

    const item = page.getByTestId('compliance-document').first();
    await item.getByTestId('compliance-status').filter({ hasText: 'Generated' }).waitFor(VISIBLE);
    await page.getByText('Your compliance document has been successfully generated.').waitFor(VISIBLE);
    expect(await item.textContent()).toContain(`DOT ${carrier.dotNumber}`);
    await snap(page, e2e.shots, `${profile}-compliance-generated`);

    const pdf = await downloadOf(page, () => item.getByTestId('compliance-download').click());
    const { text } = pdfText(pdf);
    expect(text).toContain('Safety Audit');
    expect(text).toContain(`USDOT number ${carrier.dotNumber}`);
    if (carrier.mcNumber) expect(text).toContain(`MC-${carrier.mcNumber}`);
    expect(text).toContain(`Legal name ${carrier.legalName}`);
    await item.getByTestId('compliance-status').filter({ hasText: 'Downloaded' }).waitFor(VISIBLE);
    await page.getByText('Compliance report downloaded successfully.').waitFor(VISIBLE);
  });

  it('issues a certificate on the carrier detail, and its public page confirms the copy and refuses a changed one', async () => {
    const { page } = e2e;
    await registerBroker(page);
    const carrier = await aCarrier(page);
    await page.goto(`/carrier/${encodeURIComponent(carrier.id)}`);
    await page.getByRole('tab', { name: 'Certificates' }).click();
    const pdf = await downloadOf(page, () => page.getByTestId('generate-tag').click());
    const code = (await page.getByTestId('certificate-code').first().textContent())!.replace('Code ', '').trim();
    expect(code).toMatch(/^LS-/);
    expect(pdfText(pdf).text).toContain(code);
    await snap(page, e2e.shots, `${profile}-certificates-tab`);

    await page.getByRole('link', { name: 'Verification page' }).first().click();
    await page.waitForURL(`**/verify/${code}`);
    await page.getByTestId('certificate-record').waitFor(VISIBLE);
    expect(await page.getByTestId('certificate-numbers').textContent()).toContain(`USDOT ${carrier.dotNumber}`);
    expect(await page.getByTestId('certificate-verdict').getAttribute('data-outcome')).toBe(carrier.verdict.outcome);
    expect(await page.getByTestId('certificate-verdict').textContent()).toBe({ PASS: 'Pass', REVIEW: 'Review', FAIL: 'Fail' }[carrier.verdict.outcome]);

    // Anyone holding the code checks a copy: the same file matches, a changed one does not.
    const visitor = await e2e.browser.newPage({ baseURL: e2e.server.baseUrl });
    await visitor.goto(`/verify/${code}`);
    await visitor.getByTestId('certificate-record').waitFor(VISIBLE);
    await visitor.locator('input[type=file]').setInputFiles({ name: 'certificate.pdf', mimeType: 'application/pdf', buffer: pdf });
    await visitor.getByTestId('certificate-result').filter({ hasText: 'This copy matches' }).waitFor(VISIBLE);
    await snap(visitor, e2e.shots, `${profile}-verify-match`);
    const changed = Buffer.from(pdf);
    changed[changed.indexOf(carrier.dotNumber)] ^= 0x01;
    await visitor.locator('input[type=file]').setInputFiles({ name: 'certificate.pdf', mimeType: 'application/pdf', buffer: changed });
    await visitor.getByTestId('certificate-result').filter({ hasText: 'This copy does not match' }).waitFor(VISIBLE);
    await visitor.goto('/verify/LS-0000-0000-0000');
    await visitor.getByText('Certificate Not Found').waitFor(VISIBLE);
    await visitor.close();
  });

  it('keeps the sample generator for visitors', async () => {
    const { page } = e2e;
    await page.goto('/compliance-generator');
    await page.getByText('Sample data: sign in to generate documents from real carrier data.').waitFor(VISIBLE);
    expect(await page.getByTestId('compliance-document').count()).toBe(2);
    const pdf = await downloadOf(page, () => page.getByTestId('compliance-download').first().click());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfText(pdf).text).toContain('SAMPLE DOCUMENT');
  });
});
