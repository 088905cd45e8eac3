import en from '../../i18n/locales/en/companySetup.json';
import { buildSetupCompanyRequest, emptyCompanySetupValues, isBrokerMcNumber, validateCompanySetup } from './company-setup.validation';

function english(key: string | undefined): string | undefined {
  if (!key) return undefined;
  const [, path] = key.split(':');
  return path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en) as string;
}

const BROKER_MC_MESSAGE = "Brokers must provide an MC number ending with 'b' for platform access";

describe('isBrokerMcNumber', () => {
  it.each(['123456b', '123456B', 'MC123456B', 'mc-123456b', 'MC-123456B', 'Mc-9b', ' MC-123456B '])('should accept %p', (mc) => {
    expect(isBrokerMcNumber(mc)).toBe(true);
  });

  it.each(['', '   ', '123456', 'MC-123456', 'MC-', 'MC', 'B123456', 'MC-123456C', undefined, null])('should reject %p', (mc) => {
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

  it('should not ask a shipper for an MC number', () => {
    expect(validateCompanySetup('SHIPPER', { ...valid, mcNumber: '' })).toEqual({ fieldErrors: {} });
  });

  it('should check the e-mail only when given', () => {
    expect(validateCompanySetup('SHIPPER', { ...valid, email: '' })).toEqual({ fieldErrors: {} });
    expect(validateCompanySetup('SHIPPER', { ...valid, email: 'not-an-email' }).fieldErrors.email).toBe('companySetup:validation.emailInvalid');
  });

  it('should limit the state to 2 characters', () => {
    expect(validateCompanySetup('SHIPPER', { ...valid, state: 'TEX' }).fieldErrors.state).toBe('companySetup:validation.stateTooLong');
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
