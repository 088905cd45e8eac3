import { validateAddMember, validateChangePassword, validateSetPassword } from './team.form';

const codes = (errors: Record<string, unknown>) => Object.fromEntries(Object.entries(errors).map(([field, m]) => [field, (m as { message: string }).message]));

describe('team forms (the server rules, run in the browser)', () => {
  it("should say the spec's messages for the add-member form, with role USER by default", () => {
    expect(codes(validateAddMember({ firstName: ' ', lastName: '', email: 'nope' }).result.fieldErrors)).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Valid email is required',
    });
    expect(validateAddMember({ firstName: 'Sam', lastName: 'Ortiz', email: ' Sam@Acme.io ' }).body).toEqual({ firstName: 'Sam', lastName: 'Ortiz', email: 'sam@acme.io', role: 'USER' });
  });

  it('should refuse a short or unconfirmed new password', () => {
    expect(codes(validateChangePassword({ currentPassword: '', newPassword: 'short', confirmPassword: 'other' }).result.fieldErrors)).toEqual({
      currentPassword: 'Current password is required',
      newPassword: 'Password must be at least 8 characters',
      confirmPassword: 'Passwords do not match',
    });
    expect(codes(validateSetPassword('not a token', { password: 'long enough', confirmPassword: 'long enough' }).result.fieldErrors)).toEqual({
      token: 'This invitation link is invalid, used or expired. Ask your administrator to add you again.',
    });
  });
});
