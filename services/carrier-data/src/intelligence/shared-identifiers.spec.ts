import type { CarrierRecord } from '../carrier/carrier.model';
import { buildSharedIdentifiers, isDiscounted, sharedCarrierCount, type SharingMatch } from './shared-identifiers';
import { goodCarrier } from './test-fixtures';

const subject = goodCarrier({ dotNumber: '4427594', legalName: 'SUBJECT LLC', phone: '2145550100', priorRevokeDotNumber: '' });

const other = (dotNumber: string, overrides: Partial<CarrierRecord> = {}): CarrierRecord =>
  goodCarrier({
    dotNumber,
    legalName: `CARRIER ${dotNumber} LLC`,
    mcNumbers: [`9${dotNumber}`],
    physicalAddress: { street: '1 A ST', city: 'DALLAS', state: 'TX', zip: '75201', country: 'US' },
    ...overrides,
  });

const related = new Map<string, CarrierRecord>([
  ['111', other('111')],
  ['222', other('222', { authorityStatus: 'REVOKED', dbaName: 'ZEBRA FREIGHT' })],
  ['333', other('333', { authorityStatus: 'INACTIVE', legalName: 'ALPHA LINES' })],
  ['885213', other('885213', { authorityStatus: 'REVOKED', legalName: 'FLY BY NIGHT FREIGHT LLC' })],
]);

describe('buildSharedIdentifiers', () => {
  it('leaves the carrier itself out and counts the other holders', () => {
    const [phone] = buildSharedIdentifiers(subject, [{ kind: 'phone', value: '2145550100', dotNumbers: ['4427594', '111', '222'], total: 3 }], related);
    expect(phone).toMatchObject({ kind: 'phone', value: '2145550100', total: 2, discounted: false });
    expect(phone.carriers.map((c) => c.dotNumber)).toEqual(['222', '111']);
  });

  it('summarises each carrier: name (DBA first), DOT, MC, state, authority', () => {
    const [phone] = buildSharedIdentifiers(subject, [{ kind: 'phone', value: '2145550100', dotNumbers: ['222'], total: 2 }], related);
    expect(phone.carriers[0]).toEqual({ id: '222', companyName: 'ZEBRA FREIGHT', dotNumber: '222', mcNumber: '9222', state: 'TX', authorityStatus: 'REVOKED' });
  });

  it('lists revoked, then inactive, then active carriers, then by name', () => {
    const [phone] = buildSharedIdentifiers(subject, [{ kind: 'phone', value: '2145550100', dotNumbers: ['111', '333', '222', '4427594'] }], related);
    expect(phone.carriers.map((c) => c.authorityStatus)).toEqual(['REVOKED', 'INACTIVE', 'ACTIVE']);
  });

  it('drops values no other carrier holds', () => {
    expect(buildSharedIdentifiers(subject, [{ kind: 'email', value: 'a@b.com', dotNumbers: ['4427594'], total: 1 }], related)).toEqual([]);
    expect(buildSharedIdentifiers(subject, [{ kind: 'email', value: '', dotNumbers: ['111'] }], related)).toEqual([]);
  });

  it('caps the list and keeps the full total (the store counts the carrier itself)', () => {
    const dots = Array.from({ length: 26 }, (_, i) => String(1000 + i));
    const [officer] = buildSharedIdentifiers(subject, [{ kind: 'officer', value: 'JOHN SMITH', dotNumbers: dots, total: 40 }], related);
    expect(officer.carriers).toHaveLength(25);
    expect(officer.total).toBe(39);
    expect(officer.discounted).toBe(false);
  });

  it('honours a custom cap and treats a complete list without the carrier as others only', () => {
    const [vin] = buildSharedIdentifiers(subject, [{ kind: 'vin', value: '1xkwd49x0fj431234', dotNumbers: ['111', '222', '333'], total: 3 }], related, { cap: 2 });
    expect(vin).toMatchObject({ value: '1XKWD49X0FJ431234', total: 3 });
    expect(vin.carriers).toHaveLength(2);
  });

  it('still lists a carrier whose record is missing, by DOT number', () => {
    const [email] = buildSharedIdentifiers(subject, [{ kind: 'email', value: 'dispatch@x.com', dotNumbers: ['999'] }], related);
    expect(email.carriers).toEqual([{ id: '999', companyName: '', dotNumber: '999', mcNumber: '', state: '', authorityStatus: '' }]);
  });

  it('accepts the related records as a list', () => {
    const [phone] = buildSharedIdentifiers(subject, [{ kind: 'phone', value: '2145550100', dotNumbers: ['111'] }], [...related.values()]);
    expect(phone.carriers[0].companyName).toBe('CARRIER 111 LLC');
  });

  it('adds the prior-revocation link as its own kind, never discounted', () => {
    const linked = { ...subject, priorRevokeDotNumber: '885213' };
    const ids = buildSharedIdentifiers(linked, [], related);
    expect(ids).toEqual([
      {
        kind: 'prior-revocation',
        value: '885213',
        carriers: [{ id: '885213', companyName: 'FLY BY NIGHT FREIGHT LLC', dotNumber: '885213', mcNumber: '9885213', state: 'TX', authorityStatus: 'REVOKED' }],
        total: 1,
        discounted: false,
      },
    ]);
  });

  it('merges repeated matches of the same value', () => {
    const ids = buildSharedIdentifiers(
      subject,
      [
        { kind: 'officer', value: 'JOHN SMITH', dotNumbers: ['111'] },
        { kind: 'officer', value: 'john  smith', dotNumbers: ['222'] },
      ],
      related,
    );
    expect(ids).toHaveLength(1);
    expect(ids[0].total).toBe(2);
  });

  it('shows the store’s "street|city|state" address as a readable line', () => {
    const [address] = buildSharedIdentifiers(subject, [{ kind: 'address', value: '100 MAIN ST|DALLAS|TX', dotNumbers: ['111'] }], related);
    expect(address.value).toBe('100 MAIN ST, DALLAS, TX');
  });

  it('orders strongest signals first and discounted values last', () => {
    const matches: SharingMatch[] = [
      { kind: 'address', value: '100 MAIN ST|DALLAS|TX', dotNumbers: ['111'] },
      { kind: 'email', value: 'ops@boc3filings.com', dotNumbers: ['111', '222'] },
      { kind: 'email', value: 'fast.freight@gmail.com', dotNumbers: ['111'] },
      { kind: 'phone', value: '2145550100', dotNumbers: ['111'] },
      { kind: 'officer', value: 'JANE DOE', dotNumbers: ['222'] },
      { kind: 'vin', value: '1XKWD49X0FJ431234', dotNumbers: ['333'] },
      { kind: 'address', value: '1 AGENT WAY|WILMINGTON|DE', dotNumbers: Array.from({ length: 10 }, (_, i) => String(500 + i)), total: 120 },
    ];
    const ids = buildSharedIdentifiers({ ...subject, priorRevokeDotNumber: '885213' }, matches, related);
    expect(ids.map((s) => `${s.kind}${s.discounted ? '*' : ''}`)).toEqual(['prior-revocation', 'vin', 'officer', 'phone', 'email', 'address', 'email*', 'address*']);
  });

  it('puts the more widely shared value first within a kind', () => {
    const ids = buildSharedIdentifiers(
      subject,
      [
        { kind: 'officer', value: 'A', dotNumbers: ['111'] },
        { kind: 'officer', value: 'B', dotNumbers: ['111', '222', '333'] },
      ],
      related,
    );
    expect(ids.map((s) => s.value)).toEqual(['B', 'A']);
  });
});

describe('isDiscounted', () => {
  it.each([
    ['email', 'info@boc3filings.com'],
    ['email', 'permits@truckingpermits.net'],
    ['email', 'dotcompliance@gmail.com'],
    ['email', 'newauthority@dotservicesllc.com'],
    ['email', 'help@registeredagentsinc.com'],
    ['email', 'orders@truckingauthority.com'],
    ['officer', 'REGISTERED AGENTS INC'],
    ['officer', 'NATIONAL PROCESS AGENTS LLC'],
    ['officer', 'DOT COMPLIANCE GROUP'],
    ['address', '1 MAIN ST STE 200 C/O BOC-3 FILING CO|DOVER|DE'],
    ['address', '8 THE GREEN, REGISTERED AGENT|DOVER|DE'],
    ['phone', '0000000000'],
    ['phone', '1234567890'],
    ['vin', 'UNKNOWN'],
    ['vin', '11111111111111111'],
    ['vin', '12345'],
  ] as const)('%s %s', (kind, value) => {
    expect(isDiscounted(kind, value, 2)).toBe(true);
  });

  it.each([
    ['email', 'fast.freight@gmail.com'],
    ['email', 'dispatch@yahoo.com'],
    ['email', 'safety@veriha.com'],
    ['officer', 'JOSE GARCIA'],
    ['address', '2830 CLEVELAND AVE|MARINETTE|WI'],
    ['address', '100 BOCA RATON BLVD|BOCA RATON|FL'],
    ['phone', '7157325660'],
    ['vin', '1XKWD49X0FJ431234'],
  ] as const)('not %s %s', (kind, value) => {
    expect(isDiscounted(kind, value, 2)).toBe(false);
  });

  it('discounts any value held by more than 50 carriers, except the prior-revocation link', () => {
    expect(isDiscounted('phone', '7157325660', 50)).toBe(false);
    expect(isDiscounted('phone', '7157325660', 51)).toBe(true);
    expect(isDiscounted('email', 'fast.freight@gmail.com', 51)).toBe(true);
    expect(isDiscounted('address', '1 A ST|X|TX', 10, 5)).toBe(true);
    expect(isDiscounted('prior-revocation', '885213', 500)).toBe(false);
  });
});

describe('sharedCarrierCount', () => {
  it('counts distinct non-discounted carriers plus the unlisted remainder, without the prior-revocation link', () => {
    const ids = buildSharedIdentifiers(
      { ...subject, priorRevokeDotNumber: '885213' },
      [
        { kind: 'phone', value: '2145550100', dotNumbers: ['111', '222'] },
        { kind: 'email', value: 'x@y.com', dotNumbers: ['111', '333'], total: 5 },
        { kind: 'email', value: 'filings@z.com', dotNumbers: ['444'] },
      ],
      related,
    );
    // phone 111, 222; email 111, 333 listed + 2 more (total 5 holders, the carrier itself among them, 4 others)
    expect(sharedCarrierCount(ids)).toBe(3 + 2);
  });

  it('is 0 with nothing shared', () => {
    expect(sharedCarrierCount([])).toBe(0);
  });
});
