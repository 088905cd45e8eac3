/**
 * The carrier's right of response in a real browser, two brokers of two companies (issue 12, "How this will be
 * checked"): broker A (the demo company) files a NEGATIVE report on the carrier's Reports tab; the carrier's e-mail
 * arrives in the local SMTP server (MailDev) with the link; the carrier answers on /respond/:id; A is e-mailed;
 * broker B (another company) sees the report with the answer. With the test clock moved past the deadline of a second
 * report, its page says 'Response Period Ended' and the server refuses a late answer.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { CarrierReportView, CarrierView } from '@logiscope/proto/views';
import { snap } from './support/browser';
import { useBrowserE2e } from './support/browser-e2e';
import { eventually, registration } from '../../test/support/http-client';
import { listMail, type ArrivedMail } from '../../test/support/maildev';
import { demoAccount } from '../../test/support/server-process';
import { moveClock } from '../../test/support/test-clock';
import { registerOnTrialInBrowser } from '../../test/support/trial';

jest.setTimeout(180_000);

const VISIBLE = { state: 'visible', timeout: 20_000 } as const;

/** The newest mail to `to` whose text holds `needle` (addresses such as the demo admin's are shared by earlier runs). */
const mailWith = (to: string, needle: string): Promise<ArrivedMail> =>
  eventually(async () => (await listMail(to)).reverse().find((m) => m.text?.includes(needle)), (m) => m !== undefined, `a mail to ${to} holding ${needle}`) as Promise<ArrivedMail>;

async function openReportsTab(page: Page, carrierId: string): Promise<void> {
  await page.goto(`/carrier/${carrierId}`);
  await page.getByRole('tab', { name: 'LogiScope Reports', exact: true }).click();
  await page.getByTestId('fair-process').waitFor(VISIBLE);
}

describe.each(['embedded' as const])('reports and the right of response in the browser [%s]', (profile) => {
  const clockDir = mkdtempSync(join(tmpdir(), 'reports-browser-clock-'));
  const clockFile = join(clockDir, 'clock');
  const e2e = useBrowserE2e(profile, { env: { CARRIER_DATA_DEMO_ROWS: '300', TEST_CLOCK_FILE: clockFile } });
  afterAll(() => rmSync(clockDir, { recursive: true, force: true }));

  it('A reports, the carrier is mailed and answers, A is mailed, B sees both sides; after the deadline the page says it ended', async () => {
    const { page, server, browser, shots } = e2e;
    const tag = Date.now().toString(36);
    const admin = demoAccount(server, 'ADMIN');
    expect((await page.request.post('/api/auth/login', { data: admin })).status()).toBe(200);

    // A carrier with an e-mail address on file (FMCSA census).
    const search = await page.request.get('/api/carriers/search', { params: { q: 'trucking', page: '1', pageSize: '50' } });
    let carrier: CarrierView | undefined;
    for (const hit of ((await search.json()) as { carriers: { id: string }[] }).carriers) {
      const detail = (await (await page.request.get(`/api/carriers/${hit.id}`)).json()) as CarrierView;
      if (detail.email) {
        carrier = detail;
        break;
      }
    }
    if (!carrier) throw new Error('No demo carrier matching "trucking" has an e-mail address');

    // Broker A files a NEGATIVE report from the carrier's page.
    await openReportsTab(page, carrier.id);
    await page.getByTestId('submit-report').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Negative Experience', { exact: true }).click();
    await dialog.locator('.ant-rate-star').nth(1).click();
    await dialog.getByLabel('Comments').fill(`Picked up six hours late without a call (${tag}).`);
    await dialog.getByRole('button', { name: 'Submit Report' }).click();
    await page.locator('.ant-notification-notice').getByText('Report Submitted', { exact: true }).waitFor(VISIBLE);
    const mine = page.getByTestId('carrier-report').filter({ hasText: tag });
    await mine.getByTestId('reporter-only').waitFor(VISIBLE);
    // The carrier's 24 hours start with its e-mail (a background job): the tab says so once it went out.
    const own = async () => ((await (await page.request.get(`/api/carriers/${carrier!.id}/reports`)).json()) as CarrierReportView[]).find((r) => r.comments.includes(tag));
    await eventually(own, (r) => !!r?.responseDeadline, 'the carrier e-mailed');
    await openReportsTab(page, carrier.id);
    await mine.getByText('Response window open', { exact: true }).waitFor(VISIBLE);
    const link = await mine.getByTestId('response-link').inputValue();
    expect(link).toMatch(/\/respond\/[A-Za-z0-9_-]{43}$/);
    await snap(page, shots, `${profile}-r01-report-filed`);

    // The carrier's e-mail, with the same link.
    const path = new URL(link).pathname;
    const carrierMail = await mailWith(carrier.email, path);
    expect(carrierMail.subject).toContain('you may respond within 24 hours');

    // The carrier answers on the public page (no session).
    const carrierContext = await browser.newContext({ baseURL: server.baseUrl, locale: 'en-US' });
    const portal = await carrierContext.newPage();
    await portal.goto(path);
    await portal.getByText('Carrier Response Portal').first().waitFor(VISIBLE);
    await portal.getByTestId('portal-report').getByText(`Picked up six hours late without a call (${tag}).`).waitFor(VISIBLE);
    expect(await portal.getByTestId('remaining-time').innerText()).toMatch(/Time remaining to respond: 2[34] hours \d+ minutes/);
    await portal.getByTestId('what-happens-next').getByText('The broker who filed the report is notified by e-mail.').waitFor(VISIBLE);
    await snap(portal, shots, `${profile}-r02-respond-open`);
    await portal.getByTestId('response-text').fill('short');
    await portal.getByTestId('contact-email').fill('dispatch@carrier.example');
    await portal.getByTestId('submit-response').click();
    await portal.getByText('Response must be at least 10 characters').waitFor(VISIBLE);
    const answer = `The shipper held our truck at the dock for five hours; signed BOL attached (${tag}).`;
    await portal.getByTestId('response-text').fill(answer);
    await portal.getByTestId('submit-response').click();
    await portal.getByTestId('portal-responded').getByText('Response Submitted', { exact: true }).waitFor(VISIBLE);
    await portal.getByTestId('case-closed').getByText('Case Closed').waitFor(VISIBLE);
    await snap(portal, shots, `${profile}-r03-respond-submitted`);

    // Broker A is told by e-mail.
    const brokerMail = await mailWith(admin.email, answer);
    expect(brokerMail.subject).toContain('responded to your report');

    // Broker B, another company, sees the report with the answer.
    const other = await browser.newContext({ baseURL: server.baseUrl, locale: 'en-US', viewport: { width: 1366, height: 900 } });
    const b = await other.newPage();
    expect((await registerOnTrialInBrowser(b.request, registration({ companyType: 'BROKER', mcNumber: 'MC-654321B' }))).status()).toBe(201);
    await openReportsTab(b, carrier.id);
    const seen = b.getByTestId('carrier-report').filter({ hasText: tag });
    await seen.getByTestId('report-response').getByText(answer).waitFor(VISIBLE);
    await seen.getByText('Reported by Demo', { exact: false }).waitFor(VISIBLE);
    expect(await seen.getByTestId('response-link').count()).toBe(0);
    await snap(b, shots, `${profile}-r04-other-broker-sees-both-sides`);

    // A second NEGATIVE report: B does not see it while the window is open.
    const second = await page.request.post(`/api/carriers/${carrier.id}/reports`, { data: { reportType: 'NEGATIVE', rating: 1, comments: `Damaged pallets (${tag}-2).` } });
    expect(second.status()).toBe(201);
    const secondPath = ((await second.json()) as CarrierReportView).responseLink!;
    const bList = (await (await b.request.get(`/api/carriers/${carrier.id}/reports`)).json()) as CarrierReportView[];
    expect(bList.map((r) => r.comments)).not.toContain(`Damaged pallets (${tag}-2).`);
    const secondId = ((await second.json()) as CarrierReportView).id;
    await eventually(
      async () => ((await (await page.request.get(`/api/carriers/${carrier!.id}/reports`)).json()) as CarrierReportView[]).find((r) => r.id === secondId),
      (r) => !!r?.responseDeadline,
      'the carrier e-mailed about the second report',
    );

    // Past the deadline: the page says the period ended, and the server refuses a late answer whatever a client sends.
    await moveClock(clockFile, 24 * 3600_000 + 60_000);
    await portal.goto(secondPath);
    await portal.getByTestId('portal-ended').getByText('Response Period Ended', { exact: true }).waitFor(VISIBLE);
    expect(await portal.getByTestId('submit-response').count()).toBe(0);
    await snap(portal, shots, `${profile}-r05-respond-ended`);
    const late = await portal.request.post(`/api${secondPath.replace('/respond/', '/reports/')}/respond`, { data: { responseText: 'Answering a day too late.', contactEmail: 'dispatch@carrier.example' } });
    expect(late.status()).toBe(409);
    expect(((await late.json()) as { message: string }).message).toBe('Response Period Ended');
    await openReportsTab(b, carrier.id);
    await b.getByTestId('carrier-report').filter({ hasText: `${tag}-2` }).getByText('Response window closed', { exact: true }).waitFor(VISIBLE);

    // A retracts its second report: gone from the tab, and the carrier's page says so.
    await openReportsTab(page, carrier.id);
    await page.getByTestId('carrier-report').filter({ hasText: `${tag}-2` }).getByTestId('retract-report').click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Retract' }).click();
    await page.locator('.ant-notification-notice').getByText('Report Retracted', { exact: true }).waitFor(VISIBLE);
    await page.getByTestId('carrier-report').filter({ hasText: `${tag}-2` }).waitFor({ state: 'detached', timeout: 20_000 });
    await portal.goto(secondPath);
    await portal.getByTestId('portal-retracted').getByText('Report Retracted', { exact: true }).waitFor(VISIBLE);
    expect(await portal.getByText(`Damaged pallets (${tag}-2).`).count()).toBe(0);

    await carrierContext.close();
    await other.close();
  });
});
