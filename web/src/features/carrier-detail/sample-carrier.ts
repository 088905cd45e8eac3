import { explainIn, RISK_EXPLANATIONS, type RiskExplanationKey } from '@logiscope/proto/views';
import type { Carrier, Equipment, RiskFactor } from '../carriers/carrier.types';

/** A factor as the server builds it: keys and parameters, and the English text from the same templates. */
function sampleFactor(code: string, impact: number, labelKey: RiskExplanationKey, key: RiskExplanationKey, params: Record<string, string>): RiskFactor {
  return { code, impact, labelKey, key, params, label: explainIn(RISK_EXPLANATIONS, labelKey, params), detail: explainIn(RISK_EXPLANATIONS, key, params) };
}

/**
 * The carrier of the sample report at /carrier/demo: a made-up company (not an FMCSA record) so the report
 * can be shown without touching real carrier data.
 */
export const SAMPLE_CARRIER: Carrier = {
  id: 'demo',
  companyName: 'Summit Ridge Freight LLC',
  legalName: 'Summit Ridge Freight LLC',
  dbaName: 'Summit Ridge Express',
  mcNumber: '000000',
  mcNumbers: ['000000'],
  dotNumber: '0000000',
  address: '1200 Sample Parkway',
  city: 'Denver',
  state: 'CO',
  zipCode: '80202',
  email: 'dispatch@summitridge.example',
  phone: '5551234567',
  website: 'summitridge.example',
  safetyRating: 'SATISFACTORY',
  basicScore: '34',
  authorityStatus: 'ACTIVE',
  insuranceStatus: 'VALID',
  insuranceExpiryDate: '2026-11-30',
  riskScore: 14,
  notEnoughData: false,
  isRecommended: true,
  verdict: { outcome: 'PASS', checks: [], profile: 'default' },
  riskFactors: [
    sampleFactor('baseline', 10, 'risk.baseline.label', 'risk.baseline', {}),
    sampleFactor('shared-identifiers', 5, 'risk.shared-identifiers.shared.label', 'risk.shared-identifiers.shared', { count: '1' }),
    sampleFactor('mcs150', 5, 'risk.mcs150.outdated.label', 'risk.mcs150.outdated', { date: '2023-02-01' }),
    sampleFactor('driver-oos-rate', 4, 'risk.driver-oos-rate.above.label', 'risk.driver-oos-rate.above', { rate: '6.2', inspections: '145', average: '5.5' }),
    sampleFactor('authority-status', 0, 'risk.authority-status.active.label', 'risk.authority-status.active', { dockets: 'MC000000' }),
    sampleFactor('insurance', 0, 'risk.insurance.in-force.label', 'risk.insurance.in-force', { amount: '1000000', required: '750000' }),
    sampleFactor('crashes', 0, 'risk.crashes.in-line.label', 'risk.crashes.rate', { count: '2', fatal: '0', injury: '1', other: '1', units: '48', perUnit: '0.06' }),
    sampleFactor('safety-rating', -5, 'risk.safety-rating.satisfactory.label', 'risk.safety-rating.satisfactory', { date: '2019-06-12' }),
    sampleFactor('authority-age', -5, 'risk.authority-age.established.label', 'risk.authority-age.established', { date: '2016-03-14', years: '9' }),
  ],
  truckCount: 48,
  driverCount: 52,
  trailerCount: 61,
  inspectionCount: 145,
  violationCount: 37,
  crashCount: 2,
  oosCount: 9,
  oosRate: 6.2,
  outOfService: false,
  businessType: 'CARRIER',
  operatingRadius: 'Interstate',
  operatingStartDate: '2016-03-14',
  entityType: 'CARRIER',
  officers: ['JANE SAMPLE', 'JOHN EXAMPLE'],
  insurancePolicies: [
    { coverageType: 'BIPD', layer: 'PRIMARY', insurer: 'Sample Mutual Insurance Co', policyNumber: 'SMP-100234', coverageAmount: 1000000, effectiveDate: '2025-12-01', cancelEffectiveDate: '' },
    { coverageType: 'CARGO', layer: '', insurer: 'Sample Mutual Insurance Co', policyNumber: 'SMP-100235', coverageAmount: 100000, effectiveDate: '2025-12-01', cancelEffectiveDate: '' },
  ],
  revocations: [],
  priorRevokeDotNumber: '',
};

export const SAMPLE_EQUIPMENT: Equipment[] = [
  {
    id: 'demo-1',
    equipmentType: 'Truck Tractor',
    equipmentYear: 2022,
    equipmentMake: 'FREIGHTLINER',
    equipmentModel: 'Cascadia',
    vehicleVin: '3AKJHHDR0NSSAMPLE',
    licensePlate: 'SRF-101',
    plateState: 'CO',
    unitNumber: '101',
    inspectionDate: '2025-09-18',
    inspectionState: 'KS',
    inspectionId: 'SAMPLE-0001',
    registrationState: 'CO',
    ownerName: 'Summit Ridge Freight LLC',
    lastSeen: '2025-09-18',
    vehicleOutOfService: false,
    vehicleViolations: 0,
  },
  {
    id: 'demo-2',
    equipmentType: 'Trailer',
    equipmentYear: 2021,
    equipmentMake: 'UTILITY',
    equipmentModel: '4000D-X',
    vehicleVin: '1UYVS2530MSAMPLE2',
    licensePlate: 'SRF-T21',
    plateState: 'CO',
    unitNumber: 'T21',
    inspectionDate: '2025-08-02',
    inspectionState: 'NE',
    inspectionId: 'SAMPLE-0002',
    registrationState: 'CO',
    ownerName: 'Summit Ridge Freight LLC',
    lastSeen: '2025-08-02',
    vehicleOutOfService: false,
    vehicleViolations: 0,
  },
];
