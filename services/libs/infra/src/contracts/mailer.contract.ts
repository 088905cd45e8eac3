import type { Mailer, MailMessage } from '../ports';
import { uniq } from './contract-helpers';

/** A mail as the receiving side saw it (the outbox's list, MailDev's REST API). */
export interface ReceivedMail extends MailMessage {
  from: string;
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
  /** Who reads what `received` answers: the recipient (SMTP: links whole) or the platform operator (the outbox: secret links redacted). */
  readBy: 'recipient' | 'operator';
}

/** An outbox (SQLite or MongoDB) under the contract: what was sent is read from the list the platform operator reads. */
export function outboxUnderTest(outbox: Mailer & { list(limit: number): Promise<ReceivedMail[]> }, fromAddress: string): MailerUnderTest {
  const mailsTo = async (to: string) => (await outbox.list(500)).filter((m) => m.to === to);
  return {
    mailer: outbox,
    fromAddress,
    // The outbox has the mail once send resolved.
    received: async (to, subject) => {
      const found = (await mailsTo(to)).find((m) => m.subject === subject);
      if (!found) throw new Error(`no outbox mail to ${to} with subject ${subject}`);
      return found;
    },
    count: async (to) => (await mailsTo(to)).length,
    readBy: 'operator',
  };
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

    it('delivers secret links whole to the recipient and never shows them to the operator', async () => {
      const to = recipient();
      const links = ['http://localhost:3000/set-password?token=u1.N2tq9Yb8x3LwQeRz0aS1dF4gH7jK', 'http://localhost:3000/respond/Qm9vLXRoaXMtaXMtYS1yZXNwb25zZS1pZC0xMjM0NTY3'];
      await t.mailer.send({ to, subject: 'Your links', text: links.join('\n'), html: links.map((l) => `<a href="${l}">open</a>`).join('') });
      const got = await t.received(to, 'Your links');
      for (const secret of ['N2tq9Yb8x3LwQeRz0aS1dF4gH7jK', 'Qm9vLXRoaXMtaXMtYS1yZXNwb25zZS1pZC0xMjM0NTY3']) {
        if (t.readBy === 'recipient') expect(got.text + (got.html ?? '')).toContain(secret);
        else expect(JSON.stringify(got)).not.toContain(secret);
      }
      if (t.readBy === 'operator') expect(got.text).toBe('http://localhost:3000/set-password?token=[redacted]\nhttp://localhost:3000/respond/[redacted]');
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
