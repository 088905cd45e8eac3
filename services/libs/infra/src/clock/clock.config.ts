import { z } from 'zod';
import { parseConfig } from '@logiscope/kernel';
import type { Clock } from '../ports';
import { SystemClock } from './system.clock';
import { TestFileClock } from './test-file.clock';

const schema = z
  .object({
    /** TEST ONLY: a file holding a clock offset in ms (see TestFileClock). Unset in every real deployment. */
    TEST_CLOCK_FILE: z.string().trim().min(1).optional(),
    NODE_ENV: z.string().optional(),
  })
  .superRefine((c, ctx) => {
    if (c.TEST_CLOCK_FILE && c.NODE_ENV === 'production') {
      ctx.addIssue({ code: 'custom', path: ['TEST_CLOCK_FILE'], message: 'is for tests only and is refused when NODE_ENV=production' });
    }
  });

/** The profile's clock: the system clock, or the file-driven test clock when TEST_CLOCK_FILE is set (tests only). */
export function clockFromEnv(env: Record<string, string | undefined> = process.env): Clock {
  const c = parseConfig(schema, env);
  return c.TEST_CLOCK_FILE ? new TestFileClock(c.TEST_CLOCK_FILE) : new SystemClock();
}
