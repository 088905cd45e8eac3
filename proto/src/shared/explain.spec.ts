import { baseKeys, englishNumber, explainIn, interpolate } from './explain';

const catalogue = {
  'x.plain': 'Registered on {{date, day}} with {{amount, money}} and {{n, number}} units; docket {{docket}}.',
  'x.days_one': '{{count}} day ago',
  'x.days_other': '{{count}} days ago',
};

describe('explanations', () => {
  it('should fill parameters with the English formatters', () => {
    expect(explainIn(catalogue, 'x.plain', { date: '2024-06-01', amount: '750000', n: '12345', docket: 'MC245009' })).toBe(
      'Registered on Jun 1, 2024 with $750,000 and 12,345 units; docket MC245009.',
    );
  });

  it('should choose the plural form by count', () => {
    expect(explainIn(catalogue, 'x.days', { count: '1' })).toBe('1 day ago');
    expect(explainIn(catalogue, 'x.days', { count: '30' })).toBe('30 days ago');
  });

  it('should answer the bare key for an unknown one, and leave odd values as they are', () => {
    expect(explainIn(catalogue, 'x.unknown')).toBe('x.unknown');
    expect(interpolate('{{date, day}} / {{amount, money}} / {{missing}}!', { date: 'soon', amount: '' })).toBe('soon /  / !');
  });

  it('should write numbers as Intl does in English', () => {
    const intl = new Intl.NumberFormat('en-US');
    const samples = [0, -0, 1, 7, 12, 123, 999, 1000, -1000, 1234, 99_999, 100_000, 123_456, 1_000_000, 1_234_567, -98_765_432, 2 ** 53 - 1, -(2 ** 53 - 1), 2 ** 53, 1.5, 1234.5678, -0.25, 1e21, NaN, Infinity];
    for (let n = 1; n < 1e15; n = n * 7 + 3) samples.push(n, -n);
    for (const n of samples) expect([n, englishNumber(n)]).toEqual([n, intl.format(n)]);
  });

  it('should list base keys without plural suffixes', () => {
    expect(baseKeys(catalogue).sort()).toEqual(['x.days', 'x.plain']);
  });
});
