import { assertNever, type Decider } from '@logiscope/kernel';
import type { VettingRetentionEvent, VettingRetentionSet } from '@logiscope/proto';

/** One stream per company: its retention changes stay in order. */
export type VettingRetentionStreamId = `vetting-retention:${string}`;
export const vettingRetentionStream = (companyId: string): VettingRetentionStreamId => `vetting-retention:${companyId}`;

/** Years already checked against the form's rule (3 to 30) by the service. */
export type SetVettingRetention = { type: 'SetVettingRetention'; data: VettingRetentionSet['data'] };

export interface VettingRetentionState {
  /** null while the company keeps the default. */
  years: number | null;
}

/**
 * How long a company keeps its vetting records. Setting what is already set decides nothing. A change applies to the
 * records made from then on: each record keeps the date it was given when it was made (a shorter retention never
 * shortens the life of evidence already recorded). Pure.
 */
export const vettingRetentionDecider: Decider<SetVettingRetention, VettingRetentionState, VettingRetentionEvent> = {
  initialState: () => ({ years: null }),
  decide(command, state) {
    switch (command.type) {
      case 'SetVettingRetention':
        return state.years === command.data.years ? [] : [{ type: 'VettingRetentionSet', data: command.data }];
      default:
        return assertNever(command.type);
    }
  },
  evolve(_state, event) {
    switch (event.type) {
      case 'VettingRetentionSet':
        return { years: event.data.years };
      default:
        return assertNever(event.type);
    }
  },
};
