import type { MailMessage } from '@logiscope/infra';

/** The invitation an added member receives: who added them, the one-time link and how long it works. */
export function invitationMail(o: { to: string; firstName: string; companyName: string; invitedBy: string; link: string; expiresAt: string }): MailMessage {
  const until = new Date(o.expiresAt).toUTCString();
  return {
    to: o.to,
    subject: `${o.invitedBy} added you to ${o.companyName} on LogiScope`,
    text: [
      `Hello ${o.firstName},`,
      '',
      `${o.invitedBy} added you to the ${o.companyName} team on LogiScope.`,
      'Choose your password to sign in:',
      '',
      o.link,
      '',
      `The link works once, until ${until}. If it has expired, ask your administrator to add you again.`,
      '',
      'LogiScope',
    ].join('\n'),
  };
}
