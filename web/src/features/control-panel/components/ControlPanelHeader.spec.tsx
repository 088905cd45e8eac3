import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { i18nIn } from '../../../i18n/i18n.test-support';
import { AccountSetupRequired } from './AccountSetupRequired';
import { CompanyTypeBadge } from './CompanyTypeBadge';
import { VerificationTag } from './VerificationTag';

async function render(lng: 'en' | 'fr' | 'es', element: ReactElement): Promise<string> {
  return renderToStaticMarkup(<I18nextProvider i18n={await i18nIn(lng)}>{element}</I18nextProvider>);
}

describe('control panel header pieces', () => {
  it("says 'Account Setup Required' with a Complete Setup button, in each language", async () => {
    const en = await render('en', <AccountSetupRequired />);
    expect(en).toContain('Account Setup Required');
    expect(en).toContain('Complete Setup');
    expect(await render('fr', <AccountSetupRequired />)).toContain('Configuration du compte requise');
    expect(await render('es', <AccountSetupRequired />)).toContain('Completar configuración');
  });

  it('names the company type the spec way: Freight Broker or Shipper', async () => {
    expect(await render('en', <CompanyTypeBadge companyType="BROKER" />)).toContain('>Freight Broker<');
    expect(await render('en', <CompanyTypeBadge companyType="SHIPPER" />)).toContain('>Shipper<');
    expect(await render('es', <CompanyTypeBadge companyType="BROKER" />)).toContain('>Agente de carga<');
  });

  it('shows Verified or Pending', async () => {
    expect(await render('en', <VerificationTag status="VERIFIED" />)).toContain('>Verified<');
    expect(await render('en', <VerificationTag status="PENDING" />)).toContain('>Pending<');
    expect(await render('fr', <VerificationTag status="PENDING" />)).toContain('>En attente<');
  });
});
