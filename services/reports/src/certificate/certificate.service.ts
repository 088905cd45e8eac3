import { createHash, randomBytes } from 'node:crypto';
import { DomainError, refusalsAs } from '@logiscope/kernel';
import { handleCommand, type DocumentCollection, type EventStore, type Projector } from '@logiscope/infra';
import type { CertificateView, CertificateVerificationView } from '@logiscope/proto/views';
import type { CarrierSource } from '../compliance/carrier-data.client';
import type { CarrierReportsReader } from '../compliance/carrier-reports.reader';
import { carrierName } from '../compliance/carrier-sections';
import type { CertificateRecord, CompanyCaller, PdfFile } from '../compliance/compliance.api';
import type { DocumentFiles } from '../compliance/document-files.repository';
import { renderPdf } from '../compliance/document.pdf';
import { buildCertificateDocument, certificateSnapshot, publicSnapshot, type RecordedSnapshot } from './certificate.content';
import { certificateDecider, certificateStream, type CertificateRefusal } from './certificate.decider';
import type { CertificateDocument } from './certificate.projection';
import { checkCopy, type CertificateSigner } from './certificate.signing';

export const CERTIFICATE_MESSAGES = {
  NOT_FOUND: 'Certificate not found.',
  CODE_TAKEN: 'This verification code is already in use',
} as const;

/** The decider's refusal as the API answers it. */
const refusals: Record<CertificateRefusal, () => DomainError> = { CODE_TAKEN: () => DomainError.conflict(CERTIFICATE_MESSAGES.CODE_TAKEN) };

export interface CertificateDeps {
  events: EventStore;
  certificates: DocumentCollection<CertificateDocument>;
  files: DocumentFiles;
  projector: Pick<Projector, 'caughtUp'>;
  carriers: CarrierSource;
  reports: CarrierReportsReader;
  signer: CertificateSigner;
  /** The web app's public address (APP_URL): the certificate prints <appUrl>/verify/<code>. */
  appUrl: string;
  onAppended?: () => void;
  now: () => Date;
}

/** Crockford base32 without I, L, O, U: read aloud or typed from paper without confusion. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** LS-XXXX-XXXX-XXXX: 60 random bits, unguessable. Load vetting records use the same pattern under LV. */
export function newVerificationCode(prefix = 'LS'): string {
  let n = randomBytes(8).readBigUInt64BE() >> 4n;
  let s = '';
  for (let i = 0; i < 12; i++) {
    s += ALPHABET[Number(n & 31n)];
    n >>= 5n;
  }
  return `${prefix}-${s.slice(0, 4)}-${s.slice(4, 8)}-${s.slice(8)}`;
}

const normalise = (code: string) => code.trim().toUpperCase();
const fileKey = (code: string) => `certificate:${code}`;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const viewOf = (d: CertificateDocument): CertificateView => ({
  code: d.id,
  carrierId: d.carrierId,
  carrierName: d.carrierName,
  dotNumber: d.dotNumber,
  issuedAt: d.issuedAt,
  issuedBy: d.issuedBy,
  companyName: d.companyName,
  verifyUrl: d.verifyUrl,
  sha256: d.sha256,
});

/** Generate Tag: a signed due-diligence certificate; its public record and the check of a copy. */
export class CertificateService {
  constructor(private readonly deps: CertificateDeps) {}

  async issue(request: CompanyCaller & { carrierId: string; issuedBy: string }): Promise<CertificateView> {
    const [carrier, reports] = await Promise.all([
      this.deps.carriers(request.carrierId, request.companyId),
      this.deps.reports.reportsAbout(request.carrierId, request.companyId),
    ]);
    const snapshot = certificateSnapshot(carrier, reports);
    const code = newVerificationCode();
    const issuedAt = this.deps.now().toISOString();
    const verifyUrl = `${this.deps.appUrl.replace(/\/+$/, '')}/verify/${code}`;
    const pdf = await renderPdf(buildCertificateDocument(snapshot, { code, issuedAt, companyName: request.companyName, issuedBy: request.issuedBy, verifyUrl }), {
      banner: [`Verification code: ${code}`, `Verify this copy at ${verifyUrl}`],
    });
    const hash = sha256(pdf);
    await this.deps.files.put(fileKey(code), pdf, hash);
    const { events, position } = await refusalsAs(refusals, () =>
      handleCommand(
        this.deps.events,
        certificateStream(code),
        certificateDecider,
        {
          type: 'IssueCertificate',
          data: {
            code,
            companyId: request.companyId,
            companyName: request.companyName,
            userId: request.userId,
            issuedBy: request.issuedBy,
            carrierId: carrier.id,
            dotNumber: carrier.dotNumber,
            carrierName: carrierName(carrier),
            issuedAt,
            verifyUrl,
            snapshotJson: JSON.stringify(snapshot),
            sha256: hash,
            signature: this.deps.signer.sign(hash),
            publicKey: this.deps.signer.publicKeyPem,
          },
        },
        { metadata: { companyId: request.companyId, userId: request.userId }, now: this.deps.now, attempts: 1 },
      ),
    );
    if (events.length) this.deps.onAppended?.();
    await this.deps.projector.caughtUp(position);
    return viewOf(await this.found(code));
  }

  async list(companyId: string, carrierId: string): Promise<CertificateView[]> {
    return (await this.deps.certificates.find({ companyId, carrierId }, { sort: { issuedAt: -1 }, limit: 200 })).map(viewOf);
  }

  async download(companyId: string, code: string): Promise<PdfFile> {
    const d = await this.found(code);
    if (d.companyId !== companyId) throw DomainError.notFound(CERTIFICATE_MESSAGES.NOT_FOUND);
    const file = await this.deps.files.get(fileKey(d.id));
    if (!file) throw DomainError.notFound(CERTIFICATE_MESSAGES.NOT_FOUND);
    return { filename: `due-diligence-certificate-${d.dotNumber}-${d.id}.pdf`, pdfBase64: file.base64 };
  }

  /** The public record: what the certificate recorded, its reports as a company without a share in them sees them now. */
  async record(code: string): Promise<CertificateRecord> {
    const d = await this.found(code);
    // No viewer company: only what every company may see (the issuer's own reports in their window are not).
    const visible = await this.deps.reports.reportsAbout(d.carrierId, '');
    const snapshot = publicSnapshot(JSON.parse(d.snapshotJson) as RecordedSnapshot, new Set(visible.map((r) => r.id)));
    return { ...viewOf(d), snapshotJson: JSON.stringify(snapshot), algorithm: 'Ed25519', signature: d.signature, publicKey: d.publicKey };
  }

  /** Matches when the file's SHA-256 is the recorded one and the server's signature of it holds. */
  async verify(code: string, fileBase64: string): Promise<CertificateVerificationView> {
    const d = await this.found(code);
    return checkCopy(d.id, d, fileBase64);
  }

  private async found(code: string): Promise<CertificateDocument & { id: string }> {
    const d = await this.deps.certificates.get(normalise(code));
    if (!d) throw DomainError.notFound(CERTIFICATE_MESSAGES.NOT_FOUND);
    return d;
  }
}
