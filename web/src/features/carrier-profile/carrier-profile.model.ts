import type { CarrierIntelligenceView, RiskIssue } from '@logiscope/proto/views';
import { SAMPLE_CARRIER_PROFILE } from './carrier-profile.sample';

/** What the Carrier Intelligence Profile's layout draws, from the sample carrier or from a real one. */
export interface CarrierProfileModel {
  name: string;
  legalName: string;
  mcNumber: string;
  dotNumber: string;
  businessType: string;
  safetyRating: string;
  authorityStatus: string;
  insuranceStatus: string;
  counts: { trucks: number; drivers: number; trailers: number; yearsInBusiness: number | null; onTimePerformance: number | null; customerRating: number | null };
  contact: { address: string; phone: string; email: string; website: string };
  /** null: the data has no such list (FMCSA publishes neither service states nor specializations). */
  serviceStates: string[] | null;
  specializations: string[] | null;
  operatingRadius: string;
  safety: { inspections: number; violations: number; crashes: number; oosRate: number | null };
  equipment: { type: string; description: string; count: number }[];
  safetyEvents: { date: string; type: string; result: string; location: string }[];
  risk: { riskLevel: string; recommendation: string; issues: RiskIssue[] } | null;
}

const addressOf = (p: { address: string; city: string; state: string; zipCode: string }) =>
  [p.address, [p.city, [p.state, p.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ')].filter(Boolean).join(', ');

export function sampleProfile(): CarrierProfileModel {
  const s = SAMPLE_CARRIER_PROFILE;
  return {
    name: s.companyName,
    legalName: s.legalName,
    mcNumber: s.mcNumber,
    dotNumber: s.dotNumber,
    businessType: s.businessType,
    safetyRating: s.safetyRating,
    authorityStatus: s.authorityStatus,
    insuranceStatus: s.insuranceStatus,
    counts: { trucks: s.truckCount, drivers: s.driverCount, trailers: s.trailerCount, yearsInBusiness: s.yearsInBusiness, onTimePerformance: s.onTimePerformance, customerRating: s.customerRating },
    contact: { address: addressOf(s), phone: s.phone, email: s.email, website: s.website },
    serviceStates: [...s.serviceStates],
    specializations: [...s.specializations],
    operatingRadius: s.operatingRadius,
    safety: { inspections: s.inspectionCount, violations: s.violationCount, crashes: s.crashCount, oosRate: s.oosRate },
    equipment: s.equipment.map((e) => ({ ...e })),
    safetyEvents: s.safetyEvents.map((e) => ({ ...e })),
    risk: null,
  };
}

/**
 * A real carrier: FMCSA's fields as they are; the customer rating is the average of the stars brokers gave; the fleet
 * is the inspection data's units grouped by make, model and year; on-time performance, service states and
 * specializations are not in any data set LogiScope holds (null: the screen says so instead of inventing them).
 */
export function liveProfile(view: CarrierIntelligenceView): CarrierProfileModel {
  const c = view.carrier;
  const fleet = new Map<string, { type: string; description: string; count: number }>();
  for (const u of view.equipment.units) {
    const description = [u.make, u.model, u.year ?? ''].filter((x) => x !== '').join(' ') || u.vin;
    const key = `${u.type}|${description}`;
    const entry = fleet.get(key) ?? { type: u.type === 'Trailer' ? 'Trailer' : 'Tractor', description, count: 0 };
    entry.count += 1;
    fleet.set(key, entry);
  }
  return {
    name: c.companyName,
    legalName: c.legalName,
    mcNumber: c.mcNumber,
    dotNumber: c.dotNumber,
    businessType: c.businessType,
    safetyRating: c.safetyRating,
    authorityStatus: c.authorityStatus,
    insuranceStatus: c.insuranceStatus,
    counts: { trucks: c.truckCount, drivers: c.driverCount, trailers: c.trailerCount, yearsInBusiness: view.yearsInBusiness, onTimePerformance: null, customerRating: view.customerRating },
    contact: { address: addressOf(c), phone: c.phone, email: c.email, website: c.website },
    serviceStates: null,
    specializations: null,
    operatingRadius: c.operatingRadius,
    safety: { inspections: c.inspectionCount, violations: c.violationCount, crashes: c.crashCount, oosRate: c.oosRate },
    equipment: [...fleet.values()],
    safetyEvents: view.safetyEvents.map((e) => ({ date: e.date, type: 'VEHICLE_INSPECTION', result: e.result, location: e.location })),
    risk: view.risk,
  };
}
