import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { makeStore } from '../../../app/store';
import { i18nIn } from '../../../i18n/i18n.test-support';
import { CompanyDetailsForm } from './CompanyDetailsForm';

// CSS modules are the bundler's business.
jest.mock('./CompanySetupDialog.module.css', () => ({}));

async function render(companyName: string | undefined): Promise<string> {
  const i18n = await i18nIn('en');
  return renderToStaticMarkup(
    <Provider store={makeStore()}>
      <I18nextProvider i18n={i18n}>
        <CompanyDetailsForm companyType="BROKER" userEmail="bruno@example.com" companyName={companyName} onBack={() => {}} />
      </I18nextProvider>
    </Provider>,
  );
}

/** The value of the input with this id (antd names inputs `<form>_<field>`). */
const valueOf = (html: string, id: string) => new RegExp(`<input[^>]*id="${id}"[^>]*>`).exec(html)?.[0].match(/value="([^"]*)"/)?.[1] ?? '';

describe('company setup details', () => {
  it('starts from the company name typed at registration, and the e-mail', async () => {
    const html = await render('Bruno Brokerage');
    expect(valueOf(html, 'companySetup_companyName')).toBe('Bruno Brokerage');
    expect(valueOf(html, 'companySetup_email')).toBe('bruno@example.com');
  });

  it('starts empty when registration kept no name (accounts made before it was kept)', async () => {
    expect(valueOf(await render(undefined), 'companySetup_companyName')).toBe('');
  });
});
