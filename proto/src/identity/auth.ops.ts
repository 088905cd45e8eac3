import { z } from 'zod';
import { SecondFactorChallengeViewSchema, UserViewSchema } from '../views';
import { operation } from '../shared/operation';
import * as routes from './auth.routes';
import { registrationBodySchema, loginBodySchema, passwordResetBodySchema, passwordResetRequestBodySchema } from './auth.rules';
import { companySetupBodySchema } from './company.rules';

export const register = operation({
  ...routes.register,
  body: registrationBodySchema,
  success: { status: 201, description: 'The new user; the session cookie is set', schema: UserViewSchema },
  errors: [409],
});

export const login = operation({
  ...routes.login,
  body: loginBodySchema,
  success: {
    status: 200,
    description: 'The user, and the session cookie is set; or, for an account with two-factor sign-in and no `code` in the body, a challenge for the second step and no session',
    schema: z.union([UserViewSchema, SecondFactorChallengeViewSchema]),
  },
  errors: [401, 403],
});

export const currentUser = operation({
  ...routes.currentUser,
  success: { status: 200, description: 'The current user', schema: UserViewSchema },
});

export const setupCompany = operation({
  ...routes.setupCompany,
  body: companySetupBodySchema,
  success: { status: 200, description: 'The user with the company', schema: UserViewSchema },
  errors: [409],
});

export const logout = operation({
  ...routes.logout,
  success: { status: 204, description: 'Signed out; the cookie is cleared' },
});

export const logoutRedirect = operation({
  ...routes.logoutRedirect,
  success: { status: 302, description: 'Redirect to /auth' },
});

export const loginRedirect = operation({
  ...routes.loginRedirect,
  success: { status: 302, description: 'Redirect to /auth' },
});


/** Throttled per client address (429) and per e-mail (still 202, no mail): see the gateway's auth controller. */
export const requestPasswordReset = operation({
  ...routes.requestPasswordReset,
  body: passwordResetRequestBodySchema,
  success: { status: 202, description: 'Accepted: a link is mailed if an active account has this e-mail (nothing says whether one does)' },
});

export const resetPassword = operation({
  ...routes.resetPassword,
  body: passwordResetBodySchema,
  success: { status: 204, description: 'The password is changed; every session of the user ended; no one is signed in' },
});
