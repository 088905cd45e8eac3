import { assertNever, type Decider } from '@logiscope/kernel';
import type { CarrierNoticeEvent } from '@logiscope/proto';

/**
 * How often a carrier's FMCSA address is mailed about reports (pure): at most `limit` mails (3) per address and UTC day,
 * whatever company filed; the further reports of that day wait for one digest sent once the day is over. One stream
 * per address and day, so concurrent filings for one carrier contend on it and never both take the last mail.
 * Counting by address, not carrier id: the address is what gets flooded (carriers may share one).
 */
export type CarrierNoticeStreamId = `carrier-notice:${string}`;

export const normalizedAddress = (email: string): string => email.trim().toLowerCase();
/** The UTC day of an instant, YYYY-MM-DD. */
export const noticeDayOf = (iso: string): string => new Date(iso).toISOString().slice(0, 10);
export const carrierNoticeStream = (address: string, day: string): CarrierNoticeStreamId => `carrier-notice:${day}:${normalizedAddress(address)}`;
/** When a day's digest is due: the start of the next UTC day. */
export const digestDueAt = (day: string): string => new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString();

export interface CarrierNoticeState {
  /** Reports that got (or are getting) their own mail this day, in order. */
  mailed: string[];
  /** Reports beyond the limit, for the digest. */
  held: string[];
  /** Held reports a digest already listed. */
  digested: string[];
}

export type CarrierNoticeCommand =
  | { type: 'ClaimNotice'; data: { address: string; day: string; reportId: string; limit: number; now: string } }
  | { type: 'RecordDigest'; data: { address: string; day: string; reportIds: string[]; now: string } };

export type NoticeOutcome = 'MAIL' | 'HOLD';

/** What was decided for a report this day (null: nothing yet). */
export function outcomeOf(state: CarrierNoticeState, reportId: string): NoticeOutcome | null {
  if (state.mailed.includes(reportId)) return 'MAIL';
  if (state.held.includes(reportId)) return 'HOLD';
  return null;
}

/** The held reports no digest has listed yet. */
export const pendingDigest = (state: CarrierNoticeState): string[] => state.held.filter((id) => !state.digested.includes(id));

export const carrierNoticeDecider: Decider<CarrierNoticeCommand, CarrierNoticeState, CarrierNoticeEvent> = {
  initialState: () => ({ mailed: [], held: [], digested: [] }),

  decide(command, state) {
    switch (command.type) {
      case 'ClaimNotice': {
        const { address, day, reportId, limit, now } = command.data;
        // A retried mail job keeps what was decided for its report.
        if (outcomeOf(state, reportId) !== null) return [];
        const data = { address: normalizedAddress(address), day, reportId, at: now };
        return state.mailed.length < limit ? [{ type: 'CarrierNoticeReserved', data }] : [{ type: 'CarrierNoticeHeld', data }];
      }
      case 'RecordDigest': {
        const { address, day, now } = command.data;
        const pending = pendingDigest(state);
        const reportIds = command.data.reportIds.filter((id) => pending.includes(id));
        if (reportIds.length === 0) return [];
        return [{ type: 'CarrierDigestSent', data: { address: normalizedAddress(address), day, reportIds, sentAt: now } }];
      }
      default:
        return assertNever(command);
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'CarrierNoticeReserved':
        return { ...state, mailed: [...state.mailed, event.data.reportId] };
      case 'CarrierNoticeHeld':
        return { ...state, held: [...state.held, event.data.reportId] };
      case 'CarrierDigestSent':
        return { ...state, digested: [...state.digested, ...event.data.reportIds] };
      default:
        return assertNever(event);
    }
  },
};
