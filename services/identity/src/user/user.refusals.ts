import { DomainError } from '@logiscope/kernel';
import { message } from '@logiscope/proto/http';
import { companyRefusals } from '../company/company.refusals';
import type { UserRefusal } from './user.decider';

export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists';

/**
 * The user decider's refusals as the API answers them; registration, team, password change and reset run the decider
 * inside `refusalsAs(userRefusals, …)`. Another company's member, a removed one or nobody: the same 404.
 */
export const userRefusals: Record<UserRefusal, () => DomainError> = {
  EMAIL_TAKEN: () => DomainError.conflict(EMAIL_TAKEN_MESSAGE),
  USER_NOT_FOUND: () => DomainError.notFound('User not found'),
  COMPANY_ALREADY_SET_UP: companyRefusals.ALREADY_SET_UP,
  NOT_ON_SELF: () => DomainError.forbidden(message('TEAM_NOT_ON_SELF')),
  ADMINS_ONLY: () => DomainError.forbidden(message('FORBIDDEN')),
  MEMBER_NOT_FOUND: () => DomainError.notFound(message('TEAM_MEMBER_NOT_FOUND')),
  BROKERS_ONLY: () => DomainError.forbidden(message('TEAM_BROKERS_ONLY')),
  RESET_LINK_INVALID: () => DomainError.invalidField('token', message('RESET_LINK_INVALID')),
  INVITATION_INVALID: () => DomainError.invalidField('token', message('INVITATION_INVALID')),
  CURRENT_PASSWORD_WRONG: () => DomainError.invalidField('currentPassword', message('CURRENT_PASSWORD_WRONG')),
};
