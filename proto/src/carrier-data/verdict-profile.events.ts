import { z } from 'zod';
import type { EventOf } from '../shared/event-of';

/**
 * A company's administrator saved its verdict rules (the control panel's "Verdict rules" tab), one stream per company.
 * Private to carrier-data: stored and projected, never published. disabledRules and acceptedLimits are plain strings
 * on the wire, so an old event still reads after a rule or a limit is renamed (readers keep only the ones they know).
 * freshnessDays and acceptedLimits came later: events saved before them lack them and read as the defaults (3 days,
 * no limit accepted), which is what those companies' verdicts followed.
 */
export const VerdictProfileChangedV1 = z.object({
  companyId: z.string(),
  settings: z.object({
    minAuthorityAgeDays: z.number(),
    minLiabilityUsd: z.number(),
    contactChangeDays: z.number(),
    disabledRules: z.array(z.string()),
    freshnessDays: z.number().optional(),
    acceptedLimits: z.array(z.string()).optional(),
  }),
  /** 1 for the company's first saved profile, then one more per change. */
  revision: z.number(),
  /** E-mail of the administrator who saved it. */
  changedBy: z.string(),
  /** ISO time of the change. */
  at: z.string(),
});
export type VerdictProfileChanged = EventOf<'VerdictProfileChanged', typeof VerdictProfileChangedV1>;

export type VerdictProfileEvent = VerdictProfileChanged;
