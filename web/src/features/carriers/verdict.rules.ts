/**
 * The verdict a broker acts on (PASS / REVIEW / FAIL, from the server under the company's rules), as the screens
 * show it: its colour, its checks in the order that matters, whether its data was there, and its words for a CSV.
 */
import { VERDICT_RULES, type Verdict, type VerdictCheck, type VerdictOutcome } from '@logiscope/proto/views';
import type { Tone } from './carrier.rules';

/** PASS green, REVIEW amber, FAIL red. */
export const OUTCOME_TONE: Readonly<Record<VerdictOutcome, Tone>> = { PASS: 'green', REVIEW: 'yellow', FAIL: 'red' };

const OUTCOME_RANK: Readonly<Record<VerdictOutcome, number>> = { FAIL: 0, REVIEW: 1, PASS: 2 };

/** The carrier's verdict outcome; null when the answer carries none (an older server, the sample carrier). */
export function verdictOutcome(carrier: { verdict?: Pick<Verdict, 'outcome'> | null }): VerdictOutcome | null {
  const outcome = carrier.verdict?.outcome;
  return outcome === 'PASS' || outcome === 'REVIEW' || outcome === 'FAIL' ? outcome : null;
}

/** "Recommended" is a PASS, never anything else (whatever the score says). */
export function isRecommendedVerdict(carrier: { isRecommended?: boolean; verdict?: Pick<Verdict, 'outcome'> | null }): boolean {
  const outcome = verdictOutcome(carrier);
  return outcome === null ? carrier.isRecommended === true : outcome === 'PASS';
}

/** Failing checks first, then review, then passing; each group in rule order (the order the control panel lists). */
export function orderChecks(checks: readonly VerdictCheck[]): VerdictCheck[] {
  const ruleIndex = (rule: string) => {
    const i = (VERDICT_RULES as readonly string[]).indexOf(rule);
    return i < 0 ? VERDICT_RULES.length : i;
  };
  return [...checks].sort((a, b) => OUTCOME_RANK[a.outcome] - OUTCOME_RANK[b.outcome] || ruleIndex(a.rule) - ruleIndex(b.rule));
}

/** The checks a broker must look at: the failing ones, then those asking for review. */
export function attentionChecks(verdict: Pick<Verdict, 'checks'> | null | undefined): VerdictCheck[] {
  return orderChecks((verdict?.checks ?? []).filter((check) => check.outcome !== 'PASS'));
}

/** What a check says of its data: missing (never imported), dated (as of a day), or undated. */
export function checkDataState(check: Pick<VerdictCheck, 'missing' | 'asOf'>): 'missing' | 'dated' | 'undated' {
  if (check.missing) return 'missing';
  return check.asOf ? 'dated' : 'undated';
}

/** The company profile's revision a verdict followed, or null for the default profile ("company:3" → 3). */
export function profileRevision(profile: string | null | undefined): number | null {
  const match = /^company:(\d+)$/.exec(profile ?? '');
  return match ? Number(match[1]) : null;
}

/** CSV cells: the outcome as the API words it, and the English messages of the failing and review checks. */
export function verdictCsvOutcome(carrier: { verdict?: Pick<Verdict, 'outcome'> | null }): string {
  return verdictOutcome(carrier) ?? '';
}

export function verdictCsvReasons(carrier: { verdict?: Pick<Verdict, 'checks'> | null }): string {
  return attentionChecks(carrier.verdict)
    .map((check) => `${check.outcome}: ${check.message}`)
    .join(' | ');
}
