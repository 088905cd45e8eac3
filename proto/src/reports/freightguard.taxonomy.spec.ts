import {
  FREIGHTGUARD_CATEGORIES,
  FREIGHTGUARD_INCIDENT_GROUPS,
  FREIGHTGUARD_INCIDENT_TYPES,
  categoryOfIncidentType,
  incidentTypeFitsCategory,
  isFreightGuardIncidentType,
} from './freightguard.taxonomy';

describe('FreightGuard taxonomy', () => {
  it("should have the spec's 16 categories and 16 groups of the spec's sizes, 130 types in all", () => {
    expect(FREIGHTGUARD_CATEGORIES).toHaveLength(16);
    const sizes = Object.fromEntries(FREIGHTGUARD_CATEGORIES.map((c) => [c, FREIGHTGUARD_INCIDENT_GROUPS[c].length]));
    expect(sizes).toEqual({
      PAYMENT_ISSUES: 8,
      DOUBLE_BROKERAGE: 5,
      SERVICE_QUALITY: 8,
      SAFETY_VIOLATIONS: 10,
      EQUIPMENT_ISSUES: 8,
      CARGO_ISSUES: 10,
      COMMUNICATION: 7,
      DRIVER_CONDUCT: 9,
      DOCUMENTATION: 8,
      COMPLIANCE_VIOLATIONS: 8,
      CONTRACTUAL_VIOLATIONS: 7,
      FRAUD_SUSPICIOUS: 8,
      INSURANCE_CLAIMS: 7,
      OPERATIONAL_FAILURES: 13,
      REGULATORY_VIOLATIONS: 13,
      OTHER: 1,
    });
    expect(FREIGHTGUARD_INCIDENT_TYPES).toHaveLength(130);
    expect(new Set(FREIGHTGUARD_INCIDENT_TYPES).size).toBe(130);
  });

  it("should hold the spec's example values in their groups", () => {
    const examples: Record<string, string[]> = {
      PAYMENT_ISSUES: ['LATE_PAYMENT', 'NON_PAYMENT', 'PARTIAL_PAYMENT', 'DISPUTED_CHARGES', 'EXCESSIVE_DEDUCTIONS', 'FRAUDULENT_BILLING', 'DETENTION_DISPUTES', 'FUEL_SURCHARGE_DISPUTES'],
      DOUBLE_BROKERAGE: ['UNAUTHORIZED_REBROKERING', 'LOAD_BROKERING_WITHOUT_AUTHORITY', 'MISREPRESENTATION_OF_AUTHORITY', 'OPERATING_WITHOUT_PROPER_LICENSE', 'EXPIRED_OPERATING_AUTHORITY'],
      SAFETY_VIOLATIONS: ['UNSAFE_DRIVING', 'HOURS_OF_SERVICE_VIOLATIONS', 'ACCIDENT_INVOLVEMENT'],
      CARGO_ISSUES: ['DAMAGED_CARGO', 'LOST_CARGO', 'STOLEN_CARGO'],
      FRAUD_SUSPICIOUS: ['IDENTITY_THEFT', 'FACTORING_FRAUD', 'FAKE_CARRIER_SETUP'],
      INSURANCE_CLAIMS: ['EXPIRED_INSURANCE', 'COVERAGE_DENIAL'],
      OPERATIONAL_FAILURES: ['DISPATCH_FAILURES', 'ELD_VIOLATIONS', 'GPS_MANIPULATION'],
      REGULATORY_VIOLATIONS: ['CUSTOMS_VIOLATIONS', 'CABOTAGE_VIOLATIONS'],
      OTHER: ['OTHER'],
    };
    for (const [category, types] of Object.entries(examples)) {
      for (const type of types) expect(categoryOfIncidentType(type)).toBe(category);
    }
  });

  it('should name the freight-fraud schemes brokers meet', () => {
    for (const type of ['CARRIER_IMPERSONATION', 'FICTITIOUS_PICKUP', 'HOSTAGE_LOAD', 'LOAD_BOARD_FRAUD', 'FUEL_CARD_FRAUD', 'PAYMENT_REDIRECTION_FRAUD', 'STOLEN_CARGO']) {
      expect(isFreightGuardIncidentType(type)).toBe(true);
    }
    expect(isFreightGuardIncidentType('MADE_UP')).toBe(false);
  });

  it("should fit a type to its own category only, and OTHER to any", () => {
    expect(incidentTypeFitsCategory('STOLEN_CARGO', 'CARGO_ISSUES')).toBe(true);
    expect(incidentTypeFitsCategory('STOLEN_CARGO', 'PAYMENT_ISSUES')).toBe(false);
    expect(incidentTypeFitsCategory('OTHER', 'PAYMENT_ISSUES')).toBe(true);
    expect(incidentTypeFitsCategory('MADE_UP', 'OTHER')).toBe(false);
  });
});
