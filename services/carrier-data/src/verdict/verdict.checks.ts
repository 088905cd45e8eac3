/**
 * One function per verdict rule: record + facts + profile → a check (outcome, explanation key and parameters, the
 * data set it read and the date of that data). Pure. Where the data set a check needs was never imported, the check is
 * REVIEW with `missing` (unknown is never "no"); a fact present on the record itself (a revocation in force, an
 * out-of-service flag) is known whatever else is missing.
 */
import type { Dataset, VerdictOutcome, VerdictProfileSettings, VerdictRule } from '@logiscope/proto';
import type { CarrierRecord } from '../carrier/carrier.model';
import { daysBetween, isIsoDay } from '../intelligence/format';
import type { InsuranceAssessment } from '../intelligence/insurance-status';
import { forHireNeed } from './for-hire';
import { asOfFor, recordHas, type VerdictFacts } from './verdict.facts';

/** A check before its English text is rendered. */
export interface CheckDraft {
  rule: VerdictRule;
  outcome: VerdictOutcome;
  key: string;
  params: Record<string, string>;
  dataset: Dataset;
  asOf: string;
  missing: boolean;
}

export interface CheckInput {
  record: CarrierRecord;
  facts: VerdictFacts;
  profile: VerdictProfileSettings;
  insurance: InsuranceAssessment;
}

type Check = (input: CheckInput) => CheckDraft;

const known = (input: CheckInput, dataset: Dataset): boolean => input.facts.coverage[dataset] !== undefined || recordHas(input.record, dataset);

function draft(input: CheckInput, rule: VerdictRule, dataset: Dataset, outcome: VerdictOutcome, key: string, params: Record<string, string> = {}): CheckDraft {
  return { rule, outcome, key, params, dataset, asOf: asOfFor(input.record, dataset, input.facts.coverage), missing: false };
}

function missing(input: CheckInput, rule: VerdictRule, dataset: Dataset, key: string): CheckDraft {
  return { rule, outcome: 'REVIEW', key, params: {}, dataset, asOf: '', missing: true };
}

/** Whether the carrier needs for-hire authority is not known: the census said nothing, or no census named it. */
const needUnknown = (input: CheckInput, rule: VerdictRule): CheckDraft =>
  known(input, 'census') && recordHas(input.record, 'census')
    ? draft(input, rule, 'census', 'REVIEW', 'verdict.authority.need-unknown')
    : missing(input, rule, 'census', 'verdict.authority.need-unknown');

const latestRevocation = (record: CarrierRecord) => [...(record.revocations ?? [])].filter((r) => isIsoDay(r.effectiveDate)).sort((a, b) => (a.effectiveDate < b.effectiveDate ? 1 : -1))[0];

const operatingAuthority: Check = (input) => {
  const { record } = input;
  const rule = 'operating-authority';
  // A revocation in force is on the record (L&I revocation file or SAFER), whatever the authority data set says.
  if (record.authorityStatus === 'REVOKED') {
    const last = latestRevocation(record);
    const dataset: Dataset = known(input, 'authority') ? 'authority' : 'revocations';
    return last ? draft(input, rule, dataset, 'FAIL', 'verdict.authority.revoked', { docket: last.docket, date: last.effectiveDate }) : draft(input, rule, dataset, 'FAIL', 'verdict.authority.revoked-undated');
  }
  if (!known(input, 'authority')) return missing(input, rule, 'authority', 'verdict.authority.missing');
  if (record.authorityStatus === 'INACTIVE') return draft(input, rule, 'authority', 'FAIL', 'verdict.authority.inactive');
  if (record.authorityStatus === 'ACTIVE') {
    const dockets = record.dockets.filter((d) => /^MC/i.test(d));
    return draft(input, rule, 'authority', 'PASS', 'verdict.authority.active', { dockets: (dockets.length ? dockets : record.dockets).join(', ') });
  }
  const need = forHireNeed(record);
  switch (need) {
    case 'required':
      return draft(input, rule, 'authority', 'FAIL', record.authorityStatus === 'PENDING' ? 'verdict.authority.pending' : 'verdict.authority.none');
    case 'private':
      return draft(input, rule, 'census', 'PASS', 'verdict.authority.not-required-private');
    case 'exempt':
      return draft(input, rule, 'census', 'PASS', 'verdict.authority.not-required-exempt');
    case 'intrastate':
      return draft(input, rule, 'census', 'PASS', 'verdict.authority.not-required-intrastate');
    default:
      return needUnknown(input, rule);
  }
};

const outOfService: Check = (input) => {
  const { record } = input;
  const rule = 'out-of-service';
  if (record.outOfService) {
    return record.outOfServiceDate
      ? draft(input, rule, 'out-of-service', 'FAIL', 'verdict.oos.ordered', { date: record.outOfServiceDate })
      : draft(input, rule, 'out-of-service', 'FAIL', 'verdict.oos.ordered-undated');
  }
  if (!known(input, 'out-of-service')) return missing(input, rule, 'out-of-service', 'verdict.oos.missing');
  return draft(input, rule, 'out-of-service', 'PASS', 'verdict.oos.none');
};

/** Whether the carrier must have liability on file: it needs for-hire authority, or holds it (active or pending). */
function needsLiability(record: CarrierRecord): boolean {
  return forHireNeed(record) === 'required' || record.authorityStatus === 'ACTIVE' || record.authorityStatus === 'PENDING';
}

const liabilityInsurance: Check = (input) => {
  const { record, insurance, profile } = input;
  const rule = 'liability-insurance';
  if (!needsLiability(record)) {
    // Needing none is known only when the census says what the carrier is.
    if (forHireNeed(record) === 'unknown') return needUnknown(input, rule);
    return draft(input, rule, 'census', 'PASS', 'verdict.insurance.not-required');
  }
  if (!known(input, 'insurance')) return missing(input, rule, 'insurance', 'verdict.insurance.missing');
  const federal = insurance.requirement.minimum;
  const required = Math.max(federal, profile.minLiabilityUsd);
  const amount = insurance.coverageInForce;
  // A filing that starts later (a new carrier's first policy, a renewal filed ahead) is not "none": review it.
  if (insurance.policiesInForce.length === 0 && insurance.startsOn) return draft(input, rule, 'insurance', 'REVIEW', 'verdict.insurance.starts', { date: insurance.startsOn, required: String(required) });
  if (insurance.policiesInForce.length === 0) return draft(input, rule, 'insurance', 'FAIL', 'verdict.insurance.none', { required: String(required) });
  if (amount === 0) return draft(input, rule, 'insurance', 'REVIEW', 'verdict.insurance.on-file-unknown-amount', { required: String(required) });
  if (amount < federal) return draft(input, rule, 'insurance', 'FAIL', 'verdict.insurance.below-federal', { amount: String(amount), required: String(federal) });
  if (amount < required) return draft(input, rule, 'insurance', 'FAIL', 'verdict.insurance.below-company', { amount: String(amount), required: String(required) });
  return draft(input, rule, 'insurance', 'PASS', 'verdict.insurance.on-file', { amount: String(amount), required: String(required) });
};

const safetyRating: Check = (input) => {
  const { record } = input;
  const rule = 'safety-rating';
  const date = record.safetyRatingDate;
  switch (record.safetyRating) {
    case 'UNSATISFACTORY':
      return draft(input, rule, 'safety', 'FAIL', 'verdict.rating.unsatisfactory', { date });
    case 'CONDITIONAL':
      return draft(input, rule, 'safety', 'REVIEW', 'verdict.rating.conditional', { date });
    case 'SATISFACTORY':
      return draft(input, rule, 'safety', 'PASS', 'verdict.rating.satisfactory', { date });
    default:
      return known(input, 'safety') ? draft(input, rule, 'safety', 'PASS', 'verdict.rating.none') : missing(input, rule, 'safety', 'verdict.rating.missing');
  }
};

const authorityAge: Check = (input) => {
  const { record, facts, profile } = input;
  const rule = 'authority-age';
  if (!known(input, 'census') && !isIsoDay(record.addDate)) return missing(input, rule, 'census', 'verdict.age.missing');
  if (!isIsoDay(record.addDate)) return draft(input, rule, 'census', 'REVIEW', 'verdict.age.unknown');
  const days = Math.max(0, daysBetween(record.addDate, facts.today));
  const params = { date: record.addDate, count: String(days), min: String(profile.minAuthorityAgeDays) };
  return days < profile.minAuthorityAgeDays ? draft(input, rule, 'census', 'REVIEW', 'verdict.age.new', params) : draft(input, rule, 'census', 'PASS', 'verdict.age.ok', params);
};

const insuranceCancellation: Check = (input) => {
  const { insurance } = input;
  const rule = 'insurance-cancellation';
  if (!known(input, 'insurance')) return missing(input, rule, 'insurance', 'verdict.cancellation.missing');
  if (insurance.insuranceExpiryDate) {
    const cancelling = insurance.policiesInForce.find((p) => p.cancelEffectiveDate === insurance.insuranceExpiryDate);
    return draft(input, rule, 'insurance', 'REVIEW', 'verdict.cancellation.pending', { coverage: cancelling?.coverageType ?? insurance.requirement.coverage, date: insurance.insuranceExpiryDate });
  }
  return draft(input, rule, 'insurance', 'PASS', 'verdict.cancellation.none');
};

const revocationPending: Check = (input) => {
  const { record, facts } = input;
  const rule = 'revocation-pending';
  const pending = (record.revocations ?? []).filter((r) => isIsoDay(r.effectiveDate) && r.effectiveDate > facts.today).sort((a, b) => (a.effectiveDate < b.effectiveDate ? -1 : 1));
  if (pending.length > 0) return draft(input, rule, 'revocations', 'REVIEW', 'verdict.revocation.pending', { docket: pending[0].docket, date: pending[0].effectiveDate });
  if (!known(input, 'revocations')) return missing(input, rule, 'revocations', 'verdict.revocation.missing');
  return draft(input, rule, 'revocations', 'PASS', 'verdict.revocation.none');
};

const sharedIdentifiers: Check = (input) => {
  const { record, facts } = input;
  const rule = 'shared-identifiers';
  if (record.priorRevokeDotNumber) return draft(input, rule, 'identifiers', 'REVIEW', 'verdict.shared.prior-revocation', { dot: record.priorRevokeDotNumber });
  const link = facts.flaggedLinks[0];
  if (link) return draft(input, rule, 'identifiers', 'REVIEW', `verdict.shared.${link.kind}`, { value: link.value, name: link.name, dot: link.dotNumber });
  if (!known(input, 'identifiers')) return missing(input, rule, 'identifiers', 'verdict.shared.missing');
  return draft(input, rule, 'identifiers', 'PASS', 'verdict.shared.none');
};

const contactChanges: Check = (input) => {
  const { facts, profile } = input;
  const rule = 'contact-changes';
  const { lastChanged, trackingSince } = facts.contacts;
  if (!known(input, 'contact-history')) return missing(input, rule, 'contact-history', 'verdict.shared.missing');
  if (isIsoDay(lastChanged)) {
    const days = Math.max(0, daysBetween(lastChanged, facts.today));
    if (days <= profile.contactChangeDays) return draft(input, rule, 'contact-history', 'REVIEW', 'verdict.contacts.changed', { date: lastChanged, count: String(days) });
  }
  if (isIsoDay(trackingSince) && daysBetween(trackingSince, facts.today) < profile.contactChangeDays) {
    return draft(input, rule, 'contact-history', 'PASS', 'verdict.contacts.stable-since', { since: trackingSince });
  }
  return draft(input, rule, 'contact-history', 'PASS', 'verdict.contacts.stable', { window: String(profile.contactChangeDays) });
};

const communityReports: Check = (input) => {
  const n = Math.max(0, Math.floor(input.facts.negativeReports));
  const incidents = Math.max(0, Math.floor(input.facts.openIncidents ?? 0));
  if (n > 0 && incidents > 0) return draft(input, 'community-reports', 'reports', 'REVIEW', 'verdict.reports.mixed', { negative: String(n), incidents: String(incidents) });
  if (incidents > 0) return draft(input, 'community-reports', 'reports', 'REVIEW', 'verdict.reports.incidents', { count: String(incidents) });
  return n > 0
    ? draft(input, 'community-reports', 'reports', 'REVIEW', 'verdict.reports.negative', { count: String(n) })
    : draft(input, 'community-reports', 'reports', 'PASS', 'verdict.reports.none');
};

/** Every rule's check, in VERDICT_RULES order. */
export const CHECKS: Readonly<Record<VerdictRule, Check>> = {
  'operating-authority': operatingAuthority,
  'out-of-service': outOfService,
  'liability-insurance': liabilityInsurance,
  'safety-rating': safetyRating,
  'authority-age': authorityAge,
  'insurance-cancellation': insuranceCancellation,
  'revocation-pending': revocationPending,
  'shared-identifiers': sharedIdentifiers,
  'contact-changes': contactChanges,
  'community-reports': communityReports,
};
