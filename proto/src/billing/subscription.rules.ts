import { z } from 'zod';
import { message } from '../shared/messages';
import { singleLine } from '../shared/text.rules';

export { MONTHLY_PRICE_CENTS, TRIAL_DAYS, TRIAL_MAX_TOTAL_DAYS } from './billing.terms';

/** An extension of the free trial adds 1 to 365 days (default 30). */
export const TRIAL_EXTENSION_MIN_DAYS = 1;
export const TRIAL_EXTENSION_MAX_DAYS = 365;
export const TRIAL_EXTENSION_DEFAULT_DAYS = 30;

/** The number of days to add: the spec's two messages (a number from 1 to 365). */
export const trialExtensionDaysSchema = z
  .number({ error: message('TRIAL_DAYS_MIN') })
  .int(message('TRIAL_DAYS_MIN'))
  .min(TRIAL_EXTENSION_MIN_DAYS, message('TRIAL_DAYS_MIN'))
  .max(TRIAL_EXTENSION_MAX_DAYS, message('TRIAL_DAYS_MAX'));

/** POST /api/admin/extend-trial (spec 001 §3 "Extend trial payload"). */
export const extendTrialBodySchema = z
  .object({
    companyId: singleLine(z.string({ error: 'companyId is required' }).trim().min(1, 'companyId is required').max(100)),
    additionalDays: trialExtensionDaysSchema,
  })
  .meta({ id: 'ExtendTrialBody', examples: [{ companyId: '6f1c2d0e-1111-4a2b-9c3d-000000000001', additionalDays: 30 }] });

export type ExtendTrialBody = z.input<typeof extendTrialBodySchema>;
