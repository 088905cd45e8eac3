import { Projector, runningTogether, type EventStore, type ServiceRuntime } from '@logiscope/infra';
import type { ApiKeyEnvironment } from '@logiscope/proto/http';
import type { IdentityReadModel } from '../user/user.projection';
import type { ApiKeyReadModel } from './api-key.projection';
import { ApiKeyRevocationPolicy } from './api-key.revocation';
import { ApiKeyApplication } from './api-key.service';
import { ApiKeyUsage } from './api-key.usage';

export interface RunningApiKeys {
  api: ApiKeyApplication;
  /** Call after appending identity events, so the key list and the revocation policy follow without their poll. */
  notify(): void;
  stop(): Promise<void>;
}

/**
 * API keys in identity: their read model (opened with identity's others, so the rebuild CLI knows it; caught up before
 * identity answers) and the revocation policy (a checkpointed process manager on the same log, which the rebuild
 * leaves alone). onAppended tells identity's relay and the other projections.
 */
export async function startApiKeys(
  runtime: Pick<ServiceRuntime, 'documents' | 'clock'>,
  options: { events: EventStore; readModel: IdentityReadModel; keys: ApiKeyReadModel; environment: ApiKeyEnvironment; onAppended: () => void },
): Promise<RunningApiKeys> {
  const { keys } = options;
  const projector = new Projector(options.events, runtime.documents, keys);
  await projector.start();
  const onAppended = () => {
    projector.notify();
    options.onAppended();
  };
  const policy = new Projector(options.events, runtime.documents, new ApiKeyRevocationPolicy({ events: options.events, onAppended }));
  await policy.start();
  const usage = await ApiKeyUsage.open(runtime.documents);
  const api = new ApiKeyApplication({ events: options.events, readModel: options.readModel, keys, keysProjector: projector, usage, clock: runtime.clock, environment: options.environment, onAppended });
  return {
    api,
    ...runningTogether(projector, policy),
  };
}

