import { readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import type { Clock } from '../ports';

/** How often a running process looks at the clock file at most; `moveClock` waits a little longer than this. */
export const TEST_CLOCK_REFRESH_MS = 100;

/**
 * TEST ONLY. The system clock plus an offset in milliseconds read from a file (`TEST_CLOCK_FILE`), so an e2e test can
 * move running servers, in either profile and across processes, past a 24-hour window or a trial's end. The file holds
 * one integer (the offset; a missing or empty file is 0); it is looked at no more than every TEST_CLOCK_REFRESH_MS and
 * read again only when its mtime, size or inode changed. `clockFromEnv` refuses it under NODE_ENV=production.
 */
export class TestFileClock implements Clock {
  private offsetMs = 0;
  private checkedAt = Number.NEGATIVE_INFINITY;
  private stamp = '';

  constructor(readonly file: string) {
    this.refresh();
  }

  now(): Date {
    const real = Date.now();
    if (real - this.checkedAt >= TEST_CLOCK_REFRESH_MS) this.refresh(real);
    return new Date(real + this.offsetMs);
  }

  /** The offset currently applied. */
  offset(): number {
    return this.offsetMs;
  }

  private refresh(real = Date.now()): void {
    this.checkedAt = real;
    let stamp: string;
    try {
      const s = statSync(this.file);
      stamp = `${s.ino}:${s.size}:${s.mtimeMs}`;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
      this.stamp = '';
      this.offsetMs = 0;
      return;
    }
    if (stamp === this.stamp) return;
    this.offsetMs = readClockOffset(this.file);
    this.stamp = stamp;
  }
}

/** The offset a clock file holds: 0 when the file is missing or empty. */
export function readClockOffset(file: string): number {
  let text: string;
  try {
    text = readFileSync(file, 'utf8').trim();
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw e;
  }
  if (text === '') return 0;
  if (!/^-?\d+$/.test(text)) throw new Error(`Test clock file ${file} must hold an integer offset in ms, found ${JSON.stringify(text.slice(0, 40))}`);
  return Number(text);
}

/** Replaces the clock file's offset in one rename, so a reader never sees half a number. */
export function writeClockOffset(file: string, offsetMs: number): void {
  if (!Number.isInteger(offsetMs)) throw new Error(`Test clock offset must be an integer number of ms, got ${offsetMs}`);
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, `${offsetMs}\n`);
  renameSync(tmp, file);
}
