/**
 * The insurance part of the monitoring alerts (see monitoring-alerts.ts for the rules): a required policy cancelled or
 * replaced, other coverage cancelled, coverage newly expiring or below the minimum, coverage back on file. Pure.
 */
import type { CarrierRecord, InsurancePolicy } from '../carrier/carrier.model';
import { assessInsurance, effectivePolicies, isInForce, isRequiredType, type InsuranceAssessment } from './insurance-status';
import { effectiveText, formatDay, formatMoney, isoDay, plural, squash, type Now } from './format';
import type { DerivedAlert } from './monitoring-alerts';

const policyKey = (p: InsurancePolicy) => [p.docket, p.coverageType, p.layer, p.insurer, p.policyNumber].map(squash).join('|');

function policyText(p: InsurancePolicy): string {
  const kind = p.coverageType === 'BIPD' ? `BIPD${p.layer === 'EXCESS' ? ' excess' : ''}` : p.coverageType === 'TRUST_FUND' ? 'trust fund' : p.coverageType.toLowerCase();
  const amount = p.coverageAmount > 0 ? `${formatMoney(p.coverageAmount)} ` : '';
  const number = p.policyNumber ? ` ${p.policyNumber}` : '';
  const insurer = p.insurer ? ` with ${p.insurer}` : '';
  return `${amount}${kind} policy${number}${insurer}`;
}

function coverageSummary(a: InsuranceAssessment): string {
  const insurers = [...new Set(a.policiesInForce.map((p) => p.insurer).filter(Boolean))].join(', ');
  return `${a.coverageInForce > 0 ? formatMoney(a.coverageInForce) : 'coverage'}${insurers ? ` with ${insurers}` : ''}`;
}

export function insuranceAlerts(who: string, beforeHeld: InsurancePolicy[], afterHeld: InsurancePolicy[], base: CarrierRecord, now: Now): DerivedAlert[] {
  const today = isoDay(now);
  // The filings as a broker sees them: one copy each, the newer of the legacy and the Motus one.
  const before = effectivePolicies(beforeHeld);
  const after = effectivePolicies(afterHeld);
  // Coverage only: the authority is judged by its own alerts.
  const context = { ...base, authorityStatus: 'ACTIVE' as const };
  const was = assessInsurance({ ...context, insurance: before }, now);
  const is = assessInsurance({ ...context, insurance: after }, now);
  const req = is.requirement;
  const afterByKey = new Map(after.map((p) => [policyKey(p), p]));
  const out: DerivedAlert[] = [];

  const cancelled: { policy: InsurancePolicy; day: string }[] = [];
  const withdrawn: InsurancePolicy[] = [];
  for (const p of before) {
    // Only coverage in force counts as cancelled; a filing not yet effective that goes away is judged by its effect.
    if (!isInForce(p, today)) continue;
    const current = afterByKey.get(policyKey(p));
    if (!current) cancelled.push({ policy: p, day: '' });
    else if (current.cancelEffectiveDate && current.cancelEffectiveDate !== p.cancelEffectiveDate) cancelled.push({ policy: current, day: current.cancelEffectiveDate });
    else if (!current.cancelEffectiveDate && p.cancelEffectiveDate) withdrawn.push(current);
  }

  const required = cancelled.filter((c) => isRequiredType(c.policy, req));
  const others = cancelled.filter((c) => !isRequiredType(c.policy, req));
  const covered = is.meetsMinimum && is.insuranceExpiryDate === '';
  let serious = false;

  if (required.length > 0) {
    const what = required.map((c) => `${policyText(c.policy)} ${c.day ? `is cancelled ${effectiveText(c.day, today)}` : "was removed from FMCSA's insurance file"}`).join('; ');
    if (covered) {
      out.push({
        code: 'insurance-replaced',
        title: 'Insurance policy replaced',
        description: `${who}'s ${what}. Required coverage continues: ${coverageSummary(is)} is on file (minimum ${formatMoney(req.minimum)}).`,
        severity: 'LOW',
        params: { who },
      });
    } else {
      serious = true;
      const left =
        is.policiesInForce.length > 0 && is.coverageInForce > 0 && !is.meetsMinimum
          ? ` Only ${formatMoney(is.coverageInForce)} remains, below the ${formatMoney(req.minimum)} minimum.`
          : ` No replacement ${req.coverage === 'BIPD' ? 'BIPD liability' : 'bond'} policy is on file.`;
      out.push({ code: 'insurance-cancelled', title: 'Insurance cancelled', description: `${who}'s ${what}.${left} Confirm coverage before tendering loads.`, severity: 'HIGH', params: { who } });
    }
  }
  if (others.length > 0) {
    const cargo = others.every((c) => c.policy.coverageType === 'CARGO');
    out.push({
      code: 'other-insurance-cancelled',
      title: cargo ? 'Cargo insurance cancelled' : 'Insurance policy cancelled',
      description: `${who}'s ${others.map((c) => `${policyText(c.policy)} ${c.day ? `is cancelled ${effectiveText(c.day, today)}` : "was removed from FMCSA's insurance file"}`).join('; ')}.`,
      severity: 'MEDIUM',
      params: { who, ...(cargo ? { context: 'cargo' } : {}) },
    });
  }
  if (!serious && is.insuranceStatus === 'EXPIRES SOON' && was.insuranceStatus !== 'EXPIRES SOON') {
    out.push(expiringAlert(who, is));
  } else if (!serious && required.length === 0 && was.meetsMinimum && is.policiesInForce.length > 0 && !is.meetsMinimum) {
    out.push({
      code: 'insurance-below-minimum',
      title: 'Insurance below the required minimum',
      description: `${who}'s coverage on file dropped from ${formatMoney(was.coverageInForce)} to ${formatMoney(is.coverageInForce)}, below the ${formatMoney(req.minimum)} required for ${req.basis}.`,
      severity: 'MEDIUM',
      params: { who, before: String(was.coverageInForce), after: String(is.coverageInForce), minimum: String(req.minimum) },
    });
  }
  const back = was.policiesInForce.length === 0 && is.policiesInForce.length > 0;
  if (back) {
    out.push({
      code: 'insurance-on-file',
      title: 'Insurance on file',
      description: `${who} now has ${coverageSummary(is)} on file (before: ${was.hasRequiredPolicies ? 'no coverage in force' : 'no policy on file'}).`,
      severity: 'LOW',
      params: { who },
    });
  } else if (withdrawn.some((p) => isInForce(p, today))) {
    out.push({
      code: 'insurance-reinstated',
      title: 'Insurance cancellation withdrawn',
      description: `The cancellation of ${who}'s ${withdrawn.map(policyText).join('; ')} was withdrawn; the policy stays in force.`,
      severity: 'LOW',
      params: { who },
    });
  }
  return out;
}

function expiringAlert(who: string, a: InsuranceAssessment): DerivedAlert {
  return {
    code: 'insurance-expiring',
    title: `Insurance expiring in ${plural(a.daysToExpiry ?? 0, 'day')}`,
    description: `${who}'s ${coverageSummary(a)} ends ${formatDay(a.insuranceExpiryDate)} and no replacement policy is on file. Ask for proof of renewed coverage.`,
    severity: 'MEDIUM',
    params: { who, count: String(a.daysToExpiry ?? 0), date: a.insuranceExpiryDate },
  };
}

/** The sweep for coverage entering its last 30 days with no data change: an alert, or null. */
export function insuranceExpiryAlert(record: CarrierRecord, now: Now, carrierName?: string): DerivedAlert | null {
  const a = assessInsurance(record, now);
  if (a.insuranceStatus !== 'EXPIRES SOON') return null;
  return expiringAlert(carrierName || record.legalName || `USDOT ${record.dotNumber}`, a);
}
