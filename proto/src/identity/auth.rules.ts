import { z } from 'zod';
import { message } from '../shared/messages';
import { isBrokerMcNumber, companyTypeSchema } from './company.rules';
import { newPasswordSchema, passwordConfirmationSchema, PASSWORD_MAX_LENGTH } from './password.rules';
import { optionalText, requiredEmail, requiredText, singleLine } from '../shared/text.rules';

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_MIN_SCORE, newPasswordSchema, passwordEstimatorReady, passwordScore, preloadPasswordEstimator } from './password.rules';

/** POST /api/auth/register: the spec's rules; MC and DOT only count for brokers. Parse it async (the password's strength). */
export const registrationBodySchema = z
  .object({
    firstName: requiredText(100, 'First name', 'FIRST_NAME_REQUIRED'),
    lastName: requiredText(100, 'Last name', 'LAST_NAME_REQUIRED'),
    email: requiredEmail(),
    password: newPasswordSchema(),
    confirmPassword: passwordConfirmationSchema(),
    companyName: requiredText(200, 'Company name', 'COMPANY_NAME_REQUIRED'),
    companyType: companyTypeSchema.optional().default('BROKER'),
    mcNumber: optionalText(20, 'MC number'),
    dotNumber: optionalText(12, 'DOT number'),
  })
  .superRefine((r, ctx) => {
    if (r.password !== r.confirmPassword) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: message('PASSWORDS_DO_NOT_MATCH') });
    // A broker may register without an MC number (the company-setup gate asks for it later), but one given must be valid.
    if (r.companyType === 'BROKER' && r.mcNumber && !isBrokerMcNumber(r.mcNumber)) {
      ctx.addIssue({ code: 'custom', path: ['mcNumber'], message: message('BROKER_MC_REQUIRED') });
    }
  })
  .meta({
    id: 'RegisterBody',
    examples: [
      { firstName: 'Dana', lastName: 'Reyes', email: 'dana@acme.example', password: 'correct-horse-9', confirmPassword: 'correct-horse-9', companyName: 'Acme Logistics LLC', companyType: 'BROKER', mcNumber: 'MC-123456B', dotNumber: '1234567' },
    ],
  });

export type RegisterBody = z.input<typeof registrationBodySchema>;
export type RegistrationInput = z.output<typeof registrationBodySchema>;

/** POST /api/auth/login: both fields required ('Please fill in all fields'). */
export const loginBodySchema = z
  .object({
    email: singleLine(z.string({ error: message('FILL_ALL_FIELDS') }).trim().min(1, message('FILL_ALL_FIELDS')).max(254, message('INVALID_CREDENTIALS'))),
    password: z.string({ error: message('FILL_ALL_FIELDS') }).min(1, message('FILL_ALL_FIELDS')).max(PASSWORD_MAX_LENGTH, message('INVALID_CREDENTIALS')),
    /** Optional: the second factor in the same call (API and TMS clients), so one call signs in. */
    code: singleLine(z.string().trim().max(32, message('SECOND_FACTOR_CODE_INVALID'))).optional(),
  })
  .meta({ id: 'LoginBody', examples: [{ email: 'dana@acme.example', password: 'correct-horse-9' }] });

export type LoginBody = z.input<typeof loginBodySchema>;

/** A TOTP code (6 digits) or a recovery code (`xxxxx-xxxxx`); identity tells them apart. */
export const secondFactorCodeSchema = singleLine(
  z.string({ error: message('SECOND_FACTOR_CODE_REQUIRED') }).trim().min(1, message('SECOND_FACTOR_CODE_REQUIRED')).max(32, message('SECOND_FACTOR_CODE_INVALID')),
);

/** POST /api/auth/login/second-factor: the first step's challenge and a code. */
export const secondFactorLoginBodySchema = z
  .object({
    challenge: singleLine(z.string({ error: message('SECOND_FACTOR_CHALLENGE_INVALID') }).min(1, message('SECOND_FACTOR_CHALLENGE_INVALID')).max(200, message('SECOND_FACTOR_CHALLENGE_INVALID'))),
    code: secondFactorCodeSchema,
  })
  .meta({ id: 'SecondFactorLoginBody', examples: [{ challenge: 'q3N1Yk...', code: '123456' }] });

/** POST /api/auth/second-factor/enrolment/confirm. */
export const secondFactorConfirmBodySchema = z.object({ code: secondFactorCodeSchema }).meta({ id: 'SecondFactorConfirmBody', examples: [{ code: '123456' }] });

/** POST /api/auth/second-factor/disable: the password and a current code (or a recovery code). */
export const secondFactorDisableBodySchema = z
  .object({
    password: z.string({ error: message('FILL_ALL_FIELDS') }).min(1, message('FILL_ALL_FIELDS')).max(PASSWORD_MAX_LENGTH, message('CURRENT_PASSWORD_WRONG')),
    code: secondFactorCodeSchema,
  })
  .meta({ id: 'SecondFactorDisableBody', examples: [{ password: 'correct-horse-9', code: '123456' }] });

/** PUT /api/company/second-factor-requirement. */
export const companySecondFactorRequirementBodySchema = z
  .object({ required: z.boolean({ error: 'required must be true or false' }) })
  .meta({ id: 'CompanySecondFactorRequirementBody', examples: [{ required: true }] });
/** The password reset link's token: `<user id>.<secret>` (base64url), as the e-mail carries it. */
export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9-]{1,100}\.[A-Za-z0-9_-]{20,100}$/;

/** POST /api/auth/forgot-password: the e-mail to send a reset link to, and the language of that mail. */
export const passwordResetRequestBodySchema = z
  .object({
    email: requiredEmail(),
    language: z.enum(['en', 'es', 'fr']).optional().default('en'),
  })
  .meta({ id: 'PasswordResetRequestBody', examples: [{ email: 'dana@acme.example', language: 'en' }] });

export type PasswordResetRequestBody = z.input<typeof passwordResetRequestBodySchema>;

/** POST /api/auth/reset-password: the link's one-time token and the new password twice (the one password rule). */
export const passwordResetBodySchema = z
  .object({
    token: z.string({ error: message('RESET_LINK_INVALID') }).max(220, message('RESET_LINK_INVALID')).regex(RESET_TOKEN_PATTERN, message('RESET_LINK_INVALID')),
    password: newPasswordSchema(),
    confirmPassword: passwordConfirmationSchema(),
  })
  .superRefine((r, ctx) => {
    if (r.password !== r.confirmPassword) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: message('PASSWORDS_DO_NOT_MATCH') });
  })
  .meta({
    id: 'PasswordResetBody',
    examples: [{ token: '0190c4a2-7f3e-7b1a-9c2d-5e6f7a8b9c0d.q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6', password: 'battery-staple-7', confirmPassword: 'battery-staple-7' }],
  });

export type PasswordResetBody = z.input<typeof passwordResetBodySchema>;
