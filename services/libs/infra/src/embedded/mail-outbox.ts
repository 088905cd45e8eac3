import { v7 as uuidv7 } from 'uuid';
import type { Clock, DocumentCollection, DocumentStore, MailMessage, Mailer } from '../ports';
import { assertMailMessage } from '../mail/mail-message';
import { redactSecretLinks } from '../mail/secret-links';

/** One mail as the outbox keeps it, for the platform operator. */
export interface OutboxMail extends MailMessage {
  id: string;
  messageId: string;
  from: string;
  createdAt: string;
}

export interface MailOutboxOptions {
  /** The From of every mail (MAIL_FROM). */
  from: string;
  clock?: Clock;
  /** Runs on close, e.g. to close a store the outbox owns. */
  onClose?: () => Promise<void>;
}

const MAX_LIST = 500;

/** What the operator may read of a mail: its credential-bearing links (invitations, resets, response pages) redacted. */
const operatorCopy = <M extends { subject: string; text: string; html?: string }>(mail: M): M => ({
  ...mail,
  subject: redactSecretLinks(mail.subject),
  text: redactSecretLinks(mail.text),
  ...(mail.html !== undefined ? { html: redactSecretLinks(mail.html) } : {}),
});

/**
 * The mailer when no SMTP server is configured (the embedded default): every mail is stored in the `mail_outbox`
 * collection of a DocumentStore, listed newest first for the platform operator, and NOTHING is ever sent anywhere,
 * whatever the recipient. Since only the operator reads it, it keeps no secret link: they are redacted as stored, and
 * again as listed (mails kept before redaction existed).
 */
export class MailOutbox implements Mailer {
  private opened: Promise<DocumentCollection<OutboxMail>> | undefined;

  constructor(
    private readonly store: DocumentStore,
    private readonly options: MailOutboxOptions,
  ) {}

  /** The outbox with its collection (and index) already created. */
  static async open(store: DocumentStore, options: MailOutboxOptions): Promise<MailOutbox> {
    const outbox = new MailOutbox(store, options);
    await outbox.mails();
    return outbox;
  }

  private mails(): Promise<DocumentCollection<OutboxMail>> {
    this.opened ??= this.store.collection<OutboxMail>('mail_outbox', [{ fields: ['createdAt'] }]);
    this.opened.catch(() => (this.opened = undefined));
    return this.opened;
  }

  async send(message: MailMessage): Promise<string> {
    assertMailMessage(message);
    const now = this.options.clock?.now() ?? new Date();
    const id = uuidv7({ msecs: now.getTime() });
    const messageId = `<${id}@outbox.logiscope>`;
    const kept = operatorCopy(message);
    await (
      await this.mails()
    ).insert({
      id,
      messageId,
      from: this.options.from,
      to: message.to,
      subject: kept.subject,
      text: kept.text,
      ...(kept.html !== undefined ? { html: kept.html } : {}),
      ...(message.replyTo !== undefined ? { replyTo: message.replyTo } : {}),
      createdAt: now.toISOString(),
    });
    return messageId;
  }

  /** The newest `limit` mails (1..500), newest first. */
  async list(limit = 50): Promise<OutboxMail[]> {
    const n = Math.min(Math.max(1, Math.trunc(limit) || 1), MAX_LIST);
    return (await (await this.mails()).find({}, { sort: { createdAt: -1, id: -1 }, limit: n })).map(operatorCopy);
  }

  async close(): Promise<void> {
    await this.options.onClose?.();
  }
}
