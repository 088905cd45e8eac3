import { assertNever, type Decider } from '@logiscope/kernel';
import type { WatchlistEvent } from '@logiscope/proto';

/** One stream per company and carrier (DOT number): its saves and monitoring stay in order, companies never contend. */
export type WatchlistStreamId = `watchlist:${string}:${string}`;
export const watchlistStream = (companyId: string, carrierId: string): WatchlistStreamId => `watchlist:${companyId}:${carrierId}`;

interface Target {
  companyId: string;
  carrierId: string;
  userId: string;
}

export type WatchlistCommand =
  | { type: 'SaveCarrier'; data: Target & { notes: string; tags: string[] } }
  | { type: 'UnsaveCarrier'; data: Target }
  | { type: 'SetMonitored'; data: Target & { monitored: boolean } };

export type { WatchlistEvent };

export interface WatchlistState {
  saved: boolean;
  monitored: boolean;
  notes: string;
  tags: string[];
}

const sameTags = (a: string[], b: string[]) => a.length === b.length && a.every((t, i) => t === b[i]);

/**
 * A company's watch on one carrier. Commands that change nothing decide nothing (saving again with the same notes and
 * tags, removing what is not saved, monitoring what is monitored), so retries and double clicks add no events.
 */
export const watchlistDecider: Decider<WatchlistCommand, WatchlistState, WatchlistEvent> = {
  initialState: () => ({ saved: false, monitored: false, notes: '', tags: [] }),

  decide(command, state) {
    const { companyId, carrierId, userId } = command.data;
    switch (command.type) {
      case 'SaveCarrier': {
        const { notes, tags } = command.data;
        if (state.saved && state.notes === notes && sameTags(state.tags, tags)) return [];
        return [{ type: 'CarrierSaved', data: { companyId, carrierId, notes, tags, userId } }];
      }
      case 'UnsaveCarrier':
        return state.saved ? [{ type: 'CarrierUnsaved', data: { companyId, carrierId, userId } }] : [];
      case 'SetMonitored':
        if (command.data.monitored === state.monitored) return [];
        return [{ type: command.data.monitored ? 'CarrierMonitored' : 'CarrierUnmonitored', data: { companyId, carrierId, userId } }];
      default:
        return assertNever(command);
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'CarrierSaved':
        return { ...state, saved: true, notes: event.data.notes, tags: event.data.tags };
      case 'CarrierUnsaved':
        // Notes and tags belong to the saved entry: saving again starts from what the new save says.
        return { ...state, saved: false, notes: '', tags: [] };
      case 'CarrierMonitored':
        return { ...state, monitored: true };
      case 'CarrierUnmonitored':
        return { ...state, monitored: false };
      default:
        return assertNever(event);
    }
  },
};
