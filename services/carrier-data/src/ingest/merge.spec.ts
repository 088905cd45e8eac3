import { NORTHLAND_PRIMARY_BIPD } from '../../test/fmcsa-fixtures';
import { emptyCarrier, type CarrierRecord } from '../carrier/carrier.model';
import { applyUpdate, applyUpdates } from './merge';
import type { CarrierUpdate, CensusUpdate, DocketUpdate, InsuranceUpdate, RevocationUpdate, SaferUpdate } from './updates';

const TODAY = '2025-09-15';
const apply = (r: CarrierRecord | null, u: CarrierUpdate) => applyUpdate(r, u, { today: TODAY });

function deepFreeze<T>(o: T): T {
  if (o && typeof o === 'object') {
    Object.values(o).forEach(deepFreeze);
    Object.freeze(o);
  }
  return o;
}

const census = (over: Partial<CensusUpdate> = {}, fields: CensusUpdate['fields'] = {}): CensusUpdate => ({
  kind: 'census',
  source: 'census-147',
  line: 2,
  asOf: '2025-09-01',
  dotNumber: '3204417',
  fields: { legalName: 'KOVA FREIGHT SOLUTIONS, LLC', dbaName: 'KOVA EXPRESS', phone: '9735550142', officers: ['DMYTRO KOVALENKO'], powerUnits: 9, ...fields },
  dockets: ['MC1062130', 'FF12345'],
  extras: { statusCode: 'A', cellPhone: '', dunsNumber: '', docketStatus: {} },
  ...over,
});

const policy = (over: Partial<InsuranceUpdate> = {}, p: Partial<NonNullable<InsuranceUpdate['policy']>> = {}): InsuranceUpdate => ({
  kind: 'insurance',
  source: 'li-actpendins',
  line: 1,
  asOf: '2025-09-03',
  dotNumber: '3204417',
  docket: 'MC1062130',
  policy: {
    docket: 'MC1062130',
    ...NORTHLAND_PRIMARY_BIPD,
    postedDate: '2025-08-30',
    effectiveDate: '2025-09-02',
    cancelEffectiveDate: '2025-10-31',
    formCode: '91X',
    ...p,
  },
  ...over,
});

const revocation = (over: Partial<RevocationUpdate['revocation']> = {}, asOf = '2024-08-06'): RevocationUpdate => {
  const rev = { docket: 'MC1062130', authorityType: 'COMMON', revocationType: 'INVOLUNTARY', serveDate: '2024-06-26', effectiveDate: '2024-07-26', ...over, source: 'li-revocation' };
  return { kind: 'revocation', source: 'li-revocation', line: 2, asOf, dotNumber: '3204417', docket: rev.docket, revocation: rev };
};

const safer = (operatingStatus: string, asOf = '2025-01-10', over: Partial<SaferUpdate> = {}): SaferUpdate => ({
  kind: 'safer',
  source: 'safer-snapshot',
  line: 3,
  asOf,
  dotNumber: '3204417',
  dockets: ['MC1062130'],
  entityType: 'CARRIER/BROKER',
  operatingStatus,
  outOfService: /OUT-OF-SERVICE/.test(operatingStatus),
  outOfServiceDate: /OUT-OF-SERVICE/.test(operatingStatus) ? '2025-01-02' : '',
  fields: {},
  ...over,
});

describe('applyUpdate', () => {
  it('creates a record from a census row; MC numbers come from MC dockets only', () => {
    const r = apply(null, census());
    expect(r).toEqual({
      ...emptyCarrier('3204417'),
      legalName: 'KOVA FREIGHT SOLUTIONS, LLC',
      dbaName: 'KOVA EXPRESS',
      phone: '9735550142',
      officers: ['DMYTRO KOVALENKO'],
      powerUnits: 9,
      dockets: ['MC1062130', 'FF12345'],
      mcNumbers: ['1062130'],
      sources: ['census-147@2025-09-01'],
    });
  });

  it('census replaces the census fields it carries (blanks too) and leaves the others', () => {
    const r147 = apply(null, census());
    const r42 = apply(r147, census({ source: 'census-42', dockets: [], asOf: '2025-09-10' }, { dbaName: '', phone: '9735550000', officers: undefined }));
    expect(r42.dbaName).toBe('');
    expect(r42.phone).toBe('9735550000');
    expect(r42.officers).toEqual(['DMYTRO KOVALENKO']); // the 42-column file has no officers
    expect(r42.dockets).toEqual(['MC1062130', 'FF12345']); // dockets are never removed
    expect(r42.sources).toEqual(['census-147@2025-09-01', 'census-42@2025-09-10']);
  });

  it('does not modify its input and is idempotent for every kind', () => {
    const updates: CarrierUpdate[] = [
      census(),
      policy(),
      revocation(),
      safer('AUTHORIZED FOR Property, BROKER Property'),
      { kind: 'docket', source: 'li-carrier-search', line: 4, asOf: '', dotNumber: '3204417', docket: 'MX77001', legalName: 'X', dbaName: 'Y', city: 'NEWARK', state: 'NJ', outOfService: true },
    ];
    let r: CarrierRecord | null = null;
    for (const u of updates) {
      const before = r ? deepFreeze(structuredClone(r)) : null;
      const once = apply(before, deepFreeze(u));
      expect(apply(once, u)).toEqual(once);
      r = once;
    }
    expect(r!.dockets).toEqual(['MC1062130', 'MX77001', 'FF12345']);
  });

  it('refuses an update without DOT when there is no record, and a DOT mismatch', () => {
    expect(() => apply(null, policy({ dotNumber: '', source: 'li-insur' }))).toThrow(/no DOT number/);
    expect(() => apply(emptyCarrier('1'), census())).toThrow(/applied to record 1/);
    // With a record (resolved through the docket) an update without DOT applies.
    expect(apply(emptyCarrier('3204417'), policy({ dotNumber: '', source: 'li-insur' })).insurance).toHaveLength(1);
  });

  describe('insurance', () => {
    it('adds, then replaces by (docket, coverageType, policyNumber); keeps arrays sorted', () => {
      let r = apply(null, policy());
      r = apply(r, policy({}, { policyNumber: 'CARGO-1', coverageType: 'CARGO', layer: '', coverageAmount: 0 }));
      r = apply(r, policy({ docket: 'FF12345' }, { docket: 'FF12345', policyNumber: 'B-1', coverageType: 'BOND', layer: '', coverageAmount: 75000 }));
      r = apply(r, policy({}, { coverageAmount: 1000000 })); // same key: replaced
      expect(r.insurance.map((p) => [p.docket, p.coverageType, p.policyNumber, p.coverageAmount, p.origin])).toEqual([
        ['FF12345', 'BOND', 'B-1', 75000, 'legacy'],
        ['MC1062130', 'BIPD', 'WN408492', 1000000, 'legacy'],
        ['MC1062130', 'CARGO', 'CARGO-1', 0, 'legacy'],
      ]);
      expect(r.insurance.map((p) => p.asOf)).toEqual(['2025-09-03', '2025-09-03', '2025-09-03']);
      expect(r.authorityStatus).toBe('UNKNOWN'); // insurance derives nothing else: no authority data set was read
      expect(r.authorities).toEqual([]);
      expect(r.dockets).toEqual(['MC1062130', 'FF12345']);
    });

    it('a file that lacks a field keeps what another file said (insur after actpendins)', () => {
      const fromActPendIns = apply(null, policy());
      const insur: InsuranceUpdate = {
        ...policy({ source: 'li-insur', dotNumber: '', asOf: '2025-09-04' }),
        policy: { docket: 'MC1062130', coverageType: 'BIPD', policyNumber: 'WN408492', layer: 'PRIMARY', insurer: 'NORTHLAND INSURANCE COMPANY', coverageAmount: 750000, underlyingAmount: 0, effectiveDate: '2025-09-02', formCode: '91X' },
      };
      const r = apply(fromActPendIns, insur);
      // Same filing, same values; insur confirms it a day later.
      expect(r.insurance).toEqual([{ ...fromActPendIns.insurance[0], asOf: '2025-09-04' }]);
      expect(r.insurance[0].cancelEffectiveDate).toBe('2025-10-31');
      expect(r.sources).toEqual(['li-actpendins@2025-09-03', 'li-insur@2025-09-04']);
    });

    it('a docket with no policy on file changes nothing but the sources', () => {
      const r0 = apply(null, census());
      const r = apply(r0, { kind: 'insurance', source: 'li-insur', line: 9, asOf: '2025-10-08', dotNumber: '', docket: 'MC1062130', policy: null });
      expect({ ...r, sources: r0.sources }).toEqual(r0);
      expect(r.sources).toContain('li-insur@2025-10-08');
    });
  });

  describe('revocations and authority', () => {
    it('adds by (docket, authorityType, effectiveDate) with its source; in force without active authority → REVOKED', () => {
      const r = apply(apply(null, census()), revocation());
      expect(r.revocations).toEqual([{ docket: 'MC1062130', authorityType: 'COMMON', revocationType: 'INVOLUNTARY', serveDate: '2024-06-26', effectiveDate: '2024-07-26', source: 'li-revocation' }]);
      expect(r.authorityStatus).toBe('REVOKED');
      const again = apply(r, revocation({ revocationType: 'VOLUNTARY' })); // same key: replaced
      expect(again.revocations).toHaveLength(1);
      expect(again.revocations[0].revocationType).toBe('VOLUNTARY');
      const two = apply(again, revocation({ authorityType: 'CONTRACT' }));
      expect(two.revocations.map((v) => v.authorityType)).toEqual(['COMMON', 'CONTRACT']);
    });

    it('not in force yet (future or no effective date) → no status change: UNKNOWN without authority data, ACTIVE stays ACTIVE', () => {
      expect(apply(null, revocation({ effectiveDate: '2025-10-15' })).authorityStatus).toBe('UNKNOWN');
      expect(apply(null, revocation({ effectiveDate: '' })).authorityStatus).toBe('UNKNOWN');
      const active = apply(null, safer('AUTHORIZED FOR Property', '2025-01-10'));
      expect(apply(active, revocation({ effectiveDate: '2025-10-15' }, '2025-09-10')).authorityStatus).toBe('ACTIVE');
      expect(applyUpdate(null, revocation({ effectiveDate: '2025-10-15' }), { today: '2025-10-15' }).authorityStatus).toBe('REVOKED');
    });

    it('a revoked carrier authority reads REVOKED even while the broker authority stays active (a broker authority is no motor-carrier authority)', () => {
      const active = apply(null, safer('AUTHORIZED FOR Property, BROKER Property', '2024-01-10'));
      expect(active).toMatchObject({ authorityStatus: 'ACTIVE', authorityTypes: ['BROKER', 'CARRIER_PROPERTY'] });
      const r = apply(active, revocation());
      expect(r.authorityStatus).toBe('REVOKED');
      expect(r.authorityTypes).toEqual(['BROKER']);
      const both = apply(r, revocation({ authorityType: 'BROKER' }));
      expect(both).toMatchObject({ authorityStatus: 'REVOKED', authorityTypes: [] });
    });

    it('a BROKER revocation leaves the carrier authority active', () => {
      const active = apply(null, safer('AUTHORIZED FOR Property, BROKER Property', '2024-01-10'));
      const r = apply(active, revocation({ authorityType: 'BROKER' }));
      expect(r).toMatchObject({ authorityStatus: 'ACTIVE', authorityTypes: ['CARRIER_PROPERTY'] });
    });

    it('a SAFER snapshot after the revocation (re-authorised) wins; an older one does not, in either order', () => {
      const newer = safer('AUTHORIZED FOR Property', '2025-01-10');
      expect(apply(apply(null, newer), revocation()).authorityStatus).toBe('ACTIVE');
      expect(apply(apply(null, revocation()), newer).authorityStatus).toBe('ACTIVE');
      const older = safer('AUTHORIZED FOR Property', '2023-10-06');
      expect(apply(apply(null, older), revocation()).authorityStatus).toBe('REVOKED');
      expect(apply(apply(null, revocation()), older).authorityStatus).toBe('REVOKED');
      const undated = safer('AUTHORIZED FOR Property', '');
      expect(apply(apply(null, revocation()), undated).authorityStatus).toBe('REVOKED');
    });
  });

  describe('SAFER', () => {
    it('maps the operating status to authority facts of the snapshot date', () => {
      const kinds = (status: string) => apply(null, safer(status)).authorities.map((f) => [f.docket, f.kind, f.status, f.asOf, f.source]);
      expect(kinds('AUTHORIZED FOR Property, HHG')).toEqual([
        ['MC1062130', 'CARRIER_HHG', 'ACTIVE', '2025-01-10', 'safer-snapshot'],
        ['MC1062130', 'CARRIER_PROPERTY', 'ACTIVE', '2025-01-10', 'safer-snapshot'],
      ]);
      expect(kinds('AUTHORIZED FOR BROKER Property')).toEqual([['MC1062130', 'BROKER', 'ACTIVE', '2025-01-10', 'safer-snapshot']]);
      expect(kinds('AUTHORIZED FOR Passenger, BROKER Property')).toEqual([
        ['MC1062130', 'BROKER', 'ACTIVE', '2025-01-10', 'safer-snapshot'],
        ['MC1062130', 'CARRIER_PASSENGERS', 'ACTIVE', '2025-01-10', 'safer-snapshot'],
      ]);
      expect(kinds('AUTHORIZED')).toEqual([['MC1062130', 'CARRIER_PROPERTY', 'ACTIVE', '2025-01-10', 'safer-snapshot']]);
      expect(kinds('OUT-OF-SERVICE')).toEqual([]);
      const r = apply(null, safer('AUTHORIZED FOR Property'));
      expect(r).toMatchObject({ authorityStatus: 'ACTIVE', authorityTypes: ['CARRIER_PROPERTY'], entityType: 'CARRIER/BROKER', dockets: ['MC1062130'], mcNumbers: ['1062130'] });
      // A broker-only snapshot: the company holds no motor-carrier authority.
      expect(apply(null, safer('AUTHORIZED FOR BROKER Property'))).toMatchObject({ authorityStatus: 'NONE', authorityTypes: ['BROKER'] });
      expect(apply(r, safer('NOT AUTHORIZED', '2025-02-01'))).toMatchObject({ authorityStatus: 'INACTIVE', authorityTypes: [] });
      expect(apply(null, safer('NOT AUTHORIZED', '', { dockets: [] })).authorityStatus).toBe('NONE');
      expect(apply(null, safer('ACTIVE', '', { dockets: [] })).authorityStatus).toBe('NONE');
      expect(apply(null, safer('Inactive USDOT Number per 49 CFR 390.19(b)(4)')).authorityStatus).toBe('INACTIVE');
      // The revocation in effect (2024-07-26) and SAFER's NOT AUTHORIZED are facts of their dates: the newer wins, and a
      // later "not authorized" with no grant since the revocation names it for what it is.
      expect(apply(apply(null, revocation()), safer('NOT AUTHORIZED')).authorityStatus).toBe('REVOKED');
      expect(apply(apply(null, revocation()), safer('NOT AUTHORIZED', '2024-05-01')).authorityStatus).toBe('REVOKED');
    });

    it('sets out of service (and clears it with a later snapshot), leaves it when the row says nothing; OUT-OF-SERVICE says nothing about authority (UNKNOWN)', () => {
      const oos = apply(null, safer('OUT-OF-SERVICE'));
      expect(oos).toMatchObject({ outOfService: true, outOfServiceDate: '2025-01-02', authorityStatus: 'UNKNOWN', authorities: [] });
      expect(apply(oos, safer('', '2025-03-01'))).toMatchObject({ outOfService: true });
      expect(apply(oos, safer('AUTHORIZED FOR Property', '2025-03-01'))).toMatchObject({ outOfService: false, outOfServiceDate: '' });
    });

    it('census fields fill only empty record fields (the census owns them)', () => {
      const fromCensus = apply(null, census());
      const fields = { legalName: 'OTHER NAME', email: 'x@y.com', phone: '1111111111', mcs150Date: '2023-11-15', physicalAddress: { street: '1 A ST', city: 'B', state: 'NJ', zip: '07114', country: 'US' } };
      const r = apply(fromCensus, safer('ACTIVE', '', { fields }));
      expect(r).toMatchObject({ legalName: 'KOVA FREIGHT SOLUTIONS, LLC', phone: '9735550142', email: 'x@y.com', mcs150Date: '2023-11-15', physicalAddress: fields.physicalAddress });
      expect(apply(null, safer('ACTIVE', '', { fields })).legalName).toBe('OTHER NAME');
    });
  });

  it('L&I carrier search: adds the docket, fills names and city/state when empty, flags out of service', () => {
    const search: DocketUpdate = { kind: 'docket', source: 'li-carrier-search', line: 39, asOf: '', dotNumber: '3650238', docket: 'MC1257910', legalName: '18 WHEELZ N HEELZ TRANSPORTATION CORP', dbaName: '', city: 'ORANGE', state: 'NJ', outOfService: true };
    const r = apply(null, search);
    expect(r).toMatchObject({ legalName: '18 WHEELZ N HEELZ TRANSPORTATION CORP', dockets: ['MC1257910'], mcNumbers: ['1257910'], outOfService: true, sources: ['li-carrier-search'] });
    expect(r.physicalAddress).toEqual({ street: '', city: 'ORANGE', state: 'NJ', zip: '', country: '' });
    const named = apply({ ...emptyCarrier('3650238'), legalName: 'CENSUS NAME' }, { ...search, outOfService: false });
    expect(named).toMatchObject({ legalName: 'CENSUS NAME', outOfService: false });
    expect(apply(r, { ...search, outOfService: false }).outOfService).toBe(true); // never cleared by the search
  });

  it('sources keep one entry per file kind with the latest date', () => {
    let r = apply(null, policy({ asOf: '2025-09-03' }));
    r = apply(r, policy({ asOf: '2025-10-08' }));
    r = apply(r, policy({ asOf: '2025-09-03' }));
    r = apply(r, policy({ asOf: '' }));
    expect(r.sources).toEqual(['li-actpendins@2025-10-08']);
    expect(applyUpdates(null, [census(), policy(), revocation()], { today: TODAY })!.sources).toEqual(['census-147@2025-09-01', 'li-actpendins@2025-09-03', 'li-revocation@2024-08-06']);
  });
});
