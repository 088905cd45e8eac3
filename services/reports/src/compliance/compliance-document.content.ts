import { NEXT_REVIEW_DAYS, RECOMMENDED_CONDITIONS, type CarrierView, type ComplianceDocumentType } from '@logiscope/proto/views';
import type { CarrierReportEntry } from './carrier-reports.reader';
import {
  authorityAndInsuranceFields,
  carrierName,
  companyInformation,
  insuranceTable,
  mcList,
  reportsCountLine,
  reportsTable,
  revocationTable,
  riskFactorsTable,
  riskScoreText,
  safetyFields,
  safetyRatingText,
  verdictChecksTable,
  verdictText,
} from './carrier-sections';
import { day, instant, type DocumentBlock, type DocumentModel, type DocumentSection } from './document.model';

export interface ComplianceDocumentInput {
  documentId: string;
  documentType: ComplianceDocumentType;
  carrier: CarrierView;
  reports: readonly CarrierReportEntry[];
  /** The company it is prepared for. */
  companyName: string;
  /** ISO instant of generation (the server's clock). */
  generatedAt: string;
}

const TYPE_TITLES: Record<ComplianceDocumentType, string> = {
  DUE_DILIGENCE: 'Due Diligence Report',
  SAFETY_AUDIT: 'Safety Audit',
  COMPLIANCE_REPORT: 'Compliance Report',
};

const SAFETY_FACTORS = ['out-of-service', 'vehicle-oos-rate', 'driver-oos-rate', 'crashes', 'inspections', 'safety-rating'] as const;
const COMPLIANCE_FACTORS = ['authority-status', 'authority-age', 'insurance', 'revocations', 'prior-revocation', 'mcs150', 'shared-identifiers'] as const;

export const documentTitle = (type: ComplianceDocumentType, carrier: Pick<CarrierView, 'companyName' | 'legalName'>): string =>
  `${TYPE_TITLES[type]}: ${carrierName(carrier)}`;

/** YYYY-MM-DD, 90 days after the generation instant (UTC days). */
export function nextReviewDate(generatedAt: string): string {
  const d = new Date(generatedAt);
  d.setUTCDate(d.getUTCDate() + NEXT_REVIEW_DAYS);
  return d.toISOString().slice(0, 10);
}

const count = (c: CarrierView, outcome: string) => c.verdict.checks.filter((k) => k.outcome === outcome);

function executiveSummary(input: ComplianceDocumentInput): DocumentBlock[] {
  const { carrier: c, documentType, reports } = input;
  const failing = count(c, 'FAIL');
  const review = count(c, 'REVIEW');
  const purpose: Record<ComplianceDocumentType, string> = {
    DUE_DILIGENCE: 'This report records the due diligence performed before tendering loads to the carrier.',
    SAFETY_AUDIT: "This audit reviews the carrier's safety record: inspections, out-of-service orders, crashes and its FMCSA safety rating.",
    COMPLIANCE_REPORT: "This report reviews the carrier's regulatory compliance: operating authority, insurance filings and revocations.",
  };
  return [
    { kind: 'paragraph', text: purpose[documentType] },
    {
      kind: 'paragraph',
      text:
        `${carrierName(c)} (USDOT ${c.dotNumber}, ${mcList(c)}) holds ${c.authorityStatus || 'NONE'} operating authority, ` +
        `insurance ${c.insuranceStatus || 'unknown'} and a safety rating of ${safetyRatingText(c.safetyRating)}. ` +
        `Verdict: ${verdictText(c.verdict.outcome)} (${failing.length} failing, ${review.length} to review of ${c.verdict.checks.length} checks). ` +
        `Risk score: ${riskScoreText(c)}. On file: ${reportsCountLine(reports)}.`,
    },
  ];
}

function safetyMetrics(input: ComplianceDocumentInput): DocumentBlock[] {
  const blocks: DocumentBlock[] = [safetyFields(input.carrier)];
  if (input.documentType === 'SAFETY_AUDIT') {
    blocks.push({ kind: 'paragraph', text: 'Safety factors behind the risk score:' }, riskFactorsTable(input.carrier, SAFETY_FACTORS));
  }
  return blocks;
}

function complianceStatus(input: ComplianceDocumentInput): DocumentBlock[] {
  const c = input.carrier;
  const blocks: DocumentBlock[] = [authorityAndInsuranceFields(c), { kind: 'paragraph', text: `Verdict checks (profile ${c.verdict.profile}):` }, verdictChecksTable(c)];
  if (input.documentType !== 'SAFETY_AUDIT') blocks.push({ kind: 'paragraph', text: 'Insurance filings:' }, insuranceTable(c));
  if (input.documentType === 'COMPLIANCE_REPORT') {
    blocks.push({ kind: 'paragraph', text: 'Revocations:' }, revocationTable(c));
    blocks.push({ kind: 'paragraph', text: 'Compliance factors behind the risk score:' }, riskFactorsTable(c, COMPLIANCE_FACTORS));
  }
  return blocks;
}

function riskAssessment(input: ComplianceDocumentInput): DocumentBlock[] {
  const c = input.carrier;
  const blocks: DocumentBlock[] = [
    { kind: 'fields', rows: [['Risk score', riskScoreText(c)], ['Verdict', verdictText(c.verdict.outcome)], ['Reports on file', reportsCountLine(input.reports)]] },
  ];
  if (input.documentType !== 'SAFETY_AUDIT') blocks.push({ kind: 'paragraph', text: 'Risk factors:' }, riskFactorsTable(c));
  blocks.push({ kind: 'paragraph', text: 'LogiScope reports and FreightGuard incidents:' }, reportsTable(input.reports));
  return blocks;
}

function recommendations(input: ComplianceDocumentInput, review: string): DocumentBlock[] {
  const c = input.carrier;
  const failing = count(c, 'FAIL');
  const toReview = count(c, 'REVIEW');
  const decision =
    c.verdict.outcome === 'FAIL'
      ? 'Do not tender loads to this carrier while these checks fail:'
      : c.verdict.outcome === 'REVIEW'
        ? 'Resolve these points before tendering loads to this carrier:'
        : 'The carrier may be tendered loads under the conditions below.';
  const blocks: DocumentBlock[] = [{ kind: 'paragraph', text: decision }];
  const open = [...failing, ...toReview];
  if (open.length) blocks.push({ kind: 'list', items: open.map((k) => `${k.outcome} ${k.rule}: ${k.message}`) });
  blocks.push({ kind: 'paragraph', text: 'Recommended conditions:' }, { kind: 'list', items: [...RECOMMENDED_CONDITIONS] });
  blocks.push({ kind: 'fields', rows: [['Next review date', day(review)]] });
  return blocks;
}

function methodology(input: ComplianceDocumentInput): DocumentBlock[] {
  const c = input.carrier;
  const asOf = [...new Map(c.verdict.checks.map((k) => [k.dataset, k.missing ? 'not imported' : k.asOf ? day(k.asOf) : 'undated'])).entries()];
  return [
    {
      kind: 'paragraph',
      text:
        'Built by LogiScope from FMCSA public data (Company Census File, SAFER operating status, Licensing & Insurance filings and revocations, ' +
        "inspections) and from reports brokers filed on LogiScope, as they stood at generation. The verdict applies the requesting company's " +
        'verdict rules; the 0-100 risk score adds the points of each factor listed. Negative reports count once the carrier has answered or its ' +
        '24-hour response window has closed.',
    },
    { kind: 'fields', rows: asOf.map(([dataset, when]) => [`Data set ${dataset}`, when]) },
    { kind: 'paragraph', text: `Generated ${instant(input.generatedAt)} for ${input.companyName || 'the requesting company'}. Document ${input.documentId}.` },
  ];
}

/** The content of a compliance document: the spec's seven sections, shaped by its type. Pure. */
export function buildComplianceDocument(input: ComplianceDocumentInput): DocumentModel {
  const review = nextReviewDate(input.generatedAt);
  const c = input.carrier;
  const sections: DocumentSection[] = [
    { heading: 'Executive Summary', blocks: executiveSummary(input) },
    { heading: 'Company Information', blocks: [companyInformation(c)] },
    { heading: 'Safety Metrics', blocks: safetyMetrics(input) },
    { heading: 'Compliance Status', blocks: complianceStatus(input) },
    { heading: 'Risk Assessment', blocks: riskAssessment(input) },
    { heading: 'Recommendations', blocks: recommendations(input, review) },
    { heading: 'Methodology', blocks: methodology(input) },
  ];
  return {
    title: TYPE_TITLES[input.documentType],
    subtitle: `${carrierName(c)} - USDOT ${c.dotNumber} - ${mcList(c)}`,
    header: [
      ['Document', input.documentId],
      ['Generated', instant(input.generatedAt)],
      ['Prepared for', input.companyName || 'N/A'],
      ['Next review', day(review)],
    ],
    sections,
    footer: `LogiScope ${TYPE_TITLES[input.documentType]} - ${carrierName(c)} (USDOT ${c.dotNumber}) - ${input.documentId}`,
  };
}
