import { demoPlayerReducer, initialDemoPlayerState, progressPercent, type DemoPlayerAction, type DemoPlayerState } from './demo-player.reducer';
import { DEMO_SLIDE_DURATIONS_MS, DEMO_SLIDE_IDS, DEMO_TICK_MS } from './demo.slides';

const DURATIONS = [300, 400, 300];
const reduce = demoPlayerReducer(DURATIONS);
const run = (state: DemoPlayerState, ...actions: DemoPlayerAction[]) => actions.reduce(reduce, state);
const ticks = (n: number): DemoPlayerAction[] => Array.from({ length: n }, () => ({ type: 'tick', ms: 100 }));
const playing = (index: number, elapsedMs: number): DemoPlayerState => ({ status: 'playing', index, elapsedMs });

describe('demo player reducer', () => {
  it('should start paused on the first slide at 0%', () => {
    expect(initialDemoPlayerState()).toEqual({ status: 'paused', index: 0, elapsedMs: 0 });
  });

  it('should not move while paused', () => {
    expect(run(initialDemoPlayerState(), ...ticks(5))).toEqual(initialDemoPlayerState());
  });

  it('should advance the progress by the tick while playing', () => {
    const state = run(initialDemoPlayerState(), { type: 'play' }, ...ticks(2));
    expect(state).toEqual(playing(0, 200));
    expect(progressPercent(state, DURATIONS)).toBe(67);
  });

  it('should go to the next slide at 0% when a slide has run its duration', () => {
    expect(run(initialDemoPlayerState(), { type: 'play' }, ...ticks(3))).toEqual(playing(1, 0));
  });

  it('should stop on the last slide at 100% at the end, without looping', () => {
    const ended = run(initialDemoPlayerState(), { type: 'play' }, ...ticks(3 + 4 + 3));
    expect(ended).toEqual({ status: 'ended', index: 2, elapsedMs: 300 });
    expect(progressPercent(ended, DURATIONS)).toBe(100);
    expect(run(ended, ...ticks(10))).toEqual(ended);
  });

  it('should start over from the first slide when played after the end', () => {
    const ended: DemoPlayerState = { status: 'ended', index: 2, elapsedMs: 300 };
    expect(run(ended, { type: 'play' })).toEqual(playing(0, 0));
    expect(run(ended, { type: 'toggle' })).toEqual(playing(0, 0));
  });

  it('should pause and resume where it was', () => {
    const paused = run(initialDemoPlayerState(), { type: 'play' }, ...ticks(4), { type: 'pause' }, ...ticks(3));
    expect(paused).toEqual({ status: 'paused', index: 1, elapsedMs: 100 });
    expect(run(paused, { type: 'play' }, ...ticks(1))).toEqual(playing(1, 200));
  });

  it('should toggle between playing and paused', () => {
    const once = run(initialDemoPlayerState(), { type: 'toggle' });
    expect(once.status).toBe('playing');
    expect(run(once, { type: 'toggle' }).status).toBe('paused');
  });

  it('should leave an ended show ended on pause', () => {
    const ended: DemoPlayerState = { status: 'ended', index: 2, elapsedMs: 300 };
    expect(run(ended, { type: 'pause' })).toBe(ended);
  });

  it('should reset progress to 0 and pause on a jump, from any state', () => {
    expect(run(playing(0, 200), { type: 'jump', index: 2 })).toEqual({ status: 'paused', index: 2, elapsedMs: 0 });
    expect(run({ status: 'ended', index: 2, elapsedMs: 300 }, { type: 'jump', index: 1 })).toEqual({ status: 'paused', index: 1, elapsedMs: 0 });
    expect(run(playing(1, 300), { type: 'jump', index: 1 })).toEqual({ status: 'paused', index: 1, elapsedMs: 0 });
  });

  it('should move to the next and previous slide as jumps, clamped to the first and last', () => {
    expect(run(playing(1, 200), { type: 'next' })).toEqual({ status: 'paused', index: 2, elapsedMs: 0 });
    expect(run(playing(1, 200), { type: 'previous' })).toEqual({ status: 'paused', index: 0, elapsedMs: 0 });
    expect(run(initialDemoPlayerState(), { type: 'previous' })).toEqual(initialDemoPlayerState());
    expect(run({ status: 'paused', index: 2, elapsedMs: 0 }, { type: 'next' })).toEqual({ status: 'paused', index: 2, elapsedMs: 0 });
    expect(run(initialDemoPlayerState(), { type: 'jump', index: 99 }).index).toBe(2);
  });
});

describe('demo slides', () => {
  it("should time every slide within the spec's 3000 to 4000 ms on a 100 ms tick", () => {
    expect(DEMO_TICK_MS).toBe(100);
    expect(DEMO_SLIDE_IDS).toHaveLength(7);
    for (const id of DEMO_SLIDE_IDS) {
      expect(DEMO_SLIDE_DURATIONS_MS[id]).toBeGreaterThanOrEqual(3000);
      expect(DEMO_SLIDE_DURATIONS_MS[id]).toBeLessThanOrEqual(4000);
      expect(DEMO_SLIDE_DURATIONS_MS[id] % DEMO_TICK_MS).toBe(0);
    }
  });
});
