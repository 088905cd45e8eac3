import { emptyCarrier } from './carrier.model';
import {
  addressKey,
  addressKeyFromText,
  canonicalCarrier,
  carrierChanges,
  carrierKeys,
  nameKey,
  nameScorer,
  planSearch,
  nameTokens,
  normaliseDot,
  normaliseEmail,
  normaliseMc,
  normaliseName,
  normaliseOfficer,
  normalisePhone,
  normaliseStreet,
  normaliseVin,
  recogniseQuery,
} from './carrier-search.normalise';

describe('recogniseQuery', () => {
  it.each(['MC-123456', 'mc123456', 'MC 123456', 'MC#123456', 'mc # 123456', 'M.C. 123456', 'MC-0123456', ' MC No. 123456 '])('%s is MC 123456', (q) => {
    expect(recogniseQuery(q)).toEqual({ kind: 'mc', mc: '123456' });
  });

  it.each(['USDOT 44110', 'DOT# 44110', 'US DOT 44110', 'usdot#44110', 'U.S. DOT 044110', 'DOT 44110', 'DOT-44110'])('%s is DOT 44110', (q) => {
    expect(recogniseQuery(q)).toEqual({ kind: 'dot', dot: '44110' });
  });

  it('reads bare digits as MC or DOT', () => {
    expect(recogniseQuery('123456')).toEqual({ kind: 'number', digits: '123456' });
    expect(recogniseQuery(' 0044110 ')).toEqual({ kind: 'number', digits: '44110' });
    expect(recogniseQuery('#44110')).toEqual({ kind: 'number', digits: '44110' });
    expect(recogniseQuery('0')).toEqual({ kind: 'empty' });
  });

  it.each(['(555) 123-4567', '555.123.4567', '+1 555 123 4567', '5551234567', '1-555-123-4567', '555/123-4567', '15551234567'])('%s is phone 5551234567', (q) => {
    expect(recogniseQuery(q)).toEqual({ kind: 'phone', phone: '5551234567' });
  });

  it('reads anything with @ as an e-mail', () => {
    expect(recogniseQuery(' Dispatch@Acme-Freight.COM ')).toEqual({ kind: 'email', email: 'dispatch@acme-freight.com' });
    expect(recogniseQuery('mailto:a@b.io')).toEqual({ kind: 'email', email: 'a@b.io' });
  });

  it('reads everything else as name text, partial words and suffixes handled', () => {
    expect(recogniseQuery('acme trucking llc')).toEqual({ kind: 'name', text: 'acme trucking llc', tokens: ['ACME', 'TRUCKING'] });
    expect(recogniseQuery('J.B. Hunt')).toEqual({ kind: 'name', text: 'J.B. Hunt', tokens: ['JB', 'HUNT'] });
    expect(recogniseQuery('eagle fr')).toMatchObject({ kind: 'name', tokens: ['EAGLE', 'FR'] });
    expect(recogniseQuery('A1 Express')).toMatchObject({ kind: 'name', tokens: ['A1', 'EXPRESS'] });
    expect(recogniseQuery('MC HAULERS')).toMatchObject({ kind: 'name', tokens: ['MC', 'HAULERS'] });
    expect(recogniseQuery('   ')).toEqual({ kind: 'empty' });
    expect(recogniseQuery('--')).toEqual({ kind: 'empty' });
  });
});

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

describe('identifier normalisation', () => {
  it('normalises phones, e-mails, officers, MC, DOT and VIN', () => {
    expect(normalisePhone('+1 (202) 555-5555')).toBe('2025555555');
    expect(normalisePhone('202.555.5555')).toBe('2025555555');
    expect(normalisePhone('')).toBe('');
    expect(normaliseEmail(' Ops@X.COM ')).toBe('ops@x.com');
    expect(normaliseOfficer('  john  q. public ')).toBe('JOHN Q PUBLIC');
    expect(normaliseMc('MC-012345')).toBe('12345');
    expect(normaliseDot('USDOT 0044110')).toBe('44110');
    expect(normaliseVin('1ftfw1et-5dfc10312')).toBe('1FTFW1ET5DFC10312');
  });
});

describe('street address normalisation', () => {
  it('writes street types, directions, suites and PO boxes one way', () => {
    expect(normaliseStreet('123 North Main Street, Suite #200')).toBe('123 N MAIN ST STE 200');
    expect(normaliseStreet('123 N. Main St. Ste. 200')).toBe('123 N MAIN ST STE 200');
    expect(normaliseStreet('123 n main st #200')).toBe('123 N MAIN ST STE 200');
    expect(normaliseStreet('123 N MAIN ST UNIT 200')).toBe('123 N MAIN ST STE 200');
    expect(normaliseStreet('4500 Peachtree Avenue')).toBe('4500 PEACHTREE AVE');
    expect(normaliseStreet('P.O. Box 77')).toBe('PO BOX 77');
    expect(normaliseStreet('P O BOX 77')).toBe('PO BOX 77');
    expect(normaliseStreet('Post Office Box 77')).toBe('PO BOX 77');
    expect(normaliseStreet('POBOX 77')).toBe('PO BOX 77');
    expect(normaliseStreet('12 Industrial Boulevard, Building 4')).toBe('12 INDUSTRIAL BLVD BLDG 4');
  });

  it('keys an address on street, state and ZIP (city without ZIP) and reads the key back unchanged', () => {
    const a = addressKey({ street: '123 North Main Street, Suite 200', city: 'Springfield', state: 'il', zip: '62701-1234' });
    const b = addressKey({ street: '123 N. MAIN ST. STE 200', city: 'SPRINGFIELD', state: 'IL', zip: '62701' });
    expect(a).toBe('123 N MAIN ST STE 200|IL|62701');
    expect(b).toBe(a);
    expect(addressKeyFromText(a)).toBe(a);
    expect(addressKeyFromText('123 North Main Street, Suite 200, Springfield, IL 62701')).toBe(a);
    expect(addressKeyFromText('123 N Main St Ste 200, Springfield IL 62701-1234')).toBe(a);
    expect(addressKey({ street: 'PO BOX 9', city: 'San Antonio', state: 'TX', zip: '' })).toBe('PO BOX 9|TX|SAN ANTONIO');
    expect(addressKeyFromText('PO BOX 9|TX|SAN ANTONIO')).toBe('PO BOX 9|TX|SAN ANTONIO');
    expect(addressKey({ street: '', city: 'X', state: 'TX', zip: '1' })).toBe('');
    expect(addressKeyFromText('nowhere')).toBe('');
  });
});

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

describe('nameScorer (bm25)', () => {
  const stats = { named: 1000, avgLegal: 2.5, avgDba: 0.5 };

  it('needs every token in one of the names, a prefix from two letters on', () => {
    const score = nameScorer(['EAGLE', 'FR'], [10, 300], stats);
    expect(score('EAGLE FREIGHT', '')).toBeGreaterThan(0);
    expect(score('GOLDEN EAGLE', 'FRONTIER')).toBeGreaterThan(0);
    expect(score('GOLDEN EAGLE', '')).toBeUndefined();
    expect(nameScorer(['J'], [5], stats)('JB HUNT', '')).toBeUndefined();
    expect(nameScorer(['J'], [5], stats)('J B HUNT', '')).toBeGreaterThan(0);
  });

  it('ranks the legal name over the DBA, short names over long ones, rare words over common ones', () => {
    const score = nameScorer(['ZEPHYR'], [20], stats);
    expect(score('ZEPHYR HAULING', '')!).toBeGreaterThan(score('OTHER NAME', 'ZEPHYR HAULING')!);
    expect(score('ZEPHYR', '')!).toBeGreaterThan(score('ZEPHYR BLUE SKY HAULING', '')!);
    const two = nameScorer(['RARE', 'COMMON'], [3, 900], stats);
    expect(two('RARE X', 'COMMON')!).toBeGreaterThan(two('COMMON X', 'RARE')!);
  });
});

describe('canonical records and changes', () => {
  it('puts every field in the model order with defaults, nested objects too', () => {
    const partial = { legalName: 'X', dotNumber: '7', physicalAddress: { zip: '1', street: 'S' } } as never;
    const c = canonicalCarrier(partial);
    expect(Object.keys(c)).toEqual(Object.keys(emptyCarrier('7')));
    expect(c).toEqual({ ...emptyCarrier('7'), legalName: 'X', physicalAddress: { street: 'S', city: '', state: '', zip: '1', country: '' } });
    expect(Object.keys(c.physicalAddress)).toEqual(['street', 'city', 'state', 'zip', 'country']);
  });

  it('lists the top-level fields that differ, deep and order-insensitively', () => {
    const a = emptyCarrier('7');
    const b = { ...a, officers: ['A'], physicalAddress: { ...a.physicalAddress, city: 'RENO' }, drivers: 2 };
    expect(carrierChanges(a, b).map((c) => c.field)).toEqual(['physicalAddress', 'officers', 'drivers']);
    expect(carrierChanges(a, { ...a, mailingAddress: { country: '', zip: '', state: '', city: '', street: '' } })).toEqual([]);
  });

  it('derives the search keys of a carrier', () => {
    const k = carrierKeys({
      ...emptyCarrier('44110'),
      legalName: 'Eagle Freight, LLC',
      dbaName: 'Eagle Express',
      mcNumbers: ['0123456', '123456', 'x'],
      phone: '+1 (202) 555-0101',
      email: ' Ops@Eagle.com ',
      officers: ['John Q. Public', 'JOHN Q PUBLIC'],
      physicalAddress: { street: '1 Main Street', city: 'Reno', state: 'nv', zip: '89501', country: 'US' },
      mailingAddress: { street: '1 Main Street', city: 'Reno', state: 'nv', zip: '89501', country: 'US' },
    });
    expect(k).toEqual({
      dot: 44110,
      legal: 'EAGLE FREIGHT',
      dba: 'EAGLE EXPRESS',
      state: 'NV',
      phone: '2025550101',
      email: 'ops@eagle.com',
      address: '1 MAIN ST|NV|89501',
      mailing: '',
      mcs: [123456],
      officers: ['JOHN Q PUBLIC'],
    });
  });
});
