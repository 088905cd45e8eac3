import { createApiKeyBodySchema } from '@logiscope/proto/http';
import type { ApiKeyScope } from '@logiscope/proto/views';
import { ruleMessagesByField } from '../../shared/errors/errorText';
import type { ValidationResult } from '../../shared/forms/validation';
import type { OpBody } from '../../api/operationRequest';

/**
 * The create-key form, checked with the server's own rule (proto/src/identity/api-key.rules.ts): the same code and
 * wording ('Give the key a name', 'Choose at least one scope') before anything is sent.
 */
export const API_KEY_EXPIRIES = ['never', '30', '90', '365'] as const;
/** 'never', or a number of days from now. */
export type ApiKeyExpiry = (typeof API_KEY_EXPIRIES)[number];

export interface CreateApiKeyValues {
  name: string;
  scopes: ApiKeyScope[];
  /** The choice; sent as the date it makes (the field keeps the API's name, so the server's issues land on it). */
  expiresAt: ApiKeyExpiry;
}
export const CREATE_API_KEY_FIELDS = ['name', 'scopes', 'expiresAt'] as const;
type Field = (typeof CREATE_API_KEY_FIELDS)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

/** The expiry as the API takes it: null (never), else that many days from `now`. */
export function expiresAtOf(expiry: ApiKeyExpiry, now: Date): string | null {
  return expiry === 'never' ? null : new Date(now.getTime() + Number(expiry) * DAY_MS).toISOString();
}

export function validateCreateApiKey(values: Partial<CreateApiKeyValues>, now: Date): { result: ValidationResult<Field>; body?: OpBody<'createApiKey'> } {
  const body = { name: values.name ?? '', scopes: values.scopes ?? [], expiresAt: expiresAtOf(values.expiresAt ?? 'never', now) };
  const parsed = createApiKeyBodySchema.safeParse(body);
  if (parsed.success) return { result: { fieldErrors: {} }, body: parsed.data };
  return { result: { fieldErrors: ruleMessagesByField(parsed.error, CREATE_API_KEY_FIELDS).fieldErrors } };
}
