import { assertNever, Refused, type Decider } from '@logiscope/kernel';
import type { LoadVetted, VettingEvent } from '@logiscope/proto';

/**
 * One stream per load of a company (`load-vetting:<companyId>:<load key>`): its records stay in order, and each new
 * one knows the record it supersedes. The load key is the reference as loadKeyOf matches it.
 */
export type VettingStreamId = `load-vetting:${string}:${string}`;
export const vettingStream = (companyId: string, loadKey: string): VettingStreamId => `load-vetting:${companyId}:${loadKey}`;

/**
 * Why a vetting is refused: a Fail is never overridden (the law's checks and the company's own Fail rules alike: a
 * company that does not want a rule turns it off in its profile, which is versioned and recorded); a reason given
 * for a verdict that is not a Review overrides nothing (the verdict moved since the broker read it).
 */
export type VettingRefusal = 'FAIL_NOT_OVERRIDABLE' | 'ONLY_REVIEW_OVERRIDABLE';

/** The override rule alone: the service asks it before it renders the PDF, the decider before it records. */
export function overrideRefusal(outcome: LoadVetted['data']['outcome'], overrideReason: string): VettingRefusal | null {
  if (!overrideReason) return null;
  if (outcome === 'FAIL') return 'FAIL_NOT_OVERRIDABLE';
  return outcome === 'REVIEW' ? null : 'ONLY_REVIEW_OVERRIDABLE';
}

/** Everything the record says but what the stream decides (`supersedes`). The service freezes the verdict into it. */
export type VetLoadCommand = { type: 'VetLoad'; data: Omit<LoadVetted['data'], 'supersedes'> };

/** The purge job, for one record of the load: `today` (YYYY-MM-DD, UTC) is the job's clock, `at` the same instant. */
export type PurgeVettingCommand = { type: 'PurgeVetting'; data: { code: string; today: string; at: string } };

export type VettingCommand = VetLoadCommand | PurgeVettingCommand;

export interface VettingState {
  /** The code of the load's current record; '' before the first. */
  current: string;
  /** The load's records still kept, by code: the day each is kept until. */
  kept: Record<string, { companyId: string; loadKey: string; retainUntil: string }>;
}

/**
 * A vetting is recorded whatever the verdict (a recorded Fail is evidence too) and never changes: a new vetting of the
 * same load is a new record that supersedes the current one, and both stay. A record is purged only once the day it
 * is kept until has passed (kept through `retainUntil` itself), once; asking earlier, or again, decides nothing. Pure.
 */
export const vettingDecider: Decider<VettingCommand, VettingState, VettingEvent> = {
  initialState: () => ({ current: '', kept: {} }),
  decide(command, state) {
    switch (command.type) {
      case 'VetLoad': {
        const { data } = command;
        const refusal = overrideRefusal(data.outcome, data.overrideReason);
        if (refusal) throw new Refused<VettingRefusal>(refusal);
        return [{ type: 'LoadVetted', data: { ...data, supersedes: state.current } }];
      }
      case 'PurgeVetting': {
        const { code, today, at } = command.data;
        const record = state.kept[code];
        if (!record || today <= record.retainUntil) return [];
        return [{ type: 'VettingPurged', data: { code, companyId: record.companyId, loadKey: record.loadKey, retainUntil: record.retainUntil, purgedAt: at } }];
      }
      default:
        return assertNever(command);
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'LoadVetted': {
        const { code, companyId, loadKey, retainUntil } = event.data;
        return { current: code, kept: { ...state.kept, [code]: { companyId, loadKey, retainUntil } } };
      }
      case 'VettingPurged': {
        const { [event.data.code]: _purged, ...kept } = state.kept;
        return { ...state, kept };
      }
      default:
        return assertNever(event);
    }
  },
};
