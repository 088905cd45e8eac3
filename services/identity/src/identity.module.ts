import { dirname, join } from 'node:path';
import { passwordEstimatorReady } from '@logiscope/proto/http';
import { crashAfterAppend, OutboxRelay, Projector, type RunningService, type ServiceRuntime } from '@logiscope/infra';
import type { IdentityApi } from './identity.api';
import { identityConfig } from './identity.config';
import { identityApplication } from './identity.service';
import { SecondFactorKeys } from './second-factor/second-factor.crypto';
import { secondFactorMasterKey } from './second-factor/second-factor.key';
import { identityProjections } from './identity.projections';
import { seedDemoCompany } from './demo-seed';
import { TeamApplication } from './team/team.service';
import { CompanyApplication } from './company/company.service';
import { PasswordResetApplication } from './password-reset/password-reset.service';
import { SignInAlerts } from './login/sign-in-alert.service';
import { startApiKeys } from './api-key/api-key.module';

/** Wires identity onto whichever profile's infrastructure it is given. */
export async function startIdentity(
  runtime: ServiceRuntime,
  options: { seedDemo?: boolean } = {},
): Promise<RunningService<IdentityApi> & { seeded: Awaited<ReturnType<typeof seedDemoCompany>> }> {
  const config = identityConfig();
  // The password rule's dictionaries load now, not within the first registration's call deadline.
  await passwordEstimatorReady();
  const events = crashAfterAppend(runtime.events, config.crashAfterAppend, 'identity');
  const [readModel, keys] = await identityProjections(runtime.documents);
  // The read model catches up with the log before identity answers anything, then follows it.
  const projector = new Projector(events, runtime.documents, readModel);
  await projector.start();
  const relay = new OutboxRelay(events, runtime.bus);
  relay.start();
  const apiKeys = await startApiKeys(runtime, {
    events,
    readModel,
    keys,
    environment: config.apiKeyEnvironment,
    onAppended: () => {
      relay.notify();
      projector.notify();
    },
  });
  const deps = {
    events,
    readModel,
    projector,
    onAppended: () => {
      relay.notify();
      projector.notify();
      apiKeys.notify();
    },
  };
  const mailing = { mail: runtime.mail, clock: runtime.clock, appUrl: config.appUrl };
  const team = new TeamApplication({ ...deps, ...mailing });
  const master = await secondFactorMasterKey(
    config.secondFactorKey,
    runtime.location.kind === 'embedded' ? { kind: 'file', path: join(dirname(runtime.location.sqliteFile), 'second-factor.key') } : { kind: 'documents', store: runtime.documents },
  );
  if (master.generated && runtime.location.kind === 'distributed') {
    console.warn('[identity] SECOND_FACTOR_KEY is not set: second-factor secrets are encrypted with a key generated once and kept in the identity database. Set it in production.');
  }
  const alerts = new SignInAlerts({ events, mail: runtime.mail, appUrl: config.appUrl });
  const api = identityApplication(deps, team, new CompanyApplication(deps), { clock: runtime.clock, keys: new SecondFactorKeys(master.key) }, new PasswordResetApplication({ ...deps, ...mailing }), apiKeys.api, alerts);
  const seeded = options.seedDemo ? await seedDemoCompany(api, deps) : null;
  return {
    api,
    seeded,
    stop: async () => {
      await apiKeys.stop();
      await relay.stop();
      await projector.stop();
    },
  };
}
