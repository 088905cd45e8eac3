import en from '../../i18n/locales/en/search.json';
import { english as translated } from '../../i18n/english';
import {
  EMPTY_ADVANCED_SEARCH,
  buildAdvancedSearchRequest,
  normalizeStateInput,
  validateAdvancedSearch,
  validateEmailSearch,
  validatePhoneSearch,
} from './advanced-search.rules';

const english = (key: string) => key.split(':')[1].split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en) as string;

describe('advanced search rules', () => {
  it("should need one non-blank field: 'Search Required' / 'Please enter at least one search criteria'", () => {
    const invalid = validateAdvancedSearch({ ...EMPTY_ADVANCED_SEARCH, companyName: '   ' });
    expect(invalid && english(invalid.title)).toBe('Search Required');
    expect(invalid && translated(invalid.description)).toBe('Please enter at least one search criteria');
    expect(invalid?.description).toMatchObject({ code: 'SEARCH_CRITERIA_REQUIRED' });
    expect(validateAdvancedSearch({ ...EMPTY_ADVANCED_SEARCH, state: 'tx' })).toBeNull();
  });

  it("should need the email for the email-only search and the phone for the phone-only search", () => {
    expect(english(validateEmailSearch(' ')!.title)).toBe('Email Required');
    expect(validateEmailSearch('ops@carrier.com')).toBeNull();
    expect(english(validatePhoneSearch('')!.title)).toBe('Phone Required');
    expect(validatePhoneSearch('(555) 123-4567')).toBeNull();
  });

  it('should keep 2 letters of the state, upper-cased', () => {
    expect(normalizeStateInput('tx')).toBe('TX');
    expect(normalizeStateInput('texas')).toBe('TE');
    expect(normalizeStateInput(' n-e1')).toBe('NE');
    expect(normalizeStateInput(undefined)).toBe('');
  });

  it('should trim every field of the request and add the page', () => {
    expect(buildAdvancedSearchRequest({ companyName: ' Werner ', email: ' a@b.co ', phone: ' 402 ', mcNumber: ' MC-138328 ', dotNumber: ' 53467 ', state: 'ne' }, 2, 12)).toEqual({
      companyName: 'Werner',
      email: 'a@b.co',
      phone: '402',
      mcNumber: 'MC-138328',
      dotNumber: '53467',
      state: 'NE',
      page: 2,
      pageSize: 12,
    });
  });

  it("should keep the spec's failure wording", () => {
    expect(en.toasts.advancedFailedText).toBe('Failed to perform search');
    expect([en.toasts.emailFailed, en.toasts.emailFailedText]).toEqual(['Email Search Failed', 'Failed to search by email']);
    expect([en.toasts.phoneFailed, en.toasts.phoneFailedText]).toEqual(['Phone Search Failed', 'Failed to search by phone']);
    expect(en.results.empty).toBe('No carriers found matching your search criteria.');
    expect(en.results.initial).toBe('Use the search form above to find carriers by MC number, DOT number, phone number, or company name.');
    expect([en.toasts.searchFailed, en.toasts.searchFailedText]).toEqual(['Search Failed', 'Failed to search carriers. Please try again.']);
  });
});
