import { queryTerms, termsOf } from './freightguard.terms';

describe('FreightGuard search terms', () => {
  const incident = { carrierName: 'Swift Hauling LLC', mcNumber: '123456', dotNumber: '1000001', description: 'Load re-brokered; driver vanished. Load never delivered!' };

  it('should find an incident by a name word or its beginning from 3 letters, its MC and DOT, and description words but stop words', () => {
    const terms = termsOf(incident);
    for (const t of ['swi', 'swift', 'haul', 'llc', '123456', '1000001', 'brokered', 'vanished', 'load']) expect(terms).toContain(t);
    expect(terms).not.toContain('sw');
    expect(terms).not.toContain('re');
    expect(terms).not.toContain('vanish');
    expect(new Set(terms).size).toBe(terms.length);
  });

  it('should read a search like the terms: lower-cased, MC/DOT words dropped, accents folded', () => {
    expect(queryTerms('  MC-123456 ')).toEqual(['123456']);
    expect(queryTerms('DOT 01000001')).toEqual(['1000001']);
    expect(queryTerms('Transportes Peña')).toEqual(['transportes', 'pena']);
    expect(queryTerms('the load')).toEqual(['load']);
    expect(termsOf({ ...incident, description: 'Supercalifragilisticexpialidocious driver' })).toContain(queryTerms('supercalifragilisticexpialidocious')[0]);
    expect(queryTerms('MC')).toEqual(['mc']);
    expect(queryTerms('   ')).toEqual([]);
  });
});
