import type { User } from './auth.types';

/**
 * The spec's app states: loading session, signed in without company (onboarding), signed in, signed out; and signed in
 * but held until a second factor is set up (the company or configuration requires one).
 */
export type SessionState = 'loading' | 'signedOut' | 'secondFactorSetup' | 'onboarding' | 'signedIn';

export function needsCompanySetup(user: User): boolean {
  return user.needsCompanySetup || !user.companyId;
}

export function resolveSessionState(session: { isLoading: boolean; user: User | null | undefined }): SessionState {
  if (session.isLoading) return 'loading';
  if (!session.user) return 'signedOut';
  if (session.user.secondFactorEnrolmentRequired) return 'secondFactorSetup';
  return needsCompanySetup(session.user) ? 'onboarding' : 'signedIn';
}

/** The welcome line's name: the first name, or the e-mail when there is none. */
export function displayNameOf(user: Pick<User, 'firstName' | 'email'>): string {
  return user.firstName?.trim() || user.email;
}

/** The avatar's fallback letter. */
export function initialOf(user: Pick<User, 'firstName' | 'email'>): string {
  return (displayNameOf(user).trim().charAt(0) || '?').toUpperCase();
}
