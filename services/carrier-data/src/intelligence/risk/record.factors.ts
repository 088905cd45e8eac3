/** The registration on file: its age (DOT registration date), its upkeep (MCS-150), FMCSA's prior-revocation link. */
import type { CarrierRecord } from '../../carrier/carrier.model';
import { daysBetween, isIsoDay, wholeMonths, wholeYears } from '../format';
import { factor, type Factor } from './risk.factor';

/** The age factor and the age in days (null without a registration date), which decides a thin record. */
export function ageFactor(record: CarrierRecord, today: string): { factor: Factor; days: number | null } {
  const code = 'authority-age';
  if (!isIsoDay(record.addDate)) {
    return { factor: factor({ code, impact: 0, key: 'risk.authority-age.unknown', labelKey: 'risk.authority-age.unknown.label' }), days: null };
  }
  const date = record.addDate;
  const days = Math.max(0, daysBetween(date, today));
  if (days < 90) {
    return { factor: factor({ code, impact: 30, key: 'risk.authority-age.brand-new', labelKey: 'risk.authority-age.brand-new.label', params: { date, count: days } }), days };
  }
  if (days < 365) {
    const months = wholeMonths(date, today);
    return { factor: factor({ code, impact: 15, key: 'risk.authority-age.new', labelKey: 'risk.authority-age.new.label', params: { date, count: months } }), days };
  }
  if (days < 730) {
    return { factor: factor({ code, impact: 5, key: 'risk.authority-age.young', labelKey: 'risk.authority-age.young.label', params: { date } }), days };
  }
  const years = wholeYears(date, today);
  if (years >= 5) {
    return { factor: factor({ code, impact: -5, key: 'risk.authority-age.established', labelKey: 'risk.authority-age.established.label', params: { date, years } }), days };
  }
  return {
    factor: factor({ code, impact: 0, key: 'risk.authority-age.in-business', labelKey: 'risk.authority-age.in-business.label', params: { date, years: Math.max(2, years) } }),
    days,
  };
}

/** FMCSA requires an MCS-150 update every two years. */
export function mcs150Factor(record: CarrierRecord, today: string): Factor | null {
  if (!isIsoDay(record.mcs150Date) || daysBetween(record.mcs150Date, today) <= 730) return null;
  return factor({ code: 'mcs150', impact: 5, key: 'risk.mcs150.outdated', labelKey: 'risk.mcs150.outdated.label', params: { date: record.mcs150Date } });
}

/** FMCSA's link to a revoked DOT number: the chameleon-carrier signal. */
export function priorRevocationFactor(record: CarrierRecord): Factor | null {
  if (!record.priorRevokeDotNumber) return null;
  return factor({
    code: 'prior-revocation',
    impact: 25,
    key: 'risk.prior-revocation.linked',
    labelKey: 'risk.prior-revocation.linked.label',
    params: { dot: record.priorRevokeDotNumber },
    decisive: true,
  });
}
