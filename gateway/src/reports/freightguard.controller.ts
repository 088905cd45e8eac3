import { Controller, Inject } from '@nestjs/common';
import { DomainError, ErrorCode, isDomainError } from '@logiscope/kernel';
import { message, ops } from '@logiscope/proto/http';
import { noCarrierReportDetails, type CarrierView, type FreightGuardReportPage, type FreightGuardReportView } from '@logiscope/proto/views';
import type { ServiceRegistry } from '@logiscope/infra';
import { CarrierDataService } from '@logiscope/carrier-data/api';
import { ReportsService } from '@logiscope/reports/api';
import { toFreightGuardView as freightGuardView } from './freightguard.view';
import { Caller, Endpoint, Input, type InputOf } from '../http/endpoint.decorator';
import type { CallerContext } from '../http/operation.guard';
import { SERVICE_REGISTRY } from '../http/tokens';

const isNotFound = (e: unknown) => isDomainError(e) && e.code === ErrorCode.NOT_FOUND;

/**
 * FreightGuard incident reports: brokers and shippers read them; brokers file them (a shipper gets 403); the reporting
 * company resolves its own; platform operators verify. Filing, resolving and verifying run on the report aggregate
 * (reports' fileReport, resolveIncident, verifyIncident); the answer is the incident as the list shows it.
 */
@Controller()
export class FreightGuardController {
  constructor(@Inject(SERVICE_REGISTRY) private readonly registry: ServiceRegistry) {}

  private get reports() {
    return this.registry.client(ReportsService);
  }

  @Endpoint(ops.listFreightGuardReports)
  async list(@Caller() c: CallerContext, @Input() { query }: InputOf<typeof ops.listFreightGuardReports>): Promise<FreightGuardReportPage> {
    const { reports, total, exact } = await this.reports.listFreightGuardReports({ companyId: c.companyId, ...query });
    return { reports: (reports ?? []).map(freightGuardView), total, totalExact: exact !== false, page: query.page, pageSize: query.pageSize };
  }

  /** The report links to the carrier record its id, DOT or MC number names, when LogiScope holds one. */
  @Endpoint(ops.submitFreightGuardReport)
  async submit(@Caller() c: CallerContext, @Input() { body }: InputOf<typeof ops.submitFreightGuardReport>): Promise<FreightGuardReportView> {
    const company = c.user?.company;
    if (company?.companyType !== 'BROKER') throw DomainError.forbidden(message('FG_BROKERS_ONLY'));
    const user = c.user!;
    const carrier = await this.carrierOf(body);
    const record = await this.reports.fileReport({
      kind: 'INCIDENT',
      carrierId: carrier?.id ?? '',
      dotNumber: body.dotNumber || carrier?.dotNumber || '',
      mcNumber: body.mcNumber,
      carrierName: body.carrierName,
      carrierEmail: carrier?.email ?? '',
      companyId: c.companyId,
      companyName: company.companyName,
      companyType: company.companyType,
      userId: c.userId,
      reporterName: `${user.firstName} ${user.lastName}`.trim() || user.email,
      reporterEmail: user.email,
      reportType: '',
      rating: 0,
      ...noCarrierReportDetails(),
      reportCategory: body.reportCategory,
      incidentType: body.incidentType,
      severity: body.severity,
      description: body.description,
      location: body.location,
      incidentDate: body.incidentDate,
      monetaryImpact: body.monetaryImpact === null ? '' : body.monetaryImpact.toFixed(2),
      isDoubleBrokerage: body.isDoubleBrokerage,
      brokerageChain: body.brokerageChain,
    });
    return freightGuardView(await this.reports.getFreightGuardReport({ reportId: record.reportId, companyId: c.companyId }));
  }

  @Endpoint(ops.resolveFreightGuardReport)
  async resolve(@Caller() c: CallerContext, @Input() { params, body }: InputOf<typeof ops.resolveFreightGuardReport>): Promise<FreightGuardReportView> {
    // An unknown id or a carrier report: 404 (another company's incident: the aggregate's 403).
    await this.reports.getFreightGuardReport({ reportId: params.id, companyId: c.companyId });
    await this.reports.resolveIncident({ reportId: params.id, companyId: c.companyId, userId: c.userId, amountRecovered: body.amountRecovered });
    return freightGuardView(await this.reports.getFreightGuardReport({ reportId: params.id, companyId: c.companyId }));
  }

  @Endpoint(ops.verifyFreightGuardReport)
  async verify(@Caller() c: CallerContext, @Input() { params }: InputOf<typeof ops.verifyFreightGuardReport>): Promise<FreightGuardReportView> {
    await this.reports.getFreightGuardReport({ reportId: params.id, companyId: c.companyId });
    await this.reports.verifyIncident({ reportId: params.id, reason: 'OPERATOR', corroboratingReportId: '', verifiedBy: c.userId });
    return freightGuardView(await this.reports.getFreightGuardReport({ reportId: params.id, companyId: c.companyId }));
  }

  /** The carrier record the form picked (carrierId), else the one its DOT or MC number finds; null when none. */
  private async carrierOf(body: { carrierId: string; mcNumber: string; dotNumber: string }): Promise<CarrierView | null> {
    const carriers = this.registry.client(CarrierDataService);
    if (body.carrierId) {
      try {
        return await carriers.getCarrier({ id: body.carrierId });
      } catch (e) {
        if (!isNotFound(e) && !(isDomainError(e) && e.code === ErrorCode.VALIDATION)) throw e;
      }
    }
    // No company: a lookup made to link a report is no search of the company's (its history stays as it is).
    const found = await carriers.lookup({ companyId: '', userId: '', mc: body.dotNumber ? '' : body.mcNumber, dot: body.dotNumber });
    if (found.found && found.carrier) return found.carrier;
    if (body.dotNumber && body.mcNumber) {
      const byMc = await carriers.lookup({ companyId: '', userId: '', mc: body.mcNumber, dot: '' });
      if (byMc.found && byMc.carrier) return byMc.carrier;
    }
    return null;
  }
}
