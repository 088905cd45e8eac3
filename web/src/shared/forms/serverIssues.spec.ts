import { englishT } from '../../i18n/english';
import { mapIssuesToFields } from './serverIssues';

describe('mapIssuesToFields', () => {
  const fields = ['email', 'mcNumber', 'companyName'] as const;

  it('should put issues on the fields their path names', () => {
    const result = mapIssuesToFields(
      [
        { path: 'email', message: 'Email already registered' },
        { path: 'body.mcNumber', message: "Brokers must provide an MC number ending with 'b' for platform access" },
        { path: 'company/companyName', message: 'Company name is required' },
      ],
      fields,
    );
    expect(result.fieldErrors).toEqual({
      email: 'Email already registered',
      mcNumber: "Brokers must provide an MC number ending with 'b' for platform access",
      companyName: 'Company name is required',
    });
    expect(result.unmatched).toEqual([]);
  });

  it('should keep the first message per field and return issues matching no field', () => {
    const result = mapIssuesToFields(
      [
        { path: 'email', message: 'first' },
        { path: 'email', message: 'second' },
        { path: '', message: 'whole form' },
        { path: 'password', message: 'not on this form' },
      ],
      fields,
    );
    expect(result.fieldErrors).toEqual({ email: 'first' });
    expect(result.unmatched).toEqual([
      { path: '', message: 'whole form' },
      { path: 'password', message: 'not on this form' },
    ]);
  });

  it('should show each issue by its code when given a translator, the server wording otherwise', () => {
    const t = (key: string, options?: Record<string, unknown>) => (key === 'errors:TITLE_REQUIRED' ? 'Le titre est obligatoire' : englishT(key, options));
    const result = mapIssuesToFields(
      [
        { path: 'title', message: 'Title is required', code: 'TITLE_REQUIRED' },
        { path: 'email', message: 'Email already registered', code: 'CONFLICT' },
      ],
      ['title', 'email'] as const,
      t,
    );
    expect(result.fieldErrors).toEqual({ title: 'Le titre est obligatoire', email: 'Email already registered' });
  });
});
