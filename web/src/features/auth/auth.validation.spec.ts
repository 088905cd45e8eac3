import { PASSWORD_MIN_LENGTH as SERVER_PASSWORD_MIN_LENGTH } from '@logiscope/proto/http';
import { english } from '../../i18n/english';
import { PASSWORD_MIN_LENGTH, buildLoginRequest, buildRegisterRequest, validateRegistration, validateSignIn, type RegisterValues } from './auth.validation';

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
  it("should reject different passwords: 'Passwords do not match'", async () => {
    const result = await validateRegistration({ ...registration, confirmPassword: 'correct horsE' });
    expect(english(result.fieldErrors.confirmPassword)).toBe('Passwords do not match');
    expect(result.fieldErrors.password).toBeUndefined();
  });

  it("should reject passwords under 8 characters: 'Password must be at least 8 characters'", async () => {
    const result = await validateRegistration({ ...registration, password: 'short12', confirmPassword: 'short12' });
    expect(english(result.fieldErrors.password)).toBe('Password must be at least 8 characters');
  });

  it('should reject a password too easy to guess, with the server rule and its message', async () => {
    for (const password of ['password', '12345678', 'aaaaaaaa']) {
      const result = await validateRegistration({ ...registration, password, confirmPassword: password });
      expect(english(result.fieldErrors.password)).toBe(
        'This password is too easy to guess: avoid common passwords, names, dates and repeated or sequential characters (a few unrelated words work well)',
      );
    }
    expect((await validateRegistration({ ...registration, password: 'LogiScope-demo-2026', confirmPassword: 'LogiScope-demo-2026' })).fieldErrors).toEqual({});
  });

  it("should run the server's rules on the other fields, with the server's messages", async () => {
    const result = await validateRegistration({ ...registration, firstName: '', companyName: '', email: 'nope' });
    expect([english(result.fieldErrors.firstName), english(result.fieldErrors.companyName), english(result.fieldErrors.email)]).toEqual([
      'First name is required',
      'Company name is required',
      'Valid email is required',
    ]);
    expect(english((await validateRegistration({ ...registration, mcNumber: 'MC-b' })).fieldErrors.mcNumber)).toBe("Brokers must provide an MC number ending with 'b' for platform access");
  });

  it("should take the password length from the server's rule", () => {
    expect(PASSWORD_MIN_LENGTH).toBe(SERVER_PASSWORD_MIN_LENGTH);
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
