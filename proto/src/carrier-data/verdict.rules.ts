import { z } from 'zod';
import {
  ACCEPTABLE_LIMITS,
  AUTHORITY_AGE_MAX_DAYS,
  CONTACT_WINDOW_MAX_DAYS,
  DEFAULT_VERDICT_PROFILE,
  FRESHNESS_MAX_DAYS,
  LIABILITY_MAX_USD,
  OPTIONAL_VERDICT_RULES,
} from './verdict.views';
import { message } from '../shared/messages';

const wholeNumber = (min: number, max: number, code: Parameters<typeof message>[0]) =>
  z.number({ error: message(code) }).int(message(code)).min(min, message(code)).max(max, message(code));

/**
 * PUT /api/company/verdict-profile: the control panel's Verdict rules form (the web checks the same). freshnessDays and
 * acceptedLimits came later: a client that leaves them out gets the defaults, so older clients keep working.
 */
export const verdictProfileBodySchema = z
  .object({
    minAuthorityAgeDays: wholeNumber(0, AUTHORITY_AGE_MAX_DAYS, 'AUTHORITY_AGE_RANGE'),
    minLiabilityUsd: wholeNumber(0, LIABILITY_MAX_USD, 'LIABILITY_RANGE'),
    contactChangeDays: wholeNumber(1, CONTACT_WINDOW_MAX_DAYS, 'CONTACT_WINDOW_RANGE'),
    disabledRules: z
      .array(z.enum(OPTIONAL_VERDICT_RULES, { error: message('RULE_NOT_OPTIONAL') }))
      .max(OPTIONAL_VERDICT_RULES.length)
      .transform((rules) => [...new Set(rules)]),
    freshnessDays: wholeNumber(1, FRESHNESS_MAX_DAYS, 'FRESHNESS_RANGE').default(DEFAULT_VERDICT_PROFILE.freshnessDays),
    acceptedLimits: z
      .array(z.enum(ACCEPTABLE_LIMITS, { error: message('AUTHORITY_LIMIT_UNKNOWN') }))
      .max(ACCEPTABLE_LIMITS.length)
      .transform((limits) => [...new Set(limits)])
      .default(() => []),
  })
  .meta({
    id: 'VerdictProfileBody',
    examples: [
      { minAuthorityAgeDays: 180, minLiabilityUsd: 1_000_000, contactChangeDays: 30, disabledRules: ['community-reports'], freshnessDays: 7, acceptedLimits: ['intrastate'] },
    ],
  });
