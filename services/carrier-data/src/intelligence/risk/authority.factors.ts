/** authority-status and revocations: may the carrier haul for hire, and has FMCSA revoked it (or is about to)? */
import type { CarrierRecord, Revocation } from '../../carrier/carrier.model';
import { forHireNeed } from '../../verdict/for-hire';
import { isIsoDay } from '../format';
import { factor, latest, type Factor } from './risk.factor';
import { NO_FOR_HIRE_AUTHORITY_POINTS } from './risk.types';

const involuntary = (r: Revocation) => /INVOLUNTARY/i.test(r.revocationType);

/** The authority factor, then a revocation factor when one applies. `authorityKnown`: the L&I authority file is in. */
export function authorityFactors(record: CarrierRecord, today: string, authorityKnown: boolean): Factor[] {
  return [statusFactor(record, authorityKnown), revocationFactor(record, today)].filter((f): f is Factor => f !== null);
}

function statusFactor(record: CarrierRecord, authorityKnown: boolean): Factor {
  const code = 'authority-status';
  // A carrier that needs authority and has none active may not haul for hire: decisive, disqualifying, heavy.
  const required = forHireNeed(record) === 'required';
  const cannotHaul = (points: number) => (required ? Math.max(points, NO_FOR_HIRE_AUTHORITY_POINTS) : points);
  switch (record.authorityStatus) {
    case 'REVOKED': {
      const last = latest(record.revocations ?? [], (r) => r.effectiveDate);
      const labelKey = 'risk.authority-status.revoked.label';
      if (last && isIsoDay(last.effectiveDate) && last.docket) {
        const key = involuntary(last) ? 'risk.authority-status.revoked-involuntary' : 'risk.authority-status.revoked';
        return factor({ code, impact: cannotHaul(40), key, labelKey, params: { docket: last.docket, date: last.effectiveDate }, disqualifying: true, decisive: true });
      }
      return factor({ code, impact: cannotHaul(40), key: 'risk.authority-status.revoked-undated', labelKey, disqualifying: true, decisive: true });
    }
    case 'INACTIVE':
    case 'WITHDRAWN':
      return factor({ code, impact: cannotHaul(30), key: 'risk.authority-status.inactive', labelKey: 'risk.authority-status.inactive.label', disqualifying: true, decisive: true });
    case 'UNKNOWN':
      return noAuthorityFactor(record, false);
    case 'NONE':
      // A data set covering the company says it holds no motor-carrier authority: known, whatever else was imported.
      return noAuthorityFactor(record, true);
    case 'PENDING':
      // Normal for a new carrier, so a thin record stays unscored, unless it needs the authority to haul at all.
      return factor({
        code,
        impact: cannotHaul(15),
        key: 'risk.authority-status.pending',
        labelKey: 'risk.authority-status.pending.label',
        disqualifying: true,
        decisive: required,
      });
    case 'ACTIVE': {
      const dockets = record.dockets.filter((d) => /^MC/i.test(d));
      const labelKey = 'risk.authority-status.active.label';
      return dockets.length
        ? factor({ code, impact: 0, key: 'risk.authority-status.active', labelKey, params: { dockets: dockets.join(', ') } })
        : factor({ code, impact: 0, key: 'risk.authority-status.active-no-docket', labelKey });
    }
    default:
      return noAuthorityFactor(record, authorityKnown);
  }
}

function noAuthorityFactor(record: CarrierRecord, authorityKnown: boolean): Factor {
  const code = 'authority-status';
  if (!authorityKnown) return factor({ code, impact: 0, key: 'risk.authority-status.unknown', labelKey: 'risk.authority-status.unknown.label' });
  switch (forHireNeed(record)) {
    case 'required':
      return factor({
        code,
        impact: NO_FOR_HIRE_AUTHORITY_POINTS,
        key: 'risk.authority-status.none-required',
        labelKey: 'risk.authority-status.none-required.label',
        disqualifying: true,
        decisive: true,
      });
    case 'intrastate':
      return factor({ code, impact: 0, key: 'risk.authority-status.intrastate', labelKey: 'risk.authority-status.intrastate.label' });
    case 'private':
      return factor({ code, impact: 0, key: 'risk.authority-status.private', labelKey: 'risk.authority-status.private.label' });
    case 'exempt':
      return factor({ code, impact: 0, key: 'risk.authority-status.exempt', labelKey: 'risk.authority-status.exempt.label' });
    case 'unknown':
      // Interstate with no classification on file: it may need authority; a moderate weight, not a verdict.
      return record.carrierOperation === 'A'
        ? factor({ code, impact: 10, key: 'risk.authority-status.none-interstate', labelKey: 'risk.authority-status.none-interstate.label' })
        : factor({ code, impact: 0, key: 'risk.authority-status.none', labelKey: 'risk.authority-status.none.label' });
  }
}

function revocationFactor(record: CarrierRecord, today: string): Factor | null {
  if (record.authorityStatus === 'REVOKED') return null;
  const revocations = record.revocations ?? [];
  const code = 'revocations';
  const pending = revocations.filter((r) => isIsoDay(r.effectiveDate) && r.effectiveDate > today);
  if (pending.length > 0) {
    const next = [...pending].sort((a, b) => (a.effectiveDate < b.effectiveDate ? -1 : 1))[0];
    const labelKey = 'risk.revocations.pending.label';
    const common = { code, impact: 20, labelKey, decisive: true } as const;
    return isIsoDay(next.serveDate)
      ? factor({ ...common, key: 'risk.revocations.pending', params: { served: next.serveDate, docket: next.docket, date: next.effectiveDate } })
      : factor({ ...common, key: 'risk.revocations.pending-unserved', params: { docket: next.docket, date: next.effectiveDate } });
  }
  const past = revocations.filter((r) => involuntary(r) && !(isIsoDay(r.effectiveDate) && r.effectiveDate > today));
  if (past.length === 0) return null;
  const last = latest(past, (r) => r.effectiveDate);
  const labelKey = 'risk.revocations.past.label';
  return last && isIsoDay(last.effectiveDate)
    ? factor({ code, impact: 10, key: 'risk.revocations.past', labelKey, params: { count: past.length, date: last.effectiveDate }, decisive: true })
    : factor({ code, impact: 10, key: 'risk.revocations.past-undated', labelKey, params: { count: past.length }, decisive: true });
}
