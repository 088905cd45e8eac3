import { addressKey, addressKeyFromText, normaliseStreet } from './carrier-address.keys';

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
