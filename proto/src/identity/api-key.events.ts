import { z } from 'zod';
import type { EventOf } from '../shared/event-of';
import { API_KEY_SCOPES } from './api-key.views';

const ApiKeyScope = z.enum(API_KEY_SCOPES);

/** Why a key stopped working for good (its use answers 401 from then on). */
export const ApiKeyRevocationReason = z.enum(['BY_ADMIN', 'CREATOR_REMOVED', 'CREATOR_BLOCKED', 'CREATOR_DEMOTED']);

/**
 * A company ADMIN created an API key. Private to identity (catalogue topic null): the key's hash never leaves identity's
 * own event store. The secret itself is in no event and no store: it is shown once, in the creation's answer.
 */
export const ApiKeyCreatedV1 = z.object({
  keyId: z.string(),
  companyId: z.string(),
  name: z.string(),
  scopes: z.array(ApiKeyScope),
  /** The secret's first characters (`lsk_live_ab12`): shown in the list so a person can tell keys apart. */
  prefix: z.string(),
  /** sha-256 (hex) of the whole secret: a 256-bit random secret needs no slow hash (see docs/identity.md). */
  secretHash: z.string(),
  /** ISO-8601, or '' for a key that does not expire. */
  expiresAt: z.string(),
  createdByUserId: z.string(),
});
export type ApiKeyCreated = EventOf<'ApiKeyCreated', typeof ApiKeyCreatedV1>;

/** A key stopped working for good: its ADMIN revoked it, or its creator was removed, blocked or demoted to USER. */
export const ApiKeyRevokedV1 = z.object({
  keyId: z.string(),
  companyId: z.string(),
  reason: ApiKeyRevocationReason,
  /** Who revoked it (the ADMIN, or the ADMIN who removed, blocked or demoted the creator). */
  byUserId: z.string(),
});
export type ApiKeyRevoked = EventOf<'ApiKeyRevoked', typeof ApiKeyRevokedV1>;

export type ApiKeyEvent = ApiKeyCreated | ApiKeyRevoked;
