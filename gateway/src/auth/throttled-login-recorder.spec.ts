import { ThrottledLoginRecorder } from './throttled-login-recorder';

describe('ThrottledLoginRecorder', () => {
  it('records every refusal, in order, never more than its limit at once, and survives a failing record', async () => {
    const recorder = new ThrottledLoginRecorder(2);
    let running = 0;
    let most = 0;
    const done: number[] = [];
    for (let i = 0; i < 20; i++) {
      recorder.record(async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((r) => setTimeout(r, 2));
        running -= 1;
        if (i === 3) throw new Error('identity is down');
        done.push(i);
      });
    }
    await recorder.idle();
    expect(most).toBe(2);
    expect(done).toEqual([...Array(20).keys()].filter((i) => i !== 3));
  });

  it('drops records past its queue rather than growing without bound', async () => {
    const recorder = new ThrottledLoginRecorder(1, 3);
    let recorded = 0;
    for (let i = 0; i < 10; i++) recorder.record(async () => void (recorded += 1));
    await recorder.idle();
    // One runs at once, three wait: the other six are dropped.
    expect(recorded).toBe(4);
  });
});
