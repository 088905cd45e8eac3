import { emptyCarrier } from '../carrier/carrier.model';
import { assessInsurance, coverageOn, deriveInsuranceStatus, effectivePolicies, insuranceRequirement, isBrokerOnly, isInForce } from './insurance-status';
import { goodCarrier, NOW, policy, TODAY } from './test-fixtures';

describe('insuranceRequirement', () => {
  it('asks $750,000 BIPD of a general freight carrier', () => {
    expect(insuranceRequirement(goodCarrier())).toMatchObject({ coverage: 'BIPD', minimum: 750_000, higherMinimum: 0 });
  });

  it('asks $1,000,000 of a hazmat carrier and names the $5,000,000 classes', () => {
    expect(insuranceRequirement(goodCarrier({ hazmat: true }))).toMatchObject({ coverage: 'BIPD', minimum: 1_000_000, higherMinimum: 5_000_000 });
  });

  it('asks $1,500,000 of a passenger carrier and names the $5,000,000 for 16+ seats', () => {
    expect(insuranceRequirement(goodCarrier({ passengerCarrier: true }))).toMatchObject({ minimum: 1_500_000, higherMinimum: 5_000_000 });
  });

  it('asks BI&PD of a broker-only company too: its bond is never the requirement', () => {
    expect(insuranceRequirement(goodCarrier({ authorityTypes: ['BROKER'], entityType: 'BROKER' }))).toMatchObject({ coverage: 'BIPD', minimum: 750_000 });
    expect(insuranceRequirement(goodCarrier({ authorityTypes: [], entityType: 'BROKER' }))).toMatchObject({ coverage: 'BIPD', minimum: 750_000 });
  });

  it('tells a broker-only company from a CARRIER/BROKER by its active authority kinds, else its entity type', () => {
    expect(isBrokerOnly({ authorityTypes: ['BROKER'], entityType: 'CARRIER/BROKER' })).toBe(true);
    expect(isBrokerOnly({ authorityTypes: ['BROKER', 'FREIGHT_FORWARDER'], entityType: '' })).toBe(true);
    expect(isBrokerOnly({ authorityTypes: ['BROKER', 'CARRIER_PROPERTY'], entityType: 'BROKER' })).toBe(false);
    expect(isBrokerOnly({ authorityTypes: [], entityType: 'CARRIER/BROKER' })).toBe(false);
    expect(isBrokerOnly({ authorityTypes: [], entityType: 'BROKER' })).toBe(true);
    expect(insuranceRequirement(goodCarrier({ authorityTypes: ['CARRIER_PROPERTY', 'BROKER'] })).coverage).toBe('BIPD');
  });
});

describe('isInForce', () => {
  it('covers from the effective day up to, not including, the cancel effective day', () => {
    const p = policy({ effectiveDate: '2025-01-01', cancelEffectiveDate: '2025-10-08' });
    expect(isInForce(p, '2024-12-31')).toBe(false);
    expect(isInForce(p, '2025-01-01')).toBe(true);
    expect(isInForce(p, '2025-10-07')).toBe(true);
    expect(isInForce(p, '2025-10-08')).toBe(false);
  });

  it('treats a missing effective date as already effective', () => {
    expect(isInForce(policy({ effectiveDate: '' }), TODAY)).toBe(true);
  });
});

describe('coverageOn', () => {
  const req = insuranceRequirement(goodCarrier());

  it('adds excess layers on top of the primary (L&I excess amounts are the layer above the underlying)', () => {
    const policies = [
      policy({ coverageAmount: 1_000_000 }),
      policy({ layer: 'EXCESS', policyNumber: 'KXA019322503', underlyingAmount: 1_000_000, coverageAmount: 4_000_000 }),
    ];
    expect(coverageOn(policies, req, TODAY)).toBe(5_000_000);
  });

  it('chains stacked excess layers in any order', () => {
    const policies = [
      policy({ layer: 'EXCESS', policyNumber: 'P-001', underlyingAmount: 3_000_000, coverageAmount: 2_000_000 }),
      policy({ layer: 'EXCESS', policyNumber: 'EXT3009', underlyingAmount: 1_000_000, coverageAmount: 2_000_000 }),
      policy({ coverageAmount: 1_000_000 }),
    ];
    expect(coverageOn(policies, req, TODAY)).toBe(5_000_000);
  });

  it('does not count an excess layer with nothing underneath', () => {
    expect(coverageOn([policy({ layer: 'EXCESS', underlyingAmount: 1_000_000, coverageAmount: 4_000_000 })], req, TODAY)).toBe(0);
  });

  it('ignores cargo filings and cancelled layers', () => {
    const policies = [policy({ coverageType: 'CARGO', layer: '', coverageAmount: 100_000 }), policy({ cancelEffectiveDate: '2025-01-01' })];
    expect(coverageOn(policies, req, TODAY)).toBe(0);
  });

  it('never counts a bond or trust fund as BI&PD, whoever holds it', () => {
    const broker = insuranceRequirement({ hazmat: false, passengerCarrier: false });
    const policies = [policy({ coverageType: 'BOND', layer: '', coverageAmount: 75_000 }), policy({ coverageType: 'TRUST_FUND', layer: '', coverageAmount: 100_000 })];
    expect(coverageOn(policies, broker, TODAY)).toBe(0);
    expect(coverageOn([...policies, policy({ coverageAmount: 750_000 })], broker, TODAY)).toBe(750_000);
  });
});

describe('assessInsurance', () => {
  it('VALID: a $1,000,000 primary in force for a general freight carrier', () => {
    const a = assessInsurance(goodCarrier(), NOW);
    expect(a).toMatchObject({ insuranceStatus: 'VALID', insuranceExpiryDate: '', daysToExpiry: null, coverageInForce: 1_000_000, meetsMinimum: true });
    expect(a.policiesInForce).toHaveLength(1);
  });

  it('VALID exactly at the $750,000 minimum', () => {
    expect(assessInsurance(goodCarrier({ insurance: [policy({ coverageAmount: 750_000 })] }), NOW).insuranceStatus).toBe('VALID');
  });

  it('ACTIVE: in force but under $750,000 (the $300,000 small-vehicle amount cannot be confirmed)', () => {
    const a = assessInsurance(goodCarrier({ insurance: [policy({ coverageAmount: 300_000 })] }), NOW);
    expect(a).toMatchObject({ insuranceStatus: 'ACTIVE', meetsMinimum: false, coverageInForce: 300_000 });
  });

  it('ACTIVE: a hazmat carrier with only $750,000; VALID with $1,000,000', () => {
    expect(assessInsurance(goodCarrier({ hazmat: true, insurance: [policy({ coverageAmount: 750_000 })] }), NOW).insuranceStatus).toBe('ACTIVE');
    expect(assessInsurance(goodCarrier({ hazmat: true, insurance: [policy({ coverageAmount: 1_000_000 })] }), NOW).insuranceStatus).toBe('VALID');
  });

  it('VALID: a hazmat carrier reaching $5,000,000 with an excess layer', () => {
    const a = assessInsurance(
      goodCarrier({ hazmat: true, insurance: [policy(), policy({ layer: 'EXCESS', policyNumber: 'X1', underlyingAmount: 1_000_000, coverageAmount: 4_000_000 })] }),
      NOW,
    );
    expect(a).toMatchObject({ insuranceStatus: 'VALID', coverageInForce: 5_000_000 });
  });

  it('EXPIRES SOON: the in-force policy has a cancel effective date within 30 days', () => {
    const a = assessInsurance(goodCarrier({ insurance: [policy({ cancelEffectiveDate: '2025-10-20' })] }), NOW);
    expect(a).toMatchObject({ insuranceStatus: 'EXPIRES SOON', insuranceExpiryDate: '2025-10-20', daysToExpiry: 12 });
  });

  it('EXPIRES SOON on the 30th day, VALID (with the expiry date) on the 31st', () => {
    expect(assessInsurance(goodCarrier({ insurance: [policy({ cancelEffectiveDate: '2025-11-07' })] }), NOW).insuranceStatus).toBe('EXPIRES SOON');
    const later = assessInsurance(goodCarrier({ insurance: [policy({ cancelEffectiveDate: '2025-11-08' })] }), NOW);
    expect(later).toMatchObject({ insuranceStatus: 'VALID', insuranceExpiryDate: '2025-11-08', daysToExpiry: 31 });
  });

  it('stays VALID when a replacement policy takes over on the cancel date', () => {
    const a = assessInsurance(
      goodCarrier({ insurance: [policy({ cancelEffectiveDate: '2025-10-20' }), policy({ insurer: 'CANAL INSURANCE CO.', policyNumber: 'CT3912610532', effectiveDate: '2025-10-20' })] }),
      NOW,
    );
    expect(a).toMatchObject({ insuranceStatus: 'VALID', insuranceExpiryDate: '' });
  });

  it('EXPIRES SOON when the replacement starts after a gap', () => {
    const a = assessInsurance(
      goodCarrier({ insurance: [policy({ cancelEffectiveDate: '2025-10-20' }), policy({ policyNumber: 'NEXT', effectiveDate: '2025-10-25' })] }),
      NOW,
    );
    expect(a).toMatchObject({ insuranceStatus: 'EXPIRES SOON', insuranceExpiryDate: '2025-10-20' });
  });

  it('stays VALID when only an excess layer cancels and the primary still meets the minimum', () => {
    const a = assessInsurance(
      goodCarrier({ insurance: [policy(), policy({ layer: 'EXCESS', policyNumber: 'X1', underlyingAmount: 1_000_000, coverageAmount: 4_000_000, cancelEffectiveDate: '2025-10-15' })] }),
      NOW,
    );
    expect(a).toMatchObject({ insuranceStatus: 'VALID', insuranceExpiryDate: '', coverageInForce: 5_000_000 });
  });

  it('ignores a cargo cancellation for the BIPD status', () => {
    const a = assessInsurance(goodCarrier({ insurance: [policy(), policy({ coverageType: 'CARGO', layer: '', coverageAmount: 100_000, cancelEffectiveDate: '2025-10-15' })] }), NOW);
    expect(a.insuranceStatus).toBe('VALID');
  });

  it('EXPIRED: policies on file but none in force', () => {
    const a = assessInsurance(goodCarrier({ insurance: [policy({ cancelEffectiveDate: '2025-09-01' })] }), NOW);
    expect(a).toMatchObject({ insuranceStatus: 'EXPIRED', coverageInForce: 0, insuranceExpiryDate: '', hasRequiredPolicies: true });
  });

  it('INACTIVE: authority inactive and no policy (or none in force)', () => {
    expect(assessInsurance(goodCarrier({ authorityStatus: 'INACTIVE', insurance: [] }), NOW).insuranceStatus).toBe('INACTIVE');
    expect(assessInsurance(goodCarrier({ authorityStatus: 'INACTIVE', insurance: [policy({ cancelEffectiveDate: '2025-09-01' })] }), NOW).insuranceStatus).toBe('INACTIVE');
  });

  it('reads the policy when authority is inactive but coverage is still in force', () => {
    expect(assessInsurance(goodCarrier({ authorityStatus: 'INACTIVE' }), NOW).insuranceStatus).toBe('VALID');
  });

  it('REVOKED whenever the authority is revoked', () => {
    expect(assessInsurance(goodCarrier({ authorityStatus: 'REVOKED' }), NOW).insuranceStatus).toBe('REVOKED');
    expect(assessInsurance(goodCarrier({ authorityStatus: 'REVOKED', insurance: [] }), NOW).insuranceStatus).toBe('REVOKED');
  });

  it('UNKNOWN when no insurance data set covers the company (no filing, no insurance file naming it, no Carrier row)', () => {
    const a = assessInsurance(emptyCarrier('44110'), NOW);
    expect(a).toMatchObject({ insuranceStatus: 'UNKNOWN', known: false, insuranceExpiryDate: '', hasPolicies: false, coverageInForce: 0, bipdOnFile: -1 });
    const censusOnly = goodCarrier({ insurance: [], sources: ['census-147@2025-10-01', 'safer-snapshot@2025-10-06'] });
    expect(assessInsurance(censusOnly, NOW)).toMatchObject({ insuranceStatus: 'UNKNOWN', known: false });
  });

  it('NONE when an insurance file named the company and no filing is on file', () => {
    for (const source of ['li-actpendins@2025-10-08', 'li-insur@2025-10-08', 'motus-insur@2025-10-08', 'motus-inshist@2025-10-08']) {
      expect(assessInsurance(goodCarrier({ insurance: [], sources: ['census-147@2025-10-01', source] }), NOW)).toMatchObject({ insuranceStatus: 'NONE', known: true });
    }
  });

  it('NONE when only a cargo filing is on file (no BI&PD)', () => {
    const a = assessInsurance(goodCarrier({ insurance: [policy({ coverageType: 'CARGO', layer: '' })] }), NOW);
    expect(a).toMatchObject({ insuranceStatus: 'NONE', hasPolicies: true, hasRequiredPolicies: false, known: true });
  });

  it('NONE when the only policy starts in the future (startsOn tells when)', () => {
    const a = assessInsurance(goodCarrier({ authorityStatus: 'PENDING', insurance: [policy({ effectiveDate: '2025-10-15' })] }), NOW);
    expect(a).toMatchObject({ insuranceStatus: 'NONE', startsOn: '2025-10-15', coverageInForce: 0 });
  });

  it('a broker-only company with a $75,000 bond has no liability: NONE, the bond reported apart as bondInForce', () => {
    const broker = { authorityTypes: ['BROKER'], entityType: 'BROKER', authorityStatus: 'NONE' as const };
    const bond = policy({ coverageType: 'BOND', layer: '', formCode: '84', coverageAmount: 75_000 });
    expect(assessInsurance(goodCarrier({ ...broker, insurance: [bond] }), NOW)).toMatchObject({ insuranceStatus: 'NONE', bondInForce: 75_000, coverageInForce: 0, hasRequiredPolicies: false });
    const trust = policy({ coverageType: 'TRUST_FUND', layer: '', formCode: '85', policyNumber: 'TF-1', coverageAmount: 100_000 });
    expect(assessInsurance(goodCarrier({ ...broker, insurance: [bond, trust] }), NOW)).toMatchObject({ insuranceStatus: 'NONE', bondInForce: 100_000 });
    expect(assessInsurance(goodCarrier({ ...broker, insurance: [{ ...bond, cancelEffectiveDate: '2025-09-01' }] }), NOW)).toMatchObject({ insuranceStatus: 'NONE', bondInForce: 0 });
    // BI&PD on file is liability whoever holds it.
    expect(assessInsurance(goodCarrier({ ...broker, insurance: [bond, policy()] }), NOW)).toMatchObject({ insuranceStatus: 'VALID', bondInForce: 75_000, coverageInForce: 1_000_000 });
  });

  it("reads the Carrier row's BI&PD on file (BIPD_FILE) when no filing is held", () => {
    const fact = (bipdOnFile: number, asOf: string) => ({ docket: 'MC245009', kind: 'CARRIER_PROPERTY' as const, label: 'COMMON', status: 'ACTIVE' as const, revocationPending: false, since: '', asOf, source: 'li-carrier' as const, bipdOnFile, bipdRequired: 750_000 });
    const sources = ['census-147@2025-10-01', 'li-carrier@2025-10-01'];
    expect(assessInsurance(goodCarrier({ insurance: [], sources, authorities: [fact(750_000, '2025-10-01')] }), NOW)).toMatchObject({ insuranceStatus: 'VALID', known: true, bipdOnFile: 750_000, coverageInForce: 750_000 });
    // The newest row says; 0 on file is known and none.
    const newer = goodCarrier({ insurance: [], sources, authorities: [fact(750_000, '2025-09-01'), { ...fact(0, '2025-10-01'), source: 'motus-carrier' }] });
    expect(assessInsurance(newer, NOW)).toMatchObject({ insuranceStatus: 'NONE', known: true, bipdOnFile: 0 });
    // A filing held is judged over the row.
    expect(assessInsurance(goodCarrier({ sources, authorities: [fact(5_000_000, '2025-10-01')] }), NOW)).toMatchObject({ insuranceStatus: 'VALID', coverageInForce: 1_000_000 });
  });

  it('judges the newer of the legacy and Motus copies of one filing, whatever their order', () => {
    const legacy = policy({ origin: 'legacy', asOf: '2025-09-03' });
    const ended = policy({ origin: 'motus', asOf: '2025-10-01', cancelEffectiveDate: '2025-10-01', endReason: 'CANCEL' });
    expect(effectivePolicies([legacy, ended])).toEqual([ended]);
    expect(effectivePolicies([ended, legacy])).toEqual([ended]);
    expect(assessInsurance(goodCarrier({ insurance: [legacy, ended] }), NOW)).toMatchObject({ insuranceStatus: 'EXPIRED', policies: [ended] });
    // A legacy copy newer than Motus' wins; on the same day Motus' does.
    const renewed = policy({ origin: 'legacy', asOf: '2025-10-05' });
    expect(assessInsurance(goodCarrier({ insurance: [renewed, ended] }), NOW)).toMatchObject({ insuranceStatus: 'VALID', policies: [renewed] });
    const sameDay = { ...ended, asOf: '2025-10-05' };
    expect(effectivePolicies([renewed, sameDay])).toEqual([sameDay]);
    expect(effectivePolicies([sameDay, renewed])).toEqual([sameDay]);
    // Other filings are never merged with it.
    expect(effectivePolicies([legacy, policy({ policyNumber: 'OTHER' })])).toHaveLength(2);
  });

  it('EXPIRES SOON for in-force coverage of unknown amount that lapses', () => {
    const a = assessInsurance(goodCarrier({ insurance: [policy({ coverageAmount: 0, cancelEffectiveDate: '2025-10-10' })] }), NOW);
    expect(a).toMatchObject({ insuranceStatus: 'EXPIRES SOON', insuranceExpiryDate: '2025-10-10', coverageInForce: 0 });
  });

  it('accepts the clock as a Date or an ISO string and reads days in UTC', () => {
    const r = goodCarrier({ insurance: [policy({ cancelEffectiveDate: '2025-10-09' })] });
    expect(deriveInsuranceStatus(r, '2025-10-08')).toEqual({ insuranceStatus: 'EXPIRES SOON', insuranceExpiryDate: '2025-10-09' });
    expect(deriveInsuranceStatus(r, '2025-10-09T00:30:00Z').insuranceStatus).toBe('EXPIRED');
    expect(deriveInsuranceStatus(r, new Date('2025-10-08T23:59:00Z')).insuranceStatus).toBe('EXPIRES SOON');
  });
});
