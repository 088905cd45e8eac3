import { crashAfterAppend, OutboxRelay, Projector, type RunningService, type ServiceRuntime } from '@logiscope/infra';
import type { IdentityApi } from './identity.api';
import { identityConfig } from './identity.config';
import { IdentityApplication } from './identity.service';
import { identityProjections } from './identity.projections';
import { seedDemoCompany } from './demo-seed';
import { TeamApplication } from './team/team.service';
import { CompanyApplication } from './company/company.service';
import { SignInAlerts } from './login/sign-in-alert.service';

/** Wires identity onto whichever profile's infrastructure it is given. */
export async function startIdentity(
  runtime: ServiceRuntime,
  options: { seedDemo?: boolean } = {},
): Promise<RunningService<IdentityApi> & { seeded: Awaited<ReturnType<typeof seedDemoCompany>> }> {
  const config = identityConfig();
  const events = crashAfterAppend(runtime.events, config.crashAfterAppend, 'identity');
  const [readModel] = await identityProjections(runtime.documents);
  // The read model catches up with the log before identity answers anything, then follows it.
  const projector = new Projector(events, runtime.documents, readModel);
  await projector.start();
  const relay = new OutboxRelay(events, runtime.bus);
  relay.start();
  const deps = {
    events,
    readModel,
    projector,
    onAppended: () => {
      relay.notify();
      projector.notify();
    },
  };
  const team = new TeamApplication({ ...deps, mail: runtime.mail, clock: runtime.clock, appUrl: config.appUrl });
  const alerts = new SignInAlerts({ events, mail: runtime.mail, appUrl: config.appUrl });
  const api = new IdentityApplication(deps, team, new CompanyApplication(deps), alerts);
  const seeded = options.seedDemo ? await seedDemoCompany(api, deps) : null;
  return {
    api,
    seeded,
    stop: async () => {
      await relay.stop();
      await projector.stop();
    },
  };
}
