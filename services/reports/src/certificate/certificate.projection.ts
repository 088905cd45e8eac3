import type { Document, DocumentCollection, DocumentStore, PositionedEvent, Projection } from '@logiscope/infra';
import type { CertificateIssued } from '@logiscope/proto';

/** The certificates read model: one document per verification code, written by the projection only. */
export interface CertificateDocument extends Document, Omit<CertificateIssued['data'], 'code'> {}

export const CERTIFICATES_COLLECTION = 'certificates';

export class CertificateProjection implements Projection<CertificateIssued> {
  readonly name = 'reports.certificates';
  readonly batched = true;
  readonly eventTypes = ['CertificateIssued'] as const;
  readonly collections = [CERTIFICATES_COLLECTION];

  private constructor(readonly documents: DocumentCollection<CertificateDocument>) {}

  static async open(store: DocumentStore): Promise<CertificateProjection> {
    return new CertificateProjection(await store.collection<CertificateDocument>(CERTIFICATES_COLLECTION, [{ fields: ['companyId', 'carrierId', 'issuedAt'] }]));
  }

  /** A certificate never changes: an upsert of the same event writes the same document. */
  async apply(event: PositionedEvent<CertificateIssued>): Promise<void> {
    const { code, ...rest } = event.data;
    await this.documents.upsert({ id: code, ...rest });
  }
}
