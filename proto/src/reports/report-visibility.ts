/**
 * Who sees a report about a carrier, and when: one rule for the reports service (its lists and the response page) and
 * carrier-data (the risk score and verdict other companies see). Pure.
 *
 * Fair process: a NEGATIVE carrier report reaches other companies only once the carrier has answered or its 24-hour
 * window has closed (the reporting company sees it at once); POSITIVE and NEUTRAL reports and FreightGuard incidents
 * (urgent fraud warnings) reach everyone at once; a retracted report reaches no one.
 */
import type { ResponseWindowState } from './carrier-reports.views';

export interface ReportVisibilityFacts {
  kind: 'CARRIER_REPORT' | 'INCIDENT';
  /** POSITIVE | NEGATIVE | NEUTRAL; '' for an incident. */
  reportType: string;
  companyId: string;
  retracted: boolean;
  /** The carrier has answered. */
  answered: boolean;
  /** The deadline job has closed the window (the clock may have passed the deadline before it runs). */
  windowClosed: boolean;
  responseDeadline: string;
}

/**
 * OPEN: the carrier may still answer (also before its 24 hours started: a deadline of '' waits for its e-mail);
 * ANSWERED; CLOSED: the deadline passed unanswered.
 */
export function responseWindowState(r: Pick<ReportVisibilityFacts, 'answered' | 'windowClosed' | 'responseDeadline'>, now: Date): ResponseWindowState {
  if (r.answered) return 'ANSWERED';
  if (r.windowClosed || (r.responseDeadline !== '' && now.getTime() >= Date.parse(r.responseDeadline))) return 'CLOSED';
  return 'OPEN';
}

/** Every company may see it (retraction aside). */
export function isReportVisibleToAll(r: ReportVisibilityFacts, now: Date): boolean {
  return r.kind === 'INCIDENT' || r.reportType !== 'NEGATIVE' || responseWindowState(r, now) !== 'OPEN';
}

/** `companyId` may see it (undefined: a caller without a company, who sees only what everyone sees). */
export function isReportVisibleTo(r: ReportVisibilityFacts, companyId: string | undefined, now: Date): boolean {
  return !r.retracted && ((!!companyId && r.companyId === companyId) || isReportVisibleToAll(r, now));
}
