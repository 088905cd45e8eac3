/**
 * The verdict: may a broker tender a load to this carrier? Every rule of the profile runs (verdict.checks.ts); the
 * outcome is FAIL when a check fails, else REVIEW when one asks for review, else PASS. The mandatory rules (the law)
 * always run; a company turns optional ones off in its profile. Pure: today and every fact are inputs.
 *
 * Default profile (README, "Verdicts"), the broker's question "may I tender a brokered load to this company as the
 * motor carrier?": FAIL without active motor-carrier authority (private fleet, broker or forwarder only, passengers
 * only, authority revoked, inactive, withdrawn or pending, USDOT inactive), on an out-of-service order, without the
 * federal minimum BI&PD (a bond is never liability), on an UNSATISFACTORY rating; REVIEW on limited authority
 * (household goods, Mexico-domiciled or non-North-America, exempt, intrastate), unknown or stale data, registration
 * younger than 90 days, a CONDITIONAL rating, a pending cancellation, revocation or suspension, an identifier shared
 * with a revoked or out-of-service carrier, a recent contact change, an MCS-150 over two years old, negative reports.
 */
import { explainIn, MANDATORY_VERDICT_RULES, VERDICT_EXPLANATIONS, VERDICT_RULES, type Verdict, type VerdictCheck, type VerdictOutcome, type VerdictProfileSettings } from '@logiscope/proto/views';
import type { CarrierRecord } from '../carrier/carrier.model';
import type { InsuranceAssessment } from '../intelligence/insurance-status';
import type { AuthorityPicture } from '../carrier/authority-picture';
import { CHECKS, type CheckDraft } from './verdict.checks';
import type { VerdictFacts } from './verdict.facts';

const RANK: Record<VerdictOutcome, number> = { FAIL: 0, REVIEW: 1, PASS: 2 };
const MANDATORY = new Set<string>(MANDATORY_VERDICT_RULES);

export interface VerdictInput {
  record: CarrierRecord;
  facts: VerdictFacts;
  profile: VerdictProfileSettings;
  /** 'default' or 'company:<revision>'. */
  profileLabel: string;
  /** The insurance assessment for the same day (assessInsurance). */
  insurance: InsuranceAssessment;
  /** The company's authorities on the same day (authorityPicture); derived from the record when absent. */
  authority?: AuthorityPicture;
}

function rendered(check: CheckDraft): VerdictCheck {
  return { ...check, message: explainIn(VERDICT_EXPLANATIONS, check.key, check.params) };
}

/** The worst outcome of a list of checks; PASS for none. */
export function outcomeOf(checks: readonly Pick<VerdictCheck, 'outcome'>[]): VerdictOutcome {
  return checks.reduce<VerdictOutcome>((worst, c) => (RANK[c.outcome] < RANK[worst] ? c.outcome : worst), 'PASS');
}

export function decideVerdict(input: VerdictInput): Verdict {
  const disabled = new Set<string>(input.profile.disabledRules);
  const checks = VERDICT_RULES.filter((rule) => MANDATORY.has(rule) || !disabled.has(rule)).map((rule) => rendered(CHECKS[rule](input)));
  // Worst first, then in rule order (a stable sort keeps VERDICT_RULES order among equals).
  const ordered = checks.map((c, i) => ({ c, i })).sort((a, b) => RANK[a.c.outcome] - RANK[b.c.outcome] || a.i - b.i).map(({ c }) => c);
  return { outcome: outcomeOf(checks), checks: ordered, profile: input.profileLabel };
}
