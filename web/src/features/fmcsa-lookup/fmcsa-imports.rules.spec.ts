import { formatDuration, IDLE_POLL_MS, importsPollingInterval, progressStatus, RUNNING_POLL_MS, STALLED_POLL_MS } from './fmcsa-imports.rules';
import type { ImportRun } from './fmcsa-imports.types';

const run = (status: ImportRun['status']) => ({ status }) as ImportRun;

describe('importsPollingInterval', () => {
  it('should poll every 2 s while any import runs', () => {
    expect(importsPollingInterval([run('completed'), run('stalled'), run('running')])).toBe(RUNNING_POLL_MS);
    expect(RUNNING_POLL_MS).toBe(2_000);
  });

  it('should poll less often when an import stalled, and rarely when none runs', () => {
    expect(importsPollingInterval([run('completed'), run('stalled')])).toBe(STALLED_POLL_MS);
    expect(importsPollingInterval([run('completed'), run('failed')])).toBe(IDLE_POLL_MS);
    expect(importsPollingInterval([])).toBe(IDLE_POLL_MS);
    expect(importsPollingInterval(undefined)).toBe(IDLE_POLL_MS);
    expect(STALLED_POLL_MS).toBeGreaterThan(RUNNING_POLL_MS);
    expect(IDLE_POLL_MS).toBeGreaterThan(STALLED_POLL_MS);
  });
});

describe('formatDuration', () => {
  it('should print minutes and seconds, hours from an hour on', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(5)).toBe('0:05');
    expect(formatDuration(127.4)).toBe('2:07');
    expect(formatDuration(3599)).toBe('59:59');
    expect(formatDuration(3600)).toBe('1:00:00');
    expect(formatDuration(37_506)).toBe('10:25:06');
  });

  it('should leave an unknown time empty', () => {
    expect(formatDuration(null)).toBe('');
    expect(formatDuration(undefined)).toBe('');
    expect(formatDuration(Number.NaN)).toBe('');
    expect(formatDuration(-1)).toBe('');
  });
});

describe('progressStatus', () => {
  it('should move while running and tell the ends apart', () => {
    expect(progressStatus('running')).toBe('active');
    expect(progressStatus('completed')).toBe('success');
    expect(progressStatus('failed')).toBe('exception');
    expect(progressStatus('stalled')).toBe('normal');
  });
});
