import { createHash } from 'node:crypto';
import { DomainError, parseOrThrow, refusalsAs } from '@logiscope/kernel';
import { handleCommand, type DocumentCollection, type EventStore, type Filter, type Projector } from '@logiscope/infra';
import { loadKeyOf, message, vetLoadBodySchema } from '@logiscope/proto/http';
import { DEFAULT_VETTING_RETENTION_YEARS, VETTING_CODE_PREFIX, type CertificateVerificationView, type VettingPage, type VettingView } from '@logiscope/proto/views';
import { newVerificationCode } from '../certificate/certificate.service';
import { checkCopy, type CertificateSigner } from '../certificate/certificate.signing';
import type { CarrierSource } from '../compliance/carrier-data.client';
import { carrierName } from '../compliance/carrier-sections';
import type { PdfFile } from '../compliance/compliance.api';
import type { DocumentFiles } from '../compliance/document-files.repository';
import { renderPdf } from '../compliance/document.pdf';
import type { ListVettingsRequest, VetLoadRequest } from './vetting.api';
import { buildVettingDocument } from './vetting.content';
import { overrideRefusal, vettingDecider, vettingStream, type VetLoadCommand } from './vetting.decider';
import type { VettingDocument } from './vetting.projection';
import { VETTING_REFUSALS } from './vetting.refusals';

export interface VettingDeps {
  events: EventStore;
  vettings: DocumentCollection<VettingDocument>;
  files: DocumentFiles;
  projector: Pick<Projector, 'caughtUp'>;
  /** The carrier with its verdict under the asking company's rules, as carrier-data computes it now. */
  carriers: CarrierSource;
  /** The certificates' signing key: a record's PDF hash is signed the same way. */
  signer: CertificateSigner;
  /** The web app's public address (APP_URL): the record prints <appUrl>/verify/<code>. */
  appUrl: string;
  /** Years a company keeps its new records (its ADMIN's setting); DEFAULT_VETTING_RETENTION_YEARS without one. */
  retentionYears?: (companyId: string) => Promise<number>;
  onAppended?: () => void;
  now: () => Date;
}

const notFound = () => DomainError.notFound(message('VETTING_NOT_FOUND'));
/** Where a record's PDF is kept in DocumentFiles. */
export const vettingFileKey = (code: string) => `vetting:${code}`;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The day `years` after an ISO instant, YYYY-MM-DD (29 February falls on 1 March in a common year). */
export function yearsAfter(iso: string, years: number): string {
  const d = new Date(iso);
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return d.toISOString().slice(0, 10);
}

export const viewOf = (d: VettingDocument): VettingView => ({
  code: d.id,
  loadReference: d.loadReference,
  pickupDate: d.pickupDate,
  lane: d.lane,
  carrierId: d.carrierId,
  dotNumber: d.dotNumber,
  mcNumber: d.mcNumber,
  carrierName: d.carrierName,
  outcome: d.outcome,
  checks: d.checks,
  profile: d.profile,
  overridden: d.overrideReason !== '',
  overrideReason: d.overrideReason,
  companyName: d.companyName,
  requestedBy: d.requestedBy,
  vettedAt: d.vettedAt,
  supersedes: d.supersedes,
  supersededBy: d.supersededBy,
  retainUntil: d.retainUntil,
  verifyUrl: d.verifyUrl,
  sha256: d.sha256,
});

/** "Vet for a load": the verdict frozen into a record with its PDF; the company's history; the public record by code. */
export class VettingService {
  constructor(private readonly deps: VettingDeps) {}

  async vet(request: VetLoadRequest): Promise<VettingView> {
    if (!request.companyId) throw DomainError.forbidden(message('COMPANY_SETUP_REQUIRED'));
    // The form's rules whoever calls (web, public API): the record holds only what they allow.
    const load = parseOrThrow(vetLoadBodySchema, request);
    const carrier = await this.deps.carriers(request.carrierId, request.companyId);
    const { verdict } = carrier;
    const refusal = overrideRefusal(verdict.outcome, load.overrideReason);
    if (refusal) throw VETTING_REFUSALS[refusal]();

    const years = (await this.deps.retentionYears?.(request.companyId)) ?? DEFAULT_VETTING_RETENTION_YEARS;
    const code = newVerificationCode(VETTING_CODE_PREFIX);
    const vettedAt = this.deps.now().toISOString();
    const data: Omit<VetLoadCommand['data'], 'sha256' | 'signature' | 'publicKey'> = {
      code,
      companyId: request.companyId,
      companyName: request.companyName,
      userId: request.userId,
      requestedBy: request.requestedBy,
      apiKeyId: request.apiKeyId,
      loadReference: load.loadReference,
      loadKey: loadKeyOf(load.loadReference),
      pickupDate: load.pickupDate,
      lane: load.lane,
      carrierId: carrier.id,
      dotNumber: carrier.dotNumber,
      mcNumber: carrier.mcNumber,
      carrierName: carrierName(carrier),
      outcome: verdict.outcome,
      checks: verdict.checks,
      profile: verdict.profile,
      overrideReason: load.overrideReason,
      vettedAt,
      retainUntil: yearsAfter(vettedAt, years),
      verifyUrl: `${this.deps.appUrl.replace(/\/+$/, '')}/verify/${code}`,
    };
    const pdf = await renderPdf(buildVettingDocument(data), { banner: [`Verification code: ${code}`, `Verify this record at ${data.verifyUrl}`] });
    const hash = sha256(pdf);
    // The file before the event that announces it: a record said to exist has its PDF.
    await this.deps.files.put(vettingFileKey(code), pdf, hash);
    const { events, position } = await refusalsAs(VETTING_REFUSALS, () =>
      handleCommand(
        this.deps.events,
        vettingStream(request.companyId, data.loadKey),
        vettingDecider,
        { type: 'VetLoad', data: { ...data, sha256: hash, signature: this.deps.signer.sign(hash), publicKey: this.deps.signer.publicKeyPem } },
        { metadata: { companyId: request.companyId, userId: request.userId }, now: this.deps.now, attempts: 5 },
      ),
    );
    if (events.length) this.deps.onAppended?.();
    await this.deps.projector.caughtUp(position);
    return viewOf(await this.found(code));
  }

  /** The company's records, newest first, a page at a time: by carrier, by load (its key), by text. */
  async list(request: ListVettingsRequest): Promise<VettingPage> {
    const filter: Filter<VettingDocument> = { companyId: request.companyId };
    if (request.carrierId) filter.carrierId = request.carrierId;
    if (request.loadReference) filter.loadKey = loadKeyOf(request.loadReference);
    if (request.q.trim()) filter.searchText = { $contains: request.q.trim().replace(/\s+/g, ' ').toLowerCase() };
    if (request.cursor) filter.vettedAt = { $lt: request.cursor };
    const limit = Math.min(Math.max(request.limit || 50, 1), 500);
    const found = await this.deps.vettings.find(filter, { sort: { vettedAt: -1 }, limit: limit + 1 });
    const items = found.slice(0, limit).map(viewOf);
    return { items, nextCursor: found.length > limit ? items[items.length - 1].vettedAt : '' };
  }

  /** companyId '': the public record (anyone holding the code); else that company's record only. */
  async get(code: string, companyId: string): Promise<VettingView> {
    return viewOf(await this.found(code, companyId));
  }

  async download(code: string, companyId: string): Promise<PdfFile> {
    if (!companyId) throw notFound();
    const d = await this.found(code, companyId);
    const file = await this.deps.files.get(vettingFileKey(d.id));
    if (!file) throw notFound();
    return { filename: `load-vetting-${d.dotNumber}-${d.id}.pdf`, pdfBase64: file.base64 };
  }

  /** Anyone with the code: is this file the record's PDF, unchanged, with the server's signature valid? */
  async verify(code: string, fileBase64: string): Promise<CertificateVerificationView> {
    const d = await this.found(code);
    return checkCopy(d.id, d, fileBase64);
  }

  private async found(code: string, companyId = ''): Promise<VettingDocument> {
    const d = await this.deps.vettings.get(code.trim().toUpperCase());
    if (!d || (companyId && d.companyId !== companyId)) throw notFound();
    return d;
  }
}
