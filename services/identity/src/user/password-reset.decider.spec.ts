import { deciderSpec, DomainError, ErrorCode } from '@logiscope/kernel';
import { userDecider, type UserCommand, type UserEvent } from './user.decider';
import { userRefusals } from './user.refusals';

// Refusals as the services word them (user.refusals.ts): what the caller is told.
const spec = deciderSpec(userDecider, userRefusals);
const registered: UserEvent[] = [
  { type: 'UserRegistered', data: { userId: 'u1', email: 'ann@acme.io', firstName: 'Ann', lastName: 'Lee', companyId: 'c1', role: 'ADMIN' } },
  { type: 'PasswordSet', data: { userId: 'u1', passwordHash: '$argon2id$old' } },
];
const requested = (tokenHash: string, expiresAt = '2026-12-06T11:00:00.000Z'): UserEvent => ({ type: 'PasswordResetRequested', data: { userId: 'u1', tokenHash, expiresAt } });
const request = (tokenHash: string): UserCommand => ({ type: 'RequestPasswordReset', data: { tokenHash, expiresAt: '2026-12-06T11:00:00.000Z' } });
const reset = (tokenHash: string, now = '2026-12-06T10:30:00.000Z'): UserCommand => ({ type: 'ResetPassword', data: { tokenHash, now, passwordHash: '$argon2id$new' } });
const byAdmin = { companyId: 'c1', byUserId: 'a1' };

/** The refusal every unusable link gets: one message, on the token. */
function expectLinkRefused(error: unknown) {
  expect(error).toBeInstanceOf(DomainError);
  expect((error as DomainError).code).toBe(ErrorCode.VALIDATION);
  expect((error as DomainError).message).toBe('This password reset link is invalid, used or expired. Ask for a new one.');
}

describe('user decider: password reset', () => {
  it('records a request with the token hash and its expiry only', () => {
    expect(spec.given(registered).when(request('h1')).events).toEqual([requested('h1')]);
  });

  it('decides nothing, and refuses nothing, for an e-mail without an account, a removed or a blocked user', () => {
    expect(spec.given([]).when(request('h1'))).toEqual({ events: [] });
    expect(spec.given([...registered, { type: 'TeamMemberRemoved', data: { userId: 'u1', ...byAdmin } }]).when(request('h1')).events).toEqual([]);
    expect(spec.given([...registered, { type: 'TeamMemberBlocked', data: { userId: 'u1', ...byAdmin } }]).when(request('h1')).events).toEqual([]);
  });

  it('sets the new password (private PasswordSet) and records PasswordReset with the latest unexpired link', () => {
    expect(spec.given([...registered, requested('h1')]).when(reset('h1')).events).toEqual([
      { type: 'PasswordSet', data: { userId: 'u1', passwordHash: '$argon2id$new' } },
      { type: 'PasswordReset', data: { userId: 'u1' } },
    ]);
  });

  it('refuses a link used once already, an expired one, a wrong one, and an older one once a newer was asked for', () => {
    const used: UserEvent[] = [...registered, requested('h1'), ...spec.given([...registered, requested('h1')]).when(reset('h1')).events!];
    expectLinkRefused(spec.given(used).when(reset('h1')).error);
    expectLinkRefused(spec.given([...registered, requested('h1')]).when(reset('h1', '2026-12-06T11:00:00.000Z')).error);
    expectLinkRefused(spec.given([...registered, requested('h1')]).when(reset('h2')).error);
    expectLinkRefused(spec.given([...registered, requested('h1'), requested('h2')]).when(reset('h1')).error);
    expectLinkRefused(spec.given([]).when(reset('h1')).error);
  });

  it('forgets the link when the password changes otherwise, or when the user is blocked (also once unblocked) or removed', () => {
    const changed: UserEvent = { type: 'PasswordSet', data: { userId: 'u1', passwordHash: '$argon2id$changed' } };
    expectLinkRefused(spec.given([...registered, requested('h1'), changed]).when(reset('h1')).error);
    const blocked: UserEvent = { type: 'TeamMemberBlocked', data: { userId: 'u1', ...byAdmin } };
    expectLinkRefused(spec.given([...registered, requested('h1'), blocked]).when(reset('h1')).error);
    expectLinkRefused(spec.given([...registered, requested('h1'), blocked, { type: 'TeamMemberUnblocked', data: { userId: 'u1', ...byAdmin } }]).when(reset('h1')).error);
    expectLinkRefused(spec.given([...registered, requested('h1'), { type: 'TeamMemberRemoved', data: { userId: 'u1', ...byAdmin } }]).when(reset('h1')).error);
  });
});
