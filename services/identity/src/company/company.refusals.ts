import { DomainError } from '@logiscope/kernel';
import type { CompanyRefusal } from './company.decider';

/** The company decider's refusals as the API answers them (setup in identity.service.ts, verification in company.service.ts). */
export const companyRefusals: Record<CompanyRefusal, () => DomainError> = {
  ALREADY_SET_UP: () => DomainError.conflict('Company is already set up'),
  NOT_FOUND: () => DomainError.notFound('Company not found'),
  NOT_A_BROKER: () => DomainError.conflict('Only freight broker companies are verified.'),
};
