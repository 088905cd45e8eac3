import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { clockFromEnv } from './clock.config';
import { ManualClock } from './manual.clock';
import { SystemClock } from './system.clock';
import { TEST_CLOCK_REFRESH_MS, TestFileClock, readClockOffset, writeClockOffset } from './test-file.clock';

const DAY = 24 * 60 * 60 * 1000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('clocks', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'logiscope-clock-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('ManualClock stands still until set or advanced', () => {
    const clock = new ManualClock('2026-03-01T12:00:00Z');
    expect(clock.now().toISOString()).toBe('2026-03-01T12:00:00.000Z');
    clock.advance(DAY);
    expect(clock.now().toISOString()).toBe('2026-03-02T12:00:00.000Z');
    clock.set('2027-01-01T00:00:00Z');
    expect(clock.now().toISOString()).toBe('2027-01-01T00:00:00.000Z');
    expect(() => new ManualClock('not a date')).toThrow(/invalid start/);
  });

  it('the file-driven test clock follows the real time, then moves when another writer changes the file', async () => {
    const file = join(dir, 'moves');
    const clock = new TestFileClock(file);
    // No file yet: real time.
    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(1_000);

    // Another process (an e2e test) moves it 25 hours ahead.
    writeClockOffset(file, 25 * 60 * 60 * 1000);
    await sleep(TEST_CLOCK_REFRESH_MS + 30);
    const ahead = clock.now().getTime() - Date.now();
    expect(ahead).toBeGreaterThan(25 * 60 * 60 * 1000 - 1_000);
    expect(ahead).toBeLessThan(25 * 60 * 60 * 1000 + 1_000);
    expect(clock.offset()).toBe(25 * 60 * 60 * 1000);

    // And back: a negative offset, then the file removed means real time again.
    writeClockOffset(file, -DAY);
    await sleep(TEST_CLOCK_REFRESH_MS + 30);
    expect(clock.now().getTime() - Date.now()).toBeLessThan(-DAY + 1_000);
    expect(clock.offset()).toBe(-DAY);
    rmSync(file);
    await sleep(TEST_CLOCK_REFRESH_MS + 30);
    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(1_000);
  });

  it('reads the file at most once per refresh interval', async () => {
    const file = join(dir, 'cached');
    writeClockOffset(file, 1_000);
    const clock = new TestFileClock(file);
    expect(clock.offset()).toBe(1_000);
    writeClockOffset(file, 2_000);
    // Within the interval the old offset still holds (no file system work on every call).
    clock.now();
    expect(clock.offset()).toBe(1_000);
    await sleep(TEST_CLOCK_REFRESH_MS + 30);
    clock.now();
    expect(clock.offset()).toBe(2_000);
  });

  it('rejects a clock file that does not hold an integer', () => {
    const file = join(dir, 'bad');
    writeFileSync(file, 'tomorrow');
    expect(() => readClockOffset(file)).toThrow(/integer offset/);
    writeFileSync(file, '');
    expect(readClockOffset(file)).toBe(0);
    expect(() => writeClockOffset(file, 1.5)).toThrow(/integer/);
  });

  it('clockFromEnv: the system clock by default, the test clock only with TEST_CLOCK_FILE and never in production', () => {
    expect(clockFromEnv({})).toBeInstanceOf(SystemClock);
    const file = join(dir, 'env');
    const clock = clockFromEnv({ TEST_CLOCK_FILE: file });
    expect(clock).toBeInstanceOf(TestFileClock);
    expect((clock as TestFileClock).file).toBe(file);
    expect(() => clockFromEnv({ TEST_CLOCK_FILE: file, NODE_ENV: 'production' })).toThrow(/TEST_CLOCK_FILE: is for tests only/);
  });
});
