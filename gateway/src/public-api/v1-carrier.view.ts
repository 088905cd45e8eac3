import { V1InsurancePolicySchema, v1IncidentOf, type CarrierView, type MonitoringAlertView, type V1Alert, type V1AuthorityView, type V1Carrier, type V1InsuranceView, type V1Report, type V1Verdict } from '@logiscope/proto/views';
import type { ReportRecord } from '@logiscope/reports/api';

/**
 * carrier-data's and reports' answers as the public API v1 declares them (proto/src/carrier-data/public-carrier.views.ts):
 * each field named here (an insurance policy: by its v1 declaration, which the web's policy is parsed through), so a
 * change to the web's views reaches an integration only through an edit of this file or of that declaration.
 */

const usdotOf = (c: CarrierView) => c.dotNumber || c.id;

export function v1Verdict(c: CarrierView): V1Verdict {
  return {
    usdot: usdotOf(c),
    outcome: c.verdict.outcome,
    profile: c.verdict.profile,
    checks: c.verdict.checks.map((k) => ({ rule: k.rule, outcome: k.outcome, message: k.message, code: k.key, params: k.params, dataset: k.dataset, asOf: k.asOf, source: k.source, stale: k.stale, missing: k.missing })),
  };
}

export function v1Authority(c: CarrierView): V1AuthorityView {
  return {
    usdot: usdotOf(c),
    status: c.authorityStatus,
    usdotStatus: c.usdotStatus,
    authorities: c.authorities.map((a) => ({ docket: a.docket, kind: a.kind, label: a.label, status: a.status, since: a.since, revocationPending: a.revocationPending, asOf: a.asOf, source: a.source })),
    revocations: c.revocations.map((r) => ({ docket: r.docket, authorityType: r.authorityType, revocationType: r.revocationType, serveDate: r.serveDate, effectiveDate: r.effectiveDate, source: r.source })),
    history: c.authorityHistory.map((e) => ({ docket: e.docket, kind: e.kind, action: e.action, status: e.status, date: e.date, source: e.source })),
  };
}

export function v1Insurance(c: CarrierView): V1InsuranceView {
  return {
    usdot: usdotOf(c),
    status: c.insuranceStatus,
    expiryDate: c.insuranceExpiryDate,
    bondOnFile: c.bondOnFile,
    // The web's policy has more (endReason): the v1 declaration's fields only, as it names them.
    policies: c.insurancePolicies.map((p) => V1InsurancePolicySchema.parse(p)),
  };
}

/** Every docket of the company: its authorities' and its MC numbers', each once. */
function docketsOf(c: CarrierView): string[] {
  return [...new Set([...c.authorities.map((a) => a.docket), ...c.mcNumbers.map((n) => `MC${n}`)].filter(Boolean))];
}

export function v1Carrier(c: CarrierView): V1Carrier {
  return {
    usdot: usdotOf(c),
    name: c.companyName,
    legalName: c.legalName,
    dbaName: c.dbaName,
    dockets: docketsOf(c),
    address: { street: c.address, city: c.city, state: c.state, zip: c.zipCode },
    phone: c.phone,
    email: c.email,
    entityType: c.entityType,
    businessType: c.businessType,
    safetyRating: c.safetyRating,
    outOfService: c.outOfService,
    powerUnits: c.truckCount,
    drivers: c.driverCount,
    riskScore: c.riskScore,
    verdict: v1Verdict(c),
    authority: v1Authority(c),
    insurance: v1Insurance(c),
  };
}

export function v1Alert(a: MonitoringAlertView): V1Alert {
  return { id: a.id, usdot: a.carrierId, code: a.code ?? '', severity: a.severity, title: a.title, description: a.description, params: a.params ?? {}, occurredAt: a.createdAt };
}

/** A report or incident as the public API shows it: the reporting company's name, never who typed it. */
export function v1Report(r: ReportRecord): V1Report {
  const incident = r.kind === 'INCIDENT';
  return {
    id: r.reportId,
    usdot: r.carrierId,
    kind: incident ? 'INCIDENT' : 'CARRIER_REPORT',
    type: incident ? null : (r.reportType as NonNullable<V1Report['type']>),
    rating: r.rating >= 1 && r.rating <= 5 ? r.rating : null,
    comments: r.comments,
    filedAt: r.filedAt,
    reporterCompany: r.companyName,
    isOwn: r.isOwn,
    visibility: r.visibleToAll ? 'ALL' : 'REPORTER_ONLY',
    windowState: r.windowState as V1Report['windowState'],
    response: r.respondedAt ? { text: r.responseText, respondedAt: r.respondedAt } : null,
    incident: incident ? v1IncidentOf(r, r.incidentStatus) : null,
  };
}
