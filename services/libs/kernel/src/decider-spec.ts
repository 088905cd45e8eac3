import { fold, refusalAs, type Decider } from './decider';
import type { DomainEvent } from './event';

/**
 * Given/When/Then for deciders: `given(history).when(command)` returns the decided events, or the thrown
 * error as `{ error }`, for the test to assert on. With `refusals` (the service's map), a refusal is the error the
 * service answers with it, so a spec asserts what the caller is told.
 */
export function deciderSpec<C, S, E extends DomainEvent, Reason extends string = never>(decider: Decider<C, S, E>, refusals?: Record<Reason, () => Error>) {
  return {
    given: (history: E[]) => ({
      when(command: C): { events: E[]; error?: undefined } | { events?: undefined; error: unknown } {
        try {
          return { events: decider.decide(command, fold(decider, history)) };
        } catch (error) {
          return { error: refusals ? refusalAs(refusals, error) : error };
        }
      },
    }),
  };
}
