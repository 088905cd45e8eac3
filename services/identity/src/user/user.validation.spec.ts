import { registrationSchema } from './user.validation';

const valid = {
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'Ann@Acme.io',
  password: 'correct horse battery',
  confirmPassword: 'correct horse battery',
  companyName: 'Acme Logistics',
  companyType: 'SHIPPER',
};
// Async: the password's strength rule loads its dictionaries on first use.
const messages = async (patch: object) => {
  const r = await registrationSchema.safeParseAsync({ ...valid, ...patch });
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('registration payload', () => {
  it('accepts a complete shipper and lower-cases the e-mail', async () => {
    expect((await registrationSchema.parseAsync(valid)).email).toBe('ann@acme.io');
  });
  it("uses the spec's wording for passwords, and refuses one too easy to guess", async () => {
    expect(await messages({ password: 'short', confirmPassword: 'short' })).toEqual(['Password must be at least 8 characters']);
    expect(await messages({ confirmPassword: 'different!' })).toEqual(['Passwords do not match']);
    expect(await messages({ password: '12345678', confirmPassword: '12345678' })).toEqual([
      'This password is too easy to guess: avoid common passwords, names, dates and repeated or sequential characters (a few unrelated words work well)',
    ]);
  });
  it('requires names, a valid e-mail and a company name', async () => {
    expect(await messages({ firstName: '', lastName: ' ', email: 'nope', companyName: '' })).toEqual([
      'First name is required',
      'Last name is required',
      'Valid email is required',
      'Company name is required',
    ]);
  });
  it('defaults the company type to BROKER and lets a broker register without an MC number', async () => {
    const { companyType: _t, ...noType } = valid;
    expect((await registrationSchema.parseAsync(noType)).companyType).toBe('BROKER');
  });
  it("refuses a broker's MC number that does not end in b", async () => {
    expect(await messages({ companyType: 'BROKER', mcNumber: 'MC-123456' })).toEqual(["Brokers must provide an MC number ending with 'b' for platform access"]);
  });
});
