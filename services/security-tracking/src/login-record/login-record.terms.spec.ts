import { checkTerm } from '@logiscope/infra';
import { companyTerm, hexOf, MIN_TRIGRAM_QUERY, recordTerms, searchTerms, statusTerm, threatTerm, trigramTerm, trigramTerms } from './login-record.terms';

const admin = { companyId: 'c-1', allCompanies: false };
const operator = { companyId: '', allCompanies: true };
const none = { status: '', threatLevel: '' };

describe('login record terms', () => {
  it('keeps a trigram of [a-z0-9] as it is and spells any other as the hex of its UTF-8 bytes', () => {
    expect(trigramTerm('ann')).toBe('ann');
    expect(trigramTerm('b07')).toBe('b07');
    expect(trigramTerm('n@a')).toBe('6e4061');
    expect(trigramTerm('1.2')).toBe('312e32');
    expect(trigramTerm('o p')).toBe('6f2070');
    // Non-ASCII: each character's UTF-8 bytes (é is c3 a9, 東 is e6 9d b1).
    expect(trigramTerm('réu')).toBe('72c3a975');
    expect(trigramTerm('東京都')).toBe('e69db1e4baace983bd');
    expect(hexOf('Ab-')).toBe('41622d');
  });

  it('makes every term a valid text index term, and a hex spelling never equals a plain trigram', () => {
    const terms = recordTerms({ companyId: 'Acme Ltd. #7', loginStatus: 'FAILED', threatLevel: 'HIGH', searchText: 'zoë@tōkyō.jp são paulo brazil 2001:db8::1 ' });
    for (const term of terms) expect(checkTerm(term)).toBe(term);
    const plain = terms.filter((t) => t.length === 3);
    const spelled = terms.filter((t) => t.length !== 3 && !t.startsWith('z'));
    expect(plain.every((t) => /^[a-z0-9]{3}$/.test(t))).toBe(true);
    expect(spelled.every((t) => /^(?:[0-9a-f]{2}){3,}$/.test(t))).toBe(true);
  });

  it('takes the distinct trigrams by code point', () => {
    expect(trigramTerms('aaaa')).toEqual(['aaa']);
    expect(trigramTerms('ab')).toEqual([]);
    expect(trigramTerms('abcd')).toEqual(['abc', 'bcd']);
    // An emoji outside the BMP is one character (two UTF-16 units).
    expect(trigramTerms('a😀b')).toEqual([hexOf('a😀b')]);
  });

  it('indexes a record under its company, status, threat and the trigrams of its search text', () => {
    expect(recordTerms({ companyId: 'c-1', loginStatus: 'SUCCESS', threatLevel: 'LOW', searchText: 'ann@x.io' })).toEqual([
      companyTerm('c-1'),
      statusTerm('SUCCESS'),
      threatTerm('LOW'),
      'ann',
      ...['nn@', 'n@x', '@x.', 'x.i', '.io'].map(hexOf),
    ]);
    expect(companyTerm('c-1')).toBe('zc632d31');
    expect(statusTerm('FAILED')).toBe('zs6661696c6564');
  });

  it('searches by the distinct trigrams, AND the company for an administrator, AND the status and threat filters', () => {
    expect(searchTerms('dallas', admin, none)).toEqual({ filters: [companyTerm('c-1')], trigrams: ['dal', 'all', 'lla', 'las'] });
    expect(searchTerms('dallas', operator, none)).toEqual({ filters: [], trigrams: ['dal', 'all', 'lla', 'las'] });
    expect(searchTerms('185.2', operator, { status: 'BLOCKED', threatLevel: 'CRITICAL' })).toEqual({ filters: [statusTerm('BLOCKED'), threatTerm('CRITICAL')], trigrams: ['185', ...['85.', '5.2'].map(hexOf)] });
  });

  it('has no trigram for a query shorter than 3 characters', () => {
    expect(MIN_TRIGRAM_QUERY).toBe(3);
    expect(searchTerms('', admin, none)).toBeNull();
    expect(searchTerms('ab', admin, none)).toBeNull();
    expect(searchTerms('é1', admin, none)).toBeNull();
    expect(searchTerms('😀😀', operator, none)).toBeNull();
    expect(searchTerms('😀😀😀', operator, none)).toEqual({ filters: [], trigrams: [hexOf('😀😀😀')] });
  });
});
