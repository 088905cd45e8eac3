import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { i18nIn } from '../../../i18n/i18n.test-support';
import { AuthorityStatusBadge } from './AuthorityStatusBadge';
import { InsuranceStatusBadge } from './InsuranceStatusBadge';

async function render(lng: 'en' | 'fr' | 'es', element: ReactElement): Promise<string> {
  return renderToStaticMarkup(<I18nextProvider i18n={await i18nIn(lng)}>{element}</I18nextProvider>);
}
/** The badge's tone and words. */
const shown = (html: string) => ({ tone: /data-tone="(\w+)"/.exec(html)?.[1], text: html.replace(/<[^>]+>/g, '') });

describe('<AuthorityStatusBadge>', () => {
  it('shows UNKNOWN (and a blank status) as a grey Unknown, never as no authority', async () => {
    expect(shown(await render('en', <AuthorityStatusBadge status="UNKNOWN" />))).toEqual({ tone: 'grey', text: 'Unknown' });
    expect(shown(await render('en', <AuthorityStatusBadge status="" />))).toEqual({ tone: 'grey', text: 'Unknown' });
    expect(shown(await render('fr', <AuthorityStatusBadge status="UNKNOWN" />))).toEqual({ tone: 'grey', text: 'Inconnue' });
    expect(shown(await render('es', <AuthorityStatusBadge status="UNKNOWN" />))).toEqual({ tone: 'grey', text: 'Desconocida' });
  });

  it("shows NONE as a red 'No motor-carrier authority' for the company, 'None' for one docket", async () => {
    expect(shown(await render('en', <AuthorityStatusBadge status="NONE" />))).toEqual({ tone: 'red', text: 'No motor-carrier authority' });
    expect(shown(await render('en', <AuthorityStatusBadge status="NONE" scope="record" />))).toEqual({ tone: 'red', text: 'None' });
    expect(shown(await render('fr', <AuthorityStatusBadge status="NONE" />)).text).toBe('Aucune autorisation de transporteur');
    expect(shown(await render('es', <AuthorityStatusBadge status="NONE" />)).text).toBe('Sin autoridad de transportista');
  });

  it('shows ACTIVE green, PENDING yellow and WITHDRAWN red', async () => {
    expect(shown(await render('en', <AuthorityStatusBadge status="ACTIVE" testId="badge-authority" />))).toEqual({ tone: 'green', text: 'Active' });
    expect(shown(await render('en', <AuthorityStatusBadge status="PENDING" />))).toEqual({ tone: 'yellow', text: 'Pending' });
    expect(shown(await render('en', <AuthorityStatusBadge status="WITHDRAWN" />))).toEqual({ tone: 'red', text: 'Withdrawn' });
    expect(shown(await render('es', <AuthorityStatusBadge status="WITHDRAWN" />)).text).toBe('Retirada');
    expect(await render('en', <AuthorityStatusBadge status="ACTIVE" testId="badge-authority" />)).toContain('data-testid="badge-authority"');
  });
});

describe('<InsuranceStatusBadge>', () => {
  it('shows UNKNOWN grey Unknown and NONE red None, in three languages', async () => {
    expect(shown(await render('en', <InsuranceStatusBadge status="UNKNOWN" />))).toEqual({ tone: 'grey', text: 'Unknown' });
    expect(shown(await render('en', <InsuranceStatusBadge status="NONE" />))).toEqual({ tone: 'red', text: 'None' });
    expect(shown(await render('fr', <InsuranceStatusBadge status="NONE" />)).text).toBe('Aucune');
    expect(shown(await render('es', <InsuranceStatusBadge status="UNKNOWN" />)).text).toBe('Desconocido');
  });

  it('never shows a raw code or nothing', async () => {
    expect(shown(await render('en', <InsuranceStatusBadge status="EXPIRES SOON" />))).toEqual({ tone: 'yellow', text: 'Expires soon' });
    expect(shown(await render('en', <InsuranceStatusBadge status="VALID" />))).toEqual({ tone: 'green', text: 'Valid' });
    expect(shown(await render('en', <InsuranceStatusBadge status={undefined} />))).toEqual({ tone: 'grey', text: 'Unknown' });
  });
});
