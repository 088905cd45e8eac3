/**
 * Verdicts in a real browser on the embedded demo (its synthetic carriers and its company: an ADMIN and a USER).
 * A carrier whose verdict is FAIL shows it in its header and lists the failing check, with what it found and the date
 * of its data, on its detail page. A carrier's Safety & Compliance tab lists its operating authorities, each with what
 * it allows in the broker's words and the data set and day it is true as of; a broker-only company shows no
 * motor-carrier authority, and a company no data set covers shows Unknown, never no authority. In the control panel's Verdict rules tab the USER reads the rules and cannot change
 * them; the ADMIN is stopped by the form's own rule, then raises the minimum authority age above the age of a young
 * carrier that passed, and that carrier's verdict turns to Review on its detail page; a freshness limit and accepted
 * intrastate carriers it saves are there after a reload. Which carriers to open comes from the server's own answers
 * (GET /api/carriers/search with the session cookie).
 */
import type { Page } from 'playwright-core';
import type { CarrierView } from '@logiscope/proto/views';
import { snap } from './support/browser';
import { useBrowserE2e } from './support/browser-e2e';
import { eventually } from '../../test/support/http-client';
import { demoAccount, type RunningServer } from '../../test/support/server-process';

jest.setTimeout(180_000);

const VISIBLE = { state: 'visible', timeout: 20_000 } as const;
const QUERIES = ['trucking', 'transport', 'logistics', 'freight', 'express', 'carriers', 'hauling', 'lines'];

async function signIn(page: Page, server: RunningServer, role: 'ADMIN' | 'USER'): Promise<void> {
  // The demo accounts are printed just after the server says it listens.
  await eventually(async () => server.output(), (out) => /^\s*USER\s+\S+@/m.test(out), 'the demo accounts printed');
  const login = await page.request.post('/api/auth/login', { data: demoAccount(server, role) });
  expect(login.status()).toBe(200);
}

/** Demo carriers as the signed-in company sees them (its verdicts follow its rules). */
async function demoCarriers(page: Page): Promise<CarrierView[]> {
  const byId = new Map<string, CarrierView>();
  for (const q of QUERIES) {
    const res = await page.request.get('/api/carriers/search', { params: { q, page: '1', pageSize: '100' } });
    expect(res.status()).toBe(200);
    for (const carrier of ((await res.json()) as { carriers: CarrierView[] }).carriers) byId.set(carrier.id, carrier);
  }
  expect(byId.size).toBeGreaterThan(0);
  return [...byId.values()];
}

/** A YYYY-MM-DD day as the English screens write it ("Oct 8, 2025"). */
const day = (iso: string): string => new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

const NEVER_HAULS: readonly string[] = ['BROKER', 'FREIGHT_FORWARDER'];
/** A broker or forwarder holding no active carrier authority of any kind (its carrier dockets, if any, not in force). */
const isBrokerOnly = (carrier: CarrierView): boolean =>
  carrier.authorities.some((a) => NEVER_HAULS.includes(a.kind) && a.status === 'ACTIVE') && !carrier.authorities.some((a) => !NEVER_HAULS.includes(a.kind) && a.status === 'ACTIVE');

const ageDays = (carrier: CarrierView): number => Number(carrier.verdict.checks.find((c) => c.rule === 'authority-age')?.params.count ?? NaN);

describe.each(['embedded' as const])('carrier verdicts in the browser [%s]', (profile) => {
  const e2e = useBrowserE2e(profile, { env: { CARRIER_DATA_DEMO_ROWS: '2000' } });

  it('shows a carrier whose verdict is Fail, with its failing check and the date of its data, on its detail page', async () => {
    const { page, server } = e2e;
    await signIn(page, server, 'USER');
    const failing = (await demoCarriers(page)).find((c) => c.verdict.outcome === 'FAIL');
    if (!failing) throw new Error('No demo carrier has a FAIL verdict');
    const check = failing.verdict.checks.find((c) => c.outcome === 'FAIL')!;

    await page.goto(`/carrier/${encodeURIComponent(failing.id)}`);
    const badge = page.getByTestId('badge-verdict');
    await badge.waitFor(VISIBLE);
    expect(await badge.getAttribute('data-outcome')).toBe('FAIL');
    expect((await badge.textContent())?.trim()).toBe('Fail');

    const section = page.getByTestId('verdict-section');
    await section.waitFor(VISIBLE);
    const row = section.locator(`[data-testid="verdict-check"][data-rule="${check.rule}"]`);
    expect(await row.getAttribute('data-outcome')).toBe('FAIL');
    expect(await row.getByTestId('verdict-check-message').textContent()).toBe(check.message);
    // The date of its data (e.g. "as of Sep 15, 2025"), or that it has none.
    expect(await row.textContent()).toMatch(check.asOf ? new RegExp(`as of .*${check.asOf.slice(0, 4)}`) : /date not known|Not imported/);
    // The failing check comes first, and a Fail is never "Recommended".
    expect(await section.locator('[data-testid="verdict-check"]').first().getAttribute('data-outcome')).toBe('FAIL');
    expect(await page.getByText('Recommended', { exact: true }).count()).toBe(0);
    await snap(page, e2e.shots, `${profile}-verdict-fail`);

    // The same verdict beside the carrier in search results and among saved carriers.
    await page.goto('/search');
    await page.getByRole('textbox', { name: 'DOT Number', exact: true }).fill(failing.dotNumber);
    await page.getByRole('textbox', { name: 'DOT Number', exact: true }).press('Enter');
    const card = page.locator(`[data-testid="carrier-grid-card"][data-carrier-id="${failing.id}"]`);
    await card.waitFor(VISIBLE);
    expect(await card.getByTestId('verdict-badge').getAttribute('data-outcome')).toBe('FAIL');
    expect((await page.request.post('/api/saved-carriers', { data: { carrierId: failing.id, notes: '', tags: [] } })).status()).toBe(201);
    await page.goto('/');
    const saved = page.getByTestId('saved-carriers').getByTestId('verdict-badge');
    await saved.first().waitFor(VISIBLE);
    expect(await saved.first().getAttribute('data-outcome')).toBe('FAIL');
  });

  it("lists a carrier's operating authorities with their data set and date, and says what a broker or an uncovered company may do", async () => {
    const { page, server } = e2e;
    await signIn(page, server, 'USER');
    const carriers = await demoCarriers(page);
    const hauler = carriers.find((c) => c.authorities.some((a) => a.kind === 'CARRIER_PROPERTY' && a.asOf && a.source) && c.insurancePolicies.length > 0);
    if (!hauler) throw new Error('No demo carrier has a motor-carrier authority of property with its data set and date, and an insurance filing');

    await page.goto(`/carrier/${encodeURIComponent(hauler.id)}`);
    await page.getByRole('tab', { name: 'Safety & Compliance' }).click();
    const authority = page.getByTestId('authority-card');
    await authority.waitFor(VISIBLE);
    expect(await authority.getByTestId('authority-row').count()).toBe(hauler.authorities.length);
    for (const a of hauler.authorities) {
      const row = authority.locator(`[data-testid="authority-row"][data-kind="${a.kind}"]`).filter({ hasText: a.docket || '—' });
      const text = (await row.textContent()) ?? '';
      expect(text).toContain(a.asOf ? `${a.source} · as of ${day(a.asOf)}` : a.source);
      if (a.kind === 'CARRIER_PROPERTY') expect(text).toContain('Motor carrier of property: may haul brokered freight');
    }
    // Every filing names its data set and day; only BI&PD counts as liability.
    const filings = page.getByTestId('insurance-filings').getByTestId('insurance-filing');
    expect(await filings.count()).toBe(hauler.insurancePolicies.length);
    for (const [i, p] of hauler.insurancePolicies.entries()) {
      const text = (await filings.nth(i).textContent()) ?? '';
      expect(text).toContain(p.asOf ? `${p.source} · as of ${day(p.asOf)}` : p.source);
      expect(text.includes('Not liability')).toBe(p.coverageType !== 'BIPD');
    }
    await snap(page, e2e.shots, `${profile}-authority-table`);

    // A verdict check says which data set it read and as of when; one older than the company's limit says so.
    await page.getByRole('tab', { name: 'LogiScope', exact: true }).click();
    const sourced = hauler.verdict.checks.find((c) => c.source && c.asOf);
    if (!sourced) throw new Error(`No verdict check of demo carrier ${hauler.id} names its data set and date`);
    const check = page.locator(`[data-testid="verdict-check"][data-rule="${sourced.rule}"]`);
    await check.waitFor(VISIBLE);
    expect(await check.getByTestId('verdict-check-data').textContent()).toContain(`Data: ${sourced.source} · as of ${day(sourced.asOf)}`);
    expect(await check.getByTestId('verdict-check-stale').count()).toBe(sourced.stale ? 1 : 0);
    const stale = carriers.find((c) => c.verdict.checks.some((k) => k.stale));
    // Whether a demo check is stale depends on its files' dates: checked when one is (the component spec always does).
    if (stale) {
      const staleCheck = stale.verdict.checks.find((k) => k.stale)!;
      await page.goto(`/carrier/${encodeURIComponent(stale.id)}`);
      const row = page.locator(`[data-testid="verdict-check"][data-rule="${staleCheck.rule}"]`);
      await row.waitFor(VISIBLE);
      expect(await row.getAttribute('data-stale')).toBe('true');
      expect(await row.getByTestId('verdict-check-stale').textContent()).toBe('Data older than your limit');
    }

    // A broker's own authority is no motor-carrier authority; a company no data set covers is Unknown, never None.
    const broker = carriers.find(isBrokerOnly);
    const uncovered = carriers.find((c) => c.authorityStatus === 'UNKNOWN');
    if (!broker && !uncovered) throw new Error('No demo carrier is a broker only or has an authority no data set covers');
    if (broker) {
      // A broker's authority is no motor-carrier authority (the server's rule; the badge words it).
      expect(broker.authorityStatus).toBe('NONE');
      await page.goto(`/carrier/${encodeURIComponent(broker.id)}`);
      const badge = page.getByTestId('badge-authority');
      await badge.waitFor(VISIBLE);
      expect([await badge.textContent(), await badge.getAttribute('data-tone')]).toEqual(['No motor-carrier authority', 'red']);
      await page.getByRole('tab', { name: 'Safety & Compliance' }).click();
      await page.getByTestId('authority-card').waitFor(VISIBLE);
      const rows = page.getByTestId('authority-row');
      expect(await rows.count()).toBe(broker.authorities.length);
      // Its broker or forwarder authority never hauls; a carrier docket it holds is not in force.
      for (const row of await rows.all()) {
        const kind = await row.getAttribute('data-kind');
        const text = (await row.textContent()) ?? '';
        if (kind === 'BROKER') expect(text).toContain('Broker: may not haul');
        else if (kind === 'FREIGHT_FORWARDER') expect(text).toContain('Freight forwarder: may not haul');
        else expect(text).toContain('not in force, may not haul');
      }
      if (broker.bondOnFile > 0) expect(await page.getByTestId('bond-on-file').textContent()).toContain('(a bond is not liability insurance)');
      await snap(page, e2e.shots, `${profile}-authority-broker`);
    }
    if (uncovered) {
      await page.goto(`/carrier/${encodeURIComponent(uncovered.id)}`);
      const badge = page.getByTestId('badge-authority');
      await badge.waitFor(VISIBLE);
      expect([await badge.textContent(), await badge.getAttribute('data-tone')]).toEqual(['Unknown', 'grey']);
      expect(await page.getByText('No motor-carrier authority', { exact: true }).count()).toBe(0);
      await snap(page, e2e.shots, `${profile}-authority-unknown`);
    }
  });

  it('lets the USER read the verdict rules without changing them', async () => {
    const { page, server } = e2e;
    await signIn(page, server, 'USER');
    await page.goto('/control-panel?tab=verdict-rules');
    await page.getByTestId('verdict-rules').waitFor(VISIBLE);
    await page.getByTestId('verdict-rules-read-only').waitFor(VISIBLE);
    expect(await page.getByTestId('mandatory-rule').count()).toBe(4);
    expect(await page.getByTestId('optional-rule').count()).toBe(7);
    expect(await page.getByRole('switch', { name: 'Authority age' }).isDisabled()).toBe(true);
    expect(await page.getByRole('switch', { name: 'MCS-150 outdated' }).isDisabled()).toBe(true);
    expect(await page.getByLabel('Minimum authority age (days)').isDisabled()).toBe(true);
    expect(await page.getByLabel('Freshness limit (days)').isDisabled()).toBe(true);
    expect(await page.getByTestId('accepted-limit').count()).toBe(4);
    expect(await page.getByRole('checkbox', { name: 'Intrastate carriers' }).isDisabled()).toBe(true);
    expect(await page.getByTestId('save-verdict-rules').count()).toBe(0);
  });

  it("turns a young carrier's Pass into Review when the ADMIN raises the minimum authority age", async () => {
    const { page, server } = e2e;
    await signIn(page, server, 'ADMIN');
    const passing = (await demoCarriers(page)).filter((c) => c.verdict.outcome === 'PASS' && Number.isFinite(ageDays(c))).sort((a, b) => ageDays(a) - ageDays(b));
    const young = passing[0];
    if (!young) throw new Error('No demo carrier has a PASS verdict with a known authority age');
    const threshold = ageDays(young) + 1;
    if (threshold > 3650) throw new Error(`The youngest passing demo carrier is ${ageDays(young)} days old: above the largest minimum age`);

    await page.goto('/control-panel?tab=verdict-rules');
    await page.getByTestId('verdict-rules').waitFor(VISIBLE);
    expect(await page.getByTestId('verdict-profile-status').textContent()).toBe('Your company uses the default rules.');
    const age = page.getByLabel('Minimum authority age (days)');
    // The form runs the server's rule first: nothing is sent.
    await age.fill('5000');
    await page.getByTestId('save-verdict-rules').click();
    await page.getByText('Minimum authority age must be a whole number of days from 0 to 3650').waitFor(VISIBLE);
    expect((await (await page.request.get('/api/company/verdict-profile')).json()).isDefault).toBe(true);

    await age.fill(String(threshold));
    await page.getByTestId('save-verdict-rules').click();
    await page.getByText('Verdict Rules Saved').waitFor(VISIBLE);
    await page.getByText(/^Revision 1, changed by admin@/).waitFor(VISIBLE);
    await snap(page, e2e.shots, `${profile}-verdict-rules-saved`);

    await page.goto(`/carrier/${encodeURIComponent(young.id)}`);
    const badge = page.getByTestId('badge-verdict');
    await badge.waitFor(VISIBLE);
    expect(await badge.getAttribute('data-outcome')).toBe('REVIEW');
    const row = page.locator('[data-testid="verdict-check"][data-rule="authority-age"]');
    expect(await row.getAttribute('data-outcome')).toBe('REVIEW');
    await page.getByText("Judged under your company's rules (revision 1)", { exact: false }).waitFor(VISIBLE);
  });

  it('keeps the freshness limit and the accepted authority limits the ADMIN saves', async () => {
    const { page, server } = e2e;
    await signIn(page, server, 'ADMIN');
    await page.goto('/control-panel?tab=verdict-rules');
    await page.getByTestId('verdict-rules').waitFor(VISIBLE);
    const freshness = page.getByLabel('Freshness limit (days)');
    const intrastate = page.getByRole('checkbox', { name: 'Intrastate carriers' });
    const before = await (await page.request.get('/api/company/verdict-profile')).json();
    expect(await freshness.inputValue()).toBe(String(before.freshnessDays));
    expect(await intrastate.isChecked()).toBe(false);

    // The form runs the server's rule first: nothing is sent.
    await freshness.fill('31');
    await page.getByTestId('save-verdict-rules').click();
    await page.getByText('Freshness limit must be a whole number of days from 1 to 30').waitFor(VISIBLE);
    expect((await (await page.request.get('/api/company/verdict-profile')).json()).revision).toBe(before.revision);

    await freshness.fill('7');
    await intrastate.check();
    await page.getByTestId('save-verdict-rules').click();
    await page.getByText('Verdict Rules Saved').waitFor(VISIBLE);
    await page.getByText(`Revision ${before.revision + 1}, changed by admin@`, { exact: false }).waitFor(VISIBLE);
    expect(await (await page.request.get('/api/company/verdict-profile')).json()).toMatchObject({ freshnessDays: 7, acceptedLimits: ['intrastate'] });

    await page.reload();
    await page.getByTestId('verdict-rules').waitFor(VISIBLE);
    expect(await page.getByLabel('Freshness limit (days)').inputValue()).toBe('7');
    expect(await page.getByRole('checkbox', { name: 'Intrastate carriers' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Exempt-commodity haulers' }).isChecked()).toBe(false);
    await snap(page, e2e.shots, `${profile}-verdict-rules-limits`);
  });
});
