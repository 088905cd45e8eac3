/**
 * One function per verdict rule: record + facts + profile → a check (outcome, explanation key and parameters, the
 * data set it read and the date of that data). Pure. Where the data set a check needs was never imported, the check is
 * REVIEW with `missing` (unknown is never "no"); a fact present on the record itself (a revocation in force, an
 * out-of-service flag) is known whatever else is missing.
 */
import type { AcceptableLimit, Dataset, VerdictOutcome, VerdictProfileSettings, VerdictRule } from '@logiscope/proto/views';
import { isCarrierKind, type AuthorityFact, type AuthorityKind } from '../carrier/authority.model';
import { authorityPicture, type AuthorityPicture } from '../carrier/authority-picture';
import type { CarrierRecord } from '../carrier/carrier.model';
import { DATASET_CATALOG } from '../datasets/dataset-catalog';
import { daysBetween, isIsoDay } from '../intelligence/format';
import type { InsuranceAssessment } from '../intelligence/insurance-status';
import { forHireNeed } from './for-hire';
import { asOfFor, confirmation, recordHas, type FreshSubject, type VerdictFacts } from './verdict.facts';

/** FMCSA requires an MCS-150 update every 24 months. */
const MCS150_MAX_DAYS = 730;

/** A check before its English text is rendered. */
export interface CheckDraft {
  rule: VerdictRule;
  outcome: VerdictOutcome;
  key: string;
  params: Record<string, string>;
  dataset: Dataset;
  asOf: string;
  source: string;
  stale: boolean;
  missing: boolean;
}

export interface CheckInput {
  record: CarrierRecord;
  facts: VerdictFacts;
  profile: VerdictProfileSettings;
  insurance: InsuranceAssessment;
  /** The company's authorities on the verdict's day (authority-picture.ts); derived from the record when absent. */
  authority?: AuthorityPicture;
}

type Check = (input: CheckInput) => CheckDraft;

const known = (input: CheckInput, dataset: Dataset): boolean => input.facts.coverage[dataset] !== undefined || recordHas(input.record, dataset);

function draft(input: CheckInput, rule: VerdictRule, dataset: Dataset, outcome: VerdictOutcome, key: string, params: Record<string, string> = {}): CheckDraft {
  return { rule, outcome, key, params, dataset, asOf: asOfFor(input.record, dataset, input.facts.coverage), source: '', stale: false, missing: false };
}

function missing(input: CheckInput, rule: VerdictRule, dataset: Dataset, key: string): CheckDraft {
  return { rule, outcome: 'REVIEW', key, params: {}, dataset, asOf: '', source: '', stale: false, missing: true };
}

const pictureOf = (input: CheckInput): AuthorityPicture => input.authority ?? authorityPicture(input.record, input.facts.today);

/**
 * A check on authority, insurance or out-of-service data dated by when that data was last confirmed (verdict.facts.ts
 * confirmation). A PASS on data older than the company's freshness limit becomes REVIEW (`staleKey`); a FAIL or a
 * REVIEW stays what it is: unknown or old data only ever withholds a Pass.
 */
function confirmed(input: CheckInput, subject: FreshSubject, d: CheckDraft, staleKey: string): CheckDraft {
  const dated = datedBy(input, subject, d);
  if (d.outcome !== 'PASS' || !dated.stale) return dated;
  return { ...dated, outcome: 'REVIEW', key: staleKey, params: { ...d.params, date: dated.asOf, source: dated.source, limit: String(input.profile.freshnessDays ?? 3) } };
}

/** A check dated by when its subject's data was last confirmed, its outcome left as it is. */
function datedBy(input: CheckInput, subject: FreshSubject, d: CheckDraft): CheckDraft {
  const c = confirmation(input.record, subject, input.facts.complete ?? {}, input.facts.today, input.profile.freshnessDays ?? 3);
  return { ...d, asOf: c.date || d.asOf, source: c.kind ? DATASET_CATALOG[c.kind].title : '', stale: c.stale };
}

const docketsOf = (list: readonly AuthorityFact[]) => [...new Set(list.map((a) => a.docket).filter(Boolean))].join(', ');

/** The limit a restricted authority kind puts on the loads, and the key that names it. */
const LIMIT_OF: Partial<Record<AuthorityKind, { limit: AcceptableLimit; key: string }>> = {
  CARRIER_HHG: { limit: 'household-goods', key: 'verdict.authority.household-goods' },
  CARRIER_MEXICO: { limit: 'cross-border', key: 'verdict.authority.mexico' },
  CARRIER_NON_NA: { limit: 'cross-border', key: 'verdict.authority.non-na' },
};

/** A motor-carrier authority on file but not active, worst first; the newest of that status. */
function inactiveCarrierAuthority(carriers: readonly AuthorityFact[]): AuthorityFact | undefined {
  for (const status of ['REVOKED', 'INACTIVE', 'WITHDRAWN', 'PENDING'] as const) {
    const found = carriers.filter((a) => a.status === status).sort((a, b) => (a.asOf < b.asOf ? 1 : -1))[0];
    if (found) return found;
  }
  return undefined;
}

/**
 * May a broker tender a brokered load to this company as the motor carrier? Hauling a brokered load is for-hire
 * carriage: only active motor-carrier authority of property lets a company take one. A private fleet, a broker, a
 * freight forwarder or a passenger carrier never may (FAIL); household-goods, Mexico-domiciled, non-North-America,
 * exempt and intrastate-only haulers only for the loads their limit allows (REVIEW naming it, unless the company
 * accepts that limit for its lanes); unknown authority asks for review; old data withholds Pass.
 */
const operatingAuthority: Check = (input) => {
  const { record, profile } = input;
  const rule = 'operating-authority';
  const picture = pictureOf(input);
  const accepted = new Set(profile.acceptedLimits ?? []);
  if (record.usdotStatus === 'INACTIVE') return draft(input, rule, 'census', 'FAIL', 'verdict.authority.usdot-inactive');
  const carriers = picture.authorities.filter((a) => isCarrierKind(a.kind));
  const active = carriers.filter((a) => a.status === 'ACTIVE');
  const property = active.filter((a) => a.kind === 'CARRIER_PROPERTY');
  if (property.length > 0) {
    return confirmed(input, 'authority', draft(input, rule, 'authority', 'PASS', 'verdict.authority.active', { dockets: docketsOf(property) }), 'verdict.authority.stale');
  }
  const limited = active.filter((a) => LIMIT_OF[a.kind]);
  if (limited.length > 0) {
    const { limit, key } = LIMIT_OF[limited[0].kind]!;
    const params = { dockets: docketsOf(limited) };
    if (accepted.has(limit)) return confirmed(input, 'authority', draft(input, rule, 'authority', 'PASS', `verdict.authority.accepted-${limit}`, params), 'verdict.authority.stale');
    return draft(input, rule, 'authority', 'REVIEW', key, params);
  }
  if (active.some((a) => a.kind === 'CARRIER_PASSENGERS')) return draft(input, rule, 'authority', 'FAIL', 'verdict.authority.passenger-only');
  const lapsed = inactiveCarrierAuthority(carriers);
  if (lapsed) {
    const params = { docket: lapsed.docket, date: lapsed.since || '' };
    switch (lapsed.status) {
      case 'REVOKED':
        return draft(input, rule, 'authority', 'FAIL', lapsed.since ? 'verdict.authority.revoked' : 'verdict.authority.revoked-undated', params);
      case 'INACTIVE':
        return draft(input, rule, 'authority', 'FAIL', 'verdict.authority.inactive', params);
      case 'WITHDRAWN':
        return draft(input, rule, 'authority', 'FAIL', 'verdict.authority.withdrawn', params);
      default:
        return draft(input, rule, 'authority', 'FAIL', 'verdict.authority.pending', params);
    }
  }
  const entity = (record.entityType ?? '').trim().toUpperCase();
  const holds = (kind: AuthorityKind) => picture.authorities.some((a) => a.kind === kind && a.status !== 'NONE');
  if (holds('BROKER') || entity === 'BROKER') return draft(input, rule, holds('BROKER') ? 'authority' : 'census', 'FAIL', 'verdict.authority.broker-only');
  if (holds('FREIGHT_FORWARDER') || entity.includes('FORWARDER')) return draft(input, rule, 'authority', 'FAIL', 'verdict.authority.forwarder-only');
  switch (forHireNeed(record)) {
    case 'private':
      return draft(input, rule, 'census', 'FAIL', 'verdict.authority.private');
    case 'exempt':
      return accepted.has('exempt') ? draft(input, rule, 'census', 'PASS', 'verdict.authority.accepted-exempt') : draft(input, rule, 'census', 'REVIEW', 'verdict.authority.exempt');
    case 'intrastate': {
      const params = { state: record.physicalAddress.state || '?' };
      return accepted.has('intrastate') ? draft(input, rule, 'census', 'PASS', 'verdict.authority.accepted-intrastate', params) : draft(input, rule, 'census', 'REVIEW', 'verdict.authority.intrastate', params);
    }
    default:
      break;
  }
  if (picture.known) return confirmed(input, 'authority', draft(input, rule, 'authority', 'FAIL', 'verdict.authority.none'), 'verdict.authority.stale');
  return missing(input, rule, 'authority', 'verdict.authority.missing');
};

const outOfService: Check = (input) => {
  const { record } = input;
  const rule = 'out-of-service';
  if (record.outOfService) {
    return record.outOfServiceDate
      ? draft(input, rule, 'out-of-service', 'FAIL', 'verdict.oos.ordered', { date: record.outOfServiceDate })
      : draft(input, rule, 'out-of-service', 'FAIL', 'verdict.oos.ordered-undated');
  }
  const c = confirmation(record, 'out-of-service', input.facts.complete ?? {}, input.facts.today, input.profile.freshnessDays ?? 3);
  if (!c.date && !known(input, 'out-of-service')) return missing(input, rule, 'out-of-service', 'verdict.oos.missing');
  return confirmed(input, 'out-of-service', draft(input, rule, 'out-of-service', 'PASS', 'verdict.oos.none'), 'verdict.oos.stale');
};

/**
 * BI&PD liability on file (always on). Only BI&PD counts: a broker's surety bond or trust fund (forms 84/85) never
 * is liability, and cargo (34) is shown apart. A company no insurance data set covers asks for review; one covered
 * with no BI&PD in force (a cancellation in effect with no replacement included) fails; a company holding no
 * motor-carrier authority and no BI&PD filing (a private, exempt or intrastate hauler files none with FMCSA) is asked
 * for its certificate.
 */
const liabilityInsurance: Check = (input) => {
  const { insurance, profile } = input;
  const rule = 'liability-insurance';
  const picture = pictureOf(input);
  const carrierAuthority = picture.authorities.some((a) => isCarrierKind(a.kind) && (a.status === 'ACTIVE' || a.status === 'PENDING'));
  const federal = insurance.requirement.minimum;
  const required = Math.max(federal, profile.minLiabilityUsd);
  const amount = insurance.coverageInForce;
  const inForce = insurance.policiesInForce.length > 0 || (insurance.bipdOnFile > 0 && !insurance.hasRequiredPolicies);
  if (!inForce && !insurance.startsOn) {
    if (insurance.bondInForce > 0 && !carrierAuthority) return draft(input, rule, 'insurance', 'FAIL', 'verdict.insurance.bond-not-liability', { amount: String(insurance.bondInForce) });
    if (!insurance.known) return missing(input, rule, 'insurance', 'verdict.insurance.missing');
    if (!carrierAuthority && !insurance.hasRequiredPolicies && forHireNeed(input.record) !== 'required') return draft(input, rule, 'insurance', 'REVIEW', 'verdict.insurance.not-filed');
    return confirmed(input, 'insurance', draft(input, rule, 'insurance', 'FAIL', 'verdict.insurance.none', { required: String(required) }), 'verdict.insurance.stale');
  }
  // A filing that starts later (a new carrier's first policy, a renewal filed ahead) is not "none": review it.
  if (!inForce) return draft(input, rule, 'insurance', 'REVIEW', 'verdict.insurance.starts', { date: insurance.startsOn, required: String(required) });
  if (amount === 0) return draft(input, rule, 'insurance', 'REVIEW', 'verdict.insurance.on-file-unknown-amount', { required: String(required) });
  if (amount < federal) return draft(input, rule, 'insurance', 'FAIL', 'verdict.insurance.below-federal', { amount: String(amount), required: String(federal) });
  if (amount < required) return draft(input, rule, 'insurance', 'FAIL', 'verdict.insurance.below-company', { amount: String(amount), required: String(required) });
  return confirmed(input, 'insurance', draft(input, rule, 'insurance', 'PASS', 'verdict.insurance.on-file', { amount: String(amount), required: String(required) }), 'verdict.insurance.stale');
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
    return datedBy(input, 'insurance', draft(input, rule, 'insurance', 'REVIEW', 'verdict.cancellation.pending', { coverage: cancelling?.coverageType ?? insurance.requirement.coverage, date: insurance.insuranceExpiryDate }));
  }
  return datedBy(input, 'insurance', draft(input, rule, 'insurance', 'PASS', 'verdict.cancellation.none'));
};

/** A revocation or involuntary suspension order served and not yet in effect, or a revocation FMCSA flags pending. */
const revocationPending: Check = (input) => {
  const rule = 'revocation-pending';
  const next = pictureOf(input).pendingOrders[0];
  if (next) {
    if (!next.effectiveDate) return draft(input, rule, 'revocations', 'REVIEW', 'verdict.revocation.flagged', { docket: next.docket });
    const key = /SUSPEN/i.test(next.revocationType) ? 'verdict.revocation.suspension-pending' : 'verdict.revocation.pending';
    return draft(input, rule, 'revocations', 'REVIEW', key, { docket: next.docket, date: next.effectiveDate });
  }
  if (!known(input, 'revocations')) return missing(input, rule, 'revocations', 'verdict.revocation.missing');
  return draft(input, rule, 'revocations', 'PASS', 'verdict.revocation.none');
};

/** Over two years since the last MCS-150 update (FMCSA requires one every two years): contacts and fleet may be stale. */
const mcs150Outdated: Check = (input) => {
  const { record, facts } = input;
  const rule = 'mcs150-outdated';
  if (!isIsoDay(record.mcs150Date)) return known(input, 'census') ? draft(input, rule, 'census', 'REVIEW', 'verdict.mcs150.unknown') : missing(input, rule, 'census', 'verdict.mcs150.missing');
  const params = { date: record.mcs150Date };
  return daysBetween(record.mcs150Date, facts.today) > MCS150_MAX_DAYS ? draft(input, rule, 'census', 'REVIEW', 'verdict.mcs150.outdated', params) : draft(input, rule, 'census', 'PASS', 'verdict.mcs150.current', params);
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

const FRESH_SUBJECTS: readonly FreshSubject[] = ['authority', 'insurance', 'out-of-service'];

/** Every finding on authority, insurance or out-of-service data (a Fail too) names the data set and day that confirm it. */
const withConfirmation =
  (check: Check): Check =>
  (input) => {
    const d = check(input);
    const subject = FRESH_SUBJECTS.find((s) => s === d.dataset);
    return subject && !d.missing && !d.source ? datedBy(input, subject, d) : d;
  };

/** Every rule's check, in VERDICT_RULES order. */
export const CHECKS: Readonly<Record<VerdictRule, Check>> = {
  'operating-authority': withConfirmation(operatingAuthority),
  'out-of-service': withConfirmation(outOfService),
  'liability-insurance': withConfirmation(liabilityInsurance),
  'safety-rating': safetyRating,
  'authority-age': authorityAge,
  'insurance-cancellation': insuranceCancellation,
  'revocation-pending': revocationPending,
  'shared-identifiers': sharedIdentifiers,
  'contact-changes': contactChanges,
  'mcs150-outdated': mcs150Outdated,
  'community-reports': communityReports,
};
