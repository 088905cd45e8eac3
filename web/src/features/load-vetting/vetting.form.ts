import { message, vetLoadBodySchema } from '@logiscope/proto/http';
import type { VerdictOutcome } from '@logiscope/proto/views';
import { ruleMessagesByField } from '../../shared/errors/errorText';
import type { ValidationResult } from '../../shared/forms/validation';
import type { OpBody } from '../../api/operationRequest';

/**
 * The "Vet for a load" form, checked with the server's own rule (proto/src/reports/vetting.rules.ts): the same codes
 * and wording before anything is sent. A reason is sent only when the broker accepts a Review: a Fail offers no
 * override at all (the server would refuse it with the words the dialog shows).
 */
export interface VetLoadValues {
  loadReference: string;
  pickupDate: string;
  lane: string;
  acceptReview: boolean;
  overrideReason: string;
}
export const VET_LOAD_FIELDS = ['loadReference', 'pickupDate', 'lane', 'overrideReason'] as const;
type Field = (typeof VET_LOAD_FIELDS)[number];

export function validateVetLoad(values: Partial<VetLoadValues>, outcome: VerdictOutcome): { result: ValidationResult<Field>; body?: OpBody<'vetLoad'> } {
  const overriding = outcome === 'REVIEW' && values.acceptReview === true;
  const body = { loadReference: values.loadReference ?? '', pickupDate: values.pickupDate ?? '', lane: values.lane ?? '', overrideReason: overriding ? (values.overrideReason ?? '') : '' };
  const parsed = vetLoadBodySchema.safeParse(body);
  if (!parsed.success) return { result: { fieldErrors: ruleMessagesByField(parsed.error, VET_LOAD_FIELDS).fieldErrors } };
  // Accepting a Review takes a reason: blank is the same refusal as too short.
  if (overriding && parsed.data.overrideReason === '') {
    return { result: { fieldErrors: { overrideReason: { code: 'VETTING_OVERRIDE_REASON_INVALID', params: {}, message: message('VETTING_OVERRIDE_REASON_INVALID') } } } };
  }
  return { result: { fieldErrors: {} }, body: parsed.data };
}
