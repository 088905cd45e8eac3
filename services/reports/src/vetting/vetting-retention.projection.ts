import type { Document, DocumentCollection, DocumentStore, PositionedEvent, Projection } from '@logiscope/infra';
import type { VettingRetentionSet } from '@logiscope/proto';

/** A company's retention of its vetting records, once an administrator set it (one document per company). */
export interface VettingRetentionDocument extends Document {
  years: number;
  updatedAt: string;
  updatedBy: string;
}

export const VETTING_RETENTION_COLLECTION = 'vetting_retention';

export class VettingRetentionProjection implements Projection<VettingRetentionSet> {
  readonly name = 'reports.vetting-retention';
  readonly batched = true;
  readonly eventTypes = ['VettingRetentionSet'] as const;
  readonly collections = [VETTING_RETENTION_COLLECTION];

  private constructor(readonly documents: DocumentCollection<VettingRetentionDocument>) {}

  static async open(store: DocumentStore): Promise<VettingRetentionProjection> {
    return new VettingRetentionProjection(await store.collection<VettingRetentionDocument>(VETTING_RETENTION_COLLECTION));
  }

  /** The latest setting wins; applying an event again writes the same document. */
  async apply(event: PositionedEvent<VettingRetentionSet>): Promise<void> {
    const { companyId, years, setBy, at } = event.data;
    await this.documents.upsert({ id: companyId, years, updatedAt: at, updatedBy: setBy });
  }
}
