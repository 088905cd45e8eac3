/**
 * Carrier search and the carrier detail in a real browser against the real server, on synthetic carriers
 * (CARRIER_DATA_DEMO_ROWS). A shipper registers, searches by MC number (typed with an 'MC-' prefix), by phone
 * (typed formatted) and by part of a name, saves a result, and opens a carrier: its seven tabs, every risk
 * factor and the carriers sharing its phone. Which MC, phone and name to type comes from the server's own
 * answer to GET /api/carriers/search?q=a with the session cookie. On the Equipment tab the shipper syncs the carrier's
 * equipment from FMCSA's inspection data (a local server speaking its open-data JSON): the sync runs in the background
 * with its progress shown, then its toast, outcome and the vehicles it found; a second sync fails and says why.
 * Exporting a search writes every result to CSV, not only the page of 10 shown. Visitors get the FMCSA lookup on sample
 * data.
 */
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { EXPORT_MAX_CARRIERS } from '../src/features/carrier-search/search-export';
import { snap } from './support/browser';
import { useBrowserE2e } from './support/browser-e2e';
import { inspectionRow, startSocrataStub, type SocrataStub } from '../../test/support/fmcsa-socrata-stub';
import { e2eProfiles } from '../../test/support/server-process';
import frenchExplanations from '../src/i18n/locales/fr/explanations.json';

// testTimeout in a jest project entry is not applied (it is a global option): set it here.
jest.setTimeout(180_000);

// FerretDB v1 writes the distributed store slowly (about 60 rows/s): fewer demo carriers there.
const DEMO_ROWS: Record<string, string> = { embedded: '2000', distributed: '300' };
const PASSWORD = 'correct-horse-battery';
const VISIBLE = { state: 'visible', timeout: 20_000 } as const;
const TABS = ['LogiScope', 'Overview', 'Equipment', 'Safety & Compliance', 'Notes', 'LogiScope Reports', 'Certificates'];

interface CarrierAnswer {
  id: string;
  companyName: string;
  legalName: string;
  mcNumber: string;
  dotNumber: string;
  phone: string;
  riskScore: number | null;
  notEnoughData: boolean;
  riskFactors: { code: string; label: string; impact: number; detail: string; labelKey: string; key: string; params: Record<string, string> }[];
}

interface SharedAnswer {
  identifiers: { kind: string; value: string; discounted: boolean; total: number; carriers: { id: string; companyName: string; dotNumber: string }[] }[];
}

interface Target {
  carrier: CarrierAnswer;
  /** Other carriers with the same phone, as the shared-identifiers answer lists them. */
  sharingPhone: { id: string; companyName: string; dotNumber: string }[];
}

function uniqueEmail(who: string): string {
  return `${who}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** (555) 123-4567, as a broker would type a phone number. */
function formatted(phone: string): string {
  const digits = phone.replace(/\D/g, '').slice(-10);
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** Part of the name: all but its last word (often LLC / INC), in lower case; a long single word loses its tail. */
function partialName(name: string): string {
  const words = name.trim().split(/\s+/);
  const partial = words.length >= 2 ? words.slice(0, -1).join(' ') : words[0].slice(0, Math.max(4, words[0].length - 2));
  return partial.toLowerCase();
}

async function registerShipper(page: Page): Promise<void> {
  await page.goto('/auth');
  await page.getByText('Create one').click();
  await page.getByRole('heading', { name: 'Create your account' }).waitFor(VISIBLE);
  await page.getByLabel('First Name').fill('Sam');
  await page.getByLabel('Last Name').fill('Searcher');
  await page.getByLabel('Email').fill(uniqueEmail('searcher'));
  await page.getByText('Shipper', { exact: true }).click();
  await page.getByLabel('Company Name').fill('Searcher Shipping LLC');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByTestId('welcome-line').waitFor(VISIBLE);
  await page.waitForURL(/\/$/);
  // A new company is behind the paywall: its trial starts (as on /subscription), and the dashboard loads again on it.
  expect((await page.request.post('/api/subscription/start-trial')).status()).toBe(200);
  await page.reload();
  await page.getByTestId('welcome-line').waitFor(VISIBLE);
}

/** A carrier with an MC number and a phone that other carriers share, chosen from the server's answers. */
async function pickTarget(page: Page): Promise<Target> {
  // Common words of carrier names: together they reach most of the synthetic demo carriers.
  const carriers: CarrierAnswer[] = [];
  for (const q of ['trucking', 'transport', 'logistics', 'freight', 'express', 'carriers', 'hauling', 'lines']) {
    const search = await page.request.get('/api/carriers/search', { params: { q, page: '1', pageSize: '100' } });
    expect(search.status()).toBe(200);
    carriers.push(...((await search.json()) as { carriers: CarrierAnswer[] }).carriers);
  }
  expect(carriers.length).toBeGreaterThan(0);
  for (const carrier of carriers.filter((c) => c.mcNumber && c.phone.replace(/\D/g, '').length >= 10 && c.companyName.trim().length >= 4)) {
    const answer = await page.request.get(`/api/carriers/${encodeURIComponent(carrier.id)}/shared-identifiers`);
    expect(answer.status()).toBe(200);
    const { identifiers } = (await answer.json()) as SharedAnswer;
    const phone = identifiers.find((identifier) => identifier.kind === 'phone');
    const sharingPhone = (phone?.carriers ?? []).filter((other) => other.id !== carrier.id);
    if (sharingPhone.length > 0) return { carrier, sharingPhone };
  }
  throw new Error(`None of the ${carriers.length} carriers found has an MC number and a phone other carriers share`);
}

/** The result card of a carrier on the current results, paging on until it shows up. */
async function findResult(page: Page, carrierId: string): Promise<Locator> {
  await page.getByTestId('results-showing').waitFor(VISIBLE);
  const card = page.locator(`[data-testid="carrier-result"][data-carrier-id="${carrierId}"]`);
  for (let pageNo = 1; pageNo <= 10; pageNo += 1) {
    if ((await card.count()) > 0) return card;
    const next = page.locator('.ant-pagination-next');
    if ((await next.count()) === 0 || (await next.getAttribute('aria-disabled')) === 'true') break;
    const showing = await page.getByTestId('results-showing').textContent();
    await next.click();
    await page.waitForFunction((before) => document.querySelector('[data-testid="results-showing"]')?.textContent !== before, showing);
  }
  throw new Error(`Carrier ${carrierId} is not among the results`);
}

async function searchFor(page: Page, field: 'MC Number' | 'DOT Number' | 'Company Name' | 'Phone', value: string): Promise<void> {
  for (const name of ['MC Number', 'DOT Number', 'Company Name', 'Phone']) {
    await page.getByRole('textbox', { name, exact: true }).fill(name === field ? value : '');
  }
  await page.getByRole('textbox', { name: field, exact: true }).press('Enter');
  await page.getByTestId('results-showing').waitFor(VISIBLE);
}

describe.each(e2eProfiles())('carrier search in the browser [%s]', (profile) => {
  let fmcsa: SocrataStub;
  const e2e = useBrowserE2e(profile, {
    env: async () => {
      fmcsa = await startSocrataStub();
      // The POST answers "running" after half a second: the page then shows the progress and polls.
      return {
        CARRIER_DATA_DEMO_ROWS: DEMO_ROWS[profile],
        EQUIPMENT_SOURCE: 'fmcsa',
        FMCSA_DATA_URL: fmcsa.url,
        EQUIPMENT_SYNC_WAIT_MS: '500',
      };
    },
  });

  // After the browser and the server have gone.
  afterAll(async () => {
    await fmcsa?.close();
  });

  it('searches by MC, formatted phone and partial name, saves a carrier and opens it with its tabs, risk factors and shared phone', async () => {
    const { page, shots } = e2e;
    await registerShipper(page);
    await page.getByText('Use the search form above to find carriers by MC number, DOT number, phone number, or company name.').waitFor(VISIBLE);

    // Nothing typed: the spec's toast, and no call.
    await page.getByRole('button', { name: 'Search Carriers' }).click();
    await page.getByText('Please enter a search term.').waitFor(VISIBLE);
    await snap(page, shots, `${profile}-c01-search-required`);

    const { carrier, sharingPhone } = await pickTarget(page);
    const name = carrier.companyName;

    // MC number typed with a prefix.
    await searchFor(page, 'MC Number', `MC-${carrier.mcNumber}`);
    const byMc = await findResult(page, carrier.id);
    expect(await page.getByTestId('results-showing').textContent()).toMatch(/^Showing 1-\d+ of \d+ results/);
    await byMc.getByText(name, { exact: true }).waitFor(VISIBLE);
    await snap(page, shots, `${profile}-c02-results-by-mc`);

    // Save from the results: 'Carrier Saved', then Saved (disabled), and the sidebar lists it.
    await byMc.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`${name} has been added to your saved carriers.`).waitFor(VISIBLE);
    const saved = byMc.getByRole('button', { name: 'Saved' });
    await saved.waitFor(VISIBLE);
    expect(await saved.isDisabled()).toBe(true);
    await page.getByTestId('saved-carriers').getByRole('link', { name }).waitFor(VISIBLE);

    // Phone typed formatted; the carriers sharing it come back too.
    await searchFor(page, 'Phone', formatted(carrier.phone));
    await findResult(page, carrier.id);
    await snap(page, shots, `${profile}-c03-results-by-phone`);

    // Part of the name, in another case.
    const partial = partialName(name);
    await searchFor(page, 'Company Name', partial);
    const byName = await findResult(page, carrier.id);
    await snap(page, shots, `${profile}-c04-results-by-name`);

    // The searches count in the Account Status card (real values, not the spec's hard-coded 0 / 500).
    const today = Number(await page.getByTestId('searches-today').locator('.ant-statistic-content-value').textContent());
    expect(today).toBeGreaterThanOrEqual(3);

    // Open the carrier.
    await byName.getByRole('link', { name: 'View Full Profile' }).click();
    await page.waitForURL(new RegExp(`/carrier/${carrier.id}$`));
    await page.getByRole('heading', { level: 1, name }).waitFor(VISIBLE);
    expect(await page.getByTestId('carrier-dot').textContent()).toBe(`DOT ${carrier.dotNumber}`);
    for (const tab of TABS) await page.getByRole('tab', { name: tab, exact: true }).waitFor(VISIBLE);
    expect(await page.getByRole('tab').count()).toBe(TABS.length);
    expect(await page.getByRole('tab', { name: 'LogiScope', exact: true }).getAttribute('aria-selected')).toBe('true');

    // Every risk factor spelled out, and the score (or the 'not enough data' state).
    const detail = (await (await page.request.get(`/api/carriers/${encodeURIComponent(carrier.id)}`)).json()) as CarrierAnswer;
    const factors = page.getByTestId('risk-factor');
    await page.getByTestId('risk-factors').waitFor(VISIBLE);
    expect(await factors.count()).toBe(detail.riskFactors.length);
    for (const factor of detail.riskFactors) await page.getByTestId('risk-factors').getByText(factor.label, { exact: true }).first().waitFor(VISIBLE);
    if (detail.notEnoughData) await page.getByTestId('not-enough-data').waitFor(VISIBLE);
    else expect(await page.getByTestId('risk-score-value').textContent()).toBe(`${detail.riskScore}/100`);

    // The carriers sharing its phone.
    const phone = page.locator('[data-testid="shared-identifier"][data-kind="phone"]');
    await phone.waitFor(VISIBLE);
    await phone.getByText(formatted(carrier.phone)).waitFor(VISIBLE);
    for (const other of sharingPhone.slice(0, 3)) await phone.getByRole('link', { name: other.companyName || other.dotNumber, exact: true }).first().waitFor(VISIBLE);
    await snap(page, shots, `${profile}-c05-carrier-logiscope`);

    // The other tabs open with their content or the spec's empty states.
    await page.getByRole('tab', { name: 'Overview', exact: true }).click();
    await page.getByTestId('overview').waitFor(VISIBLE);
    await page.getByRole('tab', { name: 'Safety & Compliance', exact: true }).click();
    await page.getByTestId('safety-compliance').waitFor(VISIBLE);
    await page.getByRole('tab', { name: 'Equipment', exact: true }).click();
    await page.getByRole('button', { name: 'Search VIN' }).waitFor(VISIBLE);
    expect(await page.getByRole('button', { name: 'Search VIN' }).isDisabled()).toBe(true);

    // Sync Equipment: a background job (FMCSA answers after 2 s, the server after 0.5 s), its progress, then its outcome.
    const vins = ['3AKJHHDR7SSLA1234', '1UYVS2531RM123456'];
    const units = [
      { type: 'TRUCK TRACTOR', make: 'FRHT', plate: 'R123456', plateState: 'NJ', vin: vins[0] },
      { type: 'SEMI-TRAILER', make: 'UTIL', plate: 'T998877', plateState: 'NJ', vin: vins[1] },
    ];
    fmcsa.answer(carrier.dotNumber, { rows: [inspectionRow({ id: '1780123456', dot: carrier.dotNumber, date: '14-MAR-25', units })], delayMs: 2_000 });
    const toasts = page.locator('.ant-notification-notice');
    const syncStatus = (state: string) => page.locator(`[data-testid="equipment-sync-status"][data-state="${state}"]`);
    await page.getByTestId('sync-equipment').click();
    await syncStatus('running').getByText('Syncing equipment data…').waitFor(VISIBLE);
    await snap(page, shots, `${profile}-c05a-equipment-syncing`);
    await toasts.getByText('Equipment Data Synced', { exact: true }).waitFor(VISIBLE);
    await toasts.getByText('2 vehicles: 2 new, 0 updated.', { exact: true }).waitFor(VISIBLE);
    await syncStatus('completed').waitFor(VISIBLE);
    expect(await syncStatus('completed').textContent()).toMatch(/Last synced .+ · 2 vehicles · 2 new · 0 updated · 0 unchanged$/);
    for (const vin of vins) await page.getByTestId('equipment-list').getByText(vin, { exact: true }).waitFor(VISIBLE);
    expect(fmcsa.requestsFor(carrier.dotNumber)).toHaveLength(1);
    await snap(page, shots, `${profile}-c05b-equipment-synced`);

    // FMCSA failing: every attempt is made, then 'Sync Failed' with the server's reason, which also stays on the tab.
    fmcsa.answer(carrier.dotNumber, { status: 500 });
    await page.getByTestId('sync-equipment').click();
    await toasts.getByText('Sync Failed', { exact: true }).waitFor(VISIBLE);
    await toasts.getByText('FMCSA inspection data answered HTTP 500: Internal error', { exact: true }).waitFor(VISIBLE);
    await syncStatus('failed').getByText('FMCSA inspection data answered HTTP 500: Internal error', { exact: true }).waitFor(VISIBLE);
    expect(fmcsa.requestsFor(carrier.dotNumber)).toHaveLength(4);
    await page.getByTestId('equipment-list').getByText(vins[0], { exact: true }).waitFor(VISIBLE);
    await snap(page, shots, `${profile}-c05c-equipment-sync-failed`);
    await page.getByRole('tab', { name: 'Notes', exact: true }).click();
    await page.getByTestId('notes-empty').getByText('No notes yet...').waitFor(VISIBLE);
    await page.getByTestId('community-notes-empty').getByText('No community notes available.').waitFor(VISIBLE);
    await page.getByRole('tab', { name: 'LogiScope Reports', exact: true }).click();
    // A shipper reads reports; filing them is a broker feature, and both say so (web/test/reports.e2e.spec.ts files them).
    await page.getByTestId('fair-process').waitFor(VISIBLE);
    await page.getByTestId('reports-empty').waitFor(VISIBLE);
    await snap(page, shots, `${profile}-c05d-reports-empty`);
    await page.getByTestId('submit-report').click();
    const reportDialog = page.getByRole('dialog');
    await reportDialog.getByTestId('brokers-only').getByText('Filing reports is a broker feature. Shipper companies can read reports but not file them.').waitFor(VISIBLE);
    expect(await reportDialog.getByRole('button', { name: 'Submit Report' }).isDisabled()).toBe(true);
    await reportDialog.getByRole('button', { name: 'Cancel' }).first().click();
    await reportDialog.waitFor({ state: 'hidden', timeout: 15_000 });
    await page.getByRole('tab', { name: 'Certificates', exact: true }).click();
    await page.getByTestId('generate-tag').waitFor(VISIBLE);
    await snap(page, shots, `${profile}-c06-carrier-certificates`);

    // In French the factors are rendered from their keys and parameters, not from the server's English.
    const french: Record<string, string> = frenchExplanations;
    const translated = detail.riskFactors.find((f) => french[f.labelKey] && !french[f.labelKey].includes('{{') && french[f.labelKey] !== f.label);
    if (!translated) throw new Error(`No factor of carrier ${carrier.id} has a French label without parameters: ${detail.riskFactors.map((f) => f.labelKey).join(', ')}`);
    await page.evaluate(() => localStorage.setItem('i18nextLng', 'fr'));
    await page.goto(`/carrier/${carrier.id}`);
    await page.getByTestId('risk-factors').getByText(french[translated.labelKey], { exact: true }).first().waitFor(VISIBLE);
    expect(await page.getByTestId('risk-factors').getByText(translated.label, { exact: true }).count()).toBe(0);
    await snap(page, shots, `${profile}-c06a-carrier-factors-fr`);
    await page.evaluate(() => localStorage.setItem('i18nextLng', 'en'));

    // A DOT number no carrier has.
    await page.goto('/carrier/999999999');
    await page.getByText('Carrier not found.').waitFor(VISIBLE);

    // The dashboard's Account Status: the company's plan, its trial (the subscription is served: no 'planned', no 'unavailable').
    await page.goto('/');
    await page.getByTestId('account-status').getByTestId('plan-status').getByText('Free Trial', { exact: true }).waitFor(VISIBLE);
    expect(await page.getByText('Plan details unavailable').count()).toBe(0);
  });

  it('exports every result of a search to CSV, not only the page shown', async () => {
    const { page, shots } = e2e;
    await registerShipper(page);
    const answer = await page.request.get('/api/carriers/search', { params: { q: 'trucking', page: '1', pageSize: '1' } });
    const { total } = (await answer.json()) as { total: number };
    // More results than the page of 10 on screen, or the test proves nothing.
    expect(total).toBeGreaterThan(10);
    await searchFor(page, 'Company Name', 'trucking');
    expect(await page.locator('[data-testid="carrier-result"]').count()).toBe(10);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-results').click()]);
    expect(download.suggestedFilename()).toMatch(/^logiscope-search-results-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = readFileSync((await download.path())!, 'utf8').trim().split(/\r?\n/);
    const exported = Math.min(total, EXPORT_MAX_CARRIERS);
    expect(lines).toHaveLength(exported + 1);
    await page.getByText(new RegExp(`^${exported} rows exported to logiscope-search-results-`)).waitFor(VISIBLE);
    if (total > EXPORT_MAX_CARRIERS) await page.getByTestId('export-cap-note').waitFor(VISIBLE);
    else expect(await page.getByTestId('export-cap-note').count()).toBe(0);
    await snap(page, shots, `${profile}-c08-export-all-results`);
  });

  it('lets a visitor try the FMCSA lookup on sample records', async () => {
    const { page, shots } = e2e;
    await page.goto('/fmcsa-integration');
    await page.getByRole('heading', { name: 'FMCSA Lookup' }).waitFor(VISIBLE);
    expect(await page.getByRole('button', { name: 'Search FMCSA' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'DOT 53467' }).click();
    await page.getByTestId('fmcsa-result').getByText('WERNER ENTERPRISES INC').first().waitFor(VISIBLE);
    await snap(page, shots, `${profile}-c07-fmcsa-visitor`);
  });
});
