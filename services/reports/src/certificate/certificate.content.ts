import type { CarrierView, CertificateSnapshot } from '@logiscope/proto/views';
import type { CarrierReportEntry } from '../compliance/carrier-reports.reader';
import { addressLine, carrierName, insuranceTable, reportSummary, riskScoreText, safetyRatingText, verdictText } from '../compliance/carrier-sections';
import { day, instant, orNA, type DocumentModel } from '../compliance/document.model';

type SnapshotReport = CertificateSnapshot['reports'][number];

/** The snapshot as the certificate records it: each report with its id, so its record shows it only once public. */
export type RecordedSnapshot = Omit<CertificateSnapshot, 'reports'> & { reports: (SnapshotReport & { reportId?: string })[] };

/** What the broker sees of the carrier now, frozen: the certificate prints it and the verification page shows it. Pure. */
export function certificateSnapshot(c: CarrierView, reports: readonly CarrierReportEntry[]): RecordedSnapshot {
  return {
    carrier: {
      id: c.id,
      name: carrierName(c),
      legalName: c.legalName,
      dbaName: c.dbaName,
      dotNumber: c.dotNumber,
      mcNumbers: c.mcNumbers.length ? c.mcNumbers : c.mcNumber ? [c.mcNumber] : [],
      address: addressLine(c),
      authorityStatus: c.authorityStatus || 'NONE',
      outOfService: c.outOfService,
      insuranceStatus: c.insuranceStatus,
      insuranceExpiryDate: c.insuranceExpiryDate,
      insurancePolicies: c.insurancePolicies.map((p) => ({ ...p })),
      safetyRating: c.safetyRating,
      riskScore: c.notEnoughData ? null : c.riskScore,
      notEnoughData: c.notEnoughData,
      inspectionCount: c.inspectionCount,
      crashCount: c.crashCount,
      oosRate: c.oosRate,
    },
    verdict: {
      outcome: c.verdict.outcome,
      profile: c.verdict.profile,
      checks: c.verdict.checks.map((k) => ({ rule: k.rule, outcome: k.outcome, message: k.message, dataset: k.dataset, asOf: k.missing ? '' : k.asOf, key: k.key, params: k.params })),
    },
    riskFactors: c.riskFactors.map((f) => ({ code: f.code, label: f.label, impact: f.impact, detail: f.detail, labelKey: f.labelKey, key: f.key, params: f.params })),
    reports: reports.map((r) => ({
      reportId: r.id,
      kind: r.kind,
      filedAt: r.filedAt,
      summary: reportSummary(r),
      status: r.status,
      text: r.text,
      response: r.response,
      reportType: r.reportType,
      rating: r.rating,
      category: r.category,
      incidentType: r.incidentType,
      severity: r.severity,
    })),
  };
}

/**
 * The snapshot as its public record shows it to whoever holds the code (a shipper, the carrier, anyone): only the
 * reports every company may see now (`publicReportIds`: not retracted, and a NEGATIVE report once the carrier answered
 * or its window closed). The issuing company saw its own reports at once, and its PDF prints them; the record does not
 * show them before the others may see them. A report recorded without its id (certificates issued before ids were
 * kept) is shown unless it was a report in its open window. Pure.
 */
export function publicSnapshot(s: RecordedSnapshot, publicReportIds: ReadonlySet<string>): CertificateSnapshot {
  const shown = s.reports.filter((r) => (r.reportId === undefined ? r.status !== 'OPEN' : publicReportIds.has(r.reportId)));
  return { ...s, reports: shown.map(({ reportId: _id, ...r }) => r) };
}

export interface CertificateIssue {
  code: string;
  issuedAt: string;
  companyName: string;
  issuedBy: string;
  verifyUrl: string;
}

/** The certificate PDF's content: the snapshot, who checked it and when, and how to verify this copy. Pure. */
export function buildCertificateDocument(s: CertificateSnapshot | RecordedSnapshot, issue: CertificateIssue): DocumentModel {
  const c = s.carrier;
  const mc = c.mcNumbers.length ? c.mcNumbers.map((n) => `MC-${n}`).join(', ') : 'None on file';
  return {
    title: 'Due Diligence Certificate',
    subtitle: `${c.name} - USDOT ${c.dotNumber} - ${mc}`,
    header: [
      ['Verification code', issue.code],
      ['Checked by', `${issue.issuedBy || 'A user'} of ${issue.companyName || 'the issuing company'}`],
      ['Checked at', instant(issue.issuedAt)],
    ],
    sections: [
      {
        heading: 'Carrier',
        blocks: [
          {
            kind: 'fields',
            rows: [
              ['Legal name', c.legalName],
              ['DBA name', orNA(c.dbaName)],
              ['USDOT number', c.dotNumber],
              ['MC number(s)', mc],
              ['Address', orNA(c.address)],
            ],
          },
        ],
      },
      {
        heading: 'Authority, Insurance and Safety',
        blocks: [
          {
            kind: 'fields',
            rows: [
              ['Operating authority', c.authorityStatus],
              ['Out-of-service order', c.outOfService ? 'YES' : 'No'],
              ['Insurance status', c.insuranceStatus || 'Unknown'],
              ['Insurance expiry', c.insuranceExpiryDate ? day(c.insuranceExpiryDate) : 'N/A'],
              ['Safety rating', safetyRatingText(c.safetyRating)],
              ['Inspections / crashes', `${c.inspectionCount} / ${c.crashCount}`],
              ['Out-of-service rate', c.oosRate === null ? 'N/A' : `${c.oosRate.toFixed(1)}%`],
            ],
          },
          insuranceTable(c),
        ],
      },
      {
        heading: 'Verdict',
        blocks: [
          { kind: 'paragraph', text: `${verdictText(s.verdict.outcome)} (verdict rules: ${s.verdict.profile}).` },
          {
            kind: 'table',
            columns: ['Check', 'Outcome', 'Finding', 'Data as of'],
            rows: s.verdict.checks.map((k) => [k.rule, k.outcome, k.message, k.asOf ? day(k.asOf) : 'N/A']),
            empty: 'No check applies.',
          },
        ],
      },
      {
        heading: 'Risk Score and Factors',
        blocks: [
          { kind: 'paragraph', text: `Risk score: ${riskScoreText({ riskScore: c.riskScore, notEnoughData: c.notEnoughData })}.` },
          {
            kind: 'table',
            columns: ['Factor', 'Points', 'Detail'],
            rows: s.riskFactors.map((f) => [f.label, f.impact > 0 ? `+${f.impact}` : String(f.impact), f.detail]),
            empty: 'No risk factor.',
          },
        ],
      },
      {
        heading: 'Reports',
        blocks: [
          {
            kind: 'table',
            columns: ['Filed', 'Report', 'Status', 'What was reported', "Carrier's response"],
            rows: s.reports.map((r) => [day(r.filedAt), r.summary, orNA(r.status), r.text, r.response || 'No response']),
            empty: 'No LogiScope report or FreightGuard incident on file for this carrier.',
          },
        ],
      },
      {
        heading: 'Verification',
        blocks: [
          {
            kind: 'paragraph',
            text:
              `This certificate records what LogiScope showed ${issue.companyName || 'the issuing company'} about this carrier on ${instant(issue.issuedAt)}. ` +
              `LogiScope keeps the SHA-256 of this PDF, signed with its Ed25519 key. Open ${issue.verifyUrl} and offer this file: ` +
              'an unchanged copy matches the record; any change to the file does not.',
          },
          { kind: 'fields', rows: [['Verification code', issue.code], ['Verification page', issue.verifyUrl]] },
        ],
      },
    ],
    footer: `LogiScope Due Diligence Certificate ${issue.code} - verify at ${issue.verifyUrl}`,
  };
}
