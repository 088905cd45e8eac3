import { createTransport, type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { assertMailMessage } from '../../mail/mail-message';
import type { MailMessage, Mailer } from '../../ports';

export interface SmtpMailerOptions {
  /** smtp://host:port or smtps://user:pass@host:465 (SMTP_URL). */
  url: string;
  /** The From header (MAIL_FROM). */
  from: string;
}

/**
 * Mail over SMTP with nodemailer. Timeouts are short (10 s to connect, 30 s idle) so a dead server fails a request
 * instead of holding it for nodemailer's default 2 minutes; a refused recipient is an error.
 */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter<SMTPTransport.SentMessageInfo>;

  constructor(private readonly options: SmtpMailerOptions) {
    // The URL's own settings (host, port, secure, auth, ?query options) win over these defaults.
    this.transport = createTransport({ url: options.url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
  }

  async send(message: MailMessage): Promise<string> {
    assertMailMessage(message);
    const info = await this.transport.sendMail({
      from: this.options.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      ...(message.html !== undefined ? { html: message.html } : {}),
      ...(message.replyTo !== undefined ? { replyTo: message.replyTo } : {}),
    });
    if (info.rejected.length) throw new Error(`SMTP server refused ${info.rejected.map(String).join(', ')}: ${info.response}`);
    return info.messageId;
  }

  /** Checks the server answers (and accepts the credentials): for readiness probes. */
  async verify(): Promise<void> {
    await this.transport.verify();
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}
