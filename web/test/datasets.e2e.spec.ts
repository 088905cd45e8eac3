/**
 * The Data sets screen (/datasets) in a real browser against the embedded server, its daily refresh pointed at the
 * stand-in portal (test/support/motus-portal.stub.ts): a company administrator is refused; the platform operator sees
 * every data set with its dates, a notice per stale one, starts "Refresh now" and watches the table show the outcome
 * (the next day's differences applied, then a portal failure); the FMCSA lookup's imports section carries the notices.
 */
import AxeBuilder from '@axe-core/playwright';
import { settled, snap } from './support/browser';
import { useBrowserE2e } from './support/browser-e2e';
import { startMotusPortal, type MotusPortalStub } from '../../test/support/motus-portal.stub';
import { CENSUS_ID, motusAuthHist, motusBoc3, motusCarrier, motusInsHist, motusInsur, motusRevokeSuspend, publishMotusDay, type MotusFiles } from '../../test/support/motus-rows';
import { demoAccount, operatorAccount } from '../../test/support/server-process';

jest.setTimeout(240_000);

const VISIBLE = { state: 'visible', timeout: 30_000 } as const;
const DAY_MS = 86_400_000;
const easternToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
const daysAgo = (n: number) => new Date(Date.parse(`${easternToday()}T00:00:00Z`) - n * DAY_MS).toISOString().slice(0, 10);
/** A day as the English screen writes it (Dec 1, 2026). */
const shown = (day: string) => new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

const alpha = motusCarrier({ dot: '3100001', docket: 'MC900001', name: 'ALPHA FREIGHT LLC' });
const FILES: MotusFiles = {
  'motus-carrier': [alpha],
  'motus-insur': [motusInsur({ dot: '3100001', docket: 'MC900001', policy: 'ALPHA-P-1', effective: '2026-01-02' })],
  'motus-authhist': [motusAuthHist({ dot: '3100001', docket: 'MC900001', status: 'Active', reason: 'GRANTED', on: '2020-03-02' })],
  'motus-revokesuspend': [motusRevokeSuspend({ dot: '3100009', docket: 'MC900009', served: '2026-05-20', effective: '2026-06-19' })],
  'motus-inshist': [motusInsHist({ dot: '3100001', docket: 'MC900001', policy: 'ALPHA-OLD', effective: '2020-03-01', cancelled: '2026-01-01' })],
  'motus-boc3': [motusBoc3({ dot: '3100001', docket: 'MC900001', agent: 'PROCESS AGENTS OF AMERICA' })],
};

describe('the Data sets screen in the browser [embedded]', () => {
  let portal: MotusPortalStub;
  const e2e = useBrowserE2e('embedded', {
    env: async () => {
      portal = await startMotusPortal({ appToken: 'browser-token' });
      // Four days old: held completely, but stale for the verdicts (more than 3 days).
      publishMotusDay(portal, daysAgo(4), { baseline: FILES, daily: FILES });
      portal.publish(CENSUS_ID, daysAgo(4), []);
      return {
        CARRIER_DATA_DEMO_ROWS: '0',
        MOTUS_REFRESH: 'on',
        FMCSA_DATA_URL: portal.url,
        FMCSA_APP_TOKEN: 'browser-token',
        MOTUS_REFRESH_NOT_BEFORE: '00:00',
        MOTUS_REFRESH_TIMEOUT_MS: '1000',
      };
    },
    viewport: { width: 1440, height: 900 },
  });
  afterAll(async () => {
    await portal?.close();
  });

  const row = (kind: string) => e2e.page.locator(`[data-testid="datasets-table"] tr[data-row-key="${kind}"]`);
  const signIn = async (account: { email: string; password: string }) => {
    const res = await e2e.page.request.post('/api/auth/login', { data: account });
    expect(res.status()).toBe(200);
  };
  /** The refresh that ran at start, over. */
  const startRunOver = async () => {
    for (let i = 0; i < 240; i++) {
      const res = await e2e.page.request.get('/api/admin/datasets');
      const body = (await res.json()) as { refresh: { running: boolean; lastRun?: { finishedAt: string } } };
      if (body.refresh.lastRun?.finishedAt && !body.refresh.running) return;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error('the refresh at start did not finish');
  };

  it("refuses a company's administrator: the data sets are for the platform operator", async () => {
    const { page, server, shots } = e2e;
    await signIn(demoAccount(server, 'ADMIN'));
    await page.goto('/datasets');
    await page.getByText('Access Denied').waitFor(VISIBLE);
    await page.getByText('The data sets are available to LogiScope platform operators only.').waitFor(VISIBLE);
    expect((await page.request.get('/api/admin/datasets')).status()).toBe(403);
    await snap(page, shots, 'embedded-d01-datasets-denied');
  });

  it("shows the stale notices on the FMCSA lookup's imports section, with the way to the Data sets screen", async () => {
    const { page, server } = e2e;
    await signIn(operatorAccount(server));
    await startRunOver();
    await page.goto('/fmcsa-integration');
    const section = page.getByTestId('fmcsa-imports');
    await section.getByText(`Motus Carrier last complete on ${shown(daysAgo(4))}: verdicts that read it ask for review`).waitFor(VISIBLE);
    await section.getByTestId('datasets-link').click();
    await page.getByRole('heading', { name: 'FMCSA data sets' }).waitFor(VISIBLE);
    expect(new URL(page.url()).pathname).toBe('/datasets');
  });

  it('lists every data set with its dates and a notice per stale one; Refresh now applies the next day and shows it', async () => {
    const { page, server, shots } = e2e;
    await signIn(operatorAccount(server));
    await startRunOver();
    await page.goto('/datasets');
    await page.getByRole('heading', { name: 'FMCSA data sets' }).waitFor(VISIBLE);
    await row('motus-carrier').waitFor(VISIBLE);
    expect(await page.locator('[data-testid="datasets-table"] tbody tr[data-row-key]').count()).toBe(16);
    expect((await row('motus-carrier').getByTestId('dataset-file-date').textContent())?.trim()).toBe(shown(daysAgo(4)));
    expect((await row('motus-carrier').getByTestId('dataset-complete-through').textContent())?.trim()).toBe(shown(daysAgo(4)));
    expect(await row('motus-carrier').getByTestId('dataset-stale').count()).toBe(1);
    expect(await row('motus-carrier').getByTestId('refresh-outcome').getAttribute('data-mode')).toBe('baseline');
    // Never imported: the census waits for a file imported by hand; the legacy files are frozen, never stale.
    expect((await row('census-147').getByTestId('dataset-complete-through').textContent())?.trim()).toBe('never');
    expect(await row('li-insur').getByTestId('dataset-stale').count()).toBe(0);
    const notices = page.getByTestId('stale-notice');
    await page.getByText(`Motus Carrier last complete on ${shown(daysAgo(4))}: verdicts that read it ask for review`).waitFor(VISIBLE);
    await page.getByText('SAFER company snapshot was never imported completely: verdicts that read it ask for review').waitFor(VISIBLE);
    expect(await notices.count()).toBe(6);
    await page.getByTestId('refresh-state').getByText('On: looks every 60 minutes, from 00:00 (America/New_York)').waitFor(VISIBLE);
    await snap(page, shots, 'embedded-d02-datasets-stale');
    // The operator's screen is not in the route walk (a company's USER and ADMIN are denied there): axe here.
    await settled(page);
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    // The portal publishes the next day's differences; the operator does not wait for the hourly run.
    publishMotusDay(portal, daysAgo(3), { daily: { ...FILES, 'motus-carrier': [{ ...alpha, op_auth_status: 'Inactive' }] } });
    portal.fault({ id: 'nakq-58th', kind: 'metadata', delayMs: 700, times: 1 });
    await page.getByTestId('refresh-now').click();
    await page.getByRole('button', { name: 'Refreshing…' }).waitFor(VISIBLE);
    await page.getByTestId('refresh-last-run').and(page.locator('[data-status="completed"]')).getByText('started by hand').waitFor(VISIBLE);
    await page.getByRole('button', { name: 'Refresh now' }).waitFor(VISIBLE);
    expect((await row('motus-carrier').getByTestId('dataset-complete-through').textContent())?.trim()).toBe(shown(daysAgo(3)));
    expect(await row('motus-carrier').getByTestId('dataset-stale').count()).toBe(0);
    expect(await row('motus-carrier').getByTestId('refresh-outcome').getAttribute('data-mode')).toBe('daily');
    await page.getByText(`Motus Carrier last complete on`).waitFor({ state: 'detached' });
    await snap(page, shots, 'embedded-d03-datasets-refreshed');

    // A portal failure: recorded and shown on its row, the rest goes on.
    portal.fault({ id: 'x96h-evps', kind: 'metadata', status: 500 });
    await page.getByTestId('refresh-now').click();
    await page.getByTestId('refresh-last-run').and(page.locator('[data-status="failed"]')).waitFor(VISIBLE);
    await row('motus-insur').getByTestId('dataset-refresh-error').getByText("data set x96h-evps's metadata: the portal answered HTTP 500: Internal error (4 attempts)").waitFor(VISIBLE);
    expect(await row('motus-carrier').getByTestId('refresh-outcome').getAttribute('data-mode')).toBe('none');
    portal.clearFaults();
    await snap(page, shots, 'embedded-d04-datasets-failure');
  });

});
