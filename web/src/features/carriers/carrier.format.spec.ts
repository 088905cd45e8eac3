import { formatAddress, formatLocation, formatMcNumber, formatPhone, formatRate, websiteHref } from './carrier.format';

describe('formatPhone', () => {
  it('should show ten digits as (555) 123-4567', () => {
    expect(formatPhone('5551234567')).toBe('(555) 123-4567');
    expect(formatPhone('555-123-4567')).toBe('(555) 123-4567');
    expect(formatPhone(' (555)123.4567 ')).toBe('(555) 123-4567');
  });

  it('should drop the country code 1 of eleven digits', () => {
    expect(formatPhone('15551234567')).toBe('(555) 123-4567');
    expect(formatPhone('+1 555 123 4567')).toBe('(555) 123-4567');
  });

  it('should leave anything else as given', () => {
    expect(formatPhone('')).toBe('');
    expect(formatPhone(undefined)).toBe('');
    expect(formatPhone('12345')).toBe('12345');
    expect(formatPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
  });
});

describe('other formats', () => {
  it('should prefix MC numbers once', () => {
    expect(formatMcNumber('123456')).toBe('MC-123456');
    expect(formatMcNumber('mc-123456')).toBe('MC-123456');
    expect(formatMcNumber('')).toBe('');
  });

  it('should join city, state and address parts that exist', () => {
    expect(formatLocation('Dallas', 'TX')).toBe('Dallas, TX');
    expect(formatLocation('', 'TX')).toBe('TX');
    expect(formatAddress({ address: '1 Main St', city: 'Omaha', state: 'NE', zipCode: '68138' })).toBe('1 Main St, Omaha, NE 68138');
    expect(formatAddress({ city: 'Omaha' })).toBe('Omaha');
  });

  it('should show rates with one decimal', () => {
    expect(formatRate(12.345)).toBe('12.3%');
    expect(formatRate(0)).toBe('0.0%');
    expect(formatRate(null)).toBeNull();
    expect(formatRate(12.345, 'fr')?.replace(/\s/g, ' ')).toBe('12,3 %');
  });

  it('should only link http(s) websites', () => {
    expect(websiteHref('www.werner.com')).toBe('https://www.werner.com');
    expect(websiteHref('http://a.example')).toBe('http://a.example');
    expect(websiteHref('javascript:alert(1)')).toBe('');
    expect(websiteHref('')).toBe('');
  });
});
