import type { DocumentCollection, DocumentStore, PositionedEvent, Projection } from '@logiscope/infra';
import type { CarrierChanged } from '@logiscope/proto';

/** The carrier's last phone, e-mail or address change LogiScope saw between two imports. */
export interface ContactChange {
  /** The DOT number. */
  id: string;
  /** ISO day of the import that showed the change. */
  changedOn: string;
  fields: string[];
}

export const CONTACT_CHANGES_COLLECTION = 'carrier_contact_changes';
/** The carrier record's fields that make a contact change. */
export const CONTACT_FIELDS: ReadonlySet<string> = new Set(['phone', 'email', 'physicalAddress', 'mailingAddress']);

/**
 * Contact changes, a projection of carrier-data's log (CarrierChanged from the imports): a phone, e-mail or address
 * that changed recently is a classic sign of an identity hijack, which the verdict asks brokers to review. Keeps the
 * latest change per carrier; replaying an event writes the same document again.
 */
export class ContactChangesProjection implements Projection<CarrierChanged> {
  readonly name = 'carrier-data.contact-changes';
  readonly batched = true;
  readonly eventTypes = ['CarrierChanged'] as const;
  readonly collections = [CONTACT_CHANGES_COLLECTION];

  private constructor(private readonly changes: DocumentCollection<ContactChange>) {}

  static async open(store: DocumentStore): Promise<ContactChangesProjection> {
    return new ContactChangesProjection(await store.collection<ContactChange>(CONTACT_CHANGES_COLLECTION));
  }

  async apply(event: PositionedEvent<CarrierChanged>): Promise<void> {
    const fields = event.data.changedFields.filter((f) => CONTACT_FIELDS.has(f));
    if (fields.length === 0) return;
    const changedOn = event.occurredAt.slice(0, 10);
    const current = await this.changes.get(event.data.dotNumber);
    if (current && current.changedOn > changedOn) return;
    await this.changes.upsert({ id: event.data.dotNumber, changedOn, fields: [...new Set([...(current?.changedOn === changedOn ? current.fields : []), ...fields])].sort() });
  }
}

/** Read side: last contact change per carrier. */
export class ContactChangesRepository {
  private constructor(private readonly changes: DocumentCollection<ContactChange>) {}

  static async open(store: DocumentStore): Promise<ContactChangesRepository> {
    return new ContactChangesRepository(await store.collection<ContactChange>(CONTACT_CHANGES_COLLECTION));
  }

  /** ISO day of the last change by DOT number; carriers without one are absent. */
  async lastChanged(dotNumbers: readonly string[]): Promise<Map<string, string>> {
    if (dotNumbers.length === 0) return new Map();
    const found = await this.changes.find({ id: { $in: [...dotNumbers] } });
    return new Map(found.map((c) => [c.id, c.changedOn]));
  }
}
