import { assertNever, DomainError, type Decider } from '@logiscope/kernel';
import type { PasswordSet, UserJoinedCompany, UserRegistered } from '@logiscope/proto';

/** A user's stream is keyed by the normalised e-mail, so appending at version 0 is the uniqueness check. */
export type UserStreamId = `user:${string}`;
export const userStream = (email: string): UserStreamId => `user:${normalizeEmail(email)}`;
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export type UserCommand =
  | {
      type: 'RegisterUser';
      data: { userId: string; email: string; firstName: string; lastName: string; passwordHash: string; companyId: string; role: 'USER' | 'ADMIN' };
    }
  | { type: 'JoinCompany'; data: { companyId: string; role: 'USER' | 'ADMIN' } };

export type UserEvent = UserRegistered | PasswordSet | UserJoinedCompany;

export type UserState =
  | { status: 'unregistered' }
  | {
      status: 'registered';
      userId: string;
      email: string;
      firstName: string;
      lastName: string;
      role: 'USER' | 'ADMIN';
      companyId: string;
      passwordHash: string;
      isActive: boolean;
    };

export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists';

export const userDecider: Decider<UserCommand, UserState, UserEvent> = {
  initialState: () => ({ status: 'unregistered' }),

  decide(command, state) {
    switch (command.type) {
      case 'RegisterUser': {
        if (state.status !== 'unregistered') throw DomainError.conflict(EMAIL_TAKEN_MESSAGE);
        const { passwordHash, ...profile } = command.data;
        return [
          { type: 'UserRegistered', data: profile },
          { type: 'PasswordSet', data: { userId: profile.userId, passwordHash } },
        ];
      }
      case 'JoinCompany': {
        if (state.status !== 'registered') throw DomainError.notFound('User not found');
        if (state.companyId) throw DomainError.conflict('Company is already set up');
        return [{ type: 'UserJoinedCompany', data: { userId: state.userId, companyId: command.data.companyId, role: command.data.role } }];
      }
      default:
        return assertNever(command);
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'UserRegistered':
        return { status: 'registered', ...event.data, passwordHash: '', isActive: true };
      case 'PasswordSet':
        return state.status === 'registered' ? { ...state, passwordHash: event.data.passwordHash } : state;
      case 'UserJoinedCompany':
        return state.status === 'registered' ? { ...state, companyId: event.data.companyId, role: event.data.role } : state;
      default:
        return assertNever(event);
    }
  },
};
