import { MESSAGES, companySetupBodySchema } from '@logiscope/proto/http';
import { httpApiError, transportApiError } from '../../api/apiError';
import { englishT } from '../../i18n/english';
import { resources } from '../../i18n/resources';
import { apiErrorText, errorText, ruleMessagesByField, translationOf } from './errorText';

/** A French reader: the fr errors namespace, as i18next would resolve it (context suffix, {{params}}). */
const frenchT = (key: string, options: Record<string, unknown> = {}) => {
  const name = key.replace(/^errors:/, '');
  const table = resources.fr.errors as Record<string, string>;
  const text = (typeof options.context === 'string' ? table[`${name}_${options.context}`] : undefined) ?? table[name];
  return text.replace(/\{\{(\w+)\}\}/g, (_m, p: string) => String(options[p]));
};

describe('the errors namespace', () => {
  it("should word every catalogued code as the server does, in English", () => {
    for (const [code, text] of Object.entries(MESSAGES)) expect([code, (resources.en.errors as Record<string, string>)[code]]).toEqual([code, text]);
  });
});

describe('errorText', () => {
  it('should translate a catalogued code and keep the text of a kind over an uncatalogued message', () => {
    expect(errorText(frenchT, { code: 'TITLE_REQUIRED', message: 'Title is required' })).toBe('Le titre est obligatoire');
    expect(errorText(frenchT, { code: 'FORBIDDEN', message: 'Your account has been blocked.' })).toBe('Your account has been blocked.');
    expect(errorText(frenchT, { code: 'NOT_FOUND', message: 'User not found' }, 'fallback')).toBe('User not found');
    expect(errorText(frenchT, { code: 'SOMETHING_NEW', message: 'New wording' })).toBe('New wording');
  });

  it('should translate a generic rule with its parameters, and only with them', () => {
    const tooBig = { code: 'TOO_BIG', params: { maximum: 200, origin: 'string' }, message: 'Company name must be at most 200 characters' };
    expect(translationOf(tooBig)).toEqual({ key: 'errors:TOO_BIG', options: { maximum: 200, origin: 'string', context: 'string' } });
    expect(errorText(frenchT, tooBig)).toBe('Doit contenir au plus 200 caractères');
    expect(errorText(englishT, tooBig)).toBe('Must be at most 200 characters');
    expect(errorText(frenchT, { code: 'TOO_BIG', message: 'Company name must be at most 200 characters' })).toBe('Company name must be at most 200 characters');
  });
});

describe('apiErrorText', () => {
  it("should show a server error by its code, else its message, else the screen's fallback", () => {
    const mc = httpApiError(400, JSON.stringify({ message: MESSAGES.BROKER_MC_REQUIRED, code: 'BROKER_MC_REQUIRED', params: {}, issues: [] }), 'Bad Request');
    expect(apiErrorText(frenchT, mc, 'Échec')).toBe('Les courtiers doivent fournir un numéro MC se terminant par « b » pour accéder à la plateforme');
    expect(apiErrorText(frenchT, httpApiError(409, '{"message":"Something else"}', 'Conflict'), 'Échec')).toBe('Something else');
    expect(apiErrorText(frenchT, httpApiError(502, '<html>', 'Bad Gateway'), 'Échec')).toBe('Échec');
    expect(apiErrorText(frenchT, transportApiError('FETCH_ERROR', 'offline'), 'Échec')).toBe('Échec');
  });
});

describe('ruleMessagesByField', () => {
  it("should put each failed proto rule on its field with the server's code", () => {
    const parsed = companySetupBodySchema.safeParse({ companyType: 'BROKER', companyName: ' ', mcNumber: 'MC-b', state: 'TEX' });
    expect(parsed.success).toBe(false);
    const { fieldErrors } = ruleMessagesByField(parsed.error!, ['companyName', 'mcNumber', 'state'] as const);
    expect(fieldErrors.companyName).toMatchObject({ code: 'COMPANY_NAME_REQUIRED' });
    expect(fieldErrors.state).toMatchObject({ code: 'STATE_TOO_LONG', params: { maximum: 2 } });
  });
});
