import { CARRIER_VIEW_EXAMPLE } from '@logiscope/proto/views';
import { emptyCarrier } from '../carrier/carrier.model';
import { businessTypeOf, mcNumberOf, oosRateOf, operatingRadiusOf, toCarrierView } from './carrier-view';
import { assessRisk } from './risk-score';
import { badCarrier, goodCarrier, newCarrier, NOW, policy } from './test-fixtures';

describe('toCarrierView', () => {
  it('recommends a PASS only: a low score never recommends a carrier the rules fail, and unknown data asks for review', () => {
    const pass = toCarrierView(goodCarrier(), { now: NOW });
    expect(pass.verdict.outcome).toBe('PASS');
    expect(pass.isRecommended).toBe(true);
    // An MC docket the L&I Carrier file says holds no authority, and no insurance: whatever the score, FAIL.
    const none = { docket: 'MC245009', kind: 'CARRIER_PROPERTY' as const, label: 'COMMON', status: 'NONE' as const, revocationPending: false, since: '', asOf: '2025-10-06', source: 'li-carrier' as const, bipdOnFile: -1, bipdRequired: -1 };
    const unauthorised = goodCarrier({ authorityStatus: 'NONE', authorityTypes: [], authorities: [none], insurance: [], addDate: '2025-01-02', safetyRating: '', inspections: 0 });
    const view = toCarrierView(unauthorised, { now: NOW });
    expect(view).toMatchObject({ authorityStatus: 'NONE', insuranceStatus: 'NONE', isRecommended: false });
    expect(view.verdict.outcome).toBe('FAIL');
    expect(view.verdict.checks[0]).toMatchObject({ rule: 'operating-authority', key: 'verdict.authority.none' });
    // Census alone: nothing says "no authority"; the authority check says what is missing.
    const censusOnly = toCarrierView({ ...unauthorised, authorities: [], sources: ['census-42@2025-10-01'] }, { now: NOW });
    expect(censusOnly).toMatchObject({ authorityStatus: 'UNKNOWN', insuranceStatus: 'UNKNOWN' });
    expect(censusOnly.verdict.outcome).toBe('REVIEW');
    expect(censusOnly.verdict.checks.find((c) => c.rule === 'operating-authority')).toMatchObject({ key: 'verdict.authority.missing', missing: true });
    // A NONE stored before facts were kept (a census imported without L&I) says nothing either.
    const storedNone = toCarrierView({ ...unauthorised, authorities: [] }, { now: NOW });
    expect(storedNone.authorityStatus).toBe('UNKNOWN');
    expect(storedNone.verdict.checks.find((c) => c.rule === 'operating-authority')).toMatchObject({ key: 'verdict.authority.missing', missing: true });
  });

  it('weighs a NONE stored before facts were kept as "not known", like the status it shows', () => {
    const stored = goodCarrier({ authorityStatus: 'NONE', authorityTypes: [], authorities: [], insurance: [], classifications: ['AUTHORIZED_FOR_HIRE'] });
    const view = toCarrierView(stored, { now: NOW });
    expect(view.authorityStatus).toBe('UNKNOWN');
    expect(view.riskFactors.find((f) => f.code === 'authority-status')).toMatchObject({ key: 'risk.authority-status.unknown', impact: 0 });
  });

  it('maps an established carrier field by field', () => {
    const record = goodCarrier();
    const view = toCarrierView(record, { now: NOW, risk: assessRisk(record, { now: NOW }) });
    // The declared example is this carrier (VERIHA) as carrier-data answers it; this record lacks the census status,
    // authority facts, shared identifiers and trailer count the example's other values come from.
    const { usdotStatus: _u, authorities: _a, authorityHistory: _h, riskScore: _s, trailerCount: _t, verdict: _v, riskFactors: _f, revocations: _r, insurancePolicies, ...asDeclared } = CARRIER_VIEW_EXAMPLE;
    expect(view).toMatchObject({
      ...asDeclared,
      usdotStatus: '',
      // Stored with a status only (no facts): read as the SAFER snapshot's fact.
      authorities: [{ docket: 'MC245009', kind: 'CARRIER_PROPERTY', label: 'COMMON', status: 'ACTIVE', since: '', asOf: '2025-10-06', source: 'SAFER company snapshot', revocationPending: false }],
      authorityHistory: [],
      riskScore: 0,
      trailerCount: 0,
    });
    expect(view.insurancePolicies).toEqual([{ ...insurancePolicies[0], source: 'L&I (legacy)' }]);
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
    expect(view.revocations).toEqual([{ docket: 'MC138328', authorityType: 'COMMON', revocationType: 'INVOLUNTARY REVOCATION', serveDate: '2025-06-26', effectiveDate: '2025-07-26', source: 'L&I Revocation (legacy)' }]);
    expect(view.authorities).toMatchObject([{ docket: 'MC138328', kind: 'CARRIER_PROPERTY', status: 'REVOKED' }]);
  });

  it('shows the authorities, history, agents and USDOT status the files gave, with their data sets', () => {
    const record = goodCarrier({
      usdotStatus: 'ACTIVE',
      authorities: [
        { docket: 'MC245009', kind: 'CARRIER_PROPERTY', label: 'COMMON', status: 'INACTIVE', revocationPending: false, since: '2024-01-01', asOf: '2025-01-01', source: 'li-carrier', bipdOnFile: -1, bipdRequired: -1 },
        { docket: 'MC245009', kind: 'CARRIER_PROPERTY', label: 'Motor Carrier of Property (Except Household Goods)', status: 'ACTIVE', revocationPending: false, since: '2025-03-01', asOf: '2025-10-07', source: 'motus-carrier', bipdOnFile: 1_000_000, bipdRequired: 750_000 },
      ],
      authorityHistory: [{ docket: 'MC245009', kind: 'CARRIER_PROPERTY', label: 'Motor Carrier of Property (Except Household Goods)', action: 'REINSTATED', status: 'ACTIVE', date: '2025-03-01', source: 'motus-authhist' }],
      processAgents: [{ docket: 'MC245009', name: 'PROCESS AGENTS INC', city: 'DOVER', state: 'DE' }],
    });
    const view = toCarrierView(record, { now: NOW });
    expect(view).toMatchObject({ authorityStatus: 'ACTIVE', usdotStatus: 'ACTIVE' });
    // The newer fact of the docket and kind, whichever file it came from.
    expect(view.authorities).toEqual([
      { docket: 'MC245009', kind: 'CARRIER_PROPERTY', label: 'Motor Carrier of Property (Except Household Goods)', status: 'ACTIVE', since: '2025-03-01', asOf: '2025-10-07', source: 'Motus Carrier', revocationPending: false },
    ]);
    expect(view.authorityHistory).toEqual([{ docket: 'MC245009', kind: 'CARRIER_PROPERTY', label: 'Motor Carrier of Property (Except Household Goods)', action: 'REINSTATED', status: 'ACTIVE', date: '2025-03-01', source: 'Motus AuthHist' }]);
    expect(view.processAgents).toEqual([{ docket: 'MC245009', name: 'PROCESS AGENTS INC', city: 'DOVER', state: 'DE' }]);
    view.processAgents[0].name = 'X';
    expect(record.processAgents[0].name).toBe('PROCESS AGENTS INC');
  });

  it("shows the newer copy of a filing (Motus' end over the legacy copy) and a broker's bond apart from liability", () => {
    const ended = policy({ origin: 'motus', asOf: '2025-10-01', cancelEffectiveDate: '2025-10-01', endReason: 'REMOVED' });
    const view = toCarrierView(goodCarrier({ insurance: [policy({ asOf: '2025-09-03' }), ended] }), { now: NOW });
    expect(view.insurancePolicies).toEqual([expect.objectContaining({ policyNumber: 'WN408492', source: 'Motus', asOf: '2025-10-01', cancelEffectiveDate: '2025-10-01', endReason: 'REMOVED' })]);
    expect(view.insuranceStatus).toBe('EXPIRED');
    const bond = policy({ coverageType: 'BOND', layer: '', formCode: '84', policyNumber: 'SB-1', coverageAmount: 75_000 });
    const broker = toCarrierView(goodCarrier({ authorityStatus: 'NONE', authorityTypes: ['BROKER'], entityType: 'BROKER', insurance: [bond] }), { now: NOW });
    expect(broker).toMatchObject({ bondOnFile: 75_000, insuranceStatus: 'NONE', isRecommended: false });
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
    expect(view).toMatchObject({ id: '44110', companyName: '', mcNumber: '', businessType: '', operatingRadius: '', authorityStatus: 'UNKNOWN', insuranceStatus: 'UNKNOWN', oosRate: null, riskScore: null });
    expect(view).toMatchObject({ usdotStatus: '', authorities: [], authorityHistory: [], bondOnFile: 0, processAgents: [], insurancePolicies: [], revocations: [] });
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
    [{ entityType: 'CARRIER/BROKER', authorityTypes: ['BROKER', 'CARRIER_PROPERTY'] }, 'Interstate Carrier & Broker'],
    [{ entityType: '', authorityTypes: ['BROKER', 'CARRIER_PROPERTY'] }, 'Interstate Carrier & Broker'],
    [{ entityType: '', authorityTypes: ['CARRIER_HHG'] }, 'Interstate Carrier'],
    [{ entityType: '', authorityTypes: ['COMMON'] }, 'Interstate Carrier'],
    [{ entityType: 'BROKER', authorityTypes: ['BROKER'] }, 'Broker'],
    [{ entityType: '', authorityTypes: ['BROKER'] }, 'Broker'],
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
