import { filledFromLookup, isCompanyFound, lookupKey, lookupQueryFor } from './fmcsa-lookup.rules';

describe('lookupQueryFor', () => {
  it('should look up by MC from 6 digits on', () => {
    expect(lookupQueryFor('mcNumber', '12345')).toBeNull();
    expect(lookupQueryFor('mcNumber', '123456')).toEqual({ mc: '123456' });
    expect(lookupQueryFor('mcNumber', 'MC-123456')).toEqual({ mc: '123456' });
    expect(lookupQueryFor('mcNumber', 'MC-12345B')).toBeNull();
  });

  it('should look up by DOT from 7 digits on', () => {
    expect(lookupQueryFor('dotNumber', '123456')).toBeNull();
    expect(lookupQueryFor('dotNumber', '1234567')).toEqual({ dot: '1234567' });
    expect(lookupQueryFor('dotNumber', undefined)).toBeNull();
  });

  it('should key queries by kind and number', () => {
    expect(lookupKey({ mc: '123456' })).toBe('mc=123456');
    expect(lookupKey({ dot: '1234567' })).toBe('dot=1234567');
  });
});

describe('filledFromLookup', () => {
  it('should fill company name, MC and DOT that the answer knows', () => {
    expect(filledFromLookup({ companyName: 'Fulger Transport', mcNumber: 'MC-123456', dotNumber: '1234567' })).toEqual({
      companyName: 'Fulger Transport',
      mcNumber: 'MC-123456',
      dotNumber: '1234567',
    });
    expect(filledFromLookup({ legalName: 'FULGER TRANSPORT INC', dotNumber: '' })).toEqual({ companyName: 'FULGER TRANSPORT INC' });
  });

  it('should count an answer without a company as not found', () => {
    expect(isCompanyFound({ message: 'No carrier with MC 123456' })).toBe(false);
    expect(isCompanyFound(null)).toBe(false);
    expect(isCompanyFound({ companyName: 'X' })).toBe(true);
  });
});
