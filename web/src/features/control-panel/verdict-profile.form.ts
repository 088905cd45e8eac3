import { verdictProfileBodySchema } from '@logiscope/proto/http';
import {
  ACCEPTABLE_LIMITS,
  MANDATORY_VERDICT_RULES,
  OPTIONAL_VERDICT_RULES,
  type AcceptableLimit,
  type OptionalVerdictRule,
  type VerdictProfileView,
} from '@logiscope/proto/views';
import type { z } from 'zod';
import { ruleMessagesByField, type RuleMessage } from '../../shared/errors/errorText';
import type { ValidationResult } from '../../shared/forms/validation';

/** PUT /api/company/verdict-profile's body, as the server's own rule reads it. */
export type VerdictProfileBody = z.input<typeof verdictProfileBodySchema>;

export { ACCEPTABLE_LIMITS, MANDATORY_VERDICT_RULES, OPTIONAL_VERDICT_RULES };

/**
 * The Verdict rules form: the four thresholds as typed (an empty or half-typed number field holds null or text), one
 * switch per optional check (on = the check runs) and the authority limits the company accepts (ticked boxes).
 */
export interface VerdictProfileValues {
  minAuthorityAgeDays: number | string | null;
  minLiabilityUsd: number | string | null;
  contactChangeDays: number | string | null;
  freshnessDays: number | string | null;
  enabled: Record<OptionalVerdictRule, boolean>;
  acceptedLimits: AcceptableLimit[];
}

export type VerdictProfileField = 'minAuthorityAgeDays' | 'minLiabilityUsd' | 'contactChangeDays' | 'freshnessDays' | 'disabledRules' | 'acceptedLimits';
export const VERDICT_PROFILE_FIELDS: readonly VerdictProfileField[] = ['minAuthorityAgeDays', 'minLiabilityUsd', 'contactChangeDays', 'freshnessDays', 'disabledRules', 'acceptedLimits'];

type ProfileSettings = Pick<VerdictProfileView, 'minAuthorityAgeDays' | 'minLiabilityUsd' | 'contactChangeDays' | 'freshnessDays' | 'disabledRules' | 'acceptedLimits'>;

/** The form filled from the company's profile. */
export function valuesOf(profile: ProfileSettings): VerdictProfileValues {
  const disabled = new Set<string>(profile.disabledRules);
  return {
    minAuthorityAgeDays: profile.minAuthorityAgeDays,
    minLiabilityUsd: profile.minLiabilityUsd,
    contactChangeDays: profile.contactChangeDays,
    freshnessDays: profile.freshnessDays,
    enabled: Object.fromEntries(OPTIONAL_VERDICT_RULES.map((rule) => [rule, !disabled.has(rule)])) as Record<OptionalVerdictRule, boolean>,
    acceptedLimits: [...profile.acceptedLimits],
  };
}

/**
 * A typed number as the server reads it: digits become a number, anything else stays as typed, '' and null stay null
 * (the rule refuses it: a field emptied is an error, never freshnessDays' default for a body that leaves it out).
 */
function numberOf(value: number | string | null | undefined): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  const text = value.trim();
  if (text === '') return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : text;
}

/** The request the form sends: thresholds as numbers, the switched-off checks and the ticked limits in catalogue order. */
export function bodyOf(values: VerdictProfileValues): VerdictProfileBody {
  const accepted = new Set<string>(values.acceptedLimits ?? []);
  return {
    minAuthorityAgeDays: numberOf(values.minAuthorityAgeDays) as number,
    minLiabilityUsd: numberOf(values.minLiabilityUsd) as number,
    contactChangeDays: numberOf(values.contactChangeDays) as number,
    freshnessDays: numberOf(values.freshnessDays) as number,
    disabledRules: OPTIONAL_VERDICT_RULES.filter((rule) => values.enabled[rule] === false),
    acceptedLimits: ACCEPTABLE_LIMITS.filter((limit) => accepted.has(limit)),
  };
}

/**
 * The server's own rule (verdictProfileBodySchema) on what the form would send: the same checks and the same messages
 * (whole days 0-3650, whole dollars 0-10,000,000, a window of 1-365 days, a freshness limit of 1-30 days, no mandatory
 * check off). Each failed rule lands on its field with the server's code.
 */
export function validateVerdictProfile(values: VerdictProfileValues): ValidationResult<VerdictProfileField> & { fieldErrors: Partial<Record<VerdictProfileField, RuleMessage>> } {
  const parsed = verdictProfileBodySchema.safeParse(bodyOf(values));
  if (parsed.success) return { fieldErrors: {} };
  const { fieldErrors, other } = ruleMessagesByField(parsed.error, VERDICT_PROFILE_FIELDS);
  return other.length > 0 ? { fieldErrors, formError: other[0] } : { fieldErrors };
}
