/**
 * LogiScope's carrier risk score: 0-100, higher is riskier, and explainable. Every point comes from a factor with a
 * label and a sentence a broker understands; the factors' impacts add up exactly to the score (when the sum leaves
 * 0-100, a "score-limit" factor says how many points were cut). Pure: the clock, community reports and the count of
 * carriers sharing identifiers are parameters.
 *
 * Points (positive = riskier, negative = credit):
 *   baseline              +10  every carrier starts here: public records never rule out all risk
 *   authority-status      +40 revoked*, +30 inactive*, +15 pending*, +10 interstate carrier with no for-hire authority
 *   out-of-service        +40 FMCSA out-of-service order*
 *   insurance             +30 none in force*, +20 cancelling within 30 days, +15 below the required minimum
 *                         (insurance-minimum when also cancelling), +10 not yet in force* / no filing in LogiScope's
 *                         L&I data
 *   safety-rating         +35 UNSATISFACTORY*, +15 CONDITIONAL, -5 SATISFACTORY
 *   authority-age         +30 under 90 days (the classic fraud window), +15 under a year, +5 under two years,
 *                         -5 five years or more (DOT registration date: the record has no authority grant date)
 *   revocations           +20 revocation notice served and pending, +10 involuntarily revoked before (reinstated)
 *   prior-revocation      +25 FMCSA links the carrier to a revoked DOT number (chameleon carrier signal)
 *   shared-identifiers    +5 one or two, +10 three to nine, +15 ten or more other carriers sharing phone, e-mail,
 *                         address, officer or VIN (registered agents and filing services already discounted)
 *   community-reports     +10 per negative report (at most +30), -3 per positive report (at most -9)
 *   vehicle-oos-rate      vs the ~21% national average: +20 at twice or more, +12 at 1.5x, +5 above it
 *   driver-oos-rate       vs the ~5.5% national average: +15 at twice or more, +8 at 1.5x, +4 above it
 *                         (rates judged from 5 inspections of that kind up)
 *   crashes               weighted (fatal 3, injury 2, other 1) per power unit: +20 at 0.5 or more, +12 at 0.25,
 *                         +5 at 0.1; a single crash counts at most +8
 *   inspections           +5 none on record, +3 one or two
 *   mcs150                +5 MCS-150 registration not updated for more than two years (FMCSA requires every two)
 *   (* disqualifying: the carrier is never "Recommended", whatever its score)
 *
 * Not enough data: a carrier with fewer than 3 inspections, no safety rating, no crashes and under a year on record
 * (or no registration date) has no track record to score; it gets `score: null` and `notEnoughData: true` instead of
 * a score that would punish it for being new. The factors still list what is known (with the points they would
 * carry). A thin record that already shows a serious problem (revoked or inactive authority, an out-of-service order,
 * insurance lapsed, cancelling or short, a revocation, a prior-revocation link, several shared identifiers, negative
 * community reports) is scored anyway: no data is never an excuse to hide a red flag.
 *
 * Recommended: score < 40 with no disqualifying factor.
 */
import type { RiskFactor } from '../carrier-data.api';
import type { CarrierRecord, Revocation } from '../carrier/carrier.model';
import { assessInsurance, type InsuranceAssessment } from './insurance-status';
import { daysBetween, formatDay, formatMoney, isIsoDay, isoDay, plural, round1, wholeMonths, wholeYears, type Now } from './format';

/**
 * Approximate US national out-of-service rates, percent of inspections of that kind. FMCSA's SAFER snapshot and the
 * QCMobile API publish them with every carrier (QCMobile: vehicle 20.72%, driver 5.51%; recent SAFER snapshots show
 * about 22% and 6.7%). Used as yardsticks, not exact figures.
 */
export const NATIONAL_OOS_AVERAGE = { vehicle: 21, driver: 5.5 } as const;

/** Below this score (and with no disqualifying factor) a carrier is "Recommended". */
export const RECOMMENDED_BELOW = 40;

/** Inspections of a kind needed before its out-of-service rate is compared with the national average. */
export const MIN_INSPECTIONS_FOR_RATE = 5;

export interface CommunityReports {
  positive: number;
  negative: number;
  neutral?: number;
}

export interface RiskOptions {
  now: Now;
  /** Reports other brokers filed about the carrier (the reports service); omitted until it exists. */
  communityReports?: CommunityReports;
  /** How many other carriers share a non-discounted phone, e-mail, address, officer or VIN with this one. */
  sharedIdentifiers?: number;
  /** Same as sharedIdentifiers (either name). */
  sharedCount?: number;
  /** An insurance assessment already made for the same `now` (otherwise derived here). */
  insurance?: InsuranceAssessment;
}

export interface RiskAssessment {
  /** 0-100, higher is riskier; null when notEnoughData. */
  score: number | null;
  notEnoughData: boolean;
  isRecommended: boolean;
  /** Ordered by impact, biggest risk first; impacts sum to the score. */
  factors: RiskFactor[];
  /** Labels of the factors that rule out "Recommended" whatever the score. */
  disqualifiers: string[];
}

/** A factor as the rules write it; keys and parameters for the web are added on the way out. */
type FactorText = Omit<RiskFactor, 'labelKey' | 'key' | 'params'>;

interface Factor extends FactorText {
  /** Rules out "Recommended". */
  disqualifying?: boolean;
  /** A serious finding: a thin record showing it is scored anyway. */
  decisive?: boolean;
}

const involuntary = (r: Revocation) => /INVOLUNTARY/i.test(r.revocationType);

function authorityText(record: CarrierRecord): string {
  const types = record.authorityTypes.map((t) => t.toUpperCase());
  const kinds = types.length ? `${types.join(' and ')} authority` : 'operating authority';
  const mc = record.dockets.filter((d) => /^MC/i.test(d));
  return mc.length ? `${kinds} (${mc.join(', ')})` : kinds;
}

function latest<T>(items: T[], day: (item: T) => string): T | undefined {
  return [...items].sort((a, b) => (day(a) < day(b) ? 1 : day(a) > day(b) ? -1 : 0))[0];
}

function authorityFactors(record: CarrierRecord, today: string): Factor[] {
  const out: Factor[] = [];
  const revocations = record.revocations ?? [];
  switch (record.authorityStatus) {
    case 'REVOKED': {
      const last = latest(revocations, (r) => r.effectiveDate);
      const how = last
        ? `FMCSA revoked the ${last.authorityType || 'operating'} authority on ${last.docket}${last.effectiveDate ? ` effective ${formatDay(last.effectiveDate)}` : ''}${last.revocationType ? ` (${last.revocationType.toLowerCase()})` : ''}.`
        : "FMCSA revoked this carrier's operating authority.";
      out.push({ code: 'authority-status', label: 'Operating authority revoked', impact: 40, detail: `${how} It may not haul interstate for-hire freight.`, disqualifying: true, decisive: true });
      break;
    }
    case 'INACTIVE':
      out.push({
        code: 'authority-status',
        label: 'Operating authority inactive',
        impact: 30,
        detail: "The carrier's operating authority is inactive: it may not haul interstate for-hire freight until FMCSA reinstates it.",
        disqualifying: true,
        decisive: true,
      });
      break;
    case 'PENDING':
      out.push({
        code: 'authority-status',
        label: 'Operating authority pending',
        impact: 15,
        detail: 'FMCSA has not granted the operating authority yet (it is pending while protests, insurance and process-agent filings clear). The carrier may not haul for hire until it is active.',
        disqualifying: true,
      });
      break;
    case 'ACTIVE':
      out.push({ code: 'authority-status', label: 'Operating authority active', impact: 0, detail: `Active ${authorityText(record)}.` });
      break;
    default:
      if (record.carrierOperation === 'A') {
        out.push({
          code: 'authority-status',
          label: 'No for-hire operating authority',
          impact: 10,
          detail: 'No MC operating authority is on file. Without it the carrier may haul its own goods or exempt commodities across state lines, but not regulated for-hire freight.',
        });
      } else if (record.carrierOperation === 'B' || record.carrierOperation === 'C') {
        out.push({
          code: 'authority-status',
          label: 'Intrastate carrier',
          impact: 0,
          detail: "The carrier operates within one state, where federal for-hire authority is not required; check the state's own registration.",
        });
      } else {
        out.push({ code: 'authority-status', label: 'No operating authority on file', impact: 0, detail: 'FMCSA has no operating authority on file for this carrier.' });
      }
  }

  if (record.authorityStatus !== 'REVOKED') {
    const pending = revocations.filter((r) => isIsoDay(r.effectiveDate) && r.effectiveDate > today);
    const past = revocations.filter((r) => involuntary(r) && !(isIsoDay(r.effectiveDate) && r.effectiveDate > today));
    if (pending.length > 0) {
      const next = [...pending].sort((a, b) => (a.effectiveDate < b.effectiveDate ? -1 : 1))[0];
      out.push({
        code: 'revocations',
        label: 'Revocation pending',
        impact: 20,
        detail: `FMCSA ${next.serveDate ? `served a notice on ${formatDay(next.serveDate)} ` : ''}to revoke the ${next.authorityType || 'operating'} authority on ${next.docket} effective ${formatDay(next.effectiveDate)}, unless the carrier fixes the cause (usually lapsed insurance or no process agent).`,
        decisive: true,
      });
    } else if (past.length > 0) {
      const last = latest(past, (r) => r.effectiveDate);
      out.push({
        code: 'revocations',
        label: 'Authority revoked before',
        impact: 10,
        detail: `FMCSA involuntarily revoked the carrier's authority ${past.length === 1 ? 'once' : `${past.length} times`}, most recently${last?.effectiveDate ? ` effective ${formatDay(last.effectiveDate)}` : ''}; it has been reinstated since.`,
        decisive: true,
      });
    }
  }
  return out;
}

function insuranceFactors(record: CarrierRecord, a: InsuranceAssessment): Factor[] {
  const req = a.requirement;
  const what = req.coverage === 'BIPD' ? 'BIPD liability' : 'broker bond';
  const required = `${formatMoney(req.minimum)} is required for ${req.basis}`;
  const insurers = [...new Set(a.policiesInForce.map((p) => p.insurer).filter(Boolean))].join(', ');
  const withInsurer = insurers ? ` with ${insurers}` : '';

  if (a.policiesInForce.length > 0) {
    const amount = a.coverageInForce > 0 ? `${formatMoney(a.coverageInForce)} ${what}` : `${what} coverage (amount not on file)`;
    const out: Factor[] = [];
    if (a.insuranceStatus === 'EXPIRES SOON') {
      out.push({
        code: 'insurance',
        label: `Insurance cancelling in ${plural(a.daysToExpiry ?? 0, 'day')}`,
        impact: 20,
        detail: `The ${amount}${withInsurer} is cancelled effective ${formatDay(a.insuranceExpiryDate)} and no replacement is on file. Ask for proof of new coverage before dispatching.`,
        decisive: true,
      });
    }
    if (!a.meetsMinimum) {
      const small = req.coverage === 'BIPD' && req.minimum === 750_000 && a.coverageInForce >= 300_000 ? ' ($300,000 is enough only for vehicles under 10,001 lb.)' : '';
      out.push({
        code: out.length ? 'insurance-minimum' : 'insurance',
        label: 'Insurance below the required minimum',
        impact: 15,
        detail: `${a.coverageInForce > 0 ? `Only ${amount}` : `A ${what} filing`}${withInsurer} is on file; ${required}.${small}`,
        decisive: true,
      });
    }
    if (out.length) return out;
    const higher = req.higherMinimum > a.coverageInForce ? ` ${formatMoney(req.higherMinimum)} is needed for ${req.higherBasis}.` : '';
    const later = a.insuranceExpiryDate ? ` A cancellation is filed effective ${formatDay(a.insuranceExpiryDate)}.` : '';
    return [{ code: 'insurance', label: 'Insurance in force', impact: 0, detail: `${amount}${withInsurer} is on file (${required}).${higher}${later}` }];
  }

  if (a.startsOn) {
    return [
      {
        code: 'insurance',
        label: 'Insurance not yet in force',
        impact: 10,
        detail: `The ${what} filing takes effect on ${formatDay(a.startsOn)}; until then the carrier has no coverage on file.`,
        disqualifying: true,
      },
    ];
  }
  if (a.hasRequiredPolicies) {
    const relevant = record.insurance.filter((p) => (req.coverage === 'BIPD' ? p.coverageType === 'BIPD' : p.coverageType === 'BOND' || p.coverageType === 'TRUST_FUND'));
    const last = latest(relevant, (p) => p.cancelEffectiveDate);
    const when = last?.cancelEffectiveDate ? ` The last filing${last.insurer ? ` (${last.insurer})` : ''} was cancelled effective ${formatDay(last.cancelEffectiveDate)}.` : '';
    return [{ code: 'insurance', label: 'No insurance in force', impact: 30, detail: `No ${what} coverage is in force; ${required}.${when}`, disqualifying: true, decisive: true }];
  }
  if (record.authorityStatus === 'ACTIVE' || record.authorityStatus === 'PENDING') {
    return [
      {
        code: 'insurance',
        label: 'Insurance not confirmed',
        impact: 10,
        detail: `LogiScope has no ${what} filing for this carrier in FMCSA's insurance data. Ask for a certificate of insurance and confirm it with the insurer.`,
      },
    ];
  }
  if (record.authorityStatus === 'REVOKED' || record.authorityStatus === 'INACTIVE') {
    return [{ code: 'insurance', label: 'No insurance on file', impact: 0, detail: `No ${what} filing is on file with FMCSA.` }];
  }
  return [
    {
      code: 'insurance',
      label: 'No FMCSA insurance filing',
      impact: 0,
      detail: 'Insurance filings come with for-hire operating authority, which this carrier does not hold. Ask for a certificate of insurance.',
    },
  ];
}

function safetyRatingFactor(record: CarrierRecord): Factor {
  const on = record.safetyRatingDate ? ` on ${formatDay(record.safetyRatingDate)}` : '';
  switch (record.safetyRating) {
    case 'UNSATISFACTORY':
      return {
        code: 'safety-rating',
        label: 'Unsatisfactory safety rating',
        impact: 35,
        detail: `FMCSA rated the carrier UNSATISFACTORY${on} after a compliance review: serious safety-management failures. Unless the rating improves, FMCSA orders the carrier out of service.`,
        disqualifying: true,
        decisive: true,
      };
    case 'CONDITIONAL':
      return {
        code: 'safety-rating',
        label: 'Conditional safety rating',
        impact: 15,
        detail: `FMCSA rated the carrier CONDITIONAL${on}: a compliance review found problems that could lead to violations. Many shippers require a corrective action plan before using such a carrier.`,
        decisive: true,
      };
    case 'SATISFACTORY':
      return { code: 'safety-rating', label: 'Satisfactory safety rating', impact: -5, detail: `FMCSA rated the carrier SATISFACTORY${on} after a compliance review.` };
    default:
      return { code: 'safety-rating', label: 'Not rated', impact: 0, detail: 'FMCSA has never audited this carrier. That is true of most carriers and is not a negative by itself.' };
  }
}

function ageFactor(record: CarrierRecord, today: string): { factor: Factor; days: number | null } {
  if (!isIsoDay(record.addDate)) {
    return { factor: { code: 'authority-age', label: 'Registration date unknown', impact: 0, detail: 'FMCSA data does not say when this carrier registered.' }, days: null };
  }
  const days = Math.max(0, daysBetween(record.addDate, today));
  const since = `Registered with FMCSA on ${formatDay(record.addDate)}`;
  if (days < 90) {
    return {
      factor: {
        code: 'authority-age',
        label: `Brand-new carrier (${plural(days, 'day')})`,
        impact: 30,
        detail: `${since}, ${plural(days, 'day')} ago. Most freight fraud, double brokering and cargo theft involves carriers in their first 90 days.`,
      },
      days,
    };
  }
  const months = wholeMonths(record.addDate, today);
  const years = wholeYears(record.addDate, today);
  if (days < 365) {
    return {
      factor: { code: 'authority-age', label: `New carrier (${plural(months, 'month')})`, impact: 15, detail: `${since}, ${plural(months, 'month')} ago. Carriers in their first year carry more fraud and failure risk.` },
      days,
    };
  }
  if (days < 730) {
    return { factor: { code: 'authority-age', label: 'Young carrier (1 year)', impact: 5, detail: `${since}; still within its first two years.` }, days };
  }
  if (years >= 5) {
    return { factor: { code: 'authority-age', label: `Established carrier (${plural(years, 'year')})`, impact: -5, detail: `${since}: a long record on file.` }, days };
  }
  return { factor: { code: 'authority-age', label: `${plural(Math.max(2, years), 'year')} in business`, impact: 0, detail: `${since}.` }, days };
}

function oosFactor(kind: 'vehicle' | 'driver', oos: number, inspected: number): Factor | null {
  if (inspected <= 0) return null;
  const average = NATIONAL_OOS_AVERAGE[kind];
  const code = `${kind}-oos-rate`;
  const Kind = kind === 'vehicle' ? 'Vehicle' : 'Driver';
  if (inspected < MIN_INSPECTIONS_FOR_RATE) {
    return { code, label: `${Kind} out-of-service rate not yet meaningful`, impact: 0, detail: `Only ${plural(inspected, `${kind} inspection`)} so far (${oos} out of service): too few to compare with the ~${average}% national average.` };
  }
  const rate = (Math.min(oos, inspected) / inspected) * 100;
  const ratio = rate / average;
  const points = kind === 'vehicle' ? [20, 12, 5] : [15, 8, 4];
  const what = `${kind === 'vehicle' ? 'Vehicles' : 'Drivers'} were placed out of service in ${round1(rate)}% of ${plural(inspected, `${kind} inspection`)}`;
  if (ratio >= 2) return { code, label: `${Kind} out-of-service rate far above average`, impact: points[0], detail: `${what}: ${round1(ratio)} times the ~${average}% national average.` };
  if (ratio >= 1.5) return { code, label: `${Kind} out-of-service rate well above average`, impact: points[1], detail: `${what}, against a ~${average}% national average.` };
  if (ratio > 1) return { code, label: `${Kind} out-of-service rate above average`, impact: points[2], detail: `${what}, slightly above the ~${average}% national average.` };
  return { code, label: `${Kind} out-of-service rate at or below average`, impact: 0, detail: `${what}, against a ~${average}% national average.` };
}

function crashFactor(record: CarrierRecord): Factor {
  const fatal = Math.max(0, record.fatalCrashes || 0);
  const injury = Math.max(0, record.injuryCrashes || 0);
  const crashes = Math.max(record.crashes || 0, fatal + injury + Math.max(0, record.towCrashes || 0));
  if (crashes === 0) return { code: 'crashes', label: 'No reported crashes', impact: 0, detail: 'No crashes reported to FMCSA.' };
  const other = Math.max(0, crashes - fatal - injury);
  const weighted = 3 * fatal + 2 * injury + other;
  const units = Math.max(1, record.powerUnits || 0);
  const perUnit = weighted / units;
  let impact = perUnit >= 0.5 ? 20 : perUnit >= 0.25 ? 12 : perUnit >= 0.1 ? 5 : 0;
  if (crashes === 1) impact = Math.min(impact, 8);
  const label = impact >= 12 ? 'High crash rate for the fleet size' : impact > 0 ? 'Elevated crash rate' : 'Crash rate in line with fleet size';
  const parts = [fatal && `${fatal} fatal`, injury && `${injury} injury`, other && `${other} tow-away or other`].filter(Boolean).join(', ');
  return {
    code: 'crashes',
    label,
    impact,
    detail: `${plural(crashes, 'reported crash', 'reported crashes')} (${parts}) for ${plural(record.powerUnits || 0, 'power unit')}: ${perUnit.toFixed(2)} weighted crashes per unit (fatal counts 3, injury 2, others 1).`,
  };
}

function inspectionFactor(record: CarrierRecord): Factor {
  const n = Math.max(0, record.inspections || 0);
  if (n === 0) return { code: 'inspections', label: 'No roadside inspections', impact: 5, detail: 'No roadside inspections on record, so there is no safety track record to judge.' };
  const violations = Math.max(0, record.violations || 0);
  const perInspection = round1(violations / n);
  const summary = `${plural(n, 'roadside inspection')} (${record.vehicleInspections || 0} vehicle, ${record.driverInspections || 0} driver) with ${plural(violations, 'violation')} (${perInspection} per inspection).`;
  if (n < 3) return { code: 'inspections', label: 'Thin inspection history', impact: 3, detail: `Only ${summary}` };
  return { code: 'inspections', label: `${plural(n, 'roadside inspection')}`, impact: 0, detail: summary.charAt(0).toUpperCase() + summary.slice(1) };
}

function mcs150Factor(record: CarrierRecord, today: string): Factor | null {
  if (!isIsoDay(record.mcs150Date)) return null;
  const days = daysBetween(record.mcs150Date, today);
  if (days <= 730) return null;
  return {
    code: 'mcs150',
    label: 'Registration not updated',
    impact: 5,
    detail: `FMCSA requires carriers to update their MCS-150 registration every two years; the last update was on ${formatDay(record.mcs150Date)}. Fleet and contact details may be stale.`,
  };
}

function sharedFactor(count: number | undefined): Factor | null {
  if (count === undefined || count === null || Number.isNaN(count)) return null;
  const n = Math.max(0, Math.floor(count));
  if (n === 0) return { code: 'shared-identifiers', label: 'No shared identifiers', impact: 0, detail: 'No other carrier shares its phone, e-mail, address, officers or vehicles.' };
  const impact = n >= 10 ? 15 : n >= 3 ? 10 : 5;
  return {
    code: 'shared-identifiers',
    label: `Identifiers shared with ${plural(n, 'other carrier')}`,
    impact,
    detail: `Its phone, e-mail, address, officers or vehicles also appear on ${plural(n, 'other carrier')} (registered agents and filing services left out). Shared identities are common in chameleon carriers and double brokering; review the list.`,
    decisive: impact >= 10,
  };
}

function communityFactor(reports: CommunityReports | undefined): Factor | null {
  if (!reports) return null;
  const negative = Math.max(0, Math.floor(reports.negative || 0));
  const positive = Math.max(0, Math.floor(reports.positive || 0));
  const neutral = Math.max(0, Math.floor(reports.neutral || 0));
  if (negative + positive + neutral === 0) return { code: 'community-reports', label: 'No community reports', impact: 0, detail: 'No broker has filed a report about this carrier yet.' };
  const up = Math.min(30, 10 * negative);
  const down = Math.min(9, 3 * positive);
  const impact = up - down;
  const counts = [negative && `${negative} negative`, positive && `${positive} positive`, neutral && `${neutral} neutral`].filter(Boolean).join(', ');
  const label = impact > 0 ? 'Negative community reports' : impact < 0 ? 'Positive community reports' : 'Mixed community reports';
  return {
    code: 'community-reports',
    label,
    impact,
    detail: `Brokers filed ${counts} ${negative + positive + neutral === 1 ? 'report' : 'reports'} about this carrier (negative +10 each up to +30, positive -3 each up to -9).`,
    decisive: impact >= 10,
  };
}

/** Scores a carrier (see the rules at the top of the file). */
export function assessRisk(record: CarrierRecord, options: RiskOptions): RiskAssessment {
  const today = isoDay(options.now);
  const insurance = options.insurance ?? assessInsurance(record, options.now);
  const { factor: age, days: ageDays } = ageFactor(record, today);

  const candidates: (Factor | null)[] = [
    ...authorityFactors(record, today),
    record.outOfService
      ? {
          code: 'out-of-service',
          label: 'Out-of-service order',
          impact: 40,
          detail: `FMCSA ordered this carrier out of service${record.outOfServiceDate ? ` on ${formatDay(record.outOfServiceDate)}` : ''}. It may not operate until the order is lifted.`,
          disqualifying: true,
          decisive: true,
        }
      : null,
    ...insuranceFactors(record, insurance),
    safetyRatingFactor(record),
    age,
    record.priorRevokeDotNumber
      ? {
          code: 'prior-revocation',
          label: 'Linked to a revoked carrier',
          impact: 25,
          detail: `FMCSA links this carrier to USDOT ${record.priorRevokeDotNumber}, whose authority was revoked. Carriers that reappear under a new number after a revocation ("chameleon carriers") are a known fraud and safety pattern.`,
          decisive: true,
        }
      : null,
    sharedFactor(options.sharedIdentifiers ?? options.sharedCount),
    communityFactor(options.communityReports),
    oosFactor('vehicle', record.vehicleOosInspections || 0, record.vehicleInspections || 0),
    oosFactor('driver', record.driverOosInspections || 0, record.driverInspections || 0),
    crashFactor(record),
    inspectionFactor(record),
    mcs150Factor(record, today),
  ];
  const found = candidates.filter((f): f is Factor => f !== null);
  const disqualifiers = found.filter((f) => f.disqualifying).map((f) => f.label);

  const thin = (record.inspections || 0) < 3 && record.safetyRating === '' && (record.crashes || 0) === 0 && (ageDays === null || ageDays < 365);
  const notEnoughData = thin && !found.some((f) => f.decisive);

  let factors: Factor[];
  let score: number | null;
  if (notEnoughData) {
    factors = [
      {
        code: 'not-enough-data',
        label: 'Not enough history to score',
        impact: 0,
        detail: 'Fewer than 3 inspections, no safety rating, no crashes and under a year on record: LogiScope lists what is known instead of a score. The points shown are what each fact would carry.',
      },
      ...sortByImpact(found),
    ];
    score = null;
  } else {
    factors = [{ code: 'baseline', label: 'Starting point', impact: 10, detail: 'Every carrier starts at 10: public records never rule out all risk. A long, clean record earns credits below it.' }, ...found];
    const raw = factors.reduce((sum, f) => sum + f.impact, 0);
    score = Math.min(100, Math.max(0, raw));
    factors = sortByImpact(factors);
    if (raw !== score) {
      factors.push({
        code: 'score-limit',
        label: raw > 100 ? 'Score capped at 100' : 'Score cannot go below 0',
        impact: score - raw,
        detail: raw > 100 ? `The factors add up to ${raw}; the score stops at 100.` : `The factors add up to ${raw}; the score stops at 0.`,
      });
    }
  }

  return {
    score,
    notEnoughData,
    isRecommended: score !== null && score < RECOMMENDED_BELOW && disqualifiers.length === 0,
    factors: factors.map(({ code, label, impact, detail }) => ({ code, label, impact, detail, labelKey: `risk.${code}.label`, key: `risk.${code}`, params: {} })),
    disqualifiers,
  };
}

/** Biggest risk first, then the neutral facts, then the credits; equal impacts keep their order. */
function sortByImpact<T extends FactorText>(factors: T[]): T[] {
  return factors.map((f, i) => ({ f, i })).sort((a, b) => b.f.impact - a.f.impact || a.i - b.i).map(({ f }) => f);
}
