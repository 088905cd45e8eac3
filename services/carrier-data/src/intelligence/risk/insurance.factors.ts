/** insurance (and insurance-minimum): is the coverage FMCSA requires on file, enough, and staying? */
import type { CarrierRecord } from '../../carrier/carrier.model';
import { INSURANCE_MINIMUMS, type InsuranceAssessment } from '../insurance-status';
import { latest, factor, type Factor } from './risk.factor';

/** `insuranceKnown`: the L&I insurance file is in (without it, no filing on file means "not known"). */
export function insuranceFactors(record: CarrierRecord, a: InsuranceAssessment, insuranceKnown: boolean): Factor[] {
  const req = a.requirement;
  const code = 'insurance';
  const required = req.minimum;

  if (a.policiesInForce.length > 0) {
    const out: Factor[] = [];
    if (a.insuranceStatus === 'EXPIRES SOON') {
      out.push(
        factor({
          code,
          impact: 20,
          key: 'risk.insurance.cancelling',
          labelKey: 'risk.insurance.cancelling.label',
          params: { count: a.daysToExpiry ?? 0, date: a.insuranceExpiryDate },
          decisive: true,
        }),
      );
    }
    if (!a.meetsMinimum) {
      const small = req.coverage === 'BIPD' && req.minimum === INSURANCE_MINIMUMS.generalFreight && a.coverageInForce >= INSURANCE_MINIMUMS.smallVehicle;
      const key = a.coverageInForce <= 0 ? 'risk.insurance.below-minimum-unknown-amount' : small ? 'risk.insurance.below-minimum-small-vehicle' : 'risk.insurance.below-minimum';
      out.push(
        factor({
          code: out.length ? 'insurance-minimum' : code,
          impact: 15,
          key,
          labelKey: 'risk.insurance.below-minimum.label',
          params: a.coverageInForce > 0 ? { amount: a.coverageInForce, required } : { required },
          decisive: true,
        }),
      );
    }
    return out.length ? out : [inForce(record, a)];
  }

  if (a.startsOn) {
    return [factor({ code, impact: 10, key: 'risk.insurance.not-yet', labelKey: 'risk.insurance.not-yet.label', params: { date: a.startsOn }, disqualifying: true })];
  }
  // Filings of the required type, none in force and none starting later: the last one was cancelled.
  const cancelled = record.insurance.filter((p) => p.cancelEffectiveDate && (req.coverage === 'BIPD' ? p.coverageType === 'BIPD' : p.coverageType === 'BOND' || p.coverageType === 'TRUST_FUND'));
  const last = a.hasRequiredPolicies ? latest(cancelled, (p) => p.cancelEffectiveDate) : undefined;
  if (last) {
    return [
      factor({
        code,
        impact: 30,
        key: 'risk.insurance.none-in-force',
        labelKey: 'risk.insurance.none-in-force.label',
        params: { required, date: last.cancelEffectiveDate },
        disqualifying: true,
        decisive: true,
      }),
    ];
  }
  if (!insuranceKnown && record.insurance.length === 0) {
    return [factor({ code, impact: 0, key: 'risk.insurance.unknown', labelKey: 'risk.insurance.unknown.label' })];
  }
  if (record.authorityStatus === 'ACTIVE' || record.authorityStatus === 'PENDING') {
    return [factor({ code, impact: 10, key: 'risk.insurance.not-confirmed', labelKey: 'risk.insurance.not-confirmed.label' })];
  }
  if (record.authorityStatus === 'REVOKED' || record.authorityStatus === 'INACTIVE') {
    return [factor({ code, impact: 0, key: 'risk.insurance.none-on-file', labelKey: 'risk.insurance.none-on-file.label' })];
  }
  return [factor({ code, impact: 0, key: 'risk.insurance.no-filing', labelKey: 'risk.insurance.no-filing.label' })];
}

/** Coverage in force that meets the minimum (so its amount is known): the amount, and what a broker should still know. */
function inForce(record: CarrierRecord, a: InsuranceAssessment): Factor {
  const req = a.requirement;
  const base = { code: 'insurance', impact: 0, labelKey: 'risk.insurance.in-force.label' } as const;
  const amounts = { amount: a.coverageInForce, required: req.minimum };
  if (a.insuranceExpiryDate) return factor({ ...base, key: 'risk.insurance.in-force-cancel-filed', params: { ...amounts, date: a.insuranceExpiryDate } });
  if (req.higherMinimum > a.coverageInForce) {
    const key = record.passengerCarrier ? 'risk.insurance.in-force-passenger' : 'risk.insurance.in-force-hazmat';
    return factor({ ...base, key, params: { ...amounts, higher: req.higherMinimum } });
  }
  return factor({ ...base, key: 'risk.insurance.in-force', params: amounts });
}
