import { parseDollars } from '@logiscope/proto';
import type { FreightGuardReportView } from '@logiscope/proto/views';
import type { FreightGuardRecord } from '@logiscope/reports/api';

/** The HTTP view of the reports service's incident record. What a company sees of an incident: everything the spec lists, its own flag, the carrier's answer beside it. */
export function toFreightGuardView(r: FreightGuardRecord): FreightGuardReportView {
  return {
    id: r.id,
    carrierId: r.carrierId,
    carrierLinked: r.carrierId !== '',
    carrierName: r.carrierName,
    mcNumber: r.mcNumber,
    dotNumber: r.dotNumber,
    reportCategory: r.reportCategory,
    incidentType: r.incidentType,
    severity: r.severity,
    description: r.description,
    location: r.location,
    incidentDate: r.incidentDate,
    monetaryImpact: parseDollars(r.monetaryImpact),
    isDoubleBrokerage: r.isDoubleBrokerage,
    brokerageChain: r.brokerageChain,
    status: r.status,
    verifiedBy: r.verifiedBy === '' ? null : r.verifiedBy,
    corroborations: r.corroborations,
    reporterName: r.reporterName,
    reporterCompany: r.reporterCompany,
    isOwn: r.isOwn,
    createdAt: r.filedAt,
    responseDeadline: r.responseDeadline,
    response: r.respondedAt ? { text: r.responseText, respondedAt: r.respondedAt } : null,
    amountRecovered: r.resolvedAt ? parseDollars(r.amountRecovered) : null,
    resolvedAt: r.resolvedAt || null,
    responseLink: r.isOwn && r.responseId ? `/respond/${r.responseId}` : null,
  };
}
