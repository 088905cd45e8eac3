import type { Clock, DocumentCollection, DocumentStore, MailMessage, Mailer } from '../ports';
import { timeOrderedId } from '../ids';
import { assertMailMessage } from '../mail/mail-message';

/** One mail as the outbox keeps it, for the platform operator. */
export interface OutboxMail {
  id: string;
  messageId: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  createdAt: string;
}

const MAX_LIST = 500;

/**
 * The mailer when no SMTP server is configured (the embedded default): every mail is stored in a DocumentStore
 * collection, newest first for `list`, and NOTHING is ever sent anywhere, whatever the recipient.
 */
export class MailOutbox implements Mailer {
  private constructor(
    private readonly mails: DocumentCollection<OutboxMail>,
    private readonly from: string,
    private readonly clock: Clock,
    private readonly onClose: () => Promise<void>,
  ) {}

  /** `onClose` runs on close (e.g. closing a store the outbox owns). */
  static async open(store: DocumentStore, options: { from: string; clock?: Clock; onClose?: () => Promise<void> }): Promise<MailOutbox> {
    const mails = await store.collection<OutboxMail>('mail_outbox', [{ fields: ['createdAt'] }]);
    return new MailOutbox(mails, options.from, options.clock ?? { now: () => new Date() }, options.onClose ?? (async () => undefined));
  }

  async send(message: MailMessage): Promise<string> {
    assertMailMessage(message);
    const now = this.clock.now();
    const id = timeOrderedId(now.getTime());
    const messageId = `<${id}@outbox.logiscope>`;
    await this.mails.insert({
      id,
      messageId,
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      ...(message.html !== undefined ? { html: message.html } : {}),
      ...(message.replyTo !== undefined ? { replyTo: message.replyTo } : {}),
      createdAt: now.toISOString(),
    });
    return messageId;
  }

  /** The newest `limit` mails (1..500), newest first. */
  list(limit = 50): Promise<OutboxMail[]> {
    const n = Math.min(Math.max(1, Math.trunc(limit) || 1), MAX_LIST);
    return this.mails.find({}, { sort: { createdAt: -1, id: -1 }, limit: n });
  }

  close(): Promise<void> {
    return this.onClose();
  }
}
