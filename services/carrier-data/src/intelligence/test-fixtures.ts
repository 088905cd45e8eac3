/**
 * Carrier records for the intelligence specs (test-only; not exported by the barrel). Values follow the FMCSA
 * formats the importer produces: VERIHA TRUCKING (DOT 158121) is the carrier of a real FMCSA QCMobile response
 * (GET /carriers/158121, public); the policy numbers and insurers come from the L&I samples (test/fixtures/fmcsa).
 */
import { emptyCarrier, type CarrierRecord, type InsurancePolicy } from '../carrier/carrier.model';

/** The specs' clock. */
export const NOW = new Date('2025-10-08T15:00:00Z');
export const TODAY = '2025-10-08';

export function policy(overrides: Partial<InsurancePolicy> = {}): InsurancePolicy {
  return {
    docket: 'MC245009',
    coverageType: 'BIPD',
    layer: 'PRIMARY',
    insurer: 'NORTHLAND INSURANCE COMPANY',
    policyNumber: 'WN408492',
    coverageAmount: 1_000_000,
    underlyingAmount: 0,
    postedDate: '2024-09-02',
    effectiveDate: '2024-09-02',
    cancelEffectiveDate: '',
    formCode: '91X',
    origin: 'legacy',
    asOf: '2025-10-08',
    endReason: '',
    ...overrides,
  };
}

/** An established, well-run interstate carrier: the VERIHA TRUCKING figures from QCMobile. */
export function goodCarrier(overrides: Partial<CarrierRecord> = {}): CarrierRecord {
  return {
    ...emptyCarrier('158121'),
    legalName: 'VERIHA TRUCKING INC',
    dbaName: '',
    dockets: ['MC245009'],
    mcNumbers: ['245009'],
    carrierOperation: 'A',
    entityType: 'CARRIER',
    physicalAddress: { street: '2830 CLEVELAND AVE', city: 'MARINETTE', state: 'WI', zip: '54143', country: 'US' },
    mailingAddress: { street: 'PO BOX 510', city: 'MARINETTE', state: 'WI', zip: '54143', country: 'US' },
    phone: '7157325660',
    email: 'safety@veriha.com',
    officers: ['JOHN VERIHA'],
    powerUnits: 213,
    drivers: 213,
    addDate: '1974-06-01',
    mcs150Date: '2024-02-01',
    mcs150Mileage: 23_000_000,
    mcs150MileageYear: 2023,
    authorityStatus: 'ACTIVE',
    authorityTypes: ['COMMON', 'CONTRACT'],
    insurance: [policy()],
    safetyRating: 'SATISFACTORY',
    safetyRatingDate: '1996-04-25',
    inspections: 300,
    vehicleInspections: 124,
    driverInspections: 259,
    vehicleOosInspections: 17,
    driverOosInspections: 3,
    violations: 150,
    crashes: 15,
    fatalCrashes: 0,
    injuryCrashes: 3,
    towCrashes: 12,
    classifications: ['AUTHORIZED_FOR_HIRE'],
    // Every file kind described it: the record-only verdict knows every data set.
    sources: ['census-147@2025-10-01', 'inspection-units@2025-09-30', 'li-actpendins@2025-10-08', 'li-revocation@2025-10-08', 'safer-snapshot@2025-10-06'],
    ...overrides,
  };
}

/** A carrier a broker must not use: revoked, uninsured, unsatisfactory, out of service. */
export function badCarrier(overrides: Partial<CarrierRecord> = {}): CarrierRecord {
  return goodCarrier({
    dotNumber: '885213',
    legalName: 'FLY BY NIGHT FREIGHT LLC',
    dockets: ['MC138328'],
    mcNumbers: ['138328'],
    powerUnits: 4,
    drivers: 4,
    addDate: '2019-03-01',
    authorityStatus: 'REVOKED',
    revocations: [{ docket: 'MC138328', authorityType: 'COMMON', revocationType: 'INVOLUNTARY REVOCATION', serveDate: '2025-06-26', effectiveDate: '2025-07-26', source: 'li-revocation' }],
    insurance: [policy({ docket: 'MC138328', cancelEffectiveDate: '2025-07-01' })],
    safetyRating: 'UNSATISFACTORY',
    safetyRatingDate: '2025-05-01',
    outOfService: true,
    outOfServiceDate: '2025-07-26',
    inspections: 40,
    vehicleInspections: 30,
    driverInspections: 38,
    vehicleOosInspections: 15,
    driverOosInspections: 6,
    violations: 120,
    crashes: 4,
    fatalCrashes: 1,
    injuryCrashes: 2,
    towCrashes: 1,
    ...overrides,
  });
}

/** Registered seven weeks ago, authority active, insured, no history yet. */
export function newCarrier(overrides: Partial<CarrierRecord> = {}): CarrierRecord {
  return {
    ...emptyCarrier('4427594'),
    legalName: 'BRAND NEW LOGISTICS LLC',
    dockets: ['MC1741674'],
    mcNumbers: ['1741674'],
    carrierOperation: 'A',
    entityType: 'CARRIER',
    physicalAddress: { street: '100 MAIN ST', city: 'DALLAS', state: 'TX', zip: '75201', country: 'US' },
    phone: '2145550100',
    email: 'dispatch.brandnew@gmail.com',
    officers: ['JANE DOE'],
    powerUnits: 1,
    drivers: 1,
    addDate: '2025-08-20',
    authorityStatus: 'ACTIVE',
    authorityTypes: ['COMMON'],
    insurance: [policy({ docket: 'MC1741674', insurer: 'MOTOR TRANSPORT MUTUAL RRG INC', policyNumber: 'S-LHMI2582-00', coverageAmount: 750_000, effectiveDate: '2025-09-25' })],
    ...overrides,
  };
}

/** A company an authority data set covers that holds no motor-carrier authority (a legacy L&I Carrier row, COMMON and CONTRACT N). */
export function knownNone(): Pick<CarrierRecord, 'authorityStatus' | 'authorities'> {
  return {
    authorityStatus: 'NONE',
    authorities: [{ docket: 'MC999999', kind: 'CARRIER_PROPERTY', label: 'COMMON', status: 'NONE', revocationPending: false, since: '', asOf: '2025-10-08', source: 'li-carrier', bipdOnFile: -1, bipdRequired: -1 }],
  };
}
