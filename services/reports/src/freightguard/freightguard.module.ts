import { Projector, runningTogether, type DocumentStore, type ServiceRuntime } from '@logiscope/infra';
import type { FreightGuardApi } from './freightguard.api';
import { CorroborationPolicy } from './freightguard.corroboration';
import { FreightGuardProjection } from './freightguard.projection';
import { openIncidentCollections } from './freightguard.read-model';
import { FreightGuardQueries } from './freightguard.service';

export interface RunningFreightGuard {
  api: FreightGuardApi;
  /** Call after appending report events, so the incident list follows without waiting for its poll. */
  notify(): void;
  stop(): Promise<void>;
}

/**
 * FreightGuard in the reports service: the incident list (a projection of the report log, caught up before the
 * service answers) and the corroboration policy (a checkpointed process manager on the same log, appending
 * IncidentVerified; onAppended tells the relay and the other projections).
 */
export async function startFreightGuard(runtime: ServiceRuntime, options: { onAppended: () => void }): Promise<RunningFreightGuard> {
  const collections = await openIncidentCollections(runtime.documents);
  const projector = new Projector(runtime.events, runtime.documents, new FreightGuardProjection(collections));
  await projector.start();
  const policy = new Projector(
    runtime.events,
    runtime.documents,
    new CorroborationPolicy({
      events: runtime.events,
      collections,
      incidents: projector,
      now: () => runtime.clock.now(),
      onAppended: () => {
        projector.notify();
        options.onAppended();
      },
    }),
  );
  await policy.start();
  const queries = new FreightGuardQueries({ events: runtime.events, collections, projector });
  return {
    api: {
      listFreightGuardReports: (request) => queries.list(request),
      getFreightGuardReport: (request) => queries.get(request),
    },
    ...runningTogether(projector, policy),
  };
}

/** For the rebuild CLI: the incident list (the corroboration policy keeps its checkpoint: it must not verify twice). */
export const freightGuardProjections = async (documents: DocumentStore) => [new FreightGuardProjection(await openIncidentCollections(documents))];

/** The reports API with FreightGuard's methods beside it (one gRPC service, one in-process client). */
export function withFreightGuardApi<A extends object>(api: A, freightguard: FreightGuardApi): A & FreightGuardApi {
  return new Proxy(api, {
    get: (target, prop, receiver) => (Object.prototype.hasOwnProperty.call(freightguard, prop) ? freightguard[prop as keyof FreightGuardApi] : Reflect.get(target, prop, receiver)),
    has: (target, prop) => Object.prototype.hasOwnProperty.call(freightguard, prop) || Reflect.has(target, prop),
  }) as A & FreightGuardApi;
}
