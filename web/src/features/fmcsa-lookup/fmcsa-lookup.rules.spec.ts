import { filledFromLookup, isCompanyFound, lookupKey, lookupQueryFor, screenLookupQuery } from './fmcsa-lookup.rules';
import { SAMPLE_DOT_NUMBERS, SAMPLE_MC_NUMBERS, findSampleRecord } from './fmcsa-samples';

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

describe('FMCSA Lookup screen', () => {
  it('should search the digits of the chosen kind, nothing when the trimmed input is empty', () => {
    expect(screenLookupQuery('mc', ' MC-1515 ')).toEqual({ mc: '1515' });
    expect(screenLookupQuery('dot', 'USDOT 00044110')).toEqual({ dot: '44110' });
    expect(screenLookupQuery('dot', '   ')).toBeNull();
    expect(screenLookupQuery('mc', 'abc')).toBeNull();
  });

  it('should find the visitor sample records by the sample numbers', () => {
    for (const mc of SAMPLE_MC_NUMBERS) expect(findSampleRecord('mc', mc)?.mcNumber).toBe(mc);
    for (const dot of SAMPLE_DOT_NUMBERS) expect(findSampleRecord('dot', dot)?.dotNumber).toBe(dot);
    expect(findSampleRecord('dot', '044110')?.companyName).toBe('GREYHOUND LINES INC');
    expect(findSampleRecord('mc', '44110')).toBeNull();
    expect(findSampleRecord('dot', '')).toBeNull();
  });
});
