import { baseKeys, explainIn, interpolate } from './explain';

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

  it('should list base keys without plural suffixes', () => {
    expect(baseKeys(catalogue).sort()).toEqual(['x.days', 'x.plain']);
  });
});
