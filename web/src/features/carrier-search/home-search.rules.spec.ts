import { EMPTY_HOME_SEARCH, pickSearchTerm, resultRange, validateHomeSearch } from './home-search.rules';
import en from '../../i18n/locales/en/search.json';
import { english } from '../../i18n/english';

describe('pickSearchTerm', () => {
  it('should take the first non-empty input in the order MC, DOT, company name, phone', () => {
    const all = { mcNumber: 'MC-1515', dotNumber: '44110', companyName: 'Greyhound', phone: '2147776005' };
    expect(pickSearchTerm(all)).toEqual({ field: 'mcNumber', term: 'MC-1515' });
    expect(pickSearchTerm({ ...all, mcNumber: '' })).toEqual({ field: 'dotNumber', term: '44110' });
    expect(pickSearchTerm({ ...all, mcNumber: '', dotNumber: '' })).toEqual({ field: 'companyName', term: 'Greyhound' });
    expect(pickSearchTerm({ ...EMPTY_HOME_SEARCH, phone: '2147776005' })).toEqual({ field: 'phone', term: '2147776005' });
  });

  it('should trim values and skip blank ones', () => {
    expect(pickSearchTerm({ mcNumber: '   ', dotNumber: '\t', companyName: '  werner  ', phone: '555' })).toEqual({ field: 'companyName', term: 'werner' });
  });

  it("should give nothing when every input is blank ('Search Required')", () => {
    expect(pickSearchTerm(EMPTY_HOME_SEARCH)).toBeNull();
    expect(pickSearchTerm({ mcNumber: ' ', phone: '  ' })).toBeNull();
    expect(pickSearchTerm({})).toBeNull();
    expect(en.toasts.searchRequired).toBe('Search Required');
    expect(english('errors:SEARCH_REQUIRED')).toBe('Please enter a search term.');
  });
});

describe('validateHomeSearch', () => {
  it("should run the server's quick search rule: 'Search Required' / 'Please enter a search term.'", () => {
    const checked = validateHomeSearch(EMPTY_HOME_SEARCH);
    expect('invalid' in checked && [english(checked.invalid.title), english(checked.invalid.description)]).toEqual(['Search Required', 'Please enter a search term.']);
    expect(validateHomeSearch({ ...EMPTY_HOME_SEARCH, dotNumber: ' 44110 ' })).toEqual({ term: { field: 'dotNumber', term: '44110' } });
  });

  it('should refuse a term longer than the server accepts', () => {
    const checked = validateHomeSearch({ ...EMPTY_HOME_SEARCH, companyName: 'x'.repeat(201) });
    expect('invalid' in checked && checked.invalid.description).toMatchObject({ code: 'TOO_BIG', params: { maximum: 200 } });
    expect('invalid' in checked && english(checked.invalid.description)).toBe('Must be at most 200 characters');
  });
});

describe('resultRange', () => {
  const text = (range: { from: number; to: number; total: number }) =>
    en.results.showing.replace('{{from}}', String(range.from)).replace('{{to}}', String(range.to)).replace('{{total}}', String(range.total));

  it("should read 'Showing 1-{n} of {total} results' on the first page", () => {
    expect(text(resultRange(1, 10, 10, 95))).toBe('Showing 1-10 of 95 results');
    expect(text(resultRange(1, 10, 3, 3))).toBe('Showing 1-3 of 3 results');
  });

  it('should count on from the page start', () => {
    expect(resultRange(2, 10, 10, 95)).toEqual({ from: 11, to: 20, total: 95 });
    expect(resultRange(10, 10, 5, 95)).toEqual({ from: 91, to: 95, total: 95 });
  });

  it('should never show a total below what is on screen, and 0-0 for an empty page', () => {
    expect(resultRange(1, 10, 4, 2)).toEqual({ from: 1, to: 4, total: 4 });
    expect(resultRange(1, 10, 0, 0)).toEqual({ from: 0, to: 0, total: 0 });
  });
});
