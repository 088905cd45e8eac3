import { MailOutbox } from '../embedded/mail-outbox';
import type { Clock, DocumentStore, Mailer } from '../ports';
import { DeferredMailer } from './deferred.mailer';
import type { MailConfig } from './mail.config';

/**
 * The mailer for a config: SMTP (nodemailer, loaded on the first send) when SMTP_URL is set, else the outbox in
 * `outboxStore`, which the mailer then owns and closes. The outbox comes back as a MailOutbox, so the gateway can
 * offer `list` to the platform operator.
 */
export function createMailer(config: MailConfig, deps: { outboxStore: () => DocumentStore; clock?: Clock }): Mailer | MailOutbox {
  switch (config.kind) {
    case 'smtp':
      return new DeferredMailer(async () => {
        const { SmtpMailer } = await import('../distributed/smtp');
        return new SmtpMailer({ url: config.url, from: config.from });
      });
    case 'outbox': {
      const store = deps.outboxStore();
      return new MailOutbox(store, { from: config.from, clock: deps.clock, onClose: () => store.close() });
    }
    default: {
      const unknown: never = config;
      throw new Error(`Unknown mail config ${JSON.stringify(unknown)}`);
    }
  }
}
