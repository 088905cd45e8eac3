/**
 * Insurance status of a carrier, derived from its FMCSA Licensing & Insurance (L&I) filings and its operating
 * authority. Pure: "today" is the UTC day of the `now` the caller passes.
 *
 * What is required (49 CFR 387.9 and 387.307; the record does not say which hazmat class or how many seats, so
 * the lowest amount that can apply is the bar and the higher one is mentioned in words):
 *  - general freight carriers: $750,000 BIPD (bodily injury & property damage) liability. FMCSA allows $300,000
 *    for vehicles under 10,001 lb, which the data cannot tell apart, so $300,000-$749,999 reads ACTIVE, not VALID;
 *  - hazardous materials carriers (census HM flag): $1,000,000, and $5,000,000 for the most dangerous classes
 *    (explosives, poison-inhalation, highway-route radioactive, bulk hazmat);
 *  - passenger carriers: $1,500,000 (15 seats or fewer), $5,000,000 (16 or more);
 *  - brokers with no carrier authority: a $75,000 surety bond (BMC-84) or trust fund (BMC-85) instead of BIPD.
 *    A CARRIER/BROKER is judged on its carrier BIPD.
 *
 * Coverage in force on a day: a filing counts from its effective date ('' = already effective) until its cancel
 * effective date (exclusive: on that day it no longer covers). BIPD layers add up the way L&I files them: a primary
 * layer covers $0 up to its amount; an excess layer covers `coverageAmount` above `underlyingAmount` (the L&I
 * "maximum coverage" of an excess filing is the layer's limit, e.g. underlying 1,000 / maximum 4,000 reaches
 * $5,000,000). Layers chain only without gaps, so excess with no primary underneath counts for nothing.
 *
 * insuranceStatus (first rule that applies):
 *  1. REVOKED      operating authority is revoked (whatever is still on file).
 *  2. EXPIRES SOON required coverage is in force, but it drops below today's level (the minimum, or what is in
 *                  force when that is already below the minimum) within 30 days, because an in-force filing has a
 *                  cancel effective date and no replacement filing picks it up.
 *  3. VALID        required coverage in force today meets the minimum.
 *  4. ACTIVE       required coverage is in force but below the minimum (or its amount is not on file).
 *  5. INACTIVE     authority inactive and no required coverage in force.
 *  6. ''           unknown: no filing of the required type on file (no L&I data for the carrier), or the only
 *                  filings take effect in the future (a new carrier whose policy has not started yet).
 *  7. EXPIRED      filings of the required type exist but none is in force.
 *
 * insuranceExpiryDate: the nearest future day on which coverage drops below today's level, considering
 * replacement filings (a policy cancelled and replaced without a gap has no expiry); '' when none is scheduled.
 */
import type { CarrierRecord, InsurancePolicy } from '../carrier/carrier.model';
import { daysBetween, isIsoDay, isoDay, type Now } from './format';

export type InsuranceStatus = 'ACTIVE' | 'VALID' | 'EXPIRED' | 'EXPIRES SOON' | 'INACTIVE' | 'REVOKED' | '';

/** Whole dollars. */
export const INSURANCE_MINIMUMS = {
  generalFreight: 750_000,
  smallVehicle: 300_000,
  hazmat: 1_000_000,
  hazmatHighRisk: 5_000_000,
  passengerSmall: 1_500_000,
  passengerLarge: 5_000_000,
  brokerBond: 75_000,
} as const;

/** A cancellation this close (days) makes the status EXPIRES SOON. */
export const EXPIRY_WARNING_DAYS = 30;

export interface InsuranceRequirement {
  /** BIPD liability for carriers; BOND (surety bond or trust fund) for brokers without carrier authority. */
  coverage: 'BIPD' | 'BOND';
  /** The amount that makes coverage VALID (whole dollars). */
  minimum: number;
  /** What the minimum is for, in words ("general freight"). */
  basis: string;
  /** A higher amount that applies to part of this kind of carrier, which the data cannot confirm; 0 when none. */
  higherMinimum: number;
  /** When the higher minimum applies, in words. */
  higherBasis: string;
}

export interface InsuranceAssessment {
  insuranceStatus: InsuranceStatus;
  /** ISO day coverage drops below today's level, '' when nothing is scheduled. */
  insuranceExpiryDate: string;
  /** Days from today to insuranceExpiryDate, null when none. */
  daysToExpiry: number | null;
  requirement: InsuranceRequirement;
  /** Required coverage in force today, whole dollars (BIPD layers added up; for brokers, the bond). */
  coverageInForce: number;
  meetsMinimum: boolean;
  /** The filings of the required type in force today. */
  policiesInForce: InsurancePolicy[];
  /** Any L&I filing on file for the carrier (of any type). */
  hasPolicies: boolean;
  /** A filing of the required type is (or was) on file. */
  hasRequiredPolicies: boolean;
  /** When nothing is in force yet but a filing of the required type starts later: its effective day; else ''. */
  startsOn: string;
}

/** A broker only: authority types (or, without them, the census entity type) say BROKER and nothing else. */
export function isBrokerOnly(record: Pick<CarrierRecord, 'authorityTypes' | 'entityType'>): boolean {
  const types = (record.authorityTypes ?? []).map((t) => t.trim().toUpperCase()).filter(Boolean);
  if (types.length > 0) return types.every((t) => t === 'BROKER');
  return (record.entityType ?? '').trim().toUpperCase() === 'BROKER';
}

/** The insurance FMCSA requires of this carrier (see the rules at the top of the file). */
export function insuranceRequirement(record: Pick<CarrierRecord, 'authorityTypes' | 'entityType' | 'hazmat' | 'passengerCarrier'>): InsuranceRequirement {
  if (isBrokerOnly(record)) {
    return { coverage: 'BOND', minimum: INSURANCE_MINIMUMS.brokerBond, basis: 'a broker surety bond or trust fund', higherMinimum: 0, higherBasis: '' };
  }
  if (record.passengerCarrier) {
    return {
      coverage: 'BIPD',
      minimum: INSURANCE_MINIMUMS.passengerSmall,
      basis: 'passenger carriers (15 seats or fewer)',
      higherMinimum: INSURANCE_MINIMUMS.passengerLarge,
      higherBasis: 'vehicles seating 16 or more',
    };
  }
  if (record.hazmat) {
    return {
      coverage: 'BIPD',
      minimum: INSURANCE_MINIMUMS.hazmat,
      basis: 'hazardous materials carriers',
      higherMinimum: INSURANCE_MINIMUMS.hazmatHighRisk,
      higherBasis: 'explosives, poison-inhalation, radioactive and bulk hazmat loads',
    };
  }
  return { coverage: 'BIPD', minimum: INSURANCE_MINIMUMS.generalFreight, basis: 'general freight', higherMinimum: 0, higherBasis: '' };
}

/** Whether a filing is the kind the requirement asks for. */
export function isRequiredType(policy: InsurancePolicy, requirement: InsuranceRequirement): boolean {
  return requirement.coverage === 'BIPD' ? policy.coverageType === 'BIPD' : policy.coverageType === 'BOND' || policy.coverageType === 'TRUST_FUND';
}

/** In force on `day`: effective on or before it ('' counts as effective), and not yet cancelled (cancel day excluded). */
export function isInForce(policy: InsurancePolicy, day: string): boolean {
  const started = !isIsoDay(policy.effectiveDate) || policy.effectiveDate <= day;
  const cancelled = isIsoDay(policy.cancelEffectiveDate) && policy.cancelEffectiveDate <= day;
  return started && !cancelled;
}

/** The top of a filing's layer: what it covers up to (primary: its amount; excess: underlying + layer limit). */
export function layerTop(policy: InsurancePolicy): number {
  return Math.max(0, policy.underlyingAmount || 0) + Math.max(0, policy.coverageAmount || 0);
}

/** Required coverage in force on `day`, whole dollars: BIPD layers chained from $0 without gaps; bonds: the largest. */
export function coverageOn(policies: readonly InsurancePolicy[], requirement: InsuranceRequirement, day: string): number {
  const inForce = policies.filter((p) => isRequiredType(p, requirement) && isInForce(p, day));
  if (requirement.coverage === 'BOND') return inForce.reduce((max, p) => Math.max(max, p.coverageAmount || 0), 0);
  const layers = [...inForce].sort((a, b) => (a.underlyingAmount || 0) - (b.underlyingAmount || 0));
  let covered = 0;
  for (const layer of layers) {
    if ((layer.underlyingAmount || 0) <= covered) covered = Math.max(covered, layerTop(layer));
  }
  return covered;
}

/** Derives insuranceStatus and insuranceExpiryDate (with the facts behind them) for `now`. */
export function assessInsurance(record: CarrierRecord, now: Now): InsuranceAssessment {
  const today = isoDay(now);
  const requirement = insuranceRequirement(record);
  const policies = record.insurance ?? [];
  const required = policies.filter((p) => isRequiredType(p, requirement));
  const policiesInForce = required.filter((p) => isInForce(p, today));
  const coverageInForce = coverageOn(policies, requirement, today);
  const meetsMinimum = coverageInForce >= requirement.minimum;

  // The level that justifies today's status; the first future cancel day on which coverage falls under it.
  let insuranceExpiryDate = '';
  if (policiesInForce.length > 0) {
    const threshold = meetsMinimum ? requirement.minimum : coverageInForce;
    const cancelDays = [...new Set(policiesInForce.map((p) => p.cancelEffectiveDate).filter((d) => isIsoDay(d) && d > today))].sort();
    for (const day of cancelDays) {
      const after = coverageOn(policies, requirement, day);
      const stillInForce = required.some((p) => isInForce(p, day));
      if (after < threshold || (threshold === 0 && !stillInForce)) {
        insuranceExpiryDate = day;
        break;
      }
    }
  }
  const daysToExpiry = insuranceExpiryDate ? daysBetween(today, insuranceExpiryDate) : null;
  const futureStarts = required
    .filter((p) => isIsoDay(p.effectiveDate) && p.effectiveDate > today && !(isIsoDay(p.cancelEffectiveDate) && p.cancelEffectiveDate <= p.effectiveDate))
    .map((p) => p.effectiveDate)
    .sort();
  const startsOn = policiesInForce.length === 0 && futureStarts.length > 0 ? futureStarts[0] : '';

  let insuranceStatus: InsuranceStatus;
  if (record.authorityStatus === 'REVOKED') insuranceStatus = 'REVOKED';
  else if (policiesInForce.length > 0) {
    if (daysToExpiry !== null && daysToExpiry <= EXPIRY_WARNING_DAYS) insuranceStatus = 'EXPIRES SOON';
    else insuranceStatus = meetsMinimum ? 'VALID' : 'ACTIVE';
  } else if (record.authorityStatus === 'INACTIVE') insuranceStatus = 'INACTIVE';
  else if (required.length === 0 || startsOn) insuranceStatus = '';
  else insuranceStatus = 'EXPIRED';

  return {
    insuranceStatus,
    insuranceExpiryDate,
    daysToExpiry,
    requirement,
    coverageInForce,
    meetsMinimum,
    policiesInForce,
    hasPolicies: policies.length > 0,
    hasRequiredPolicies: required.length > 0,
    startsOn,
  };
}

/** Just the two CarrierView fields. */
export function deriveInsuranceStatus(record: CarrierRecord, now: Now): { insuranceStatus: InsuranceStatus; insuranceExpiryDate: string } {
  const { insuranceStatus, insuranceExpiryDate } = assessInsurance(record, now);
  return { insuranceStatus, insuranceExpiryDate };
}

