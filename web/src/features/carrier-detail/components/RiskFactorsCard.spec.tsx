import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { i18nIn } from '../../../i18n/i18n.test-support';
import { SAMPLE_CARRIER } from '../sample-carrier';
import { RiskFactorsCard } from './RiskFactorsCard';

// CSS modules and icons are the bundler's business (the icons package requires ES modules jest does not compile).
jest.mock('./CarrierDetail.module.css', () => ({}));
jest.mock('@ant-design/icons', () => ({ ArrowDownOutlined: () => null, ArrowUpOutlined: () => null, MinusOutlined: () => null }));

const factors = [
  ...SAMPLE_CARRIER.riskFactors,
  { code: 'future-signal', label: 'A factor from a newer server', impact: 2, detail: 'Its sentence in English.', labelKey: 'risk.future-signal.label', key: 'risk.future-signal', params: {} },
];

async function render(lng: 'en' | 'fr' | 'es'): Promise<string> {
  const i18n = await i18nIn(lng);
  const html = renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <RiskFactorsCard factors={factors} notEnoughData={false} />
    </I18nextProvider>,
  );
  // Entities and narrow spaces as a reader sees them.
  return html.replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&').replace(/[\u202f\u00a0]/g, ' ');
}

describe('RiskFactorsCard', () => {
  it('shows every factor in English as the server wrote it', async () => {
    const html = await render('en');
    for (const f of factors) {
      expect(html).toContain(`<strong>${f.label}</strong>`);
      expect(html).toContain(f.detail);
    }
  });

  it('shows the factors in French, with French dates, dollars and plurals', async () => {
    const html = await render('fr');
    expect(html).toContain('<strong>Identifiants partagés avec 1 autre transporteur</strong>');
    expect(html).toContain('<strong>Transporteur établi (9 ans)</strong>');
    expect(html).toContain('Enregistré auprès de la FMCSA le 14 mars 2016 : un long historique au dossier.');
    expect(html).toContain('1 000 000 $US de couverture enregistrée (750 000 $US exigés).');
    expect(html).toContain('Des conducteurs ont été mis hors service lors de 6,2 % des 145 inspections de conducteurs');
    expect(html).not.toContain('Starting point');
  });

  it('shows the factors in Spanish', async () => {
    const html = await render('es');
    expect(html).toContain('<strong>Punto de partida</strong>');
    expect(html).toContain('<strong>Calificación de seguridad satisfactoria</strong>');
    expect(html).toContain('La FMCSA calificó al transportista como SATISFACTORY (satisfactorio) el 12 jun 2019 tras una auditoría de cumplimiento.');
    expect(html).toContain('Constan 1.000.000 US$ de cobertura (se exigen 750.000 US$).');
  });

  it("keeps the server's English for a factor whose keys this build does not know", async () => {
    const html = await render('fr');
    expect(html).toContain('<strong>A factor from a newer server</strong>');
    expect(html).toContain('Its sentence in English.');
  });
});
