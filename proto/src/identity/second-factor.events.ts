import { z } from 'zod';

/**
 * A user's second factor (TOTP with an authenticator app, and recovery codes). Every event here is private to identity
 * (catalogue topic null): stored in identity's own event store, never published on the bus, never in a read model
 * another service reads. The secret travels only encrypted (AES-256-GCM, identity's SECOND_FACTOR_KEY) and recovery
 * codes only as keyed hashes (HMAC-SHA-256).
 */
export const SecondFactorEnrolmentStartedV1 = z.object({
  userId: z.string(),
  /** The TOTP secret, encrypted: `v1.<iv>.<tag>.<ciphertext>` (base64url). */
  encryptedSecret: z.string(),
});

/** The user confirmed the enrolment with a code: the pending secret is in force, with ten fresh recovery codes. */
export const SecondFactorEnabledV1 = z.object({
  userId: z.string(),
  recoveryCodeHashes: z.array(z.string()),
  /** The time step of the confirming code: it cannot be used again to sign in. */
  step: z.number().int(),
});

/** A TOTP code signed in: its time step and every earlier one are spent (no replay). */
export const SecondFactorCodeUsedV1 = z.object({ userId: z.string(), step: z.number().int() });

/** A recovery code signed in (its hash; it never works again). */
export const RecoveryCodeUsedV1 = z.object({ userId: z.string(), codeHash: z.string() });

export const SecondFactorDisabledV1 = z.object({ userId: z.string() });

/** A company's ADMIN requires (or no longer requires) a second factor of every member. */
export const CompanySecondFactorRequirementSetV1 = z.object({ companyId: z.string(), required: z.boolean(), byUserId: z.string() });

export type SecondFactorEnrolmentStarted = { type: 'SecondFactorEnrolmentStarted'; data: z.infer<typeof SecondFactorEnrolmentStartedV1> };
export type SecondFactorEnabled = { type: 'SecondFactorEnabled'; data: z.infer<typeof SecondFactorEnabledV1> };
export type SecondFactorCodeUsed = { type: 'SecondFactorCodeUsed'; data: z.infer<typeof SecondFactorCodeUsedV1> };
export type RecoveryCodeUsed = { type: 'RecoveryCodeUsed'; data: z.infer<typeof RecoveryCodeUsedV1> };
export type SecondFactorDisabled = { type: 'SecondFactorDisabled'; data: z.infer<typeof SecondFactorDisabledV1> };
export type CompanySecondFactorRequirementSet = { type: 'CompanySecondFactorRequirementSet'; data: z.infer<typeof CompanySecondFactorRequirementSetV1> };

export type SecondFactorEvent = SecondFactorEnrolmentStarted | SecondFactorEnabled | SecondFactorCodeUsed | RecoveryCodeUsed | SecondFactorDisabled;
