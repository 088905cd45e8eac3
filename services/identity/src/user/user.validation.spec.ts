import { registrationSchema } from './user.validation';

const valid = {
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'Ann@Acme.io',
  password: 'correct horse',
  confirmPassword: 'correct horse',
  companyName: 'Acme Logistics',
  companyType: 'SHIPPER',
};
const messages = (patch: object) => {
  const r = registrationSchema.safeParse({ ...valid, ...patch });
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('registration payload', () => {
  it('accepts a complete shipper and lower-cases the e-mail', () => {
    expect(registrationSchema.parse(valid).email).toBe('ann@acme.io');
  });
  it("uses the spec's wording for passwords", () => {
    expect(messages({ password: 'short', confirmPassword: 'short' })).toEqual(['Password must be at least 8 characters']);
    expect(messages({ confirmPassword: 'different!' })).toEqual(['Passwords do not match']);
  });
  it('requires names, a valid e-mail and a company name', () => {
    expect(messages({ firstName: '', lastName: ' ', email: 'nope', companyName: '' })).toEqual([
      'First name is required',
      'Last name is required',
      'Valid email is required',
      'Company name is required',
    ]);
  });
  it('defaults the company type to BROKER and lets a broker register without an MC number', () => {
    const { companyType: _t, ...noType } = valid;
    expect(registrationSchema.parse(noType).companyType).toBe('BROKER');
  });
  it("refuses a broker's MC number that does not end in b", () => {
    expect(messages({ companyType: 'BROKER', mcNumber: 'MC-123456' })).toEqual(["Brokers must provide an MC number ending with 'b' for platform access"]);
  });
});
