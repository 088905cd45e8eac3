/**
 * The session operations' routes: id, method, path, access and wording, without their schemas. auth.ops.ts declares
 * each operation from its route (adding the zod inputs and answers); the web's visitor pages import these alone
 * (`@logiscope/proto/http/auth-routes`), so a visitor's first load does not build every operation's schemas
 * (issue 14's first-load budget). No imports: nothing here builds a schema.
 */
export const register = {
  id: 'register',
  method: 'POST',
  path: '/api/auth/register',
  access: 'public',
  tag: 'Session',
  summary: 'Create an account (and its company unless a broker still needs an MC number); signs the user in',
  status: 'served',
} as const;

export const login = {
  id: 'login',
  method: 'POST',
  path: '/api/auth/login',
  access: 'public',
  tag: 'Session',
  summary: 'Sign in with e-mail and password',
  status: 'served',
} as const;

export const currentUser = {
  id: 'getCurrentUser',
  method: 'GET',
  path: '/api/auth/user',
  access: 'session',
  tag: 'Session',
  summary: 'The signed-in user (401 means nobody is signed in)',
  status: 'served',
} as const;

export const setupCompany = {
  id: 'setupCompany',
  method: 'POST',
  path: '/api/auth/setup-company',
  access: 'session',
  tag: 'Session',
  summary: "Set up the signed-in user's company (the company-setup gate)",
  status: 'served',
} as const;

export const logout = {
  id: 'logout',
  gatewayOnly: true,
  method: 'POST',
  path: '/api/auth/logout',
  access: 'public',
  tag: 'Session',
  summary: 'End the session (no body)',
  status: 'served',
} as const;

export const logoutRedirect = {
  id: 'logoutRedirect',
  gatewayOnly: true,
  method: 'GET',
  path: '/api/logout',
  access: 'public',
  tag: 'Session',
  summary: 'Full page load: end the session, then the sign-in page',
  status: 'served',
} as const;

export const loginRedirect = {
  id: 'loginRedirect',
  gatewayOnly: true,
  method: 'GET',
  path: '/api/login',
  access: 'public',
  tag: 'Session',
  summary: 'Full page load after a 401: the sign-in page',
  status: 'served',
} as const;

/** Sign-in's second step (two-factor sign-in): here so the visitor's sign-in page reaches it without every schema. */
export const loginSecondFactor = {
  id: 'loginSecondFactor',
  method: 'POST',
  path: '/api/auth/login/second-factor',
  access: 'public',
  tag: 'Session',
  summary: "Sign-in's second step: the challenge POST /api/auth/login answered and a code from the authenticator app (or a single-use recovery code); opens the session",
  status: 'served',
} as const;

export const requestPasswordReset = {
  id: 'requestPasswordReset',
  method: 'POST',
  path: '/api/auth/forgot-password',
  access: 'public',
  tag: 'Session',
  summary: 'Mail a one-time password reset link (valid 1 hour) to the account with this e-mail; the same answer whether it exists or not',
  status: 'served',
} as const;

export const resetPassword = {
  id: 'resetPassword',
  method: 'POST',
  path: '/api/auth/reset-password',
  access: 'public',
  tag: 'Session',
  summary: "Set a new password with the reset link's token: ends every session of the user and signs no one in",
  status: 'served',
} as const;
