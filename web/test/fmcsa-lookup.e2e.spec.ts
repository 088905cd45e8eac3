/**
 * The FMCSA lookup in a real browser against the real server, on synthetic demo carriers plus real FMCSA census rows
 * imported with `npm run import` (the repository's census sample: real carriers have 7-digit DOT numbers, the synthetic
 * generator's are shorter). A visitor registering as a broker types a DOT number and the form fills in the company; an
 * unknown number says so with the server's message. A signed-in company clicks each sample number the FMCSA Lookup
 * page offers and gets a record every time. Which numbers to type comes from the server's own answers.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { snap } from './support/browser';
import { useBrowserE2e } from './support/browser-e2e';
import { ApiClient, registration } from '../../test/support/http-client';
import { CENSUS_SAMPLE, importFiles } from '../../test/support/import-cli';
import { e2eProfiles } from '../../test/support/server-process';
import { registerOnTrial } from '../../test/support/trial';

// testTimeout in a jest project entry is not applied (it is a global option): set it here.
jest.setTimeout(180_000);

const VISIBLE = { state: 'visible', timeout: 20_000 } as const;
// FerretDB v1 writes the distributed store slowly (about 60 rows/s): fewer carriers there.
const DEMO_ROWS: Record<string, string> = { embedded: '300', distributed: '100' };
const CENSUS_ROWS: Record<string, number> = { embedded: 811, distributed: 150 };
const STATES = ['WI', 'PA', 'GA', 'TX', 'CA', 'IL', 'OH', 'MN', 'NY', 'FL', 'CO', 'KS', 'MD', 'MI', 'IN'];

interface Carrier {
  companyName: string;
  legalName: string;
  mcNumber: string;
  dotNumber: string;
}

interface Samples {
  mc: { number: string; companyName: string }[];
  dot: { number: string; companyName: string }[];
}

/** The last `rows` carriers of the real census sample (sorted by DOT number: the 7-digit ones are at its end). */
function censusTail(dir: string, rows: number): string {
  const [header, ...data] = readFileSync(CENSUS_SAMPLE, 'utf8').split(/\r?\n/).filter(Boolean);
  const file = join(dir, 'FMCSA_CENSUS1_tail.csv');
  writeFileSync(file, [header, ...data.slice(-rows), ''].join('\n'));
  return file;
}

async function openRegistrationAsBroker(page: Page): Promise<void> {
  await page.goto('/auth');
  await page.getByText('Create one').click();
  await page.getByRole('heading', { name: 'Create your account' }).waitFor(VISIBLE);
  await page.getByText('Freight Broker', { exact: true }).click();
  await page.getByLabel('DOT Number').waitFor(VISIBLE);
}

describe.each(e2eProfiles())('FMCSA lookup in the browser [%s]', (profile) => {
  const e2e = useBrowserE2e(profile, { env: { CARRIER_DATA_DEMO_ROWS: DEMO_ROWS[profile] } });
  /** A signed-in company of its own, for the API calls that pick what the browser types. */
  let company: ApiClient;
  let account: ReturnType<typeof registration>;

  beforeAll(async () => {
    await importFiles(e2e.server, profile, [censusTail(e2e.server.dataDir, CENSUS_ROWS[profile])]);
    company = new ApiClient(e2e.server.baseUrl);
    account = registration();
    expect((await registerOnTrial(company, account)).status).toBe(201);
  }, 240_000);

  /** A carrier with a DOT number of 7 or more digits, found by searching the server's carriers state by state. */
  async function carrierWithLongDot(): Promise<Carrier> {
    for (const state of STATES) {
      const res = await company.post('/api/carriers/advanced-search', { state, pageSize: 100 });
      expect(res.status).toBe(200);
      const found = (res.body.carriers as Carrier[]).find((c) => c.dotNumber.length >= 7 && (c.companyName || c.legalName));
      if (found) return found;
    }
    throw new Error('No carrier with a 7-digit DOT number in the server data');
  }

  /** A 7-digit DOT number the server holds no carrier for. */
  async function unknownDot(): Promise<string> {
    for (let dot = 9_999_999; dot > 9_999_900; dot -= 1) {
      if ((await company.get(`/api/fmcsa/lookup?dot=${dot}`)).status === 404) return String(dot);
    }
    throw new Error('Every DOT number tried is held');
  }

  it('fills in the company a visitor registering as a broker names by its DOT number, and says when none has it', async () => {
    const { page, shots } = e2e;
    const carrier = await carrierWithLongDot();
    const name = carrier.companyName || carrier.legalName;
    await openRegistrationAsBroker(page);
    await page.getByLabel('DOT Number').fill(carrier.dotNumber);
    const companyName = page.getByLabel('Company Name');
    await page.waitForFunction(
      ({ expected }) => (document.querySelector<HTMLInputElement>('#register_companyName')?.value ?? '') === expected,
      { expected: name },
      { timeout: 20_000 },
    );
    expect(await companyName.inputValue()).toBe(name);
    expect(await page.getByLabel('MC Number').inputValue()).toBe(carrier.mcNumber);
    const toasts = page.locator('.ant-notification-notice');
    await toasts.getByText('Company Found', { exact: true }).waitFor(VISIBLE);
    await snap(page, shots, `${profile}-l01-registration-filled`);

    const missing = await unknownDot();
    await page.getByLabel('DOT Number').fill(missing);
    await toasts.getByText('Company Not Found', { exact: true }).waitFor(VISIBLE);
    await toasts.getByText(`No carrier found with DOT number ${missing} in the FMCSA data`, { exact: true }).waitFor(VISIBLE);
    expect(await companyName.inputValue()).toBe(name);
    await snap(page, shots, `${profile}-l02-registration-not-found`);
  });

  it('shows a record for every sample number the FMCSA Lookup page offers a signed-in company', async () => {
    const { page, shots } = e2e;
    expect((await page.request.post('/api/auth/login', { data: { email: account.email, password: account.password } })).status()).toBe(200);
    const samples = (await (await page.request.get('/api/fmcsa/samples')).json()) as Samples;
    expect(samples.mc).toHaveLength(3);
    expect(samples.dot).toHaveLength(3);
    await page.goto('/fmcsa-integration');
    await page.getByTestId('fmcsa-footer').getByText(/as loaded into LogiScope/).waitFor(VISIBLE);
    const result = page.getByTestId('fmcsa-result');
    for (const [kind, list] of [['mc', samples.mc], ['dot', samples.dot]] as const) {
      const buttons = page.getByTestId(`fmcsa-sample-${kind}`);
      await buttons.first().waitFor(VISIBLE);
      expect(await buttons.allTextContents()).toEqual(list.map((s) => (kind === 'mc' ? `MC-${s.number}` : `DOT ${s.number}`)));
      for (const [i, sample] of list.entries()) {
        await buttons.nth(i).click();
        await result.getByRole('heading', { level: 3, name: sample.companyName, exact: true }).waitFor(VISIBLE);
      }
    }
    expect(await page.locator('.ant-notification-notice').getByText('Company Not Found').count()).toBe(0);
    expect(await page.getByTestId('fmcsa-error').count()).toBe(0);
    await snap(page, shots, `${profile}-l03-sample-result`);
  });
});
