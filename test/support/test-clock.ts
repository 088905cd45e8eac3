/**
 * Moves the clock of running servers started with TEST_CLOCK_FILE=<file> (both profiles, every process): they read the
 * offset from the file (TestFileClock in @logiscope/infra). For e2e tests only, e.g. past a 24-hour response window:
 *
 *   const clockFile = join(dataDir, 'clock');            // start the server with env { TEST_CLOCK_FILE: clockFile }
 *   await moveClock(clockFile, 25 * 60 * 60 * 1000);     // every process now reads 25 h later
 */
// The clock module itself, not the infra barrel: browser specs (web/test, the web's stricter type check) use this too.
import { TEST_CLOCK_REFRESH_MS, readClockOffset, writeClockOffset } from '../../services/libs/infra/src/clock/test-file.clock';

const settle = () => new Promise((resolve) => setTimeout(resolve, TEST_CLOCK_REFRESH_MS * 2 + 20));

/** Adds `ms` (may be negative) to the offset, then waits until running processes have picked it up. Returns the new offset. */
export async function moveClock(file: string, ms: number): Promise<number> {
  const next = readClockOffset(file) + Math.round(ms);
  writeClockOffset(file, next);
  await settle();
  return next;
}

/** Back to real time (offset 0). */
export async function resetClock(file: string): Promise<void> {
  writeClockOffset(file, 0);
  await settle();
}
