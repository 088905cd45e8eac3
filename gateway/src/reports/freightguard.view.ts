import { parseDollars } from '@logiscope/proto';
import type { FreightGuardReportView } from '@logiscope/proto/views';
import type { FreightGuardRecord } from '@logiscope/reports/api';

/**
 * The HTTP view of the reports service's incident record. What a company sees of an incident: everything the spec
 * lists, its own flag, the carrier's answer beside it. Only renamed and computed fields are spelled out: the answer
 * leaves through its declared view (DeclaredAnswerInterceptor), which drops the record's other fields.
 */
export function toFreightGuardView(r: FreightGuardRecord): FreightGuardReportView {
  return {
    ...r,
    carrierLinked: r.carrierId !== '',
    monetaryImpact: parseDollars(r.monetaryImpact),
    verifiedBy: r.verifiedBy === '' ? null : r.verifiedBy,
    createdAt: r.filedAt,
    response: r.respondedAt ? { text: r.responseText, respondedAt: r.respondedAt } : null,
    amountRecovered: r.resolvedAt ? parseDollars(r.amountRecovered) : null,
    resolvedAt: r.resolvedAt || null,
    responseLink: r.isOwn && r.responseId ? `/respond/${r.responseId}` : null,
  };
}
