/** The safety record: rating, out-of-service order and rates, crashes per power unit, inspection volume. */
import type { CarrierRecord } from '../../carrier/carrier.model';
import { isIsoDay, round1 } from '../format';
import { factor, type Factor } from './risk.factor';
import { MIN_INSPECTIONS_FOR_RATE, NATIONAL_OOS_AVERAGE } from './risk.types';

/** FMCSA's ratings after a compliance review: UNSATISFACTORY rules a carrier out, CONDITIONAL counts, SATISFACTORY earns. */
const RATINGS = {
  UNSATISFACTORY: { impact: 35, variant: 'unsatisfactory', disqualifying: true, decisive: true },
  CONDITIONAL: { impact: 15, variant: 'conditional', disqualifying: false, decisive: true },
  SATISFACTORY: { impact: -5, variant: 'satisfactory', disqualifying: false, decisive: false },
} as const;

export function safetyRatingFactor(record: CarrierRecord): Factor {
  const code = 'safety-rating';
  if (!record.safetyRating) return factor({ code, impact: 0, key: 'risk.safety-rating.not-rated', labelKey: 'risk.safety-rating.not-rated.label' });
  const { impact, variant, disqualifying, decisive } = RATINGS[record.safetyRating];
  const dated = isIsoDay(record.safetyRatingDate);
  return factor({
    code,
    impact,
    key: dated ? `risk.safety-rating.${variant}` : `risk.safety-rating.${variant}-undated`,
    labelKey: `risk.safety-rating.${variant}.label`,
    params: dated ? { date: record.safetyRatingDate } : {},
    disqualifying,
    decisive,
  });
}

export function outOfServiceFactor(record: CarrierRecord): Factor | null {
  if (!record.outOfService) return null;
  const dated = isIsoDay(record.outOfServiceDate);
  return factor({
    code: 'out-of-service',
    impact: 40,
    key: dated ? 'risk.out-of-service.ordered' : 'risk.out-of-service.ordered-undated',
    labelKey: 'risk.out-of-service.ordered.label',
    params: dated ? { date: record.outOfServiceDate } : {},
    disqualifying: true,
    decisive: true,
  });
}

const OOS_POINTS = { vehicle: [20, 12, 5], driver: [15, 8, 4] } as const;

/** The out-of-service rate of one kind of inspection against its national average (from 5 inspections up). */
export function oosRateFactor(kind: 'vehicle' | 'driver', oos: number, inspected: number): Factor | null {
  if (inspected <= 0) return null;
  const average = NATIONAL_OOS_AVERAGE[kind];
  const code = `${kind}-oos-rate` as const;
  if (inspected < MIN_INSPECTIONS_FOR_RATE) {
    return factor({ code, impact: 0, key: `risk.${code}.too-few`, labelKey: `risk.${code}.too-few.label`, params: { count: inspected, oos, average } });
  }
  const rate = (Math.min(oos, inspected) / inspected) * 100;
  const ratio = rate / average;
  const [far, well, above] = OOS_POINTS[kind];
  const p = { rate: round1(rate), inspections: inspected, average };
  if (ratio >= 2) return factor({ code, impact: far, key: `risk.${code}.far-above`, labelKey: `risk.${code}.far-above.label`, params: { ...p, ratio: round1(ratio) } });
  if (ratio >= 1.5) return factor({ code, impact: well, key: `risk.${code}.well-above`, labelKey: `risk.${code}.well-above.label`, params: p });
  if (ratio > 1) return factor({ code, impact: above, key: `risk.${code}.above`, labelKey: `risk.${code}.above.label`, params: p });
  return factor({ code, impact: 0, key: `risk.${code}.at-or-below`, labelKey: `risk.${code}.at-or-below.label`, params: p });
}

/** Crashes weighted (fatal 3, injury 2, other 1) per power unit; a single crash counts at most 8. */
export function crashFactor(record: CarrierRecord): Factor {
  const fatal = Math.max(0, record.fatalCrashes || 0);
  const injury = Math.max(0, record.injuryCrashes || 0);
  const crashes = Math.max(record.crashes || 0, fatal + injury + Math.max(0, record.towCrashes || 0));
  if (crashes === 0) return factor({ code: 'crashes', impact: 0, key: 'risk.crashes.none', labelKey: 'risk.crashes.none.label' });
  const other = Math.max(0, crashes - fatal - injury);
  const units = Math.max(0, record.powerUnits || 0);
  const perUnit = (3 * fatal + 2 * injury + other) / Math.max(1, units);
  let impact = perUnit >= 0.5 ? 20 : perUnit >= 0.25 ? 12 : perUnit >= 0.1 ? 5 : 0;
  if (crashes === 1) impact = Math.min(impact, 8);
  const labelKey = impact >= 12 ? 'risk.crashes.high.label' : impact > 0 ? 'risk.crashes.elevated.label' : 'risk.crashes.in-line.label';
  return factor({
    code: 'crashes',
    impact,
    key: 'risk.crashes.rate',
    labelKey,
    params: { count: crashes, fatal, injury, other, units, perUnit: Math.round(perUnit * 100) / 100 },
  });
}

export function inspectionFactor(record: CarrierRecord): Factor {
  const n = Math.max(0, record.inspections || 0);
  if (n === 0) return factor({ code: 'inspections', impact: 5, key: 'risk.inspections.none', labelKey: 'risk.inspections.none.label' });
  const violations = Math.max(0, record.violations || 0);
  const counts = { vehicle: record.vehicleInspections || 0, driver: record.driverInspections || 0, violations, perInspection: round1(violations / n) };
  if (n < 3) return factor({ code: 'inspections', impact: 3, key: 'risk.inspections.thin', labelKey: 'risk.inspections.thin.label', params: { count: n, ...counts } });
  return factor({ code: 'inspections', impact: 0, key: 'risk.inspections.record', labelKey: 'risk.inspections.record.label', params: { inspections: n, ...counts } });
}
