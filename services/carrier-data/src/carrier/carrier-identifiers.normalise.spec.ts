import { normaliseDot, normaliseEmail, normaliseMc, normaliseOfficer, normalisePhone, normaliseVin } from './carrier-identifiers.normalise';

describe('identifier normalisation', () => {
  it('normalises phones, e-mails, officers, MC, DOT and VIN', () => {
    expect(normalisePhone('+1 (202) 555-5555')).toBe('2025555555');
    expect(normalisePhone('202.555.5555')).toBe('2025555555');
    expect(normalisePhone('')).toBe('');
    expect(normaliseEmail(' Ops@X.COM ')).toBe('ops@x.com');
    expect(normaliseOfficer('  john  q. public ')).toBe('JOHN Q PUBLIC');
    expect(normaliseMc('MC-012345')).toBe('12345');
    expect(normaliseDot('USDOT 0044110')).toBe('44110');
    expect(normaliseVin('1ftfw1et-5dfc10312')).toBe('1FTFW1ET5DFC10312');
  });
});
