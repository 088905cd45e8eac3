/**
 * merge.ts's Motus filing rules. Motus keeps its own copy of a filing (origin 'motus') beside the legacy one; the
 * insurance assessment takes the newer of the two (insurance-status.ts). Insur says a filing is in force (dated by
 * its transaction, else its file); InsHist says it ended (dated by its end); a daily Insur deletion ends it on that
 * file's day (reason REMOVED) unless InsHist says when — FMCSA dropping a filing from those in force is not silence.
 */
import type { InsurancePolicy } from '../carrier/carrier.model';
import type { InsurancePolicyUpdate } from './updates';

const sameKey = (p: Pick<InsurancePolicy, 'docket' | 'coverageType' | 'policyNumber'>, q: Pick<InsurancePolicy, 'docket' | 'coverageType' | 'policyNumber'>) =>
  p.docket === q.docket && p.coverageType === q.coverageType && p.policyNumber === q.policyNumber;

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function comparePolicies(a: InsurancePolicy, b: InsurancePolicy): number {
  return cmp(a.docket, b.docket) || cmp(a.coverageType, b.coverageType) || cmp(a.policyNumber, b.policyNumber) || cmp(a.origin, b.origin);
}

/** A filing known by its key alone (docket, form, policy number), in the copy `origin` keeps. */
export const blankPolicy = (u: InsurancePolicyUpdate, origin: InsurancePolicy['origin']): InsurancePolicy => ({
  docket: u.docket,
  coverageType: u.coverageType,
  layer: '',
  insurer: '',
  policyNumber: u.policyNumber,
  coverageAmount: 0,
  underlyingAmount: 0,
  postedDate: '',
  effectiveDate: '',
  cancelEffectiveDate: '',
  formCode: '',
  origin,
  asOf: '',
  endReason: '',
});

/** What a filing is (layer, insurer, amounts, effective date, form): the update's where it states it, the base's else. */
export const statedTerms = (base: InsurancePolicy, u: Partial<InsurancePolicy>): Pick<InsurancePolicy, 'layer' | 'insurer' | 'coverageAmount' | 'underlyingAmount' | 'effectiveDate' | 'formCode'> => ({
  layer: u.layer ?? base.layer,
  insurer: u.insurer ?? base.insurer,
  coverageAmount: u.coverageAmount ?? base.coverageAmount,
  underlyingAmount: u.underlyingAmount ?? base.underlyingAmount,
  effectiveDate: u.effectiveDate ?? base.effectiveDate,
  formCode: u.formCode ?? base.formCode,
});

export function upsertMotusFiling(list: InsurancePolicy[], source: 'motus-insur' | 'motus-inshist', u: InsurancePolicyUpdate, fileDate: string): InsurancePolicy[] {
  const i = list.findIndex((p) => p.origin === 'motus' && sameKey(p, u));
  const base = i >= 0 ? list[i] : blankPolicy(u, 'motus');
  const asOf = u.asOf || fileDate;
  let next: InsurancePolicy;
  if (source === 'motus-inshist') {
    // The end of a filing; what the filing was (amounts, insurer) stays as Insur said when it did.
    next = {
      ...base,
      layer: base.layer || (u.layer ?? ''),
      insurer: base.insurer || (u.insurer ?? ''),
      coverageAmount: base.coverageAmount || (u.coverageAmount ?? 0),
      underlyingAmount: base.underlyingAmount || (u.underlyingAmount ?? 0),
      effectiveDate: base.effectiveDate || (u.effectiveDate ?? ''),
      formCode: base.formCode || (u.formCode ?? ''),
      cancelEffectiveDate: u.cancelEffectiveDate ?? '',
      endReason: u.endReason ?? '',
      asOf: asOf > base.asOf ? asOf : base.asOf,
    };
  } else {
    // A filing transacted after its recorded end is in force again; an older row changes nothing.
    if (i >= 0 && asOf < base.asOf) return list;
    const reopened = !base.cancelEffectiveDate || asOf > base.cancelEffectiveDate;
    next = {
      ...base,
      ...statedTerms(base, u),
      cancelEffectiveDate: reopened ? '' : base.cancelEffectiveDate,
      endReason: reopened ? '' : base.endReason,
      asOf,
    };
  }
  const out = [...list];
  if (i >= 0) out[i] = next;
  else out.push(next);
  return out.sort(comparePolicies);
}

/**
 * A daily deletion. Insur: every filing of the key still in force (Motus' copy, or a copy of the legacy one) ends on
 * the file's day. InsHist: the end it recorded is forgotten.
 */
export function removeMotusFilings(
  list: InsurancePolicy[],
  source: 'motus-insur' | 'motus-inshist',
  key: Pick<InsurancePolicy, 'docket'> & Partial<Pick<InsurancePolicy, 'coverageType' | 'policyNumber'>>,
  fileDate: string,
): InsurancePolicy[] {
  const matches = (p: InsurancePolicy) => p.docket === key.docket && (!key.coverageType || p.coverageType === key.coverageType) && (!key.policyNumber || p.policyNumber === key.policyNumber);
  if (source === 'motus-inshist') {
    return list.map((p) => (p.origin === 'motus' && matches(p) && p.endReason !== 'REMOVED' ? { ...p, cancelEffectiveDate: '', endReason: '' } : p));
  }
  const out = list.map((p) => (p.origin === 'motus' && matches(p) && !p.cancelEffectiveDate ? { ...p, cancelEffectiveDate: fileDate, endReason: 'REMOVED', asOf: fileDate } : p));
  for (const legacy of list) {
    if (legacy.origin !== 'legacy' || !matches(legacy) || legacy.cancelEffectiveDate) continue;
    if (out.some((p) => p.origin === 'motus' && sameKey(p, legacy))) continue;
    out.push({ ...legacy, origin: 'motus', cancelEffectiveDate: fileDate, endReason: 'REMOVED', asOf: fileDate });
  }
  return out.sort(comparePolicies);
}
