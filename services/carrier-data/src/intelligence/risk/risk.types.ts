/** What assessRisk takes and answers, and the yardsticks its factors share. */
import type { DatasetCoverage } from '@logiscope/proto/views';
import type { RiskFactor } from '../../carrier-data.api';
import type { InsuranceAssessment } from '../insurance-status';
import type { Now } from '../format';

/**
 * Approximate US national out-of-service rates, percent of inspections of that kind. FMCSA's SAFER snapshot and the
 * QCMobile API publish them with every carrier (QCMobile: vehicle 20.72%, driver 5.51%; recent SAFER snapshots show
 * about 22% and 6.7%). Used as yardsticks, not exact figures.
 */
export const NATIONAL_OOS_AVERAGE = { vehicle: 21, driver: 5.5 } as const;

/** Below this score (and with no disqualifying factor) a carrier is "Recommended". */
export const RECOMMENDED_BELOW = 40;

/**
 * The weight of "may not haul for hire" for a carrier that needs for-hire authority and has none active: with the
 * baseline it alone reaches 50, above RECOMMENDED_BELOW, so the score never looks low-risk for such a carrier.
 */
export const NO_FOR_HIRE_AUTHORITY_POINTS = 40;

/** Inspections of a kind needed before its out-of-service rate is compared with the national average. */
export const MIN_INSPECTIONS_FOR_RATE = 5;

export interface CommunityReports {
  positive: number;
  negative: number;
  neutral?: number;
  /** FreightGuard incidents about the carrier, by status (the carrier's dispute shown beside, not subtracted). */
  incidents?: { open: number; verified: number; disputed: number; resolved: number };
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
  /**
   * The data sets the store holds. A data set listed as not imported is unknown, never "none": without the L&I
   * authority file no carrier is scored as having no authority. Absent: every data set counts as imported.
   */
  coverage?: readonly Pick<DatasetCoverage, 'dataset' | 'imported'>[];
}

export interface RiskAssessment {
  /** 0-100, higher is riskier; null when notEnoughData. */
  score: number | null;
  notEnoughData: boolean;
  isRecommended: boolean;
  /** Ordered by impact, biggest risk first; impacts sum to the score. */
  factors: RiskFactor[];
  /** English labels of the factors that rule out "Recommended" whatever the score. */
  disqualifiers: string[];
}
