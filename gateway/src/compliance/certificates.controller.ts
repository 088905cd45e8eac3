import { Controller, Inject } from '@nestjs/common';
import { ops } from '@logiscope/proto/http';
import { CertificateSnapshotSchema, type CertificateRecordView, type CertificateView } from '@logiscope/proto/views';
import type { ServiceRegistry } from '@logiscope/infra';
import { ReportsService } from '@logiscope/reports/api';
import { Caller, Endpoint, Input, type InputOf } from '../http/endpoint.decorator';
import type { CallerContext } from '../http/operation.guard';
import { SERVICE_REGISTRY } from '../http/tokens';
import { pdfAnswer } from './pdf-answer';

/** Due-diligence certificates: Generate Tag on the carrier detail, and the public verification page's record and check. */
@Controller()
export class CertificatesController {
  constructor(@Inject(SERVICE_REGISTRY) private readonly registry: ServiceRegistry) {}

  private get reports() {
    return this.registry.client(ReportsService);
  }

  @Endpoint(ops.listCarrierCertificates)
  async list(@Caller() c: CallerContext, @Input() { params }: InputOf<typeof ops.listCarrierCertificates>): Promise<CertificateView[]> {
    return (await this.reports.listCertificates({ companyId: c.companyId, carrierId: params.id })).certificates;
  }

  @Endpoint(ops.issueCertificate)
  issue(@Caller() c: CallerContext, @Input() { params }: InputOf<typeof ops.issueCertificate>) {
    const user = c.user;
    return this.reports.issueCertificate({
      companyId: c.companyId,
      userId: c.userId,
      companyName: user?.company?.companyName ?? '',
      companyType: user?.company?.companyType ?? '',
      issuedBy: user ? `${user.firstName} ${user.lastName}`.trim() || user.email : '',
      carrierId: params.id,
    });
  }

  @Endpoint(ops.downloadCertificate)
  async download(@Caller() c: CallerContext, @Input() { params }: InputOf<typeof ops.downloadCertificate>) {
    return pdfAnswer(await this.reports.downloadCertificate({ companyId: c.companyId, code: params.code }));
  }

  @Endpoint(ops.getCertificate)
  async record(@Input() { params }: InputOf<typeof ops.getCertificate>): Promise<CertificateRecordView> {
    const { snapshotJson, ...record } = await this.reports.getCertificate({ code: params.code });
    return { ...record, algorithm: 'Ed25519', snapshot: CertificateSnapshotSchema.parse(JSON.parse(snapshotJson)) };
  }

  @Endpoint(ops.verifyCertificate)
  verify(@Input() { params, body }: InputOf<typeof ops.verifyCertificate>) {
    return this.reports.verifyCertificate({ code: params.code, fileBase64: body.file });
  }
}
