import { emptyCarrier } from '../carrier/carrier.model';
import { assessInsurance, coverageOn, deriveInsuranceStatus, insuranceRequirement, isBrokerOnly, isInForce } from './insurance-status';
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

  it('asks a $75,000 bond of a broker without carrier authority', () => {
    expect(insuranceRequirement(goodCarrier({ authorityTypes: ['BROKER'], entityType: 'BROKER' }))).toMatchObject({ coverage: 'BOND', minimum: 75_000 });
    expect(insuranceRequirement(goodCarrier({ authorityTypes: [], entityType: 'BROKER' }))).toMatchObject({ coverage: 'BOND' });
  });

  it('judges a CARRIER/BROKER on its carrier BIPD', () => {
    expect(isBrokerOnly({ authorityTypes: ['COMMON', 'BROKER'], entityType: 'CARRIER/BROKER' })).toBe(false);
    expect(isBrokerOnly({ authorityTypes: [], entityType: 'CARRIER/BROKER' })).toBe(false);
    expect(insuranceRequirement(goodCarrier({ authorityTypes: ['COMMON', 'BROKER'] })).coverage).toBe('BIPD');
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

  it('takes the largest bond or trust fund for a broker', () => {
    const broker = insuranceRequirement({ authorityTypes: ['BROKER'], entityType: 'BROKER', hazmat: false, passengerCarrier: false });
    const policies = [policy({ coverageType: 'BOND', layer: '', coverageAmount: 75_000 }), policy({ coverageType: 'TRUST_FUND', layer: '', coverageAmount: 100_000 })];
    expect(coverageOn(policies, broker, TODAY)).toBe(100_000);
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

  it("'' unknown without L&I data", () => {
    const a = assessInsurance(emptyCarrier('44110'), NOW);
    expect(a).toMatchObject({ insuranceStatus: '', insuranceExpiryDate: '', hasPolicies: false, coverageInForce: 0 });
    expect(assessInsurance(goodCarrier({ insurance: [] }), NOW).insuranceStatus).toBe('');
  });

  it("'' unknown when only a cargo filing is on file (no BIPD data)", () => {
    const a = assessInsurance(goodCarrier({ insurance: [policy({ coverageType: 'CARGO', layer: '' })] }), NOW);
    expect(a).toMatchObject({ insuranceStatus: '', hasPolicies: true, hasRequiredPolicies: false });
  });

  it("'' when the only policy starts in the future (startsOn tells when)", () => {
    const a = assessInsurance(goodCarrier({ authorityStatus: 'PENDING', insurance: [policy({ effectiveDate: '2025-10-15' })] }), NOW);
    expect(a).toMatchObject({ insuranceStatus: '', startsOn: '2025-10-15' });
  });

  it('a broker is VALID with a $75,000 bond and ACTIVE below it', () => {
    const broker = { authorityTypes: ['BROKER'], entityType: 'BROKER' };
    expect(assessInsurance(goodCarrier({ ...broker, insurance: [policy({ coverageType: 'BOND', layer: '', coverageAmount: 75_000 })] }), NOW).insuranceStatus).toBe('VALID');
    expect(assessInsurance(goodCarrier({ ...broker, insurance: [policy({ coverageType: 'BOND', layer: '', coverageAmount: 10_000 })] }), NOW).insuranceStatus).toBe('ACTIVE');
    expect(assessInsurance(goodCarrier({ ...broker, insurance: [policy()] }), NOW).insuranceStatus).toBe('');
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
