import type { MailMessage, Mailer } from '../ports';

/**
 * A mailer built on its first use: the SMTP adapter (and nodemailer) or a MongoDB-backed outbox is loaded or
 * connected only by a process that actually sends mail.
 */
export class DeferredMailer implements Mailer {
  private made: Promise<Mailer> | undefined;

  constructor(private readonly make: () => Promise<Mailer>) {}

  private mailer(): Promise<Mailer> {
    this.made ??= this.make();
    // A failed build is retried on the next send instead of failing every later one.
    this.made.catch(() => (this.made = undefined));
    return this.made;
  }

  async send(message: MailMessage): Promise<string> {
    return (await this.mailer()).send(message);
  }

  async close(): Promise<void> {
    const made = this.made;
    this.made = undefined;
    if (made) await (await made.catch(() => null))?.close();
  }
}
