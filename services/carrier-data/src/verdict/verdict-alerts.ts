/**
 * A saved or monitored carrier whose verdict changed (new FMCSA data, or the company's own rules changed) is news to
 * the company: an alert worded for a broker, worst first. Pure.
 */
import type { AlertSeverity, Verdict, VerdictOutcome } from '@logiscope/proto';

const WORD: Record<VerdictOutcome, string> = { PASS: 'Pass', REVIEW: 'Review', FAIL: 'Fail' };
const SEVERITY: Record<VerdictOutcome, AlertSeverity> = { FAIL: 'CRITICAL', REVIEW: 'MEDIUM', PASS: 'LOW' };

export interface VerdictAlert {
  code: 'verdict-changed';
  title: string;
  /** Plain English: logs, and the web's fallback. */
  description: string;
  severity: AlertSeverity;
  /** The web words `dashboard:alerts.kinds.verdict-changed` with these (`from`/`to` are outcomes). */
  params: Record<string, string>;
}

/** Why: the cause in words; cause: the same as a code, for the web's wording ("new FMCSA data", "your company's verdict rules changed"). */
export function verdictChangeAlert(carrierName: string, before: Verdict, after: Verdict, why: string, cause?: 'DATA' | 'PROFILE'): VerdictAlert | null {
  if (before.outcome === after.outcome) return null;
  const who = carrierName.trim() || 'The carrier';
  const reasons = after.checks.filter((c) => c.outcome === after.outcome && after.outcome !== 'PASS').map((c) => c.message);
  const advice =
    after.outcome === 'FAIL' ? 'Do not tender loads to it.' : after.outcome === 'REVIEW' ? 'Review it before tendering a load.' : 'Every check passes.';
  return {
    code: 'verdict-changed',
    title: `Verdict changed: ${WORD[before.outcome]} → ${WORD[after.outcome]}`,
    description: `${who}'s verdict changed from ${WORD[before.outcome]} to ${WORD[after.outcome]} (${why}). ${reasons.length ? `${reasons.join(' ')} ` : ''}${advice}`,
    severity: SEVERITY[after.outcome],
    params: { who, from: before.outcome, to: after.outcome, ...(cause ? { context: cause.toLowerCase() } : {}) },
  };
}
