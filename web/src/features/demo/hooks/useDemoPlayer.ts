import { useEffect, useMemo, useReducer } from 'react';
import { DEMO_SLIDE_DURATIONS_MS, DEMO_SLIDE_IDS, DEMO_TICK_MS, type DemoSlideId } from '../demo.slides';
import { demoPlayerReducer, initialDemoPlayerState, progressPercent, type DemoPlayerAction, type DemoPlayerStatus } from '../demo-player.reducer';

const DURATIONS = DEMO_SLIDE_IDS.map((id) => DEMO_SLIDE_DURATIONS_MS[id]);
const reducer = demoPlayerReducer(DURATIONS);

export interface DemoPlayer {
  status: DemoPlayerStatus;
  index: number;
  slide: DemoSlideId;
  /** Whole percent of the current slide shown. */
  progress: number;
  dispatch: (action: DemoPlayerAction) => void;
}

/** The demo's player: the reducer, ticking every DEMO_TICK_MS while playing (and only then). */
export function useDemoPlayer(): DemoPlayer {
  const [state, dispatch] = useReducer(reducer, undefined, initialDemoPlayerState);
  const playing = state.status === 'playing';

  useEffect(() => {
    if (!playing) return undefined;
    const timer = window.setInterval(() => dispatch({ type: 'tick', ms: DEMO_TICK_MS }), DEMO_TICK_MS);
    return () => window.clearInterval(timer);
  }, [playing]);

  return useMemo(
    () => ({ status: state.status, index: state.index, slide: DEMO_SLIDE_IDS[state.index], progress: progressPercent(state, DURATIONS), dispatch }),
    [state],
  );
}
