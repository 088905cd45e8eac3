import { DomainError } from '@logiscope/kernel';
import { message } from '@logiscope/proto/http';
import type { ApiKeyRefusal } from './api-key.decider';

/** The api-key decider's refusals as the API answers them (api-key.service.ts runs the decider inside `refusalsAs`). */
export const apiKeyRefusals: Record<ApiKeyRefusal, () => DomainError> = {
  NOT_ADMIN: () => DomainError.forbidden(message('API_KEYS_ADMIN_ONLY')),
  COMPANY_NOT_SET_UP: () => DomainError.forbidden(message('COMPANY_SETUP_REQUIRED')),
  EXPIRY_NOT_IN_FUTURE: () => DomainError.invalidField('expiresAt', message('API_KEY_EXPIRY_INVALID')),
  KEY_LIMIT: () => DomainError.conflict(message('API_KEY_LIMIT')),
  KEY_NOT_FOUND: () => DomainError.notFound(message('API_KEY_NOT_FOUND')),
  ALREADY_REVOKED: () => DomainError.conflict(message('API_KEY_ALREADY_REVOKED')),
};
