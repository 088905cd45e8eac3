import { z } from 'zod';
import type { EventOf } from '../shared/event-of';

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
export type SecondFactorEnrolmentStarted = EventOf<'SecondFactorEnrolmentStarted', typeof SecondFactorEnrolmentStartedV1>;

/** The user confirmed the enrolment with a code: the pending secret is in force, with ten fresh recovery codes. */
export const SecondFactorEnabledV1 = z.object({
  userId: z.string(),
  recoveryCodeHashes: z.array(z.string()),
  /** The time step of the confirming code: it cannot be used again to sign in. */
  step: z.number().int(),
});
export type SecondFactorEnabled = EventOf<'SecondFactorEnabled', typeof SecondFactorEnabledV1>;

/** A TOTP code signed in: its time step and every earlier one are spent (no replay). */
export const SecondFactorCodeUsedV1 = z.object({ userId: z.string(), step: z.number().int() });
export type SecondFactorCodeUsed = EventOf<'SecondFactorCodeUsed', typeof SecondFactorCodeUsedV1>;

/** A recovery code signed in (its hash; it never works again). */
export const RecoveryCodeUsedV1 = z.object({ userId: z.string(), codeHash: z.string() });
export type RecoveryCodeUsed = EventOf<'RecoveryCodeUsed', typeof RecoveryCodeUsedV1>;

export const SecondFactorDisabledV1 = z.object({ userId: z.string() });
export type SecondFactorDisabled = EventOf<'SecondFactorDisabled', typeof SecondFactorDisabledV1>;

/** A company's ADMIN requires (or no longer requires) a second factor of every member. */
export const CompanySecondFactorRequirementSetV1 = z.object({ companyId: z.string(), required: z.boolean(), byUserId: z.string() });
export type CompanySecondFactorRequirementSet = EventOf<'CompanySecondFactorRequirementSet', typeof CompanySecondFactorRequirementSetV1>;

export type SecondFactorEvent = SecondFactorEnrolmentStarted | SecondFactorEnabled | SecondFactorCodeUsed | RecoveryCodeUsed | SecondFactorDisabled;
