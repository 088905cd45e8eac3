/**
 * The broker dashboard and the Carrier Intelligence Profile in a real browser. A visitor sees the spec's sample
 * broker and sample carrier, charts included. A signed-in broker of a new company files a report and two FreightGuard
 * incidents about a carrier, resolves one with money recovered, and sees its own figures on /broker-dashboard: reports
 * filed, financial impact, recovery rate to one decimal, the carrier among its risk profiles, the filings in Recent
 * Activity; then picks the same carrier by search on /fulger-transport and sees its profile with those reports.
 * Another broker monitors a carrier it never saved, and the carrier page and the dashboard keep saying so.
 */
import type { Page } from 'playwright-core';
import type { BrokerDashboardView } from '@logiscope/proto/views';
import { snap } from './support/browser';
import { useBrowserE2e } from './support/browser-e2e';
import { eventually, registration } from '../../test/support/http-client';
import { registerOnTrialInBrowser } from '../../test/support/trial';

jest.setTimeout(180_000);

const VISIBLE = { state: 'visible', timeout: 20_000 } as const;

const textOf = async (page: Page, testId: string) => ((await page.getByTestId(testId).textContent()) ?? '').replace(/\s+/g, ' ');

describe.each(['embedded' as const])('broker dashboard in the browser [%s]', (profile) => {
  const e2e = useBrowserE2e(profile, { env: { CARRIER_DATA_DEMO_ROWS: '300' } });

  it("shows a visitor the sample broker's dashboard with its charts, and the sample carrier's profile", async () => {
    const { page } = e2e;
    await page.goto('/broker-dashboard');
    await page.getByTestId('dashboard-sample').waitFor(VISIBLE);
    expect(await textOf(page, 'sample-broker')).toContain('Summit Freight Brokerage');
    expect(await textOf(page, 'card-reports-filed')).toContain('47');
    expect(await textOf(page, 'card-financial-impact')).toContain('$284,750');
    expect(await textOf(page, 'card-high-risk-carriers')).toContain('8');
    expect(await textOf(page, 'card-recovery-rate')).toContain('41.3%');
    expect(await textOf(page, 'total-losses')).toContain('$284,750');
    expect(await textOf(page, 'average-claim')).toContain('$9,185');
    // The charts (loaded on demand) draw on a canvas.
    await page.getByTestId('category-chart').locator('canvas').first().waitFor(VISIBLE);
    await page.getByTestId('trend-chart').locator('canvas').first().waitFor(VISIBLE);
    await snap(page, e2e.shots, `${profile}-dashboard-sample`);

    await page.getByRole('tab', { name: 'Carrier Risk Profiles' }).click();
    const phantom = page.getByTestId('risk-profile-2847001');
    await phantom.waitFor(VISIBLE);
    expect(await phantom.textContent()).toContain('Phantom Logistics LLC');
    expect(await phantom.getByTestId('recommendation').textContent()).toBe('Blacklist');
    await page.getByRole('tab', { name: 'Recent Activity' }).click();
    await page.getByTestId('activity-INCIDENT_FILED').waitFor(VISIBLE);

    await page.goto('/fulger-transport');
    await page.getByTestId('profile-sample').waitFor(VISIBLE);
    expect(await textOf(page, 'profile-name')).toBe('Fulger Transport LLC');
    expect(await textOf(page, 'profile-on-time')).toContain('96.8%');
    expect(await textOf(page, 'profile-rating')).toContain('4.7 / 5.0');
    expect(await textOf(page, 'profile-safety-events')).toContain('Out of service');
    await snap(page, e2e.shots, `${profile}-profile-sample`);
  });

  it("shows a signed-in broker its own live figures, and a real carrier's profile chosen by search", async () => {
    const { page } = e2e;
    const reg = registration({ companyType: 'BROKER', mcNumber: 'MC-123456B' });
    expect((await registerOnTrialInBrowser(page.request, reg)).status()).toBe(201);
    const search = await page.request.get('/api/carriers/search', { params: { q: 'trucking', page: '1', pageSize: '20' } });
    const carrier = ((await search.json()) as { carriers: { dotNumber: string; mcNumber: string; companyName: string }[] }).carriers.find((c) => c.mcNumber)!;
    expect(carrier).toBeDefined();
    expect((await page.request.post(`/api/carriers/${carrier.dotNumber}/reports`, { data: { reportType: 'NEGATIVE', rating: 2, comments: 'Late pickup and no updates.' } })).status()).toBe(201);
    const ids: string[] = [];
    for (const monetaryImpact of [8000, 4000]) {
      const res = await page.request.post('/api/freightguard', {
        data: {
          carrierId: carrier.dotNumber, carrierName: carrier.companyName, mcNumber: carrier.mcNumber, dotNumber: carrier.dotNumber, reportCategory: 'DOUBLE_BROKERAGE',
          incidentType: 'UNAUTHORIZED_REBROKERING', severity: 'HIGH', description: 'Re-brokered without consent.', monetaryImpact,
        },
      });
      expect(res.status()).toBe(201);
      ids.push(((await res.json()) as { id: string }).id);
    }
    expect((await page.request.post(`/api/freightguard/${ids[0]}/resolve`, { data: { amountRecovered: 3000 } })).status()).toBe(200);
    // The projection follows the log: wait until the API shows what the screen should.
    await eventually(
      async () => (await (await page.request.get('/api/broker-dashboard', { params: { period: '30d' } })).json()) as BrokerDashboardView,
      (d) => d.financialImpact.recoveredAmount === 3000,
      'the resolved incident on the dashboard',
    );

    await page.goto('/broker-dashboard');
    await page.getByTestId('dashboard-live').waitFor(VISIBLE);
    expect(await textOf(page, 'card-reports-filed')).toContain('3');
    expect(await textOf(page, 'card-financial-impact')).toContain('$12,000');
    expect(await textOf(page, 'card-recovery-rate')).toContain('25.0%');
    expect(await textOf(page, 'pending-claims')).toContain('$4,000');
    expect(await textOf(page, 'recovered')).toContain('$3,000');
    await page.getByTestId('category-chart').locator('canvas').first().waitFor(VISIBLE);
    await snap(page, e2e.shots, `${profile}-dashboard-live`);

    await page.getByRole('tab', { name: 'Carrier Risk Profiles' }).click();
    const row = page.getByTestId(`risk-profile-${carrier.dotNumber}`);
    await row.waitFor(VISIBLE);
    expect(['Monitor closely', 'Blacklist']).toContain(await row.getByTestId('recommendation').textContent());
    await page.getByRole('tab', { name: 'Recent Activity' }).click();
    await page.getByTestId('activity-INCIDENT_RESOLVED').waitFor(VISIBLE);

    await page.goto('/fulger-transport');
    await page.getByTestId('profile-choose').waitFor(VISIBLE);
    await page.getByPlaceholder('Carrier name, MC or DOT number').fill(carrier.dotNumber);
    await page.getByPlaceholder('Carrier name, MC or DOT number').press('Enter');
    await page.getByTestId(`pick-${carrier.dotNumber}`).click();
    await page.getByTestId('carrier-profile').waitFor(VISIBLE);
    expect(await textOf(page, 'profile-name')).toBe(carrier.companyName);
    expect(await textOf(page, 'profile-report-counts')).toContain('1 negative');
    expect(await textOf(page, 'profile-report-counts')).toContain('2 FreightGuard incidents');
    expect(await textOf(page, 'profile-rating')).toContain('2.0 / 5.0');
    expect(['Monitor closely', 'Blacklist']).toContain(await page.getByTestId('profile-recommendation').textContent());
    await snap(page, e2e.shots, `${profile}-profile-live`);
  });

  it('monitors a carrier it never saved: the button says Monitoring, after a reload too, and the dashboard counts 1 monitored carrier', async () => {
    const { page } = e2e;
    // A fresh browser context per test (useBrowserE2e): this company is new and has saved nothing.
    expect((await registerOnTrialInBrowser(page.request, registration())).status()).toBe(201);
    const search = await page.request.get('/api/carriers/search', { params: { q: 'transport', page: '1', pageSize: '20' } });
    const carrier = ((await search.json()) as { carriers: { dotNumber: string; companyName: string }[] }).carriers[0];
    expect(carrier).toBeDefined();

    await page.goto(`/carrier/${carrier.dotNumber}`);
    const monitor = page.getByTestId('monitor-carrier');
    await monitor.getByText('Monitor', { exact: true }).waitFor(VISIBLE);
    await monitor.click();
    await page.locator('.ant-notification-notice').getByText('Monitoring Enabled', { exact: true }).waitFor(VISIBLE);
    await monitor.getByText('Monitoring', { exact: true }).waitFor(VISIBLE);
    expect(await monitor.getAttribute('aria-pressed')).toBe('true');
    await page.reload();
    await monitor.getByText('Monitoring', { exact: true }).waitFor(VISIBLE);
    await snap(page, e2e.shots, `${profile}-carrier-monitored`);

    // Monitored, not saved: the dashboard counts it among the monitored and not among the saved.
    await page.goto('/');
    await page.getByTestId('stat-monitored').getByText('1', { exact: true }).waitFor(VISIBLE);
    expect(await textOf(page, 'stat-saved')).toContain('0');
  });
});
