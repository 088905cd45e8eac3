/** Something started that catches up when woken and stops when asked (a Projector, a policy's Projector). */
export interface Running {
  notify(): void;
  stop(): Promise<void>;
}

/**
 * Projectors a feature starts together (its read model, then a policy reading the same log): woken together, and
 * stopped in the reverse order of their start, so nothing stops before what was started after it and reads it.
 */
export function runningTogether(...started: readonly Running[]): Running {
  return {
    notify: () => started.forEach((running) => running.notify()),
    stop: async () => {
      for (const running of [...started].reverse()) await running.stop();
    },
  };
}
