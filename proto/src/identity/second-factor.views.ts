import { z } from 'zod';

/** GET /api/auth/second-factor: the signed-in user's second factor, and whether their company requires one. */
export const SecondFactorStatusViewSchema = z
  .object({
    enabled: z.boolean(),
    recoveryCodesLeft: z.number().int().describe('Unused recovery codes (0 when two-factor sign-in is off).'),
    requiredByCompany: z.boolean().describe("The user's company requires a second factor of every member."),
  })
  .meta({ id: 'SecondFactorStatusView' });
export type SecondFactorStatusView = z.infer<typeof SecondFactorStatusViewSchema>;

/** The enrolment's first step: what the authenticator app needs (the QR code encodes `otpauthUrl`). */
export const SecondFactorEnrolmentViewSchema = z
  .object({
    secret: z.string().describe('The TOTP secret (base32), for typing in by hand; shown once, never again.'),
    otpauthUrl: z.string().describe('otpauth://totp/LogiScope:<email>?secret=...&issuer=LogiScope'),
  })
  .meta({ id: 'SecondFactorEnrolmentView' });
export type SecondFactorEnrolmentView = z.infer<typeof SecondFactorEnrolmentViewSchema>;

/** Ten single-use recovery codes, shown once when two-factor sign-in is turned on (only their hashes are kept). */
export const RecoveryCodesViewSchema = z.object({ recoveryCodes: z.array(z.string()) }).meta({ id: 'RecoveryCodesView' });
export type RecoveryCodesView = z.infer<typeof RecoveryCodesViewSchema>;

/** POST /api/auth/login when the account has a second factor and no `code` came: no session yet. */
export const SecondFactorChallengeViewSchema = z
  .object({
    secondFactorRequired: z.literal(true),
    challenge: z.string().describe('Single use, bound to the account, valid 5 minutes: send it with a code to /api/auth/login/second-factor.'),
    expiresAt: z.string().describe('ISO-8601.'),
  })
  .meta({ id: 'SecondFactorChallengeView' });
export type SecondFactorChallengeView = z.infer<typeof SecondFactorChallengeViewSchema>;

export const CompanySecondFactorRequirementViewSchema = z.object({ required: z.boolean() }).meta({ id: 'CompanySecondFactorRequirementView' });
