import type { Clock, DocumentStore, Mailer } from '../ports';
import type { MailConfig } from './mail.config';
import { MailOutbox } from '../embedded/mail-outbox';

/**
 * The profile's mailer: SMTP (nodemailer, loaded only then) when SMTP_URL is set, else the outbox in `documents`.
 * The outbox is returned as such so the gateway can offer `list` to the platform operator.
 */
export async function createMailer(config: MailConfig, deps: { documents: DocumentStore; clock?: Clock }): Promise<Mailer | MailOutbox> {
  switch (config.kind) {
    case 'smtp': {
      const { SmtpMailer } = await import('../distributed/smtp');
      return new SmtpMailer({ url: config.url, from: config.from });
    }
    case 'outbox':
      return MailOutbox.open(deps.documents, { from: config.from, clock: deps.clock });
    default: {
      const unknown: never = config;
      throw new Error(`Unknown mail config ${JSON.stringify(unknown)}`);
    }
  }
}
