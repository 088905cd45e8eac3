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
 *  - a broker's $75,000 surety bond (BMC-84) or trust fund (BMC-85) is never liability insurance: a broker-only
 *    company has no liability on file, whatever bond it holds (the bond is reported apart, `bondInForce`).
 *
 * The filings judged are the effective ones: where the frozen legacy L&I copy and Motus' copy of one filing
 * (docket, coverage, policy) disagree, the newer fact wins (`effectivePolicies`). A company no insurance data set
 * covers is UNKNOWN; one covered with no BI&PD in force is NONE (or EXPIRED when filings ended).
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
 *  6. UNKNOWN      no insurance data set covers the company (no filing, no Carrier row saying what is on file).
 *  7. NONE         covered, and no BI&PD in force (never filed, or the only filings start later).
 *  8. EXPIRED      BI&PD filings exist but none is in force.
 *
 * insuranceExpiryDate: the nearest future day on which coverage drops below today's level, considering
 * replacement filings (a policy cancelled and replaced without a gap has no expiry); '' when none is scheduled.
 */
import type { CarrierRecord, InsurancePolicy } from '../carrier/carrier.model';
import type { SourceKind } from '../ingest/updates';
import { daysBetween, isIsoDay, isoDay, type Now } from './format';

export type InsuranceStatus = 'ACTIVE' | 'VALID' | 'EXPIRED' | 'EXPIRES SOON' | 'INACTIVE' | 'REVOKED' | 'NONE' | 'UNKNOWN';

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
  /** BI&PD liability: the only coverage that lets a carrier haul (bonds and cargo are shown apart). */
  coverage: 'BIPD';
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
  /** Some insurance data set covers the company: a filing file names it, or a Carrier row says what is on file. */
  known: boolean;
  /** BI&PD on file by FMCSA's Carrier row (BIPD_FILE), whole dollars; -1 when no row says (used when no filing is held). */
  bipdOnFile: number;
  /** A broker's surety bond or trust fund in force (never liability), whole dollars; 0 when none. */
  bondInForce: number;
  /** The effective filings (all coverages): the newer of the legacy and Motus copies of each. */
  policies: InsurancePolicy[];
}

/** The file kinds whose rows name a company's filings. */
export const INSURANCE_SOURCES: readonly SourceKind[] = ['li-actpendins', 'li-insur', 'motus-insur', 'motus-inshist'];

/**
 * One copy per filing: where legacy L&I and Motus both hold (docket, coverage, policy), the newer fact wins (Motus on
 * the same day).
 */
export function effectivePolicies(policies: readonly InsurancePolicy[]): InsurancePolicy[] {
  const byKey = new Map<string, InsurancePolicy>();
  for (const p of policies) {
    const key = `${p.docket}\u0000${p.coverageType}\u0000${p.policyNumber}`;
    const seen = byKey.get(key);
    if (!seen || (p.asOf ?? '') > (seen.asOf ?? '') || ((p.asOf ?? '') === (seen.asOf ?? '') && p.origin === 'motus')) byKey.set(key, p);
  }
  return [...byKey.values()];
}

/** BI&PD on file as FMCSA's newest Carrier row says (legacy L&I or Motus), -1 when none says. */
export function bipdOnFileOf(record: Pick<CarrierRecord, 'authorities'>): number {
  let best: { asOf: string; amount: number } | null = null;
  for (const f of record.authorities ?? []) {
    if (f.bipdOnFile < 0 || !f.kind.startsWith('CARRIER_')) continue;
    if (!best || f.asOf > best.asOf) best = { asOf: f.asOf, amount: f.bipdOnFile };
  }
  return best ? best.amount : -1;
}

/** Whether an insurance data set covers the company (see InsuranceAssessment.known). */
export function insuranceKnown(record: Pick<CarrierRecord, 'sources' | 'authorities' | 'insurance'>): boolean {
  if ((record.insurance ?? []).length > 0) return true;
  if ((record.sources ?? []).some((s) => INSURANCE_SOURCES.some((k) => s === k || s.startsWith(`${k}@`)))) return true;
  return bipdOnFileOf(record) >= 0;
}

/** A broker only: active authority kinds (or, without them, the census entity type) say BROKER and nothing else. */
export function isBrokerOnly(record: Pick<CarrierRecord, 'authorityTypes' | 'entityType'>): boolean {
  const types = (record.authorityTypes ?? []).map((t) => t.trim().toUpperCase()).filter(Boolean);
  if (types.length > 0) return types.every((t) => t === 'BROKER' || t === 'FREIGHT_FORWARDER');
  return (record.entityType ?? '').trim().toUpperCase() === 'BROKER';
}

/** The BI&PD liability FMCSA requires of each kind of motor carrier (see the rules at the top of the file). */
const REQUIREMENTS: Record<'passenger' | 'hazmat' | 'generalFreight', InsuranceRequirement> = {
  passenger: { coverage: 'BIPD', minimum: INSURANCE_MINIMUMS.passengerSmall, basis: 'passenger carriers (15 seats or fewer)', higherMinimum: INSURANCE_MINIMUMS.passengerLarge, higherBasis: 'vehicles seating 16 or more' },
  hazmat: { coverage: 'BIPD', minimum: INSURANCE_MINIMUMS.hazmat, basis: 'hazardous materials carriers', higherMinimum: INSURANCE_MINIMUMS.hazmatHighRisk, higherBasis: 'explosives, poison-inhalation, radioactive and bulk hazmat loads' },
  generalFreight: { coverage: 'BIPD', minimum: INSURANCE_MINIMUMS.generalFreight, basis: 'general freight', higherMinimum: 0, higherBasis: '' },
};

/** The BI&PD liability FMCSA requires of a motor carrier like this one: a passenger carrier's rule before a hazmat one's. */
export function insuranceRequirement(record: Pick<CarrierRecord, 'hazmat' | 'passengerCarrier'>): InsuranceRequirement {
  return { ...REQUIREMENTS[record.passengerCarrier ? 'passenger' : record.hazmat ? 'hazmat' : 'generalFreight'] };
}

/** Whether a filing is BI&PD liability (the requirement's coverage): bonds, trust funds and cargo never are. */
export function isRequiredType(policy: InsurancePolicy, requirement: InsuranceRequirement): boolean {
  return policy.coverageType === requirement.coverage;
}

const isBond = (p: InsurancePolicy) => p.coverageType === 'BOND' || p.coverageType === 'TRUST_FUND';

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

/** BI&PD in force on `day`, whole dollars: layers chained from $0 without gaps. */
export function coverageOn(policies: readonly InsurancePolicy[], requirement: InsuranceRequirement, day: string): number {
  const inForce = policies.filter((p) => isRequiredType(p, requirement) && isInForce(p, day));
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
  const policies = effectivePolicies(record.insurance ?? []);
  const required = policies.filter((p) => isRequiredType(p, requirement));
  const policiesInForce = required.filter((p) => isInForce(p, today));
  const bipdOnFile = bipdOnFileOf(record);
  const known = insuranceKnown(record);
  // No filing held, but FMCSA's Carrier row says what BI&PD is on file: that amount is in force.
  const fromCarrierRow = required.length === 0 && bipdOnFile > 0;
  const coverageInForce = fromCarrierRow ? bipdOnFile : coverageOn(policies, requirement, today);
  const bondInForce = policies.filter((p) => isBond(p) && isInForce(p, today)).reduce((max, p) => Math.max(max, p.coverageAmount || 0), 0);
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
  else if (policiesInForce.length > 0 || fromCarrierRow) {
    if (daysToExpiry !== null && daysToExpiry <= EXPIRY_WARNING_DAYS) insuranceStatus = 'EXPIRES SOON';
    else insuranceStatus = meetsMinimum ? 'VALID' : 'ACTIVE';
  } else if (record.authorityStatus === 'INACTIVE') insuranceStatus = 'INACTIVE';
  else if (!known) insuranceStatus = 'UNKNOWN';
  else if (required.length === 0 || startsOn) insuranceStatus = 'NONE';
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
    known,
    bipdOnFile,
    bondInForce,
    policies,
  };
}

/** Just the two CarrierView fields. */
export function deriveInsuranceStatus(record: CarrierRecord, now: Now): { insuranceStatus: InsuranceStatus; insuranceExpiryDate: string } {
  const { insuranceStatus, insuranceExpiryDate } = assessInsurance(record, now);
  return { insuranceStatus, insuranceExpiryDate };
}

