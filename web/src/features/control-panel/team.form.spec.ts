import { validateAddMember, validateChangePassword, validateSetPassword } from './team.form';

const codes = (errors: Record<string, unknown>) => Object.fromEntries(Object.entries(errors).map(([field, m]) => [field, (m as { message: string }).message]));

describe('team forms (the server rules, run in the browser)', () => {
  it("should say the spec's messages for the add-member form, with role USER by default", async () => {
    expect(codes((await validateAddMember({ firstName: ' ', lastName: '', email: 'nope' })).result.fieldErrors)).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Valid email is required',
    });
    expect((await validateAddMember({ firstName: 'Sam', lastName: 'Ortiz', email: ' Sam@Acme.io ' })).body).toEqual({ firstName: 'Sam', lastName: 'Ortiz', email: 'sam@acme.io', role: 'USER' });
  });

  it('should refuse a short or unconfirmed new password', async () => {
    expect(codes((await validateChangePassword({ currentPassword: '', newPassword: 'short', confirmPassword: 'other' })).result.fieldErrors)).toEqual({
      currentPassword: 'Current password is required',
      newPassword: 'Password must be at least 8 characters',
      confirmPassword: 'Passwords do not match',
    });
    expect(codes((await validateSetPassword('not a token', { password: 'long enough horse', confirmPassword: 'long enough horse' })).result.fieldErrors)).toEqual({
      token: 'This invitation link is invalid, used or expired. Ask your administrator to add you again.',
    });
  });

  it('should refuse a password too easy to guess with the server rule and message, on the change and invitation forms', async () => {
    const weak = 'This password is too easy to guess: avoid common passwords, names, dates and repeated or sequential characters (a few unrelated words work well)';
    for (const password of ['password', '12345678', 'aaaaaaaa']) {
      expect(codes((await validateChangePassword({ currentPassword: 'old one', newPassword: password, confirmPassword: password })).result.fieldErrors)).toEqual({ newPassword: weak });
      expect(codes((await validateSetPassword('u1.abcdefghijklmnopqrstuvwxyz', { password, confirmPassword: password })).result.fieldErrors)).toEqual({ password: weak });
    }
    expect((await validateChangePassword({ currentPassword: 'old one', newPassword: 'battery-staple-7', confirmPassword: 'battery-staple-7' })).body).toBeDefined();
  });
});
