/**
 * /api/auth's answers and bodies as the web app uses them, from the shared wire types (@logiscope/proto/views, the
 * same ones services/identity answers and accepts). Type-only: nothing server-side is bundled. Where the web reads or
 * sends something looser than the server's type, the difference is spelled out below.
 */
import type * as wire from '@logiscope/proto/views';
import type { OpResult } from '../../api/operationRequest';

export type { CompanyView as Company, CompanyTypeName as CompanyType, RoleName as Role } from '@logiscope/proto/views';

export const COMPANY_TYPES: readonly wire.CompanyTypeName[] = ['BROKER', 'SHIPPER'];

/**
 * The spec's "current user" entity, as GET /api/auth/user answers it (UserView), read leniently: identity sends ''
 * for a missing image or company id and leaves company out until it is set up, but null is accepted too.
 */
export interface User extends Omit<OpResult<'currentUser'>, 'profileImageUrl' | 'companyId' | 'company'> {
  profileImageUrl: string | null;
  companyId: string | null;
  company?: wire.CompanyView | null;
}

/** POST /api/auth/login's answer for an account with two-factor sign-in: no session yet, the second step's challenge. */
export type SecondFactorChallenge = Exclude<OpResult<'login'>, { id: string }>;

/** POST /api/auth/login's body: the gateway adds the client info and the session id. */
export type LoginRequest = Pick<wire.LoginRequest, 'email' | 'password'>;

/**
 * POST /api/auth/register's body: the gateway adds the client info and the session id; the web sends MC and DOT
 * numbers only when filled (the gateway reads a missing one as '').
 */
export interface RegisterRequest extends Omit<wire.RegisterRequest, keyof wire.ClientInfo | 'sessionId' | 'companyType' | 'mcNumber' | 'dotNumber'> {
  companyType: wire.CompanyTypeName;
  mcNumber?: string;
  dotNumber?: string;
}

/** POST /api/auth/setup-company's body: the gateway adds the signed-in user's id. */
export interface SetupCompanyRequest extends Omit<wire.SetupCompanyRequest, 'userId' | 'companyType'> {
  companyType: wire.CompanyTypeName;
}
