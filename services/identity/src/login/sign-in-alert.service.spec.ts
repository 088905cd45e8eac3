import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { handleCommand, SqliteEventStore, type MailMessage } from '@logiscope/infra';
import { userDecider, userStream } from '../user/user.decider';
import { SignInAlerts } from './sign-in-alert.service';

describe('SignInAlerts (the owner hears of a burst of failed sign-ins)', () => {
  let dir: string;
  let events: SqliteEventStore;
  let sent: MailMessage[];
  let alerts: SignInAlerts;
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'logiscope-alerts-'));
    events = new SqliteEventStore(join(dir, 'identity.db'));
    sent = [];
    alerts = new SignInAlerts({ events, mail: { send: async (m) => (sent.push(m), 'id'), close: async () => {} }, appUrl: 'http://app.test' });
    await handleCommand(events, userStream('ana@example.test'), userDecider, {
      type: 'RegisterUser',
      data: { userId: 'u-ana', email: 'ana@example.test', firstName: 'Ana', lastName: 'Ruiz', passwordHash: 'x', companyId: 'c-1', role: 'ADMIN' },
    }, { metadata: { userId: 'u-ana' } });
  });
  afterEach(async () => {
    await events.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('mails the owner what happened, what still works and what to do, with no link to follow but the app itself', async () => {
    expect(await alerts.warnOfFailedSignIns({ email: ' ANA@example.test ', failures: 5 })).toEqual({ sent: true });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: 'ana@example.test', subject: 'Failed sign-ins to your LogiScope account' });
    expect(sent[0].text).toContain('Hello Ana,');
    expect(sent[0].text).toContain('5 times');
    expect(sent[0].text).toContain('browser you have signed in from before');
    expect(sent[0].text.match(/https?:\/\/\S+/g)).toEqual(['http://app.test']);
  });

  it('mails nobody for an e-mail that has no account', async () => {
    expect(await alerts.warnOfFailedSignIns({ email: 'nobody@example.test', failures: 5 })).toEqual({ sent: false });
    expect(sent).toEqual([]);
  });
});
