/**
 * A saved or monitored carrier whose verdict changed (new FMCSA data, or the company's own rules changed) is news to
 * the company: an alert worded for a broker, worst first. Pure.
 */
import type { AlertSeverity, Verdict, VerdictOutcome } from '@logiscope/proto';

const WORD: Record<VerdictOutcome, string> = { PASS: 'Pass', REVIEW: 'Review', FAIL: 'Fail' };
const SEVERITY: Record<VerdictOutcome, AlertSeverity> = { FAIL: 'CRITICAL', REVIEW: 'MEDIUM', PASS: 'LOW' };

export interface VerdictAlert {
  title: string;
  description: string;
  severity: AlertSeverity;
}

/** Why: the cause in words ("new FMCSA data", "your company's verdict rules changed"). */
export function verdictChangeAlert(carrierName: string, before: Verdict, after: Verdict, why: string): VerdictAlert | null {
  if (before.outcome === after.outcome) return null;
  const who = carrierName.trim() || 'The carrier';
  const reasons = after.checks.filter((c) => c.outcome === after.outcome && after.outcome !== 'PASS').map((c) => c.message);
  const advice =
    after.outcome === 'FAIL' ? 'Do not tender loads to it.' : after.outcome === 'REVIEW' ? 'Review it before tendering a load.' : 'Every check passes.';
  return {
    title: `Verdict changed: ${WORD[before.outcome]} → ${WORD[after.outcome]}`,
    description: `${who}'s verdict changed from ${WORD[before.outcome]} to ${WORD[after.outcome]} (${why}). ${reasons.length ? `${reasons.join(' ')} ` : ''}${advice}`,
    severity: SEVERITY[after.outcome],
  };
}
