import { OutboxRelay, type RunningService, type ServiceRuntime } from '@logiscope/infra';
import type { IdentityApi } from './identity.api';
import { IdentityApplication } from './identity.service';
import { IdentityReadModel } from './user/user.projection';
import { seedDemoCompany } from './demo-seed';

/** Wires identity onto whichever profile's infrastructure it is given. */
export async function startIdentity(
  runtime: ServiceRuntime,
  options: { seedDemo?: boolean } = {},
): Promise<RunningService<IdentityApi> & { seeded: Awaited<ReturnType<typeof seedDemoCompany>> }> {
  const readModel = await IdentityReadModel.open(runtime.documents);
  const relay = new OutboxRelay(runtime.events, runtime.bus);
  relay.start();
  const deps = { events: runtime.events, readModel, onAppended: () => relay.notify() };
  const api = new IdentityApplication(deps);
  const seeded = options.seedDemo ? await seedDemoCompany(api, deps) : null;
  return {
    api,
    seeded,
    stop: async () => {
      await relay.stop();
    },
  };
}
