import { fold, type Decider } from './decider';
import type { DomainEvent } from './event';

/**
 * Given/When/Then for deciders: `given(history).when(command)` returns the decided events, or the thrown
 * error as `{ error }`, for the test to assert on.
 */
export function deciderSpec<C, S, E extends DomainEvent>(decider: Decider<C, S, E>) {
  return {
    given: (history: E[]) => ({
      when(command: C): { events: E[]; error?: undefined } | { events?: undefined; error: unknown } {
        try {
          return { events: decider.decide(command, fold(decider, history)) };
        } catch (error) {
          return { error };
        }
      },
    }),
  };
}
