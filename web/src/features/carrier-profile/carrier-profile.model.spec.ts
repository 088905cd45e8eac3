import { CARRIER_VIEW_EXAMPLE, type CarrierIntelligenceView } from '@logiscope/proto/views';
import { liveProfile, sampleProfile } from './carrier-profile.model';

const view = (over: Partial<CarrierIntelligenceView> = {}): CarrierIntelligenceView => ({
  carrier: CARRIER_VIEW_EXAMPLE,
  yearsInBusiness: 12,
  customerRating: 4.5,
  reports: { total: 0, positive: 0, negative: 0, neutral: 0, incidents: 0, recent: [] },
  notes: { total: 0, recent: [] },
  equipment: {
    tractors: 2,
    trailers: 1,
    units: [
      { vin: 'V1', type: 'Truck Tractor', make: 'FREIGHTLINER', model: 'CASCADIA', year: 2022, lastSeen: '2026-10-01' },
      { vin: 'V2', type: 'Truck Tractor', make: 'FREIGHTLINER', model: 'CASCADIA', year: 2022, lastSeen: '2026-09-01' },
      { vin: 'V3', type: 'Trailer', make: 'UTILITY', model: '', year: null, lastSeen: '2026-08-01' },
    ],
  },
  safetyEvents: [{ date: '2026-10-01', inspectionId: 'I1', result: 'CLEAN', violations: 0, location: 'WI' }],
  risk: { riskLevel: 'LOW', recommendation: 'APPROVED', issues: [] },
  ...over,
});

describe('carrier intelligence profile model', () => {
  it('shows visitors the sample carrier with every section filled', () => {
    const p = sampleProfile();
    expect(p.name).toBe('Fulger Transport LLC');
    expect(p.counts).toMatchObject({ onTimePerformance: 96.8, customerRating: 4.7 });
    expect(p.serviceStates?.length).toBeGreaterThan(0);
    expect(p.risk).toBeNull();
  });

  it("draws a real carrier from its data and says what no data set holds instead of inventing it", () => {
    const p = liveProfile(view());
    expect(p.name).toBe(CARRIER_VIEW_EXAMPLE.companyName);
    expect(p.counts).toMatchObject({ yearsInBusiness: 12, customerRating: 4.5, onTimePerformance: null });
    expect(p.serviceStates).toBeNull();
    expect(p.specializations).toBeNull();
    expect(p.equipment).toEqual([
      { type: 'Tractor', description: 'FREIGHTLINER CASCADIA 2022', count: 2 },
      { type: 'Trailer', description: 'UTILITY', count: 1 },
    ]);
    expect(p.safetyEvents).toEqual([{ date: '2026-10-01', type: 'VEHICLE_INSPECTION', result: 'CLEAN', location: 'WI' }]);
    expect(p.risk?.recommendation).toBe('APPROVED');
  });
});
