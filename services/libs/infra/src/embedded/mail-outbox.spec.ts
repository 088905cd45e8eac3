import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ManualClock } from '../clock';
import { SqliteDocumentStore } from './sqlite-document-store';
import { loadMailConfig } from '../mail/mail.config';
import { MailOutbox } from './mail-outbox';
import { createMailer } from '../mail/mailer.factory';

const dir = mkdtempSync(join(tmpdir(), 'logiscope-outbox-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('MailOutbox', () => {
  it('lists the newest mails first, at most `limit`, with the time of the clock', async () => {
    const store = new SqliteDocumentStore(join(dir, 'list.db'));
    const clock = new ManualClock('2026-05-01T08:00:00Z');
    const outbox = await MailOutbox.open(store, { from: 'ops@logiscope.test', clock, onClose: () => store.close() });
    for (const n of [1, 2, 3]) {
      await outbox.send({ to: `u${n}@example.test`, subject: `Mail ${n}`, text: `body ${n}` });
      clock.advance(60_000);
    }
    const two = await outbox.list(2);
    expect(two.map((m) => [m.subject, m.createdAt, m.from])).toEqual([
      ['Mail 3', '2026-05-01T08:02:00.000Z', 'ops@logiscope.test'],
      ['Mail 2', '2026-05-01T08:01:00.000Z', 'ops@logiscope.test'],
    ]);
    expect(await outbox.list(0)).toHaveLength(1);
    await outbox.close();
  });
});

describe('mail config', () => {
  it('uses SMTP when SMTP_URL is set and the outbox otherwise', async () => {
    expect(loadMailConfig({})).toEqual({ kind: 'outbox', from: 'LogiScope <no-reply@logiscope.local>' });
    expect(loadMailConfig({ SMTP_URL: '', MAIL_FROM: 'ops@example.test' })).toEqual({ kind: 'outbox', from: 'ops@example.test' });
    expect(loadMailConfig({ SMTP_URL: 'smtp://127.0.0.1:1025', MAIL_FROM: 'LogiScope <no-reply@example.test>' })).toEqual({
      kind: 'smtp',
      url: 'smtp://127.0.0.1:1025',
      from: 'LogiScope <no-reply@example.test>',
    });
    expect(() => loadMailConfig({ SMTP_URL: 'http://mail.example.test' })).toThrow(/SMTP_URL: must be an smtp/);
    expect(() => loadMailConfig({ MAIL_FROM: 'nobody' })).toThrow(/MAIL_FROM/);

    const store = new SqliteDocumentStore(join(dir, 'factory.db'));
    const outbox = await createMailer(loadMailConfig({}), { documents: store });
    expect(outbox).toBeInstanceOf(MailOutbox);
    await outbox.close();
    await store.close();
  });
});
