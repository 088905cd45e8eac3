import type { CarrierView, InsurancePolicyView } from '@logiscope/proto/views';
import type { CarrierReportEntry } from './carrier-reports.reader';
import { day, money, orNA, type DocumentBlock } from './document.model';

/** Blocks both the compliance documents and the certificates print about a carrier (pure). */

export const carrierName = (c: Pick<CarrierView, 'companyName' | 'legalName'>): string => c.companyName || c.legalName;

export const mcList = (c: Pick<CarrierView, 'mcNumbers' | 'mcNumber'>): string => {
  const all = c.mcNumbers.length > 0 ? c.mcNumbers : c.mcNumber ? [c.mcNumber] : [];
  return all.length ? all.map((n) => `MC-${n}`).join(', ') : 'None on file';
};

export const addressLine = (c: Pick<CarrierView, 'address' | 'city' | 'state' | 'zipCode'>): string =>
  [c.address, [c.city, c.state].filter(Boolean).join(', '), c.zipCode].filter(Boolean).join(', ');

export const safetyRatingText = (rating: string): string => rating || 'NOT RATED';

/** The spec's risk bands (80+ critical, 50+ high, 25+ moderate, else low). */
export function riskLevel(score: number | null): string {
  if (score === null) return 'Not scored';
  if (score >= 80) return 'Critical';
  if (score >= 50) return 'High';
  if (score >= 25) return 'Moderate';
  return 'Low';
}

export const riskScoreText = (c: Pick<CarrierView, 'riskScore' | 'notEnoughData'>): string =>
  c.riskScore === null || c.notEnoughData ? 'Not scored (not enough history)' : `${c.riskScore}/100 (${riskLevel(c.riskScore)} risk)`;

export const verdictText = (outcome: string): string =>
  outcome === 'PASS' ? 'PASS: may be tendered loads' : outcome === 'FAIL' ? 'FAIL: do not tender' : 'REVIEW: check before tendering';

export function companyInformation(c: CarrierView): DocumentBlock {
  return {
    kind: 'fields',
    rows: [
      ['Legal name', c.legalName],
      ['DBA name', orNA(c.dbaName)],
      ['USDOT number', c.dotNumber],
      ['MC number(s)', mcList(c)],
      ['Address', orNA(addressLine(c))],
      ['Phone', orNA(c.phone)],
      ['E-mail', orNA(c.email)],
      ['Entity type', orNA(c.entityType)],
      ['Business type', orNA(c.businessType)],
      ['Operating radius', orNA(c.operatingRadius)],
      ['Operating since', c.operatingStartDate ? day(c.operatingStartDate) : 'N/A'],
      ['Fleet', `${c.truckCount} trucks, ${c.trailerCount} trailers, ${c.driverCount} drivers`],
      ['Officers', c.officers.length ? c.officers.join(', ') : 'N/A'],
    ],
  };
}

export function safetyFields(c: CarrierView): DocumentBlock {
  return {
    kind: 'fields',
    rows: [
      ['Safety rating', safetyRatingText(c.safetyRating)],
      ['Out-of-service order', c.outOfService ? 'YES: the carrier is ordered out of service' : 'No'],
      ['Inspections', String(c.inspectionCount)],
      ['Violations', String(c.violationCount)],
      ['Out-of-service inspections', String(c.oosCount)],
      ['Out-of-service rate', c.oosRate === null ? 'N/A (no inspections)' : `${c.oosRate.toFixed(1)}%`],
      ['Crashes', String(c.crashCount)],
      ['BASIC score', c.basicScore ? `${c.basicScore}%` : 'N/A'],
    ],
  };
}

export function authorityAndInsuranceFields(c: CarrierView): DocumentBlock {
  return {
    kind: 'fields',
    rows: [
      ['Operating authority', c.authorityStatus || 'NONE'],
      ['Insurance status', c.insuranceStatus || 'Unknown'],
      ['Insurance expiry', c.insuranceExpiryDate ? day(c.insuranceExpiryDate) : 'N/A'],
      ['Insurance filings on file', String(c.insurancePolicies.length)],
      ['Revocations on record', String(c.revocations.length)],
    ],
  };
}

/** What a row shows of a filing (a certificate's snapshot keeps only these). */
type PolicyRow = Pick<InsurancePolicyView, 'coverageType' | 'layer' | 'insurer' | 'policyNumber' | 'coverageAmount' | 'effectiveDate' | 'cancelEffectiveDate'>;

const policyRow = (p: PolicyRow): string[] => [
  [p.coverageType, p.layer].filter(Boolean).join(' '),
  orNA(p.insurer),
  orNA(p.policyNumber),
  p.coverageAmount ? money(p.coverageAmount) : 'N/A',
  p.effectiveDate ? day(p.effectiveDate) : 'N/A',
  p.cancelEffectiveDate ? `Cancels ${day(p.cancelEffectiveDate)}` : 'In force',
];

export function insuranceTable(c: { insurancePolicies: readonly PolicyRow[] }): DocumentBlock {
  return {
    kind: 'table',
    columns: ['Coverage', 'Insurer', 'Policy', 'Amount', 'Effective', 'Status'],
    rows: c.insurancePolicies.map(policyRow),
    empty: 'No insurance filing on file with FMCSA.',
  };
}

export function revocationTable(c: CarrierView): DocumentBlock {
  return {
    kind: 'table',
    columns: ['Docket', 'Authority', 'Revocation', 'Effective'],
    rows: c.revocations.map((r) => [r.docket, r.authorityType, r.revocationType, day(r.effectiveDate)]),
    empty: 'No revocation on record.',
  };
}

/** Every check of the verdict, with the data it read and as of when (the English explanation carrier-data rendered). */
export function verdictChecksTable(c: CarrierView): DocumentBlock {
  return {
    kind: 'table',
    columns: ['Check', 'Outcome', 'Finding', 'Data as of'],
    rows: c.verdict.checks.map((k) => [k.rule, k.outcome, k.message, k.missing ? 'Not imported' : k.asOf ? day(k.asOf) : 'N/A']),
    empty: 'No check applies.',
  };
}

const signed = (impact: number): string => (impact > 0 ? `+${impact}` : String(impact));

/** The risk score's factors with their points (English label and detail, as carrier-data rendered them). */
export function riskFactorsTable(c: CarrierView, codes?: readonly string[]): DocumentBlock {
  const factors = codes ? c.riskFactors.filter((f) => codes.includes(f.code)) : c.riskFactors;
  return {
    kind: 'table',
    columns: ['Factor', 'Points', 'Detail'],
    rows: factors.map((f) => [f.label, signed(f.impact), f.detail]),
    empty: 'No factor of this kind.',
  };
}

export function reportSummary(r: CarrierReportEntry): string {
  if (r.kind === 'INCIDENT') return [`FreightGuard incident: ${r.category}`, r.incidentType, r.severity && `${r.severity} severity`].filter(Boolean).join(', ');
  return [`${r.reportType || 'NEUTRAL'} report`, r.rating ? `${r.rating}/5 stars` : ''].filter(Boolean).join(', ');
}

export function reportsTable(reports: readonly CarrierReportEntry[]): DocumentBlock {
  return {
    kind: 'table',
    columns: ['Filed', 'Report', 'Status', 'What was reported', "Carrier's response"],
    rows: reports.map((r) => [
      day(r.filedAt),
      reportSummary(r) + (r.monetaryImpact !== null ? `, impact ${money(r.monetaryImpact)}` : ''),
      orNA(r.status),
      r.text,
      r.response || 'No response',
    ]),
    empty: 'No LogiScope report or FreightGuard incident on file for this carrier.',
  };
}

/** "2 negative reports, 1 FreightGuard incident (1 verified)": a line for summaries. */
export function reportsCountLine(reports: readonly CarrierReportEntry[]): string {
  const carrierReports = reports.filter((r) => r.kind === 'CARRIER_REPORT');
  const negative = carrierReports.filter((r) => r.reportType === 'NEGATIVE').length;
  const incidents = reports.filter((r) => r.kind === 'INCIDENT');
  const verified = incidents.filter((r) => r.status === 'VERIFIED').length;
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  return `${plural(carrierReports.length, 'broker report')} (${negative} negative), ${plural(incidents.length, 'FreightGuard incident')} (${verified} verified)`;
}
