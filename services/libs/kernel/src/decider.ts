import type { DomainEvent } from './event';

/**
 * Pure domain logic: no framework, database or clock. Time, ids and the caller arrive inside the command.
 * decide() answers a command with the events it causes (or throws a DomainError); evolve() folds events into state.
 */
export interface Decider<Command, State, Event extends DomainEvent> {
  decide(command: Command, state: State): Event[];
  evolve(state: State, event: Event): State;
  initialState(): State;
}

export function fold<State, Event extends DomainEvent>(
  decider: Pick<Decider<unknown, State, Event>, 'evolve' | 'initialState'>,
  events: readonly Event[],
): State {
  return events.reduce((s, e) => decider.evolve(s, e), decider.initialState());
}

/** Exhaustiveness guard for switch statements over discriminated unions. */
export function assertNever(value: never): never {
  throw new Error(`Unhandled variant: ${JSON.stringify(value)}`);
}
