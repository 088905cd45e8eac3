/** One e-mail to one recipient: plain text always, HTML optionally (clients that cannot show HTML get the text). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

/**
 * Sends mail: over SMTP when one is configured, else into an outbox an operator can read (and nothing leaves the
 * machine). `send` resolves with the message id once the mail is accepted (by the SMTP server or the outbox).
 */
export interface Mailer {
  send(message: MailMessage): Promise<string>;
  close(): Promise<void>;
}
