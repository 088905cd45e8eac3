import { DocumentProjection, type Document, type DocumentStore, type PositionedEvent } from '@logiscope/infra';
import type { LoadVetted, VettingEvent } from '@logiscope/proto';

/** The vetting records read model: one document per verification code, written by the projection only. */
export interface VettingDocument extends Document, Omit<LoadVetted['data'], 'code'> {
  /** The later record of the same load; '' while this one is current. */
  supersededBy: string;
  /** Load reference (as matched: single spaces), lane, carrier name, USDOT and MC in lower case: what the history's search box matches. */
  searchText: string;
}

export const VETTINGS_COLLECTION = 'load_vettings';

const searchTextOf = (d: LoadVetted['data']) => [d.loadKey, d.lane, d.carrierName, d.dotNumber, d.mcNumber ? `mc${d.mcNumber}` : ''].join(' ').toLowerCase();

/**
 * LoadVetted → the record, and the record it supersedes marked so (the only field a record's document ever gains:
 * the event itself is never changed); VettingPurged → the record deleted (a later record keeps its `supersedes`).
 * Applying an event again writes the same documents.
 */
export class VettingProjection extends DocumentProjection<VettingEvent, VettingDocument> {
  static async open(store: DocumentStore): Promise<VettingProjection> {
    const documents = await store.collection<VettingDocument>(VETTINGS_COLLECTION, [
      { fields: ['companyId', 'vettedAt'] },
      { fields: ['companyId', 'carrierId', 'vettedAt'] },
      { fields: ['companyId', 'loadKey', 'vettedAt'] },
      // The purge job's question: which records are past the day they are kept until.
      { fields: ['retainUntil'] },
    ]);
    return new VettingProjection({ name: 'reports.load-vettings', eventTypes: ['LoadVetted', 'VettingPurged'], collection: VETTINGS_COLLECTION }, documents);
  }

  async apply(event: PositionedEvent<VettingEvent>): Promise<void> {
    if (event.type === 'VettingPurged') {
      await this.documents.delete(event.data.code);
      return;
    }
    await this.vetted(event.data);
  }

  private async vetted(data: LoadVetted['data']): Promise<void> {
    const { code, ...rest } = data;
    // A replay after a crash may find the record already superseded: keep that mark.
    const existing = await this.documents.get(code);
    await this.documents.upsert({ id: code, ...rest, supersededBy: existing?.supersededBy ?? '', searchText: searchTextOf(data) });
    if (rest.supersedes) await this.documents.update(rest.supersedes, { supersededBy: code });
  }
}
