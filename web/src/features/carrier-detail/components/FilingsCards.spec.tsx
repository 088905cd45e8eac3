import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { i18nIn } from '../../../i18n/i18n.test-support';
import type { Carrier } from '../../carriers/carrier.types';
import { SAMPLE_CARRIER } from '../sample-carrier';
import { AuthorityCard } from './AuthorityCard';
import { AuthorityHistoryCard } from './AuthorityHistoryCard';
import { InsuranceFilingsCard } from './InsuranceFilingsCard';
import { ProcessAgentsCard } from './ProcessAgentsCard';
import { RevocationsCard } from './RevocationsCard';

// CSS modules are the bundler's business.
jest.mock('./Filings.module.css', () => ({}));

async function render(lng: 'en' | 'fr' | 'es', element: ReactElement): Promise<string> {
  const html = renderToStaticMarkup(<I18nextProvider i18n={await i18nIn(lng)}>{element}</I18nextProvider>);
  // Entities and narrow spaces as a reader sees them.
  return html.replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&').replace(/[\u202f\u00a0]/g, ' ');
}
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
/** The text of each element carrying data-testid="<id>", in order (rows are <tr>, events <div>). */
const byTestId = (html: string, id: string) => html.split(`data-testid="${id}"`).slice(1).map((part) => text(`<x ${part.split(/<\/tr>|<\/li>/)[0]}`));

/** A broker with a $75,000 bond and no motor-carrier authority (the demo has such companies). */
const broker: Carrier = {
  ...SAMPLE_CARRIER,
  authorityStatus: 'NONE',
  insuranceStatus: 'NONE',
  usdotStatus: '',
  authorities: [
    { docket: 'MC124205', kind: 'CARRIER_PROPERTY', label: 'COMMON', status: 'NONE', since: '', asOf: '2026-05-14', source: 'L&I Carrier (legacy)', revocationPending: false },
    { docket: 'MC124205', kind: 'BROKER', label: 'AUTHORIZED FOR BROKER Property', status: 'ACTIVE', since: '', asOf: '2026-12-06', source: 'SAFER company snapshot', revocationPending: true },
  ],
  authorityHistory: [],
  bondOnFile: 75_000,
  processAgents: [],
  insurancePolicies: [
    { docket: 'MC124205', coverageType: 'BOND', formCode: '84', layer: '', insurer: 'LEXINGTON NATIONAL', policyNumber: '0961047', coverageAmount: 75_000, effectiveDate: '2024-10-01', cancelEffectiveDate: '', endReason: '', source: 'L&I (legacy)', asOf: '2026-05-14' },
  ],
  revocations: [{ docket: 'MC124205', authorityType: 'BROKER', revocationType: 'INVOLUNTARY REVOCATION', serveDate: '2026-10-01', effectiveDate: '2026-11-02', source: 'Motus RevokeSuspend' }],
};

describe('Operating Authority', () => {
  it("shows one row per authority: docket, what it allows in the broker's words, status, since and its data set as of its day", async () => {
    const html = await render('en', <AuthorityCard carrier={SAMPLE_CARRIER} />);
    const [row] = byTestId(html, 'authority-row');
    expect(row).toContain('MC000000');
    expect(row).toContain('Motor carrier of property: may haul brokered freight');
    expect(row).toContain('Motor Carrier of Property (Except Household Goods)');
    expect(row).toContain('Active');
    expect(row).toContain('Apr 20, 2016');
    expect(row).toContain('Motus Carrier · as of Dec 1, 2025');
    expect(text(html)).toMatch(/USDOT status\s+Active/);
  });

  it("says a broker may not haul, nor an authority not in force, its revocation pending, and an unknown USDOT status as Unknown", async () => {
    const html = await render('en', <AuthorityCard carrier={broker} />);
    const [carrier, row] = byTestId(html, 'authority-row');
    expect(carrier).toContain('Motor carrier of property: not in force, may not haul');
    expect(carrier).toMatch(/None\s+—\s+L&I Carrier \(legacy\) · as of May 14, 2026/);
    expect(row).toContain('Broker: may not haul');
    expect(row).toContain('Revocation pending');
    expect(row).toContain('SAFER company snapshot · as of Dec 6, 2026');
    expect(text(html)).toMatch(/USDOT status\s+Unknown/);
  });

  it('speaks French and Spanish', async () => {
    expect(byTestId(await render('fr', <AuthorityCard carrier={SAMPLE_CARRIER} />), 'authority-row')[0]).toContain('Motus Carrier · au 1 déc. 2025');
    expect(byTestId(await render('es', <AuthorityCard carrier={broker} />), 'authority-row')[1]).toContain('Corredor: no puede transportar');
    expect(byTestId(await render('fr', <AuthorityCard carrier={broker} />), 'authority-row')[0]).toContain('Transporteur routier de marchandises : pas en vigueur, ne peut pas transporter');
  });

  it('says so when no data set shows any authority', async () => {
    expect(text(await render('en', <AuthorityCard carrier={{ ...broker, authorities: [] }} />))).toContain('No operating authority on file in the data sets LogiScope holds.');
  });
});

describe('Authority History', () => {
  it('lists the events newest first, with docket, action, status and data set', async () => {
    const events = byTestId(await render('en', <AuthorityHistoryCard events={SAMPLE_CARRIER.authorityHistory} />), 'authority-event');
    expect(events.map((e) => /\w{3} \d+, \d{4}/.exec(e)?.[0])).toEqual(['Mar 4, 2019', 'Feb 11, 2019', 'Apr 20, 2016']);
    expect(events[1]).toContain('MC000000 · COMMON');
    expect(events[1]).toContain('Involuntary Suspension - Insurance');
    expect(events[1]).toContain('Inactive');
    expect(events[1]).toContain('L&I AuthHist (legacy)');
  });
});

describe('Insurance Filings', () => {
  it('shows form, docket, amount, effective, ended with its reason and data set; cargo is not liability', async () => {
    const rows = byTestId(await render('en', <InsuranceFilingsCard carrier={SAMPLE_CARRIER} />), 'insurance-filing');
    expect(rows[0]).toMatch(/BI&PD 91X · primary\s+MC000000/);
    expect(rows[0]).not.toContain('Not liability');
    expect(rows[0]).toContain('$1,000,000');
    expect(rows[0]).toContain('In force');
    expect(rows[0]).toContain('Motus · as of Dec 1, 2025');
    expect(rows[1]).toContain('Cargo 34');
    expect(rows[1]).toContain('Not liability');
    expect(rows[2]).toContain('Dec 1, 2025 · replaced');
    expect(rows[2]).toContain('L&I (legacy) · as of Nov 28, 2025');
  });

  it("marks a broker's bond as not liability and says the bond on file apart", async () => {
    const html = await render('en', <InsuranceFilingsCard carrier={broker} />);
    expect(byTestId(html, 'insurance-filing')[0]).toMatch(/Surety bond 84 Not liability/);
    expect(text(html)).toContain('Broker bond on file: $75,000 (a bond is not liability insurance)');
    expect(text(await render('fr', <InsuranceFilingsCard carrier={broker} />))).toContain("Cautionnement de courtier enregistré : 75 000 $US (un cautionnement n'est pas une assurance de responsabilité civile)");
    expect(text(await render('en', <InsuranceFilingsCard carrier={SAMPLE_CARRIER} />))).not.toContain('Broker bond on file');
  });
});

describe('Process agents and revocations', () => {
  it('shows BOC-3 agents only when there are some', async () => {
    expect(text(await render('en', <ProcessAgentsCard agents={SAMPLE_CARRIER.processAgents} />))).toContain('SAMPLE PROCESS AGENTS INC Denver, CO MC000000');
    expect(await render('en', <ProcessAgentsCard agents={[]} />)).toBe('');
  });

  it('shows when a revocation was served and its data set', async () => {
    const html = text(await render('en', <RevocationsCard revocations={broker.revocations} />));
    expect(html).toContain('INVOLUNTARY REVOCATION Oct 1, 2026 Nov 2, 2026 Motus RevokeSuspend');
    expect(text(await render('es', <RevocationsCard revocations={broker.revocations} />))).toContain('Notificada');
  });
});
