import { DomainError } from '@logiscope/kernel';
import { message } from '@logiscope/proto/http';
import type { VettingRefusal } from './vetting.decider';

/** The decider's refusals as the API answers them: 409, with the wording the "Vet for a load" dialog shows. */
export const VETTING_REFUSALS: Record<VettingRefusal, () => DomainError> = {
  FAIL_NOT_OVERRIDABLE: () => DomainError.conflict(message('VETTING_FAIL_NOT_OVERRIDABLE')),
  ONLY_REVIEW_OVERRIDABLE: () => DomainError.conflict(message('VETTING_ONLY_REVIEW_OVERRIDABLE')),
};
