import { emptyCarrier } from '../carrier/carrier.model';
import { businessTypeOf, mcNumberOf, oosRateOf, operatingRadiusOf, toCarrierView } from './carrier-view';
import { assessRisk } from './risk-score';
import { badCarrier, goodCarrier, newCarrier, NOW, policy } from './test-fixtures';

describe('toCarrierView', () => {
  it('recommends a PASS only: a low score never recommends a carrier the rules fail, and unknown data asks for review', () => {
    const pass = toCarrierView(goodCarrier(), { now: NOW });
    expect(pass.verdict.outcome).toBe('PASS');
    expect(pass.isRecommended).toBe(true);
    // An MC docket, no active authority and no insurance: whatever the score, FAIL and not recommended.
    const unauthorised = goodCarrier({ authorityStatus: 'NONE', authorityTypes: [], insurance: [], addDate: '2025-01-02', safetyRating: '', inspections: 0 });
    const view = toCarrierView(unauthorised, { now: NOW });
    expect(view.verdict.outcome).toBe('FAIL');
    expect(view.verdict.checks[0]).toMatchObject({ rule: 'operating-authority', key: 'verdict.authority.none' });
    expect(view.isRecommended).toBe(false);
    // Census alone: nothing says "no authority"; the authority check says what is missing.
    const censusOnly = toCarrierView({ ...unauthorised, sources: ['census-42@2025-10-01'] }, { now: NOW });
    expect(censusOnly.verdict.outcome).toBe('REVIEW');
    expect(censusOnly.verdict.checks.find((c) => c.rule === 'operating-authority')).toMatchObject({ key: 'verdict.authority.missing', missing: true });
  });

  it('maps an established carrier field by field', () => {
    const record = goodCarrier();
    const view = toCarrierView(record, { now: NOW, risk: assessRisk(record, { now: NOW }) });
    expect(view).toMatchObject({
      id: '158121',
      companyName: 'VERIHA TRUCKING INC',
      legalName: 'VERIHA TRUCKING INC',
      dbaName: '',
      mcNumber: '245009',
      mcNumbers: ['245009'],
      dotNumber: '158121',
      address: '2830 CLEVELAND AVE',
      city: 'MARINETTE',
      state: 'WI',
      zipCode: '54143',
      email: 'safety@veriha.com',
      phone: '7157325660',
      website: '',
      safetyRating: 'SATISFACTORY',
      basicScore: '',
      authorityStatus: 'ACTIVE',
      insuranceStatus: 'VALID',
      insuranceExpiryDate: '',
      riskScore: 0,
      notEnoughData: false,
      isRecommended: true,
      truckCount: 213,
      driverCount: 213,
      trailerCount: 0,
      inspectionCount: 300,
      violationCount: 150,
      crashCount: 15,
      oosCount: 20,
      oosRate: 5.2,
      outOfService: false,
      businessType: 'Interstate Carrier',
      operatingRadius: 'Interstate',
      operatingStartDate: '1974-06-01',
      entityType: 'CARRIER',
      officers: ['JOHN VERIHA'],
      priorRevokeDotNumber: '',
    });
    expect(view.insurancePolicies).toEqual([
      { coverageType: 'BIPD', layer: 'PRIMARY', insurer: 'NORTHLAND INSURANCE COMPANY', policyNumber: 'WN408492', coverageAmount: 1_000_000, effectiveDate: '2024-09-02', cancelEffectiveDate: '' },
    ]);
    expect(view.riskFactors.length).toBeGreaterThan(3);
  });

  it('derives the risk itself when none is passed, using sharedCount', () => {
    const record = goodCarrier();
    const view = toCarrierView(record, { now: NOW, sharedCount: 12 });
    expect(view.riskScore).toBe(15);
    expect(view.riskFactors.find((f) => f.code === 'shared-identifiers')?.impact).toBe(15);
  });

  it('shows a bad carrier as revoked, not recommended, with its revocations', () => {
    const view = toCarrierView(badCarrier(), { now: NOW });
    expect(view).toMatchObject({ insuranceStatus: 'REVOKED', authorityStatus: 'REVOKED', riskScore: 100, isRecommended: false, outOfService: true, safetyRating: 'UNSATISFACTORY' });
    expect(view.revocations).toEqual([{ docket: 'MC138328', authorityType: 'COMMON', revocationType: 'INVOLUNTARY REVOCATION', effectiveDate: '2025-07-26' }]);
  });

  it('shows a new carrier as not enough data', () => {
    const view = toCarrierView(newCarrier(), { now: NOW });
    expect(view).toMatchObject({ riskScore: null, notEnoughData: true, isRecommended: false, oosRate: null, operatingStartDate: '2025-08-20', insuranceStatus: 'VALID' });
  });

  it('prefers the DBA name for companyName and keeps the legal name', () => {
    const view = toCarrierView(goodCarrier({ dbaName: 'VERIHA LOGISTICS' }), { now: NOW });
    expect(view.companyName).toBe('VERIHA LOGISTICS');
    expect(view.legalName).toBe('VERIHA TRUCKING INC');
  });

  it('passes insurance expiry through', () => {
    const view = toCarrierView(goodCarrier({ insurance: [policy({ cancelEffectiveDate: '2025-10-20' })] }), { now: NOW });
    expect(view).toMatchObject({ insuranceStatus: 'EXPIRES SOON', insuranceExpiryDate: '2025-10-20' });
  });

  it('uses a known BASIC score and trailer count, and phone digits only', () => {
    const view = toCarrierView(goodCarrier({ phone: '(715) 732-5660' }), { now: NOW, basicScore: 42.26, trailerCount: 7 });
    expect(view).toMatchObject({ basicScore: '42.3', trailerCount: 7, phone: '7157325660' });
    expect(toCarrierView(goodCarrier(), { now: NOW, basicScore: 'n/a' }).basicScore).toBe('');
    expect(toCarrierView(goodCarrier(), { now: NOW, basicScore: '67%' }).basicScore).toBe('67');
  });

  it('maps an empty record without throwing', () => {
    const view = toCarrierView(emptyCarrier('44110'), { now: NOW });
    expect(view).toMatchObject({ id: '44110', companyName: '', mcNumber: '', businessType: '', operatingRadius: '', insuranceStatus: '', oosRate: null, riskScore: null });
  });

  it('returns copies, not the record’s own arrays', () => {
    const record = goodCarrier();
    const view = toCarrierView(record, { now: NOW });
    view.officers.push('X');
    view.mcNumbers.push('1');
    expect(record.officers).toEqual(['JOHN VERIHA']);
    expect(record.mcNumbers).toEqual(['245009']);
  });
});

describe('mcNumberOf', () => {
  it('takes the first MC number, else the first MC docket digits', () => {
    expect(mcNumberOf({ mcNumbers: ['123456', '999'], dockets: [] })).toBe('123456');
    expect(mcNumberOf({ mcNumbers: [], dockets: ['FF4567', 'MC012345'] })).toBe('12345');
    expect(mcNumberOf({ mcNumbers: [], dockets: ['FF4567'] })).toBe('');
  });
});

describe('oosRateOf', () => {
  it('pools vehicle and driver out-of-service inspections, one decimal', () => {
    expect(oosRateOf(goodCarrier({ vehicleInspections: 10, driverInspections: 20, vehicleOosInspections: 3, driverOosInspections: 1 }))).toBe(13.3);
  });
  it('falls back to the inspection total and is null without inspections', () => {
    expect(oosRateOf(goodCarrier({ inspections: 8, vehicleInspections: 0, driverInspections: 0, vehicleOosInspections: 1, driverOosInspections: 1 }))).toBe(25);
    expect(oosRateOf(emptyCarrier('1'))).toBeNull();
  });
});

describe('businessTypeOf', () => {
  const r = (o: Parameters<typeof goodCarrier>[0]) => businessTypeOf(goodCarrier(o));
  it.each([
    [{}, 'Interstate Carrier'],
    [{ hazmat: true }, 'Interstate Hazmat Carrier'],
    [{ carrierOperation: 'B' as const, authorityTypes: [] }, 'Intrastate Hazmat Carrier'],
    [{ carrierOperation: 'C' as const, authorityTypes: [] }, 'Intrastate Carrier'],
    [{ passengerCarrier: true }, 'Interstate Passenger Carrier'],
    [{ entityType: 'CARRIER/BROKER', authorityTypes: ['COMMON', 'BROKER'] }, 'Interstate Carrier & Broker'],
    [{ entityType: 'BROKER', authorityTypes: ['BROKER'] }, 'Broker'],
    [{ entityType: 'SHIPPER', authorityTypes: [] }, 'Shipper'],
    [{ entityType: 'FREIGHT FORWARDER', authorityTypes: [] }, 'Freight Forwarder'],
    [{ entityType: '', authorityTypes: [] }, 'Interstate Carrier'],
    [{ entityType: '', authorityTypes: [], carrierOperation: '' as const }, ''],
  ])('%j → %s', (overrides, expected) => {
    expect(r(overrides)).toBe(expected);
  });
});

describe('operatingRadiusOf', () => {
  const r = (o: Parameters<typeof goodCarrier>[0]) => operatingRadiusOf(goodCarrier(o));
  it.each([
    [{ mcs150Mileage: 23_000_000, powerUnits: 213 }, 'Interstate'],
    [{ mcs150Mileage: 600_000, powerUnits: 10 }, 'Regional (< 500 mi)'],
    [{ mcs150Mileage: 200_000, powerUnits: 10 }, 'Local'],
    [{ mcs150Mileage: 200_000, powerUnits: 10, carrierOperation: 'C' as const }, 'Local'],
    [{ mcs150Mileage: 900_000, powerUnits: 10, carrierOperation: 'C' as const }, 'Intrastate'],
    [{ mcs150Mileage: 0, powerUnits: 10 }, 'Interstate'],
    [{ mcs150Mileage: 500, powerUnits: 10 }, 'Interstate'],
    [{ mcs150Mileage: 100_000, powerUnits: 0, carrierOperation: 'B' as const }, 'Intrastate'],
    [{ carrierOperation: '' as const, entityType: 'CARRIER' }, ''],
    [{ entityType: 'BROKER', authorityTypes: ['BROKER'] }, ''],
  ])('%j → %s', (overrides, expected) => {
    expect(r(overrides)).toBe(expected);
  });
});
