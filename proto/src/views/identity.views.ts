/**
 * identity's answers and requests, as the gateway passes them on under /api/auth. One definition for identity's API
 * (identity.api.ts re-exports these) and the web app (`import type` from '@logiscope/proto/views'). Types only.
 */

export type RoleName = 'USER' | 'ADMIN';
export type CompanyTypeName = 'BROKER' | 'SHIPPER';

export interface CompanyView {
  companyName: string;
  companyType: CompanyTypeName;
  mcNumber: string;
  dotNumber: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  phone: string;
  email: string;
  createdAt: string;
  isVerified: boolean;
}

/** The spec's "current user" entity (GET /api/auth/user; login, registration and company setup answer it too). */
export interface UserView {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: RoleName;
  isActive: boolean;
  profileImageUrl: string;
  needsCompanySetup: boolean;
  companyId: string;
  /** Absent (undefined) until the company is set up. */
  company?: CompanyView;
}

/** Added by the gateway from the HTTP request. */
export interface ClientInfo {
  ipAddress: string;
  userAgent: string;
}

/** POST /api/auth/register's body plus what the gateway adds (client info, session id). */
export interface RegisterRequest extends ClientInfo {
  /** Opaque id of the session the gateway opens on success (registration signs the user in). */
  sessionId: string;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  companyName: string;
  companyType: string;
  mcNumber: string;
  dotNumber: string;
}

/** POST /api/auth/login's body plus what the gateway adds (client info, session id). */
export interface LoginRequest extends ClientInfo {
  email: string;
  password: string;
  /** Opaque id of the session the gateway will open on success (recorded on LoginAttempted). */
  sessionId: string;
}

/** POST /api/auth/setup-company's body (the company's details) plus the signed-in user's id, which the gateway adds. */
export interface SetupCompanyRequest extends Omit<CompanyView, 'companyType' | 'createdAt' | 'isVerified'> {
  userId: string;
  /** Validated by identity: BROKER or SHIPPER. */
  companyType: string;
}
