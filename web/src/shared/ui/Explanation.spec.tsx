import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import type { VerdictCheck } from '@logiscope/proto/views';
import { i18nIn } from '../../i18n/i18n.test-support';
import { Explanation } from './Explanation';

const check: VerdictCheck = {
  rule: 'operating-authority',
  outcome: 'FAIL',
  key: 'verdict.authority.revoked',
  params: { docket: 'MC138328', date: '2025-07-26' },
  message: 'FMCSA revoked the motor-carrier authority on MC138328 effective Jul 26, 2025.',
  dataset: 'authority',
  asOf: '2025-10-08',
  source: 'L&I Revocation (legacy)',
  stale: false,
  missing: false,
};

async function render(lng: 'en' | 'fr' | 'es', explanation: VerdictCheck): Promise<string> {
  const html = renderToStaticMarkup(
    <I18nextProvider i18n={await i18nIn(lng)}>
      <Explanation explanation={explanation} />
    </I18nextProvider>,
  );
  return html.replace(/&#x27;/g, "'");
}

describe('<Explanation>', () => {
  it('renders a verdict check in the reader’s language', async () => {
    expect(await render('en', check)).toBe(check.message);
    expect(await render('fr', check)).toBe("La FMCSA a révoqué l'autorisation de transporteur routier MC138328 à compter du 26 juil. 2025.");
    expect(await render('es', check)).toBe('La FMCSA revocó la autoridad de transportista motorizado MC138328 con efecto desde el 26 jul 2025.');
  });

  it('picks the plural form of the language', async () => {
    const age = (count: string): VerdictCheck => ({ ...check, rule: 'authority-age', key: 'verdict.age.new', params: { date: '2025-10-07', count, min: '90' }, message: '' });
    expect(await render('fr', age('1'))).toBe('Enregistré auprès de la FMCSA le 7 oct. 2025 : il y a 1 jour, sous votre minimum de 90 jours.');
    expect(await render('es', age('3'))).toBe('Registrado en la FMCSA el 7 oct 2025: hace 3 días, por debajo de su mínimo de 90 días.');
  });

  it("shows the server's English for a check this build does not know", async () => {
    expect(await render('es', { ...check, key: 'verdict.authority.future', message: 'Newer wording.' })).toBe('Newer wording.');
  });
});
