import type { DocumentCollection, DocumentStore, PositionedEvent, Projection } from '@logiscope/infra';
import type { VerdictProfileEvent } from '@logiscope/proto';
import { recordedSettings } from './verdict-profile.decider';
import { openVerdictProfileDocuments, VERDICT_PROFILES_COLLECTION, type VerdictProfileDocument } from './verdict-profile.repository';

const PROJECTED: readonly VerdictProfileEvent['type'][] = ['VerdictProfileChanged'];

/**
 * The verdict-profile read model (one document per company that saved its rules), a projection of carrier-data's own
 * event log. An event older than the stored revision changes nothing, so applying one again after a crash is
 * harmless. Whoever listens (the in-memory cache searches read) hears every event's document, written now or before.
 */
export class VerdictProfileProjection implements Projection<VerdictProfileEvent> {
  readonly name = 'carrier-data.verdict-profiles';
  readonly batched = true;
  readonly eventTypes = PROJECTED;
  readonly collections = [VERDICT_PROFILES_COLLECTION];
  private readonly listeners: ((profile: VerdictProfileDocument) => void)[] = [];

  private constructor(readonly documents: DocumentCollection<VerdictProfileDocument>) {}

  static async open(store: DocumentStore): Promise<VerdictProfileProjection> {
    return new VerdictProfileProjection(await openVerdictProfileDocuments(store));
  }

  /** Called after each document the projection writes (the running service keeps its cache fresh with it). */
  onProjected(listener: (profile: VerdictProfileDocument) => void): void {
    this.listeners.push(listener);
  }

  async apply(event: PositionedEvent<VerdictProfileEvent>): Promise<void> {
    const { companyId, settings, revision, changedBy, at } = event.data;
    const current = await this.documents.get(companyId);
    // Another replica may have written it first (each runs this projection on the shared read model): its cache
    // still needs the document.
    if (current && current.revision >= revision) return this.notify(current);
    // Every setting, the defaults of an event older than freshnessDays and acceptedLimits included.
    const next: VerdictProfileDocument = {
      id: companyId,
      ...recordedSettings(settings),
      revision,
      updatedAt: at,
      updatedBy: changedBy,
    };
    await this.documents.upsert(next);
    this.notify(next);
  }

  private notify(profile: VerdictProfileDocument): void {
    for (const listener of this.listeners) listener(profile);
  }
}
