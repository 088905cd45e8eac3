import type { ReportEvent } from '@logiscope/proto';
import { parseDollars } from '@logiscope/proto';
import { PERIOD_DAYS, type BrokerDashboardView, type DashboardPeriod } from '@logiscope/proto/views';

/**
 * The broker dashboard's arithmetic, pure: what one report contributes, a company's day bucket as the sum of its
 * reports filed that day, a period as the sum of at most 366 buckets, and a carrier's row as the sum of the company's
 * reports about it. Every figure is keyed to the day the report was filed: an incident resolved later moves its
 * recovered amount in its filing day's bucket, so a period's recovery rate is "of what we lost on incidents filed in
 * the period, how much came back" and never exceeds 100 %.
 */

export type ReportKind = 'CARRIER_REPORT' | 'INCIDENT';

/** What the dashboard keeps of one report (`dashboard_reports`): its current state, rebuilt from its events. */
export interface DashboardReport {
  /** The report id. */
  id: string;
  companyId: string;
  /** The filing day (UTC, YYYY-MM-DD): the bucket it counts in. */
  day: string;
  filedAt: string;
  kind: ReportKind;
  carrierId: string;
  carrierName: string;
  mcNumber: string;
  /** POSITIVE / NEGATIVE / NEUTRAL for a carrier report, '' for an incident. */
  reportType: string;
  category: string;
  severity: string;
  /** Whole dollars claimed (the incident's monetary impact); 0 when not stated. */
  impact: number;
  recovered: number;
  responded: boolean;
  disputed: boolean;
  verified: boolean;
  resolved: boolean;
  retracted: boolean;
}

/** One company's day (`dashboard_days`, id `<companyId>:<day>`). */
export interface DayBucket {
  id: string;
  companyId: string;
  day: string;
  reports: number;
  incidents: number;
  verified: number;
  resolved: number;
  losses: number;
  recovered: number;
  /** Claimed on incidents not resolved yet. */
  pending: number;
  /** Incidents with a monetary impact above 0 (the average claim's divisor). */
  claims: number;
  categories: Record<string, { count: number; impact: number; severity: string }>;
}

/** One company's standing with one carrier from what it filed (`dashboard_carriers`, id `<companyId>:<carrierId>`). */
export interface CarrierRow {
  id: string;
  companyId: string;
  carrierId: string;
  carrierName: string;
  mcNumber: string;
  totalReports: number;
  negativeReports: number;
  incidents: number;
  totalImpact: number;
  recovered: number;
  lastIncident: string | null;
  /** Sort key, higher first: incidents, then negative reports, then reports (the index picks the top N). */
  rank: number;
}

const money = (n: number) => Math.round(n * 100) / 100;

/** A report's state after one more of its events; null until it is filed. Idempotent: the same event twice changes nothing. */
export function evolveReport(report: DashboardReport | null, event: ReportEvent): DashboardReport | null {
  if (event.type === 'ReportFiled') {
    const d = event.data;
    if (report) return report;
    return {
      id: d.reportId,
      companyId: d.companyId,
      day: d.filedAt.slice(0, 10),
      filedAt: d.filedAt,
      kind: d.kind,
      carrierId: d.carrierId,
      carrierName: d.carrierName,
      mcNumber: d.mcNumber,
      reportType: d.reportType,
      category: d.kind === 'INCIDENT' ? d.reportCategory : '',
      severity: d.severity,
      impact: money(Math.max(0, parseDollars(d.monetaryImpact) ?? 0)),
      recovered: 0,
      responded: false,
      disputed: false,
      verified: false,
      resolved: false,
      retracted: false,
    };
  }
  if (!report) return null;
  switch (event.type) {
    case 'ResponseSubmitted':
      return { ...report, responded: true };
    case 'IncidentDisputed':
      return { ...report, disputed: true };
    case 'IncidentVerified':
      return { ...report, verified: true };
    case 'IncidentResolved':
      return { ...report, resolved: true, recovered: money(Math.max(0, parseDollars(event.data.amountRecovered) ?? 0)) };
    case 'ReportRetracted':
      return { ...report, retracted: true };
    default:
      return report;
  }
}

const SEVERITY_ORDER = ['', 'LOW', 'MEDIUM', 'HIGH', 'CRITICAL'];
const higherSeverity = (a: string, b: string) => (SEVERITY_ORDER.indexOf(b) > SEVERITY_ORDER.indexOf(a) ? b : a);

/** A company's day: the sum of the reports it filed that day (retracted ones left out). */
export function bucketOf(companyId: string, day: string, reports: readonly DashboardReport[]): DayBucket {
  const bucket: DayBucket = { id: `${companyId}:${day}`, companyId, day, reports: 0, incidents: 0, verified: 0, resolved: 0, losses: 0, recovered: 0, pending: 0, claims: 0, categories: {} };
  for (const r of reports) {
    if (r.retracted || r.companyId !== companyId || r.day !== day) continue;
    bucket.reports += 1;
    if (r.verified) bucket.verified += 1;
    if (r.resolved) bucket.resolved += 1;
    if (r.kind !== 'INCIDENT') continue;
    bucket.incidents += 1;
    bucket.losses = money(bucket.losses + r.impact);
    bucket.recovered = money(bucket.recovered + r.recovered);
    if (!r.resolved) bucket.pending = money(bucket.pending + r.impact);
    if (r.impact > 0) bucket.claims += 1;
    const cat = (bucket.categories[r.category] ??= { count: 0, impact: 0, severity: '' });
    cat.count += 1;
    cat.impact = money(cat.impact + r.impact);
    cat.severity = higherSeverity(cat.severity, r.severity);
  }
  return bucket;
}

/** A company's row for one carrier, or null when nothing it filed about the carrier stands. */
export function carrierRowOf(companyId: string, carrierId: string, reports: readonly DashboardReport[]): CarrierRow | null {
  const mine = reports.filter((r) => !r.retracted && r.companyId === companyId && r.carrierId === carrierId).sort((a, b) => a.filedAt.localeCompare(b.filedAt));
  if (mine.length === 0) return null;
  const latest = mine[mine.length - 1];
  const incidents = mine.filter((r) => r.kind === 'INCIDENT');
  const negativeReports = mine.filter((r) => r.reportType === 'NEGATIVE').length;
  return {
    id: `${companyId}:${carrierId}`,
    companyId,
    carrierId,
    carrierName: latest.carrierName,
    mcNumber: latest.mcNumber,
    totalReports: mine.length,
    negativeReports,
    incidents: incidents.length,
    totalImpact: money(incidents.reduce((s, r) => s + r.impact, 0)),
    recovered: money(incidents.reduce((s, r) => s + r.recovered, 0)),
    lastIncident: incidents.length ? incidents[incidents.length - 1].filedAt : null,
    rank: Math.min(incidents.length, 9_999) * 1_000_000 + Math.min(negativeReports, 999) * 1_000 + Math.min(mine.length, 999),
  };
}

/** The days a period covers, today included: `from` is `PERIOD_DAYS - 1` days before `to`. */
export function periodRange(period: DashboardPeriod, now: Date): { from: string; to: string } {
  const to = now.toISOString().slice(0, 10);
  const start = new Date(`${to}T00:00:00.000Z`);
  start.setUTCDate(start.getUTCDate() - (PERIOD_DAYS[period] - 1));
  return { from: start.toISOString().slice(0, 10), to };
}

/** Recovered over total losses in percent with 1 decimal; null when nothing was lost (no rate to speak of). */
export function recoveryRate(recovered: number, losses: number): number | null {
  return losses > 0 ? Math.round((recovered / losses) * 1000) / 10 : null;
}

export type PeriodFigures = Pick<BrokerDashboardView, 'financialImpact' | 'categoryBreakdown' | 'daily'> & {
  summary: Omit<BrokerDashboardView['summary'], 'highRiskCarriers'>;
};

/** A period's figures: the sum of its buckets (at most 366 small rows). */
export function sumBuckets(buckets: readonly DayBucket[]): PeriodFigures {
  const t = { reports: 0, incidents: 0, verified: 0, resolved: 0, losses: 0, recovered: 0, pending: 0, claims: 0 };
  const categories = new Map<string, { count: number; impact: number; severity: string }>();
  const daily: PeriodFigures['daily'] = [];
  for (const b of [...buckets].sort((x, y) => x.day.localeCompare(y.day))) {
    t.reports += b.reports;
    t.incidents += b.incidents;
    t.verified += b.verified;
    t.resolved += b.resolved;
    t.losses = money(t.losses + b.losses);
    t.recovered = money(t.recovered + b.recovered);
    t.pending = money(t.pending + b.pending);
    t.claims += b.claims;
    for (const [name, c] of Object.entries(b.categories)) {
      const sum = categories.get(name) ?? { count: 0, impact: 0, severity: '' };
      categories.set(name, { count: sum.count + c.count, impact: money(sum.impact + c.impact), severity: higherSeverity(sum.severity, c.severity) });
    }
    if (b.reports > 0) daily.push({ day: b.day, reports: b.reports, incidents: b.incidents, losses: b.losses, recovered: b.recovered });
  }
  return {
    summary: {
      reportsFiled: t.reports,
      incidentsFiled: t.incidents,
      verifiedReports: t.verified,
      resolvedReports: t.resolved,
      financialImpact: t.losses,
      recoveryRate: recoveryRate(t.recovered, t.losses),
    },
    financialImpact: { totalLosses: t.losses, recoveredAmount: t.recovered, pendingClaims: t.pending, averageClaimValue: t.claims ? money(t.losses / t.claims) : 0 },
    categoryBreakdown: [...categories.entries()]
      .map(([category, c]) => ({ category, count: c.count, totalImpact: c.impact, severity: c.severity }))
      .sort((a, b) => b.count - a.count || b.totalImpact - a.totalImpact || a.category.localeCompare(b.category)),
    daily,
  };
}
