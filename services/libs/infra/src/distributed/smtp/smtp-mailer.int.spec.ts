import { createServer } from 'node:net';
import { describeMailerContract } from '../../contracts';
import { listMail, mailSource, sourceHeader, waitForMail } from '../../testing/maildev-inbox';
import { SmtpMailer } from './smtp-mailer';

// A real SMTP server: MailDev from the int globalSetup (SMTP_URL, MAILDEV_API_URL), read back over its REST API.
function required(name: 'SMTP_URL' | 'MAILDEV_API_URL'): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: the int project's globalSetup should have set it`);
  return value;
}

describeMailerContract('smtp (nodemailer → MailDev)', async () => {
  const mailer = new SmtpMailer({ url: required('SMTP_URL'), from: 'LogiScope <no-reply@logiscope.test>' });
  return {
    mailer,
    fromAddress: 'no-reply@logiscope.test',
    received: async (to, subject) => {
      const mail = await waitForMail(to, subject);
      const exact = (await listMail(to)).filter((m) => m.subject === subject).at(-1) ?? mail;
      return {
        from: exact.from.map((a) => a.address).join(', '),
        to: exact.to.map((a) => a.address).join(', '),
        subject: exact.subject,
        text: exact.text ?? '',
        html: exact.html,
        // MailDev 3 does not parse Reply-To into `headers`: read it from the source.
        replyTo: sourceHeader(await mailSource(exact.id), 'reply-to'),
        messageId: exact.messageId,
      };
    },
    count: async (to) => (await listMail(to)).length,
    readBy: 'recipient',
  };
});

describe('SmtpMailer specifics', () => {
  it('verifies a live server, and fails fast on a port where nothing listens', async () => {
    const live = new SmtpMailer({ url: required('SMTP_URL'), from: 'no-reply@logiscope.test' });
    await expect(live.verify()).resolves.toBeUndefined();
    await live.close();

    // A port that was free a moment ago: connection refused, not a two-minute hang.
    const port = await new Promise<number>((resolve) => {
      const srv = createServer().listen(0, '127.0.0.1', () => {
        const p = (srv.address() as { port: number }).port;
        srv.close(() => resolve(p));
      });
    });
    const dead = new SmtpMailer({ url: `smtp://127.0.0.1:${port}`, from: 'no-reply@logiscope.test' });
    const started = Date.now();
    await expect(dead.send({ to: 'someone@example.test', subject: 'never', text: 'never' })).rejects.toThrow(/ECONNREFUSED/);
    expect(Date.now() - started).toBeLessThan(5_000);
    await dead.close();
  });
});
