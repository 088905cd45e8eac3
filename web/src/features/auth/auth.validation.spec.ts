import en from '../../i18n/locales/en/auth.json';
import { buildLoginRequest, buildRegisterRequest, validateRegistration, validateSignIn, type RegisterValues } from './auth.validation';

/** The English text of an 'auth:...' key, as the user reads it. */
function english(key: string | undefined): string | undefined {
  if (!key) return undefined;
  const [, path] = key.split(':');
  return path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en) as string;
}

const registration: RegisterValues = {
  firstName: ' Ada ',
  lastName: 'Lovelace',
  email: ' ada@example.com ',
  companyName: ' Analytical Freight ',
  companyType: 'BROKER',
  mcNumber: '',
  dotNumber: '',
  password: 'correct horse',
  confirmPassword: 'correct horse',
};

describe('validateSignIn', () => {
  it("should need both fields: 'Please fill in all fields'", () => {
    expect(english(validateSignIn({ email: '', password: 'secret123' }).formError)).toBe('Please fill in all fields');
    expect(english(validateSignIn({ email: 'a@b.co', password: '' }).formError)).toBe('Please fill in all fields');
    expect(english(validateSignIn({ email: '   ', password: 'x' }).formError)).toBe('Please fill in all fields');
    expect(english(validateSignIn({}).formError)).toBe('Please fill in all fields');
  });

  it('should pass with both fields and trim the e-mail only', () => {
    expect(validateSignIn({ email: 'a@b.co', password: 'x' })).toEqual({ fieldErrors: {} });
    expect(buildLoginRequest({ email: ' a@b.co ', password: ' pass ' })).toEqual({ email: 'a@b.co', password: ' pass ' });
  });
});

describe('validateRegistration', () => {
  it("should reject different passwords: 'Passwords do not match'", () => {
    const result = validateRegistration({ ...registration, confirmPassword: 'correct horsE' });
    expect(english(result.fieldErrors.confirmPassword)).toBe('Passwords do not match');
    expect(result.fieldErrors.password).toBeUndefined();
  });

  it("should reject passwords under 8 characters: 'Password must be at least 8 characters'", () => {
    const result = validateRegistration({ ...registration, password: 'short12', confirmPassword: 'short12' });
    expect(english(result.fieldErrors.password)).toBe('Password must be at least 8 characters');
    expect(validateRegistration({ ...registration, password: '12345678', confirmPassword: '12345678' }).fieldErrors).toEqual({});
  });

  it('should leave the other fields to the server', () => {
    expect(validateRegistration({ ...registration, firstName: '', companyName: '' }).fieldErrors).toEqual({});
  });
});

describe('buildRegisterRequest', () => {
  it('should trim the text and leave out MC and DOT when they are empty', () => {
    expect(buildRegisterRequest(registration)).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      companyName: 'Analytical Freight',
      companyType: 'BROKER',
      password: 'correct horse',
      confirmPassword: 'correct horse',
    });
  });

  it('should send MC and DOT for a broker when filled', () => {
    const request = buildRegisterRequest({ ...registration, mcNumber: ' MC-123456B ', dotNumber: '1234567' });
    expect(request.mcNumber).toBe('MC-123456B');
    expect(request.dotNumber).toBe('1234567');
  });

  it('should never send MC or DOT for a shipper', () => {
    const request = buildRegisterRequest({ ...registration, companyType: 'SHIPPER', mcNumber: 'MC-1', dotNumber: '2' });
    expect(request.companyType).toBe('SHIPPER');
    expect(request).not.toHaveProperty('mcNumber');
    expect(request).not.toHaveProperty('dotNumber');
  });

  it('should default the company type to BROKER', () => {
    expect(buildRegisterRequest({ ...registration, companyType: undefined }).companyType).toBe('BROKER');
  });
});
