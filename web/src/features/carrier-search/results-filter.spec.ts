import { carrier } from './carrier-csv.spec';
import { activeFilterCount, filterCarriers, filterChoices } from './results-filter';

const carriers = [
  carrier({ id: '1', state: 'NE', authorityStatus: 'ACTIVE', safetyRating: 'SATISFACTORY' }),
  carrier({ id: '2', state: 'TX', authorityStatus: 'REVOKED', safetyRating: '' }),
  carrier({ id: '3', state: 'tx', authorityStatus: '', safetyRating: 'CONDITIONAL' }),
  carrier({ id: '4', state: 'NE', authorityStatus: 'NONE', safetyRating: 'SATISFACTORY' }),
  carrier({ id: '5', state: 'NE', authorityStatus: 'UNKNOWN', safetyRating: 'SATISFACTORY' }),
];

describe('results filter', () => {
  it('should keep everything without filters', () => {
    expect(filterCarriers(carriers, {}).map((c) => c.id)).toEqual(['1', '2', '3', '4', '5']);
    expect(activeFilterCount({})).toBe(0);
  });

  it('should narrow by state, authority and safety rating together', () => {
    expect(filterCarriers(carriers, { state: 'TX' }).map((c) => c.id)).toEqual(['2', '3']);
    expect(filterCarriers(carriers, { state: 'TX', authority: 'REVOKED' }).map((c) => c.id)).toEqual(['2']);
    expect(filterCarriers(carriers, { safety: 'NOT RATED' }).map((c) => c.id)).toEqual(['2']);
    // No data set covering the company (UNKNOWN) is not the same as no motor-carrier authority (NONE).
    expect(filterCarriers(carriers, { authority: 'UNKNOWN' }).map((c) => c.id)).toEqual(['3', '5']);
    expect(filterCarriers(carriers, { authority: 'NONE' }).map((c) => c.id)).toEqual(['4']);
    expect(activeFilterCount({ state: 'TX', safety: 'NOT RATED' })).toBe(2);
  });

  it('should offer the states and authority statuses of the results', () => {
    expect(filterChoices(carriers)).toEqual({ states: ['NE', 'TX'], authorities: ['ACTIVE', 'REVOKED', 'NONE', 'UNKNOWN'] });
  });
});
