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

/**
 * A decider's refusal of a command: a typed reason, no wording. Deciders stay free of transports and texts; the
 * service that runs one says the reason to its caller (refusalsAs: an HTTP status and the message users read).
 */
export class Refused<Reason extends string> extends Error {
  constructor(readonly reason: Reason) {
    super(`Command refused: ${reason}`);
    this.name = 'Refused';
  }
}

/**
 * Runs `run`; a refusal whose reason `as` knows becomes the error `as` makes of it (every reason of the decider's
 * union must be there), anything else passes unchanged.
 */
export async function refusalsAs<T, Reason extends string>(as: Record<Reason, () => Error>, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    throw refusalAs(as, e);
  }
}

/** The error `as` makes of a refusal whose reason it knows; any other error unchanged (a decider's spec words its refusals so). */
export function refusalAs<Reason extends string>(as: Record<Reason, () => Error>, error: unknown): unknown {
  return error instanceof Refused && isReason(as, error.reason) ? as[error.reason]() : error;
}

function isReason<Reason extends string>(as: Record<Reason, unknown>, reason: string): reason is Reason {
  return Object.hasOwn(as, reason);
}
