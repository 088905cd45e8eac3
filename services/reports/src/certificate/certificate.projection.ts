import { DocumentProjection, type Document, type DocumentStore, type PositionedEvent } from '@logiscope/infra';
import type { CertificateIssued } from '@logiscope/proto';

/** The certificates read model: one document per verification code, written by the projection only. */
export interface CertificateDocument extends Document, Omit<CertificateIssued['data'], 'code'> {}

export const CERTIFICATES_COLLECTION = 'certificates';

export class CertificateProjection extends DocumentProjection<CertificateIssued, CertificateDocument> {
  static async open(store: DocumentStore): Promise<CertificateProjection> {
    return new CertificateProjection({ name: 'reports.certificates', eventTypes: ['CertificateIssued'], collection: CERTIFICATES_COLLECTION }, await store.collection<CertificateDocument>(CERTIFICATES_COLLECTION, [{ fields: ['companyId', 'carrierId', 'issuedAt'] }]));
  }

  /** A certificate never changes: an upsert of the same event writes the same document. */
  async apply(event: PositionedEvent<CertificateIssued>): Promise<void> {
    const { code, ...rest } = event.data;
    await this.documents.upsert({ id: code, ...rest });
  }
}
