import { DocumentProjection, type Document, type DocumentStore, type PositionedEvent } from '@logiscope/infra';
import type { VettingRetentionSet } from '@logiscope/proto';

/** A company's retention of its vetting records, once an administrator set it (one document per company). */
export interface VettingRetentionDocument extends Document {
  years: number;
  updatedAt: string;
  updatedBy: string;
}

export const VETTING_RETENTION_COLLECTION = 'vetting_retention';

export class VettingRetentionProjection extends DocumentProjection<VettingRetentionSet, VettingRetentionDocument> {
  static async open(store: DocumentStore): Promise<VettingRetentionProjection> {
    return new VettingRetentionProjection({ name: 'reports.vetting-retention', eventTypes: ['VettingRetentionSet'], collection: VETTING_RETENTION_COLLECTION }, await store.collection<VettingRetentionDocument>(VETTING_RETENTION_COLLECTION));
  }

  /** The latest setting wins; applying an event again writes the same document. */
  async apply(event: PositionedEvent<VettingRetentionSet>): Promise<void> {
    const { companyId, years, setBy, at } = event.data;
    await this.documents.upsert({ id: companyId, years, updatedAt: at, updatedBy: setBy });
  }
}
