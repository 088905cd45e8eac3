import { english } from '../../i18n/english';
import { buildSetupCompanyRequest, emptyCompanySetupValues, isBrokerMcNumber, validateCompanySetup } from './company-setup.validation';

const BROKER_MC_MESSAGE = "Brokers must provide an MC number ending with 'b' for platform access";

describe('isBrokerMcNumber', () => {
  it.each(['123456b', '123456B', 'MC123456B', 'mc-123456b', 'MC-123456B', 'Mc-9b', ' MC-123456B '])('should accept %p', (mc) => {
    expect(isBrokerMcNumber(mc)).toBe(true);
  });

  it.each(['', '   ', '123456', 'MC-123456', 'MC-', 'MC', 'B123456', 'MC-123456C', 'MC-b', 'b', 'mcB', undefined, null])('should reject %p', (mc) => {
    expect(isBrokerMcNumber(mc)).toBe(false);
  });
});

describe('validateCompanySetup', () => {
  const valid = { ...emptyCompanySetupValues('ops@example.com'), companyName: 'Acme Logistics', mcNumber: 'MC-123456B' };

  it('should accept a complete broker', () => {
    expect(validateCompanySetup('BROKER', valid)).toEqual({ fieldErrors: {} });
  });

  it("should require the company name: 'Company name is required'", () => {
    const result = validateCompanySetup('SHIPPER', { ...valid, companyName: '  ' });
    expect(english(result.fieldErrors.companyName)).toBe('Company name is required');
  });

  it('should put the broker MC rule on the MC field', () => {
    expect(english(validateCompanySetup('BROKER', { ...valid, mcNumber: 'MC-123456' }).fieldErrors.mcNumber)).toBe(BROKER_MC_MESSAGE);
    expect(english(validateCompanySetup('BROKER', { ...valid, mcNumber: '' }).fieldErrors.mcNumber)).toBe(BROKER_MC_MESSAGE);
  });

  it("should refuse 'MC-b' as the server does (the same rule, the same code)", () => {
    const result = validateCompanySetup('BROKER', { ...valid, mcNumber: 'MC-b' });
    expect(result.fieldErrors.mcNumber).toMatchObject({ code: 'BROKER_MC_REQUIRED', message: BROKER_MC_MESSAGE });
    expect(english(result.fieldErrors.mcNumber)).toBe(BROKER_MC_MESSAGE);
    expect(validateCompanySetup('BROKER', { ...valid, mcNumber: 'MC-1b' })).toEqual({ fieldErrors: {} });
  });

  it('should not ask a shipper for an MC number', () => {
    expect(validateCompanySetup('SHIPPER', { ...valid, mcNumber: '' })).toEqual({ fieldErrors: {} });
  });

  it('should check the e-mail only when given', () => {
    expect(validateCompanySetup('SHIPPER', { ...valid, email: '' })).toEqual({ fieldErrors: {} });
    expect(english(validateCompanySetup('SHIPPER', { ...valid, email: 'not-an-email' }).fieldErrors.email)).toBe('Valid email is required');
  });

  it('should limit the state to 2 characters', () => {
    expect(validateCompanySetup('SHIPPER', { ...valid, state: 'TEX' }).fieldErrors.state).toMatchObject({ code: 'STATE_TOO_LONG' });
    expect(english(validateCompanySetup('SHIPPER', { ...valid, state: 'TEX' }).fieldErrors.state)).toBe('State must be 2 characters');
    expect(validateCompanySetup('SHIPPER', { ...valid, state: 'tx' })).toEqual({ fieldErrors: {} });
  });
});

describe('buildSetupCompanyRequest', () => {
  it('should send every field trimmed with the state upper-cased', () => {
    expect(
      buildSetupCompanyRequest('BROKER', {
        companyName: ' Acme ',
        mcNumber: ' MC-123456B ',
        dotNumber: ' 1234567 ',
        address: ' 1 Main St ',
        city: ' Austin ',
        state: 'tx',
        zipCode: ' 78701 ',
        phone: ' 555 ',
        email: ' ops@acme.com ',
      }),
    ).toEqual({
      companyType: 'BROKER',
      companyName: 'Acme',
      mcNumber: 'MC-123456B',
      dotNumber: '1234567',
      address: '1 Main St',
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
      phone: '555',
      email: 'ops@acme.com',
    });
  });

  it('should send empty MC and DOT for a shipper', () => {
    const request = buildSetupCompanyRequest('SHIPPER', { companyName: 'Ship Co', mcNumber: 'MC-1B', dotNumber: '9' });
    expect(request.mcNumber).toBe('');
    expect(request.dotNumber).toBe('');
    expect(request.email).toBe('');
  });
});
