/**
 * The demo player's state as a pure reducer: playing or paused (or ended, on the last slide's end), the slide index
 * and the time spent on the slide. The component drives it with a `tick` every DEMO_TICK_MS while playing.
 */
export type DemoPlayerStatus = 'paused' | 'playing' | 'ended';

export interface DemoPlayerState {
  status: DemoPlayerStatus;
  index: number;
  /** Time shown of the current slide, 0..its duration. */
  elapsedMs: number;
}

export type DemoPlayerAction =
  | { type: 'play' }
  | { type: 'pause' }
  | { type: 'toggle' }
  | { type: 'tick'; ms: number }
  | { type: 'jump'; index: number }
  | { type: 'next' }
  | { type: 'previous' };

export const initialDemoPlayerState = (): DemoPlayerState => ({ status: 'paused', index: 0, elapsedMs: 0 });

/** Jumping anywhere (a slide button, an arrow key) resets progress to 0 and pauses, as the spec says. */
const jumpTo = (index: number, last: number): DemoPlayerState => {
  const clamped = Math.min(Math.max(index, 0), last);
  return { status: 'paused', index: clamped, elapsedMs: 0 };
};

// Playing again after the end starts over: the show does not loop by itself.
const play = (state: DemoPlayerState): DemoPlayerState =>
  state.status === 'ended' ? { status: 'playing', index: 0, elapsedMs: 0 } : { ...state, status: 'playing' };

const pause = (state: DemoPlayerState): DemoPlayerState => (state.status === 'playing' ? { ...state, status: 'paused' } : state);

/** A reducer over slides of the given durations (ms, in order). */
export function demoPlayerReducer(durations: readonly number[]) {
  const last = durations.length - 1;
  return (state: DemoPlayerState, action: DemoPlayerAction): DemoPlayerState => {
    switch (action.type) {
      case 'play':
        return play(state);
      case 'pause':
        return pause(state);
      case 'toggle':
        return state.status === 'playing' ? pause(state) : play(state);
      case 'tick': {
        if (state.status !== 'playing') return state;
        const duration = durations[state.index];
        const elapsedMs = state.elapsedMs + action.ms;
        if (elapsedMs < duration) return { ...state, elapsedMs };
        if (state.index === last) return { status: 'ended', index: last, elapsedMs: duration };
        return { status: 'playing', index: state.index + 1, elapsedMs: 0 };
      }
      case 'jump':
        return jumpTo(action.index, last);
      case 'next':
        return jumpTo(state.index + 1, last);
      case 'previous':
        return jumpTo(state.index - 1, last);
      default: {
        const unreachable: never = action;
        return unreachable;
      }
    }
  };
}

/** Progress through the current slide in whole percent (what the bar and its aria-valuenow show). */
export const progressPercent = (state: DemoPlayerState, durations: readonly number[]): number =>
  Math.min(100, Math.round((state.elapsedMs / durations[state.index]) * 100));
