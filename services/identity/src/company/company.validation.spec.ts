import { BROKER_MC_MESSAGE, companySetupSchema, isBrokerMcNumber } from './company.validation';

describe('broker MC rule', () => {
  it.each(['123456b', '123456B', 'MC123456b', 'mc-123456B', 'Mc-99b', ' MC-123456B '])('accepts %p', (mc) => {
    expect(isBrokerMcNumber(mc)).toBe(true);
  });
  it.each(['', '123456', 'MC-123456', 'b', 'MC-b', 'MCb', '123456bx'])('refuses %p', (mc) => {
    expect(isBrokerMcNumber(mc)).toBe(false);
  });
});

describe('company setup payload', () => {
  const messages = (input: object) => {
    const r = companySetupSchema.safeParse(input);
    return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };

  it('needs a company name and a known company type', () => {
    expect(messages({ companyType: 'SHIPPER', companyName: '  ' })).toEqual(['companyName: Company name is required']);
    expect(messages({ companyType: 'CARRIER', companyName: 'X' })).toEqual(['companyType: Company type must be BROKER or SHIPPER']);
  });

  it("asks brokers for an MC number ending in 'b', shippers for none", () => {
    expect(messages({ companyType: 'BROKER', companyName: 'Acme' })).toEqual([`mcNumber: ${BROKER_MC_MESSAGE}`]);
    expect(messages({ companyType: 'BROKER', companyName: 'Acme', mcNumber: 'MC-123456' })).toEqual([`mcNumber: ${BROKER_MC_MESSAGE}`]);
    expect(messages({ companyType: 'BROKER', companyName: 'Acme', mcNumber: 'MC-123456B' })).toEqual([]);
    expect(messages({ companyType: 'SHIPPER', companyName: 'Acme' })).toEqual([]);
  });

  it('checks an e-mail only when given, limits state to 2 characters and upper-cases it', () => {
    expect(messages({ companyType: 'SHIPPER', companyName: 'A', email: 'not-an-email' })).toEqual(['email: Valid email is required']);
    expect(messages({ companyType: 'SHIPPER', companyName: 'A', state: 'TEX' })).toEqual(['state: State must be 2 characters']);
    expect(companySetupSchema.parse({ companyType: 'SHIPPER', companyName: 'A', state: 'tx', email: '' }).state).toBe('TX');
  });
});
