import { z } from 'zod';
import { AUTHORITY_AGE_MAX_DAYS, CONTACT_WINDOW_MAX_DAYS, LIABILITY_MAX_USD, OPTIONAL_VERDICT_RULES } from '../../views/verdict.views';
import { message } from '../messages';

const wholeNumber = (min: number, max: number, code: Parameters<typeof message>[0]) =>
  z.number({ error: message(code) }).int(message(code)).min(min, message(code)).max(max, message(code));

/** PUT /api/company/verdict-profile: the control panel's Verdict rules form (the web checks the same). */
export const verdictProfileBodySchema = z
  .object({
    minAuthorityAgeDays: wholeNumber(0, AUTHORITY_AGE_MAX_DAYS, 'AUTHORITY_AGE_RANGE'),
    minLiabilityUsd: wholeNumber(0, LIABILITY_MAX_USD, 'LIABILITY_RANGE'),
    contactChangeDays: wholeNumber(1, CONTACT_WINDOW_MAX_DAYS, 'CONTACT_WINDOW_RANGE'),
    disabledRules: z
      .array(z.enum(OPTIONAL_VERDICT_RULES, { error: message('RULE_NOT_OPTIONAL') }))
      .max(OPTIONAL_VERDICT_RULES.length)
      .transform((rules) => [...new Set(rules)]),
  })
  .meta({
    id: 'VerdictProfileBody',
    examples: [{ minAuthorityAgeDays: 180, minLiabilityUsd: 1_000_000, contactChangeDays: 30, disabledRules: ['community-reports'] }],
  });
