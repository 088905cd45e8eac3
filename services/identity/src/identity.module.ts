import { OutboxRelay, type RunningService, type ServiceRuntime } from '@logiscope/infra';
import type { IdentityApi } from './identity.api';
import { IdentityApplication } from './identity.service';
import { IdentityReadModel } from './user/user.projection';

/** Wires identity onto whichever profile's infrastructure it is given. */
export async function startIdentity(runtime: ServiceRuntime): Promise<RunningService<IdentityApi>> {
  const readModel = await IdentityReadModel.open(runtime.documents);
  const relay = new OutboxRelay(runtime.events, runtime.bus);
  relay.start();
  const api = new IdentityApplication({ events: runtime.events, readModel, onAppended: () => relay.notify() });
  return { api, stop: () => relay.stop() };
}
