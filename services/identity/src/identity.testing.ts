import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Projector, SqliteDocumentStore, SqliteEventStore, type Clock, type MailMessage } from '@logiscope/infra';
import { ApiKeyReadModel } from './api-key/api-key.projection';
import { startApiKeys } from './api-key/api-key.module';
import { CompanyApplication } from './company/company.service';
import { identityApplication } from './identity.service';
import { PasswordResetApplication } from './password-reset/password-reset.service';
import { SecondFactorKeys } from './second-factor/second-factor.crypto';
import { TeamApplication } from './team/team.service';
import { IdentityReadModel } from './user/user.projection';

/**
 * For specs: identity as its module wires it, on the embedded engines in a fresh temporary folder, at the test's clock
 * (the read models and the API key revocation policy follow the log). `close` stops everything and removes the folder.
 */
export async function embeddedIdentity(clock: Clock, mails: MailMessage[] = []) {
  const dir = mkdtempSync(join(tmpdir(), 'logiscope-identity-'));
  const file = join(dir, 'identity.db');
  const events = new SqliteEventStore(file);
  const documents = new SqliteDocumentStore(file);
  const readModel = await IdentityReadModel.open(documents);
  const projector = new Projector(events, documents, readModel, { idleMs: 20 });
  await projector.start();
  const apiKeys = await startApiKeys({ documents, clock }, { events, readModel, keys: await ApiKeyReadModel.open(documents), environment: 'test', onAppended: () => projector.notify() });
  const deps = { events, readModel, projector, onAppended: () => (projector.notify(), apiKeys.notify()) };
  const mailing = { mail: { send: async (m: MailMessage) => (mails.push(m), 'sent'), close: async () => {} }, clock, appUrl: 'http://app.test' };
  const factor = { clock, keys: new SecondFactorKeys(Buffer.alloc(32, 3)) };
  const app = identityApplication(deps, new TeamApplication({ ...deps, ...mailing }), new CompanyApplication(deps), factor, new PasswordResetApplication({ ...deps, ...mailing }), apiKeys.api);
  const close = async () => {
    await apiKeys.stop();
    await projector.stop();
    await events.close();
    await documents.close();
    rmSync(dir, { recursive: true, force: true });
  };
  return { app, events, readModel, close };
}
