import type { IdentityContract } from '@logiscope/proto/service-api';
import type { z } from 'zod';
import type { IdentityApi } from './identity.api';

/** Sign-in's second step: the account the password step named, the code, and the attempt's context. */
export type SecondFactorSignInRequest = z.infer<typeof IdentityContract.messages.SecondFactorSignInRequest>;

/** Two-factor sign-in: enrolment, sign-in's second step, a company's requirement. */
export type SecondFactorApi = Pick<
  IdentityApi,
  'getSecondFactor' | 'startSecondFactorEnrolment' | 'confirmSecondFactorEnrolment' | 'disableSecondFactor' | 'signInWithSecondFactor' | 'setCompanySecondFactorRequirement'
>;
