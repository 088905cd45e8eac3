import type { MailMessage } from '@logiscope/infra';

/**
 * The owner's warning of a burst of failed sign-ins (once per burst: the gateway's first lock of the day). Says what
 * happened and what still works; holds no link, so a forged copy of it cannot lead anywhere.
 */
export function signInAlertMail(o: { to: string; firstName: string; failures: number; appUrl: string }): MailMessage {
  return {
    to: o.to,
    subject: 'Failed sign-ins to your LogiScope account',
    text: [
      `Hello ${o.firstName},`,
      '',
      `Someone failed to sign in to your LogiScope account ${o.failures} times in a short while, so it now refuses`,
      'password attempts from browsers it does not know, for a while.',
      '',
      'You can still sign in from a browser you have signed in from before.',
      '',
      'If it was not you, sign in, change your password and choose "Sign out everywhere":',
      o.appUrl,
      '',
      'If it was you, wait a little and try again.',
      '',
      'LogiScope',
    ].join('\n'),
  };
}
