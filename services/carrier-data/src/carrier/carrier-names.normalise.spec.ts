import { nameKey, nameTokens, normaliseName } from './carrier-names.normalise';

describe('name normalisation', () => {
  it('upper-cases, strips punctuation and accents, collapses spaces', () => {
    expect(normaliseName("  Joe's   Trucking, L.L.C. ")).toBe('JOES TRUCKING LLC');
    expect(normaliseName('Transportes Núñez S.A. de C.V.')).toBe('TRANSPORTES NUNEZ SA DE CV');
    expect(normaliseName('A&B Freight')).toBe('A AND B FREIGHT');
    expect(normaliseName('ST.LOUIS CARTAGE')).toBe('ST LOUIS CARTAGE');
    expect(normaliseName('')).toBe('');
  });

  it('drops company suffixes for matching only', () => {
    expect(nameKey('Acme Trucking Co., Inc.')).toBe('ACME TRUCKING');
    expect(nameKey('SMITH & CO')).toBe('SMITH');
    expect(nameKey('Eagle Freight LLC')).toBe('EAGLE FREIGHT');
    expect(nameKey('BLUE LINE CORP')).toBe('BLUE LINE');
    expect(nameKey('LTD')).toBe('LTD');
    expect(nameKey('CO OP TRANSPORT')).toBe('CO OP TRANSPORT');
    expect(nameTokens('swift trans')).toEqual(['SWIFT', 'TRANS']);
  });

  it('is idempotent', () => {
    for (const n of ["Joe's Trucking, L.L.C.", 'A&B Freight Co', 'Ñandú Express Ltd.']) {
      expect(normaliseName(normaliseName(n))).toBe(normaliseName(n));
      expect(nameKey(nameKey(n))).toBe(nameKey(n));
    }
  });
});
