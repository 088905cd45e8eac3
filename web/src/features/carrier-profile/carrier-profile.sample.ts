/**
 * The spec's static sample carrier (001, "Carrier profile (sample data)"): what visitors see on /fulger-transport.
 * Fixed values, never read from anywhere.
 */
export const SAMPLE_CARRIER_PROFILE = {
  companyName: 'Fulger Transport LLC',
  legalName: 'Fulger Transport LLC',
  mcNumber: '849271',
  dotNumber: '2749183',
  businessType: 'Interstate Carrier',
  operatingRadius: 'Interstate',
  safetyRating: 'SATISFACTORY',
  authorityStatus: 'ACTIVE',
  insuranceStatus: 'VALID',
  address: '1450 Industrial Pkwy',
  city: 'Chicago',
  state: 'IL',
  zipCode: '60632',
  phone: '3125550184',
  email: 'dispatch@fulgertransport.com',
  website: 'www.fulgertransport.com',
  truckCount: 48,
  driverCount: 56,
  trailerCount: 72,
  inspectionCount: 214,
  violationCount: 31,
  crashCount: 2,
  oosRate: 4.2,
  yearsInBusiness: 9,
  onTimePerformance: 96.8,
  customerRating: 4.7,
  /** Codes the screen translates (profile.specialization.*). */
  specializations: ['DRY_VAN', 'REFRIGERATED', 'EXPEDITED', 'TEAM_DRIVERS'],
  serviceStates: ['IL', 'IN', 'WI', 'MI', 'OH', 'MN', 'IA', 'MO', 'TX', 'GA'],
  equipment: [
    { type: 'Tractor', description: 'Freightliner Cascadia 2022', count: 30 },
    { type: 'Tractor', description: 'Volvo VNL 860 2021', count: 18 },
    { type: 'Trailer', description: "Utility 4000D-X 53'", count: 44 },
    { type: 'Trailer', description: "Great Dane Everest 53'", count: 28 },
  ],
  safetyEvents: [
    { date: '2026-10-14', type: 'LEVEL_1', result: 'CLEAN', location: 'Gary, IN' },
    { date: '2026-09-02', type: 'LEVEL_2', result: 'VIOLATIONS', location: 'Joliet, IL' },
    { date: '2026-07-21', type: 'LEVEL_3', result: 'CLEAN', location: 'Madison, WI' },
    { date: '2026-05-09', type: 'LEVEL_1', result: 'OUT_OF_SERVICE', location: 'Toledo, OH' },
  ],
} as const;
