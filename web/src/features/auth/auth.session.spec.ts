import { displayNameOf, initialOf, needsCompanySetup, resolveSessionState } from './auth.session';
import type { User } from './auth.types';

const user: User = {
  id: 'u1',
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
  role: 'ADMIN',
  isActive: true,
  profileImageUrl: '',
  needsCompanySetup: false,
  companyId: 'c1',
};

describe('resolveSessionState', () => {
  it('should be loading while the session loads', () => {
    expect(resolveSessionState({ isLoading: true, user: undefined })).toBe('loading');
  });

  it('should be signed out without a user (a 401 answers null)', () => {
    expect(resolveSessionState({ isLoading: false, user: null })).toBe('signedOut');
    expect(resolveSessionState({ isLoading: false, user: undefined })).toBe('signedOut');
  });

  it('should be onboarding when the user needs company setup or has no company id', () => {
    expect(resolveSessionState({ isLoading: false, user: { ...user, needsCompanySetup: true } })).toBe('onboarding');
    expect(resolveSessionState({ isLoading: false, user: { ...user, companyId: null } })).toBe('onboarding');
    expect(resolveSessionState({ isLoading: false, user: { ...user, companyId: '' } })).toBe('onboarding');
    expect(needsCompanySetup(user)).toBe(false);
  });

  it('should be signed in with a user and a company', () => {
    expect(resolveSessionState({ isLoading: false, user })).toBe('signedIn');
  });

  it('should hold a user whom a requirement makes set up a second factor, before anything else', () => {
    expect(resolveSessionState({ isLoading: false, user: { ...user, secondFactorEnrolmentRequired: true } })).toBe('secondFactorSetup');
    expect(resolveSessionState({ isLoading: false, user: { ...user, secondFactorEnabled: true } })).toBe('signedIn');
  });
});

describe('welcome line and avatar', () => {
  it('should use the first name, or the e-mail when there is none', () => {
    expect(displayNameOf(user)).toBe('Grace');
    expect(displayNameOf({ ...user, firstName: '' })).toBe('grace@example.com');
  });

  it("should fall back to the name's or e-mail's initial", () => {
    expect(initialOf(user)).toBe('G');
    expect(initialOf({ ...user, firstName: '  ', email: 'zed@example.com' })).toBe('Z');
  });
});
