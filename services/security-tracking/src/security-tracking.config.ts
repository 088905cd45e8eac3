import { z } from 'zod';
import { parseConfig } from '@logiscope/kernel';

const FAULT = /^security-tracking\.after-append:([1-9][0-9]*)$/;

const schema = z.object({
  /**
   * Test only: `security-tracking.after-append:<n>` makes the process kill itself (SIGKILL) right after its n-th append:
   * an assessment stored, not yet published nor projected. The crash test uses it; nothing else should set it. Values
   * naming another service are left to that service.
   */
  FAULT_INJECT: z
    .string()
    .default('')
    .refine((v) => !v.startsWith('security-tracking.') || FAULT.test(v), 'security-tracking.after-append:<n> (n ≥ 1) is the only security-tracking fault'),
});

/** security-tracking's own settings, parsed once when it starts. */
export function securityTrackingConfig(env: Record<string, string | undefined> = process.env): { crashAfterAppend: number } {
  const fault = FAULT.exec(parseConfig(schema, env).FAULT_INJECT);
  return { crashAfterAppend: fault ? Number(fault[1]) : 0 };
}
