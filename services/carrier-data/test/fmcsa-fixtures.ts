import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** The FMCSA sample files the tests read, in the repository (what each is and how it was cut: its README.md). */
export const FMCSA_FIXTURES_DIR = join(__dirname, 'fixtures', 'fmcsa');

/**
 * The path of an FMCSA fixture file or folder (`name` relative to FMCSA_FIXTURES_DIR). Throws when it is missing, so
 * a test that needs it fails rather than skips.
 */
export function fmcsaFixture(name: string): string {
  const path = join(FMCSA_FIXTURES_DIR, name);
  if (!existsSync(path)) throw new Error(`FMCSA fixture "${name}" is missing: expected at ${path} (see ${join(FMCSA_FIXTURES_DIR, 'README.md')})`);
  return path;
}
