import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import type { Verdict, VerdictCheck } from '@logiscope/proto/views';
import { i18nIn } from '../../../i18n/i18n.test-support';
import { VerdictChecks } from './VerdictChecks';

// CSS modules and icons are the bundler's business (the icons package requires ES modules jest does not compile).
jest.mock('./VerdictChecks.module.css', () => ({}));
jest.mock('@ant-design/icons', () => ({ CheckCircleFilled: () => null, CloseCircleFilled: () => null, ExclamationCircleFilled: () => null }));

const check = (rule: VerdictCheck['rule'], extra: Partial<VerdictCheck>): VerdictCheck => ({
  rule,
  outcome: 'PASS',
  key: 'verdict.someday',
  params: {},
  message: `${rule} message`,
  dataset: 'authority',
  asOf: '2025-10-08',
  source: '',
  stale: false,
  missing: false,
  ...extra,
});

const verdict: Verdict = {
  outcome: 'REVIEW',
  profile: 'default',
  checks: [
    check('operating-authority', { source: 'Motus Carrier' }),
    check('liability-insurance', { outcome: 'REVIEW', dataset: 'insurance', source: 'L&I Insur (legacy)', asOf: '2025-09-01', stale: true }),
    check('safety-rating', { dataset: 'safety', asOf: '2025-10-01' }),
  ],
};

async function render(lng: 'en' | 'fr' | 'es'): Promise<string[]> {
  const html = renderToStaticMarkup(
    <I18nextProvider i18n={await i18nIn(lng)}>
      <VerdictChecks verdict={verdict} />
    </I18nextProvider>,
  );
  return html
    .split('data-testid="verdict-check"')
    .slice(1)
    .map((row) => row.replace(/&amp;/g, '&').replace(/&#x27;/g, "'"));
}
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('<VerdictChecks>', () => {
  it("names each check's data set and its day, or the kind of data when no data set dates it", async () => {
    const [insurance, authority, safety] = await render('en');
    expect(text(authority)).toContain('Data: Motus Carrier · as of Oct 8, 2025');
    expect(text(insurance)).toContain('Data: L&I Insur (legacy) · as of Sep 1, 2025');
    expect(text(safety)).toContain('Data: safety rating · as of Oct 1, 2025');
  });

  it('marks a check whose data is older than the limit, and only that one', async () => {
    const [insurance, authority] = await render('en');
    expect(insurance).toContain('data-stale="true"');
    expect(insurance).toContain('data-testid="verdict-check-stale"');
    expect(text(insurance)).toContain('Data older than your limit');
    expect(authority).toContain('data-stale="false"');
    expect(authority).not.toContain('verdict-check-stale');
  });

  it('says it in French and Spanish', async () => {
    expect(text((await render('fr'))[0])).toContain('Données : L&I Insur (legacy) · au 1 sept. 2025 Données plus anciennes que votre limite');
    expect(text((await render('es'))[0])).toContain('Datos: L&I Insur (legacy) · al 1 sept 2025 Datos más antiguos que su límite');
  });
});
