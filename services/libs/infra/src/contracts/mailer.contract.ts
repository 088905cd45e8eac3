import type { Mailer } from '../ports';
import { uniq } from './contract-helpers';

/** A mail as the receiving side saw it (the outbox's list, MailDev's REST API). */
export interface ReceivedMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  messageId?: string;
}

export interface MailerUnderTest {
  mailer: Mailer;
  /** The sender address the mailer was configured with (MAIL_FROM). */
  fromAddress: string;
  /** Waits for the newest mail to `to` with exactly this subject, as the receiver got it. */
  received(to: string, subject: string): Promise<ReceivedMail>;
  /** Every mail to `to` the receiver holds. */
  count(to: string): Promise<number>;
}

export function describeMailerContract(engine: string, open: () => Promise<MailerUnderTest>): void {
  describe(`Mailer contract [${engine}]`, () => {
    let t: MailerUnderTest;
    beforeAll(async () => {
      t = await open();
    });
    afterAll(async () => {
      await t?.mailer.close();
    });
    const recipient = () => `${uniq('user')}@example.test`;

    it('sends a text mail from MAIL_FROM and answers its message id', async () => {
      const to = recipient();
      const id = await t.mailer.send({ to, subject: 'Your LogiScope report is ready', text: 'Open LogiScope to read it.' });
      expect(id).toMatch(/^<.+@.+>$/);
      const got = await t.received(to, 'Your LogiScope report is ready');
      expect(got).toMatchObject({ to, subject: 'Your LogiScope report is ready' });
      expect(got.from).toContain(t.fromAddress);
      expect(got.text.trim()).toBe('Open LogiScope to read it.');
      if (got.messageId) expect(got.messageId).toBe(id);
    });

    it('carries HTML, reply-to and non-ASCII text', async () => {
      const to = recipient();
      const subject = 'Réinitialisation du mot de passe — ✓';
      await t.mailer.send({ to, subject, text: 'Bonjour Zoë, 24 h pour répondre.', html: '<p>Bonjour <b>Zoë</b></p>', replyTo: 'support@example.test' });
      const got = await t.received(to, subject);
      expect(got.subject).toBe(subject);
      expect(got.text.trim()).toBe('Bonjour Zoë, 24 h pour répondre.');
      expect(got.html).toContain('<b>Zoë</b>');
      expect(got.replyTo).toContain('support@example.test');
    });

    it('gives every mail its own id', async () => {
      const to = recipient();
      const ids = await Promise.all([1, 2, 3].map((n) => t.mailer.send({ to, subject: `Alert ${n}`, text: `alert ${n}` })));
      expect(new Set(ids).size).toBe(3);
      for (const n of [1, 2, 3]) await t.received(to, `Alert ${n}`);
      expect(await t.count(to)).toBe(3);
    });

    it('refuses several recipients, a header in the subject and a bad address, and sends nothing', async () => {
      const to = recipient();
      await expect(t.mailer.send({ to: `${to}, other@example.test`, subject: 's', text: 't' })).rejects.toThrow(RangeError);
      await expect(t.mailer.send({ to, subject: 'hello\r\nBcc: victim@example.test', text: 't' })).rejects.toThrow(RangeError);
      await expect(t.mailer.send({ to: 'not an address', subject: 's', text: 't' })).rejects.toThrow(RangeError);
      await expect(t.mailer.send({ to, subject: ' ', text: 't' })).rejects.toThrow(RangeError);
      await expect(t.mailer.send({ to, subject: 's', text: 't', replyTo: 'a@b.test, c@d.test' })).rejects.toThrow(RangeError);
      expect(await t.count(to)).toBe(0);
    });
  });
}
