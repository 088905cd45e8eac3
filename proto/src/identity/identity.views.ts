/**
 * identity's answers and requests, as the gateway passes them on under /api/auth. The answers are zod schemas (the
 * gateway validates them and derives the OpenAPI components from them) with their TS types inferred; identity's API
 * (identity.api.ts re-exports these) and the web app read one definition.
 *
 * The requests below stay plain TS types: they are identity's application requests (the HTTP body plus what the
 * gateway adds), not the HTTP bodies; the bodies' validation rules live with the HTTP operations (proto/src/<context>/*.rules.ts).
 */
import { z } from 'zod';
import { companyContact } from './identity.events';

export const RoleNameSchema = z.enum(['USER', 'ADMIN']).meta({ id: 'RoleName' });
export type RoleName = z.infer<typeof RoleNameSchema>;

export const CompanyTypeNameSchema = z.enum(['BROKER', 'SHIPPER']).meta({ id: 'CompanyTypeName' });
export type CompanyTypeName = z.infer<typeof CompanyTypeNameSchema>;

export const CompanyViewSchema = z
  .object({
    companyName: z.string(),
    companyType: CompanyTypeNameSchema,
    ...companyContact,
    createdAt: z.string().describe('ISO-8601.'),
    isVerified: z.boolean(),
  })
  .meta({ id: 'CompanyView', description: "The signed-in user's company." });
export type CompanyView = z.infer<typeof CompanyViewSchema>;

const userView = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: RoleNameSchema,
  isActive: z.boolean(),
  profileImageUrl: z.string().describe("'' when none."),
  needsCompanySetup: z.boolean(),
  companyId: z.string().describe("'' until the company is set up."),
  // Absent (undefined) until the company is set up.
  company: CompanyViewSchema.optional(),
  pendingCompanyName: z
    .string()
    .optional()
    .describe('The company name typed at registration, while the company is still to be set up (the setup form starts from it).'),
  // Added by the gateway: a LogiScope platform operator (configuration grants it; platform-wide screens).
  isOperator: z.boolean().optional(),
  secondFactorEnabled: z.boolean().optional().describe('Two-factor sign-in (an authenticator app) is on.'),
  secondFactorEnrolmentRequired: z
    .boolean()
    .optional()
    .describe('The company (or, for the platform operator, configuration) requires a second factor and the user has none: everything but enrolment answers 403 until it is on.'),
});
export type UserView = z.infer<typeof userView>;

export const USER_VIEW_EXAMPLE: UserView = {
  id: '3d8f0c2b-71a4-4e9e-b5d6-0f2a9c4e8b17',
  firstName: 'Maria',
  lastName: 'Lopez',
  email: 'maria.lopez@northstar-brokerage.com',
  role: 'ADMIN',
  isActive: true,
  profileImageUrl: '',
  needsCompanySetup: false,
  companyId: '6f1c2a7e-3b9d-4e51-9c0a-8d4b2f7e1a63',
  company: {
    companyName: 'Northstar Brokerage LLC',
    companyType: 'BROKER',
    mcNumber: '1123456',
    dotNumber: '3345678',
    address: '400 N Michigan Ave, Suite 1200',
    city: 'Chicago',
    state: 'IL',
    zipCode: '60611',
    phone: '3125550187',
    email: 'ops@northstar-brokerage.com',
    createdAt: '2025-09-14T16:22:05.731Z',
    isVerified: false,
  },
};

export const UserViewSchema = userView.meta({
  id: 'UserView',
  description: 'The spec\'s "current user" entity (GET /api/auth/user; login, registration and company setup answer it too).',
  examples: [USER_VIEW_EXAMPLE],
});

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
