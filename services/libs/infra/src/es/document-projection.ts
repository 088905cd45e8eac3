import type { DomainEvent } from '@logiscope/kernel';
import type { Document, DocumentCollection, PositionedEvent } from '../ports';
import type { Projection } from './projector';

/**
 * A projection that alone writes one collection and awaits nothing but the DocumentStore, so the runner applies it in
 * store batches. A subclass names itself and its events and says what each event does (`apply`).
 */
export abstract class DocumentProjection<E extends DomainEvent, D extends Document> implements Projection<E> {
  readonly batched = true;
  readonly collections: readonly string[];

  readonly name: string;
  readonly eventTypes: readonly E['type'][];

  /** `collection` is the one it alone writes (a rebuild empties it), `documents` that collection opened. */
  protected constructor(spec: { name: string; eventTypes: readonly E['type'][]; collection: string }, readonly documents: DocumentCollection<D>) {
    this.name = spec.name;
    this.eventTypes = spec.eventTypes;
    this.collections = [spec.collection];
  }

  abstract apply(event: PositionedEvent<E>): Promise<void>;

  /** Writes one document's next state: a document is upserted, null deletes it, undefined leaves it as it is. */
  protected async evolveDocument(id: string, evolve: (current: D | null) => D | null | undefined): Promise<void> {
    const current = await this.documents.get(id);
    const next = evolve(current);
    if (next) await this.documents.upsert(next);
    else if (next === null && current) await this.documents.delete(id);
  }
}
