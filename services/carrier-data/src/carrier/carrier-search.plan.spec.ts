import { planSearch } from './carrier-search.plan';

describe('planSearch', () => {
  it('turns the free text and the advanced fields into one plan', () => {
    expect(planSearch({ text: 'MC-123456' })).toEqual({ exact: [{ kind: 'mc', value: '123456' }], tokens: [], state: '' });
    expect(planSearch({ text: '44110' })).toEqual({ exact: [{ kind: 'number', value: '44110' }], tokens: [], state: '' });
    expect(planSearch({ text: 'eagle fr', state: 'tx', phone: '(202) 555-0101' })).toEqual({
      exact: [{ kind: 'phone', value: '2025550101' }],
      tokens: ['EAGLE', 'FR'],
      state: 'TX',
    });
    expect(planSearch({ companyName: 'Eagle Freight LLC', text: 'eagle' })).toMatchObject({ tokens: ['EAGLE', 'FREIGHT'] });
    expect(planSearch({ state: 'OH' })).toEqual({ exact: [], tokens: [], state: 'OH' });
  });

  it('is null when nothing can match', () => {
    expect(planSearch({})).toBeNull();
    expect(planSearch({ text: '   ' })).toBeNull();
    expect(planSearch({ text: '--' })).toBeNull();
    expect(planSearch({ mcNumber: 'none' })).toBeNull();
    expect(planSearch({ companyName: '!!' })).toBeNull();
  });
});
