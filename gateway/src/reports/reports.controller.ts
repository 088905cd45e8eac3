import { Controller, Inject, Req } from '@nestjs/common';
import type { Request } from 'express';
import { DomainError } from '@logiscope/kernel';
import { message, ops } from '@logiscope/proto/http';
import { noIncidentFields } from '@logiscope/proto';
import type { CarrierReportView, ReportPortalView } from '@logiscope/proto/views';
import type { RateLimiters, ServiceRegistry } from '@logiscope/infra';
import { CarrierDataService } from '@logiscope/carrier-data/api';
import { ReportsService, type PortalRecord, type ReportRecord } from '@logiscope/reports/api';
import { Caller, Endpoint, Input, type InputOf } from '../http/endpoint.decorator';
import type { CallerContext } from '../http/operation.guard';
import { consumeOrRefuse } from '../http/rate-limit';
import { RATE_LIMITERS, SERVICE_REGISTRY } from '../http/tokens';

/**
 * A report as a company sees it on the carrier's Reports tab; the response link and contact for its own reports only.
 * The record's other fields (e-mails, user ids) stay behind: the answer leaves through its declared view
 * (DeclaredAnswerInterceptor), so only the renamed and computed fields are spelled out here.
 */
export function carrierReportView(r: ReportRecord): CarrierReportView {
  return {
    ...r,
    id: r.reportId,
    reportType: r.reportType as CarrierReportView['reportType'],
    rating: r.rating >= 1 ? r.rating : null,
    createdAt: r.filedAt,
    windowState: r.windowState as CarrierReportView['windowState'],
    response: r.respondedAt ? { text: r.responseText, respondedAt: r.respondedAt } : null,
    reporterCompany: r.companyName,
    visibility: r.visibleToAll ? 'ALL' : 'REPORTER_ONLY',
    responseLink: r.isOwn && r.responseId ? `/respond/${r.responseId}` : null,
    carrierNotified: r.isOwn ? r.carrierEmail !== '' : null,
    responderContact: r.isOwn && r.responderEmail ? { email: r.responderEmail, phone: r.responderPhone } : null,
  };
}

/** The response page's view: what the carrier may see, nothing of the reporting user (its declared view drops the rest). */
export function portalView(p: PortalRecord): ReportPortalView {
  return {
    ...p,
    id: p.responseId,
    status: p.status as ReportPortalView['status'],
    reporterCompany: p.companyName,
    reportType: p.reportType ? (p.reportType as NonNullable<ReportPortalView['reportType']>) : null,
    rating: p.rating >= 1 ? p.rating : null,
    createdAt: p.filedAt,
    response: p.respondedAt ? { text: p.responseText, respondedAt: p.respondedAt } : null,
  };
}

/**
 * Reports about a carrier (its LogiScope Reports tab), filing one (brokers), retracting one's own, and the carrier's
 * public response page: read by the response id e-mailed to the carrier, answered once within 24 hours.
 */
@Controller()
export class ReportsController {
  constructor(
    @Inject(SERVICE_REGISTRY) private readonly registry: ServiceRegistry,
    @Inject(RATE_LIMITERS) private readonly limiters: RateLimiters,
  ) {}

  private get reports() {
    return this.registry.client(ReportsService);
  }

  @Endpoint(ops.listCarrierReports)
  async list(@Caller() c: CallerContext, @Input() { params }: InputOf<typeof ops.listCarrierReports>): Promise<CarrierReportView[]> {
    const { reports } = await this.reports.listCarrierReports({ carrierId: params.id, companyId: c.companyId, kind: 'CARRIER_REPORT' });
    return reports.map(carrierReportView);
  }

  /** The carrier's name, numbers and census e-mail come from carrier-data (404 'Carrier not found.' when unknown). */
  @Endpoint(ops.submitCarrierReport)
  async submit(@Caller() c: CallerContext, @Input() { params, body }: InputOf<typeof ops.submitCarrierReport>): Promise<CarrierReportView> {
    const company = c.user?.company;
    if (company?.companyType !== 'BROKER') throw DomainError.forbidden(message('REPORTS_BROKERS_ONLY'));
    const carrier = await this.registry.client(CarrierDataService).getCarrier({ id: params.id, companyId: c.companyId });
    const user = c.user!;
    const record = await this.reports.fileReport({
      kind: 'CARRIER_REPORT',
      carrierId: carrier.dotNumber || params.id,
      dotNumber: carrier.dotNumber,
      mcNumber: carrier.mcNumber,
      carrierName: carrier.companyName,
      carrierEmail: carrier.email,
      companyId: c.companyId,
      companyName: company.companyName,
      companyType: company.companyType,
      userId: c.userId,
      reporterName: `${user.firstName} ${user.lastName}`.trim(),
      reporterEmail: user.email,
      // The declared body whole (a field the form gains travels with no edit here); no stars travel as 0.
      ...body,
      rating: body.rating ?? 0,
      ...noIncidentFields(),
    });
    return carrierReportView(record);
  }

  @Endpoint(ops.retractReport)
  async retract(@Caller() c: CallerContext, @Input() { params }: InputOf<typeof ops.retractReport>): Promise<void> {
    await this.reports.retractReport({ reportId: params.id, companyId: c.companyId, userId: c.userId });
  }

  @Endpoint(ops.getReport)
  async portal(@Input() { params }: InputOf<typeof ops.getReport>): Promise<ReportPortalView> {
    return portalView(await this.reports.getResponsePortal({ responseId: params.id }));
  }

  /** Public: limited per client address (RATE_LIMIT_REPORT_RESPONSE_PER_HOUR), before anything is read. */
  @Endpoint(ops.respondToReport)
  async respond(@Input() { params, body }: InputOf<typeof ops.respondToReport>, @Req() req: Request): Promise<ReportPortalView> {
    await consumeOrRefuse(this.limiters.reportResponse, `ip:${req.ip ?? ''}`);
    const reply = await this.reports.respondToReport({ responseId: params.id, responseText: body.responseText, contactEmail: body.contactEmail, contactPhone: body.contactPhone });
    return portalView(reply);
  }
}
