import { z } from 'zod';
import type { EventOf } from '../shared/event-of';

export const Role = z.enum(['USER', 'ADMIN']);
export const CompanyType = z.enum(['BROKER', 'SHIPPER']);

export const UserRegisteredV1 = z.object({
  userId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: Role,
  /** Empty string when the user still has to set up a company. */
  companyId: z.string().describe('Empty string when the user still has to set up a company.'),
  /** The company name typed at registration: the company setup starts from it. Absent on events before it was kept. */
  companyName: z
    .string()
    .optional()
    .describe('The company name typed at registration (the company setup starts from it); empty on events before it was kept.'),
});
export type UserRegistered = EventOf<'UserRegistered', typeof UserRegisteredV1>;

/** Private to identity: never published (the hash stays in identity's own event store). */
export const PasswordSetV1 = z.object({
  userId: z.string(),
  passwordHash: z.string(),
});
export type PasswordSet = EventOf<'PasswordSet', typeof PasswordSetV1>;

/** A company's numbers and contact details as entered at setup: the event, identity's API and the view carry them alike. */
export const companyContact = {
  mcNumber: z.string(),
  dotNumber: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  phone: z.string(),
  email: z.string(),
};

export const CompanySetUpV1 = z.object({
  companyId: z.string(),
  companyType: CompanyType,
  companyName: z.string(),
  ...companyContact,
  mcNumber: z.string().describe('FMCSA motor-carrier number, as entered.'),
  dotNumber: z.string().describe('USDOT number, as entered.'),
  setUpByUserId: z.string(),
});
export type CompanySetUp = EventOf<'CompanySetUp', typeof CompanySetUpV1>;

/**
 * A broker company was verified: by the FMCSA check (its MC/DOT name a record with active broker authority whose
 * e-mail domain or phone is the company's) or by a platform operator. Shipper companies are never verified.
 */
export const CompanyVerifiedV1 = z.object({
  companyId: z.string(),
  method: z.enum(['FMCSA', 'OPERATOR']),
  /** The FMCSA record's DOT number ('' for an operator's verification). */
  dotNumber: z.string().describe('The FMCSA record\'s DOT number ("" for an operator\'s verification).'),
  /** What tied the record to the company: EMAIL_DOMAIN, PHONE, or '' (operator). */
  matchedOn: z.enum(['EMAIL_DOMAIN', 'PHONE', '']).describe('"EMAIL_DOMAIN" | "PHONE" | "" (operator)'),
  byUserId: z.string(),
});
export type CompanyVerified = EventOf<'CompanyVerified', typeof CompanyVerifiedV1>;

export const UserJoinedCompanyV1 = z.object({
  userId: z.string(),
  companyId: z.string(),
  role: Role,
});
export type UserJoinedCompany = EventOf<'UserJoinedCompany', typeof UserJoinedCompanyV1>;

/** An ADMIN added a member to a broker company; the member sets a password through the invitation link. */
export const TeamMemberAddedV1 = z.object({
  userId: z.string(),
  companyId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: Role,
  addedByUserId: z.string(),
});
export type TeamMemberAdded = EventOf<'TeamMemberAdded', typeof TeamMemberAddedV1>;

/** Private to identity: the invitation's token, hashed (sha-256), and when it stops working. */
export const InvitationIssuedV1 = z.object({
  userId: z.string(),
  tokenHash: z.string(),
  expiresAt: z.string(),
});
export type InvitationIssued = EventOf<'InvitationIssued', typeof InvitationIssuedV1>;

/**
 * Private to identity: someone asked for a password reset of this account; only the link token's hash (sha-256) and
 * when it stops working are kept, never the token. A newer request replaces the older one (only the latest link works).
 */
export const PasswordResetRequestedV1 = z.object({
  userId: z.string(),
  tokenHash: z.string(),
  expiresAt: z.string(),
});
export type PasswordResetRequested = EventOf<'PasswordResetRequested', typeof PasswordResetRequestedV1>;

/** Private to identity: the password was set anew with a reset link (the hash itself is on the PasswordSet before it). */
export const PasswordResetV1 = z.object({
  userId: z.string(),
});
export type PasswordReset = EventOf<'PasswordReset', typeof PasswordResetV1>;

/** An ADMIN blocked or unblocked a member of their company, or removed one (for good). */
export const TeamMemberStatusV1 = z.object({
  userId: z.string(),
  companyId: z.string(),
  byUserId: z.string(),
});
export type TeamMemberBlocked = EventOf<'TeamMemberBlocked', typeof TeamMemberStatusV1>;
export type TeamMemberUnblocked = EventOf<'TeamMemberUnblocked', typeof TeamMemberStatusV1>;
export type TeamMemberRemoved = EventOf<'TeamMemberRemoved', typeof TeamMemberStatusV1>;

export const TeamMemberRoleChangedV1 = z.object({
  userId: z.string(),
  companyId: z.string(),
  role: Role,
  byUserId: z.string(),
});
export type TeamMemberRoleChanged = EventOf<'TeamMemberRoleChanged', typeof TeamMemberRoleChangedV1>;

export const LoginOutcome = z.enum(['SUCCESS', 'FAILED', 'BLOCKED']);
export const LoginFailureReason = z.enum(['', 'INVALID_PASSWORD', 'UNKNOWN_EMAIL', 'USER_BLOCKED', 'TOO_MANY_ATTEMPTS', 'INVALID_SECOND_FACTOR']);
/** Which second factor a sign-in passed: NONE for a password alone (and for every event before second factors existed). */
export const SecondFactorUsed = z.enum(['NONE', 'TOTP', 'RECOVERY_CODE']);
/** On events: absent (older events) or '' (an unset protobuf field) read as NONE. */
export const SecondFactorOnEvent = z.enum(['', ...SecondFactorUsed.options]).optional();

export const LoginAttemptedV1 = z.object({
  email: z.string(),
  /** Empty when the e-mail matches no account. */
  userId: z.string().describe('Empty when the e-mail matches no account.'),
  companyId: z.string().describe('Empty when unknown.'),
  outcome: LoginOutcome,
  failureReason: LoginFailureReason,
  ipAddress: z.string(),
  userAgent: z.string(),
  /** Empty unless the attempt opened a session (an opaque id, never the cookie value). */
  sessionId: z.string().describe('Empty unless the attempt opened a session (an opaque id, never the cookie value).'),
  /** The second factor the attempt gave (never the code itself); absent on older events, read as NONE. */
  secondFactor: SecondFactorOnEvent.describe('"NONE" | "TOTP" | "RECOVERY_CODE": the second factor given (never the code); unset on older events, read as NONE.'),
});
export type LoginAttempted = EventOf<'LoginAttempted', typeof LoginAttemptedV1>;

export type TeamEvent = TeamMemberAdded | InvitationIssued | TeamMemberBlocked | TeamMemberUnblocked | TeamMemberRoleChanged | TeamMemberRemoved;

export type IdentityEvent = UserRegistered | PasswordSet | CompanySetUp | CompanyVerified | UserJoinedCompany | LoginAttempted | TeamEvent | PasswordResetRequested | PasswordReset;
