import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ManualClock } from '../clock';
import { SqliteDocumentStore } from './sqlite-document-store';
import { loadMailConfig } from '../mail/mail.config';
import { MailOutbox } from './mail-outbox';
import { DeferredMailer } from '../mail/deferred.mailer';
import { createMailer } from '../mail/mailer.factory';
import { EmbeddedInfrastructure } from '../profiles/embedded.profile';

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

    const outbox = createMailer(loadMailConfig({}), { outboxStore: () => new SqliteDocumentStore(join(dir, 'factory.db')) });
    expect(outbox).toBeInstanceOf(MailOutbox);
    await outbox.send({ to: 'a@example.test', subject: 'kept', text: 'never sent' });
    expect((await (outbox as MailOutbox).list(5)).map((m) => m.subject)).toEqual(['kept']);
    await outbox.close();

    // SMTP: nothing is loaded or connected before the first mail, and a build that failed is tried again.
    let builds = 0;
    const deferred = new DeferredMailer(async () => {
      builds++;
      if (builds === 1) throw new Error('SMTP server not reachable');
      return { send: async () => '<id@test>', close: async () => undefined };
    });
    expect(builds).toBe(0);
    await expect(deferred.send({ to: 'a@example.test', subject: 's', text: 't' })).rejects.toThrow('not reachable');
    await expect(deferred.send({ to: 'a@example.test', subject: 's', text: 't' })).resolves.toBe('<id@test>');
    await deferred.close();
    expect(builds).toBe(2);
    const smtp = createMailer(loadMailConfig({ SMTP_URL: 'smtp://127.0.0.1:1' }), { outboxStore: () => new SqliteDocumentStore(join(dir, 'unused.db')) });
    expect(smtp).toBeInstanceOf(DeferredMailer);
    await smtp.close();
  });
});

describe('the embedded profile', () => {
  it('gives every service one mailer, the outbox when SMTP_URL is unset, and the clock of the infrastructure', async () => {
    const data = mkdtempSync(join(dir, 'infra-'));
    const clock = new ManualClock('2026-02-01T00:00:00Z');
    const infra = new EmbeddedInfrastructure(data, { clock, mail: loadMailConfig({ MAIL_FROM: 'ops@logiscope.test' }) });
    try {
      const a = infra.runtimeFor('identity');
      const b = infra.runtimeFor('reports');
      expect(a.mail).toBe(b.mail);
      expect(a.clock.now().toISOString()).toBe('2026-02-01T00:00:00.000Z');
      await a.mail.send({ to: 'ana@example.test', subject: 'Reset your password', text: 'link' });
      clock.advance(1_000);
      await b.mail.send({ to: 'ben@example.test', subject: 'Your report is ready', text: 'report' });
      expect((await infra.outbox!.list(10)).map((m) => [m.to, m.from, m.createdAt])).toEqual([
        ['ben@example.test', 'ops@logiscope.test', '2026-02-01T00:00:01.000Z'],
        ['ana@example.test', 'ops@logiscope.test', '2026-02-01T00:00:00.000Z'],
      ]);
    } finally {
      await infra.close();
    }
    const smtp = new EmbeddedInfrastructure(mkdtempSync(join(dir, 'smtp-')), { mail: loadMailConfig({ SMTP_URL: 'smtp://127.0.0.1:1' }) });
    expect(smtp.outbox).toBeNull();
    await smtp.close();
  });
});
