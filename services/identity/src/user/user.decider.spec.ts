import { deciderSpec, DomainError, ErrorCode } from '@logiscope/kernel';
import { userDecider, userStream, type UserCommand, type UserEvent } from './user.decider';
import { userRefusals } from './user.refusals';

// Refusals as the services word them (user.refusals.ts): what the caller is told.
const spec = deciderSpec(userDecider, userRefusals);
const register: UserCommand = {
  type: 'RegisterUser',
  data: { userId: 'u1', email: 'ann@acme.io', firstName: 'Ann', lastName: 'Lee', passwordHash: '$argon2id$x', companyId: '', companyName: 'Acme Logistics', role: 'ADMIN' },
};
const registered: UserEvent[] = [
  { type: 'UserRegistered', data: { userId: 'u1', email: 'ann@acme.io', firstName: 'Ann', lastName: 'Lee', companyId: '', companyName: 'Acme Logistics', role: 'ADMIN' } },
  { type: 'PasswordSet', data: { userId: 'u1', passwordHash: '$argon2id$x' } },
];

describe('user decider', () => {
  it('registers a new user as a public UserRegistered (with the company name typed, for the company setup) and a private PasswordSet (the hash never goes public)', () => {
    const { events } = spec.given([]).when(register);
    expect(events).toEqual(registered);
    expect(JSON.stringify(events![0])).not.toContain('argon2');
  });

  it('refuses a second registration of the same e-mail with the conflict message', () => {
    const { error } = spec.given(registered).when(register);
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe(ErrorCode.CONFLICT);
    expect((error as DomainError).message).toBe('An account with this email already exists');
  });

  it('joins a company once', () => {
    const join: UserCommand = { type: 'JoinCompany', data: { companyId: 'c1', role: 'ADMIN' } };
    expect(spec.given(registered).when(join).events).toEqual([{ type: 'UserJoinedCompany', data: { userId: 'u1', companyId: 'c1', role: 'ADMIN' } }]);
    const joined: UserEvent[] = [...registered, { type: 'UserJoinedCompany', data: { userId: 'u1', companyId: 'c1', role: 'ADMIN' } }];
    expect((spec.given(joined).when(join).error as DomainError).message).toBe('Company is already set up');
  });

  it('cannot join a company before registering', () => {
    expect((spec.given([]).when({ type: 'JoinCompany', data: { companyId: 'c1', role: 'USER' } }).error as DomainError).code).toBe(ErrorCode.NOT_FOUND);
  });

  it('keys streams by the normalised e-mail so "Ann@Acme.io " and "ann@acme.io" are one account', () => {
    expect(userStream(' Ann@Acme.IO ')).toBe(userStream('ann@acme.io'));
  });
});
