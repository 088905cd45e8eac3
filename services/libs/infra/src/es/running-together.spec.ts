import { runningTogether, type Running } from './running-together';

describe('runningTogether', () => {
  const recorder = () => {
    const calls: string[] = [];
    const running = (name: string): Running => ({
      notify: () => void calls.push(`notify ${name}`),
      stop: async () => void calls.push(`stop ${name}`),
    });
    return { calls, running };
  };

  it('wakes every one, in the order they were started', () => {
    const { calls, running } = recorder();
    runningTogether(running('read model'), running('policy')).notify();
    expect(calls).toEqual(['notify read model', 'notify policy']);
  });

  it('stops the last started first, each after the one before it has stopped', async () => {
    const { calls, running } = recorder();
    const slow: Running = { notify: () => undefined, stop: () => new Promise((done) => setTimeout(() => done(void calls.push('stop policy')), 5)) };
    await runningTogether(running('read model'), slow).stop();
    expect(calls).toEqual(['stop policy', 'stop read model']);
  });
});
