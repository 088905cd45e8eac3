/**
 * LogiScope's carrier risk score: 0-100, higher is riskier, and explainable. Every point comes from a factor with a
 * label and a sentence a broker understands, each an explanation key with language-neutral parameters (English
 * templates: proto/src/carrier-data/risk.explanations.ts; the web renders them in the reader's language). The factors'
 * impacts add up exactly to the score (when the sum leaves 0-100, a "score-limit" factor says how many points were
 * cut). Pure: the clock, community reports, the count of carriers sharing identifiers and the data sets held are
 * parameters. The factors live in risk/ by subject; this file adds them up.
 *
 * Points (positive = riskier, negative = credit):
 *   baseline              +10  every carrier starts here: public records never rule out all risk
 *   authority-status      +40 revoked*, +30 inactive*, +15 pending*; a carrier that needs for-hire authority (census:
 *                         interstate, authorized for hire) and has none active: +40 at least, disqualifying and
 *                         decisive (it may not haul for hire); +10 interstate carrier with no authority and no
 *                         classification on file; 0 private, exempt or intrastate; 0 "not known" without L&I data
 *   out-of-service        +40 FMCSA out-of-service order*
 *   insurance             +30 none in force*, +20 cancelling within 30 days, +15 below the required minimum
 *                         (insurance-minimum when also cancelling), +10 not yet in force* / no filing in LogiScope's
 *                         L&I data (0 "not known" when that data was never imported)
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
 * carry). A thin record that already shows a serious problem (revoked or inactive authority, no active authority
 * where it is required, an out-of-service order, insurance lapsed, cancelling or short, a revocation, a
 * prior-revocation link, several shared identifiers, negative community reports) is scored anyway: no data is never
 * an excuse to hide a red flag.
 *
 * Recommended: score < 40 with no disqualifying factor (the verdict, PASS / REVIEW / FAIL, decides what the web badges).
 */
import type { Dataset } from '@logiscope/proto/views';
import type { CarrierRecord } from '../carrier/carrier.model';
import { assessInsurance } from './insurance-status';
import { isoDay } from './format';
import { authorityFactors } from './risk/authority.factors';
import { authorityPicture } from '../carrier/authority-picture';
import { communityFactor, incidentFactor, sharedFactor } from './risk/community.factors';
import { insuranceFactors } from './risk/insurance.factors';
import { ageFactor, mcs150Factor, priorRevocationFactor } from './risk/record.factors';
import { factor, sortByImpact, toRiskFactor, type Factor } from './risk/risk.factor';
import { crashFactor, inspectionFactor, oosRateFactor, outOfServiceFactor, safetyRatingFactor } from './risk/safety.factors';
import { RECOMMENDED_BELOW, type RiskAssessment, type RiskOptions } from './risk/risk.types';

export * from './risk/risk.types';

/** Scores a carrier (see the rules at the top of the file). */
export function assessRisk(record: CarrierRecord, options: RiskOptions): RiskAssessment {
  const today = isoDay(options.now);
  const insurance = options.insurance ?? assessInsurance(record, options.now);
  const imported = (dataset: Dataset) => options.coverage?.find((c) => c.dataset === dataset)?.imported ?? true;
  const { factor: age, days: ageDays } = ageFactor(record, today);

  const found = [
    // The status the views show (authority-picture.ts), not the one stored at import: one answer on every screen.
    ...authorityFactors({ ...record, authorityStatus: authorityPicture(record, today).motorCarrier }, today, imported('authority')),
    outOfServiceFactor(record),
    ...insuranceFactors(record, insurance, imported('insurance')),
    safetyRatingFactor(record),
    age,
    priorRevocationFactor(record),
    sharedFactor(options.sharedIdentifiers ?? options.sharedCount),
    communityFactor(options.communityReports),
    incidentFactor(options.communityReports),
    oosRateFactor('vehicle', record.vehicleOosInspections || 0, record.vehicleInspections || 0),
    oosRateFactor('driver', record.driverOosInspections || 0, record.driverInspections || 0),
    crashFactor(record),
    inspectionFactor(record),
    mcs150Factor(record, today),
  ].filter((f): f is Factor => f !== null);
  const disqualifiers = found.filter((f) => f.disqualifying).map((f) => f.label);

  const thin = (record.inspections || 0) < 3 && record.safetyRating === '' && (record.crashes || 0) === 0 && (ageDays === null || ageDays < 365);
  const notEnoughData = thin && !found.some((f) => f.decisive);

  let factors: Factor[];
  let score: number | null;
  if (notEnoughData) {
    factors = [factor({ code: 'not-enough-data', impact: 0, key: 'risk.not-enough-data', labelKey: 'risk.not-enough-data.label' }), ...sortByImpact(found)];
    score = null;
  } else {
    factors = sortByImpact([factor({ code: 'baseline', impact: 10, key: 'risk.baseline', labelKey: 'risk.baseline.label' }), ...found]);
    const raw = factors.reduce((sum, f) => sum + f.impact, 0);
    score = Math.min(100, Math.max(0, raw));
    if (raw !== score) {
      const capped = raw > 100;
      factors.push(
        factor({
          code: 'score-limit',
          impact: score - raw,
          key: capped ? 'risk.score-limit.capped' : 'risk.score-limit.floored',
          labelKey: capped ? 'risk.score-limit.capped.label' : 'risk.score-limit.floored.label',
          params: { total: raw },
        }),
      );
    }
  }

  return {
    score,
    notEnoughData,
    isRecommended: score !== null && score < RECOMMENDED_BELOW && disqualifiers.length === 0,
    factors: factors.map(toRiskFactor),
    disqualifiers,
  };
}

