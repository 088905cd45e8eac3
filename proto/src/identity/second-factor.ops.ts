import {
  CompanySecondFactorRequirementViewSchema,
  RecoveryCodesViewSchema,
  SecondFactorEnrolmentViewSchema,
  SecondFactorStatusViewSchema,
  UserViewSchema,
} from '../views';
import { operation, operationFamily } from '../shared/operation';
import * as routes from './auth.routes';
import { companySecondFactorRequirementBodySchema, secondFactorConfirmBodySchema, secondFactorDisableBodySchema, secondFactorLoginBodySchema } from './auth.rules';

/** Two-factor sign-in (issue 22 §2): the second step of sign-in, enrolment on one's account, a company's requirement. */
export const loginSecondFactor = operation({
  ...routes.loginSecondFactor,
  body: secondFactorLoginBodySchema,
  success: { status: 200, description: 'The user; the session cookie is set', schema: UserViewSchema }, errors: [401],
});

/** One's own account: any signed-in user. */
const sessionOperation = operationFamily({ access: 'session', tag: 'Session' });

export const getSecondFactor = sessionOperation({
  id: 'getSecondFactor', method: 'GET', path: '/api/auth/second-factor',
  summary: "The signed-in user's second factor: on or off, recovery codes left, whether the company requires one",
  success: { status: 200, description: 'Second factor', schema: SecondFactorStatusViewSchema },
});

export const startSecondFactorEnrolment = sessionOperation({
  id: 'startSecondFactorEnrolment', method: 'POST', path: '/api/auth/second-factor/enrolment',
  summary: 'Start turning on two-factor sign-in: a new secret for the authenticator app (QR code); nothing changes until it is confirmed with a code',
  success: { status: 200, description: 'The secret, shown once', schema: SecondFactorEnrolmentViewSchema }, errors: [409],
});

export const confirmSecondFactorEnrolment = sessionOperation({
  id: 'confirmSecondFactorEnrolment', method: 'POST', path: '/api/auth/second-factor/enrolment/confirm',
  summary: 'Turn on two-factor sign-in with a code from the app: answers ten single-use recovery codes, shown once',
  body: secondFactorConfirmBodySchema,
  success: { status: 200, description: 'The recovery codes', schema: RecoveryCodesViewSchema }, errors: [409],
});

export const disableSecondFactor = sessionOperation({
  id: 'disableSecondFactor', method: 'POST', path: '/api/auth/second-factor/disable',
  summary: 'Turn off two-factor sign-in, with the password and a current code (or a recovery code)',
  body: secondFactorDisableBodySchema,
  success: { status: 204, description: 'Turned off' }, errors: [409],
});

export const setCompanySecondFactorRequirement = operation({
  id: 'setCompanySecondFactorRequirement', method: 'PUT', path: '/api/company/second-factor-requirement', access: 'admin', tag: 'Team',
  summary: 'Require (or stop requiring) a second factor of every member of the company: a member without one must set it up after the password, before anything else',
  body: companySecondFactorRequirementBodySchema,
  success: { status: 200, description: 'The requirement', schema: CompanySecondFactorRequirementViewSchema },
});

