import { UserViewSchema } from '../../views';
import { operation } from '../operation';
import { registrationBodySchema, loginBodySchema } from '../rules/auth.rules';
import { companySetupBodySchema } from '../rules/company.rules';

export const register = operation({
  id: 'register',
  method: 'POST',
  path: '/api/auth/register',
  access: 'public',
  tag: 'Session',
  summary: 'Create an account (and its company unless a broker still needs an MC number); signs the user in',
  body: registrationBodySchema,
  success: { status: 201, description: 'The new user; the session cookie is set', schema: UserViewSchema },
  errors: [409],
});

export const login = operation({
  id: 'login',
  method: 'POST',
  path: '/api/auth/login',
  access: 'public',
  tag: 'Session',
  summary: 'Sign in with e-mail and password',
  body: loginBodySchema,
  success: { status: 200, description: 'The user; the session cookie is set', schema: UserViewSchema },
  errors: [401, 403],
});

export const currentUser = operation({
  id: 'getCurrentUser',
  method: 'GET',
  path: '/api/auth/user',
  access: 'session',
  tag: 'Session',
  summary: 'The signed-in user (401 means nobody is signed in)',
  success: { status: 200, description: 'The current user', schema: UserViewSchema },
});

export const setupCompany = operation({
  id: 'setupCompany',
  method: 'POST',
  path: '/api/auth/setup-company',
  access: 'session',
  tag: 'Session',
  summary: "Set up the signed-in user's company (the company-setup gate)",
  body: companySetupBodySchema,
  success: { status: 200, description: 'The user with the company', schema: UserViewSchema },
  errors: [409],
});

export const logout = operation({
  id: 'logout',
  gatewayOnly: true,
  method: 'POST',
  path: '/api/auth/logout',
  access: 'public',
  tag: 'Session',
  summary: 'End the session (no body)',
  success: { status: 204, description: 'Signed out; the cookie is cleared' },
});

export const logoutRedirect = operation({
  id: 'logoutRedirect',
  gatewayOnly: true,
  method: 'GET',
  path: '/api/logout',
  access: 'public',
  tag: 'Session',
  summary: 'Full page load: end the session, then the sign-in page',
  success: { status: 302, description: 'Redirect to /auth' },
});

export const loginRedirect = operation({
  id: 'loginRedirect',
  gatewayOnly: true,
  method: 'GET',
  path: '/api/login',
  access: 'public',
  tag: 'Session',
  summary: 'Full page load after a 401: the sign-in page',
  success: { status: 302, description: 'Redirect to /auth' },
});

