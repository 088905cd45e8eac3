import { Projector, type DocumentStore, type EventStore } from '@logiscope/infra';
import type { VerdictProfileProjection } from './verdict-profile.projection';
import { allVerdictProfiles } from './verdict-profile.repository';
import { VerdictProfileService } from './verdict-profile.service';
import { VerdictProfileCache } from './verdict-profiles';

export interface RunningVerdictProfiles {
  profiles: VerdictProfileService;
  stop(): Promise<void>;
}

/**
 * Starts the verdict profiles on carrier-data's runtime: the cache is filled from the read model, then the projection
 * catches up with the log (writing through to the cache) before carrier-data answers, and follows it.
 */
export async function startVerdictProfiles(
  runtime: { events: EventStore; documents: DocumentStore },
  projection: VerdictProfileProjection,
  options: { now: () => Date; onAppended?: () => void },
): Promise<RunningVerdictProfiles> {
  const cache = new VerdictProfileCache();
  projection.onProjected((doc) => cache.put(doc));
  for (const doc of await allVerdictProfiles(projection.documents)) cache.put(doc);
  const projector = new Projector(runtime.events, runtime.documents, projection);
  await projector.start();
  const profiles = new VerdictProfileService({
    events: runtime.events,
    cache,
    projector,
    onAppended: () => {
      options.onAppended?.();
      projector.notify();
    },
    now: options.now,
  });
  return { profiles, stop: () => projector.stop() };
}
