import { NEXT_REVIEW_DAYS, RECOMMENDED_CONDITIONS, type ComplianceDocumentType } from '@logiscope/proto/views';
import type { ListedDocument } from './components/ComplianceDocumentList';

/** The visitor's sample generator: fixed sample carriers, documents dated 1 and 3 days back (the spec's sample data). */
export interface SampleCarrier {
  id: string;
  name: string;
  dotNumber: string;
  mcNumber: string;
}

export const SAMPLE_CARRIERS: readonly SampleCarrier[] = [
  { id: 'sample-1', name: 'Swift Haul Logistics LLC', dotNumber: '2847561', mcNumber: '948271' },
  { id: 'sample-2', name: 'Prairie Line Transport Inc', dotNumber: '1934875', mcNumber: '712904' },
  { id: 'sample-3', name: 'Blue Ridge Freight Co', dotNumber: '3120458', mcNumber: '1045873' },
];

/** Generation takes a simulated 2 seconds on the sample screen. */
export const SAMPLE_GENERATION_MS = 2000;

const TITLES: Record<ComplianceDocumentType, string> = { DUE_DILIGENCE: 'Due Diligence Report', SAFETY_AUDIT: 'Safety Audit', COMPLIANCE_REPORT: 'Compliance Report' };
const DAY = 86_400_000;

export function sampleDocument(carrier: SampleCarrier, documentType: ComplianceDocumentType, at: Date, seq: number): ListedDocument {
  const iso = at.toISOString();
  return {
    id: `sample-doc-${seq}`,
    carrierName: carrier.name,
    dotNumber: carrier.dotNumber,
    mcNumber: carrier.mcNumber,
    documentType,
    title: `${TITLES[documentType]}: ${carrier.name}`,
    status: 'GENERATED',
    progress: 100,
    error: '',
    requestedAt: iso,
    generatedAt: iso,
    nextReviewDate: new Date(at.getTime() + NEXT_REVIEW_DAYS * DAY).toISOString().slice(0, 10),
  };
}

/** The two sample documents the screen opens with. */
export function initialSampleDocuments(now: Date): ListedDocument[] {
  return [sampleDocument(SAMPLE_CARRIERS[0], 'DUE_DILIGENCE', new Date(now.getTime() - DAY), 2), sampleDocument(SAMPLE_CARRIERS[1], 'SAFETY_AUDIT', new Date(now.getTime() - 3 * DAY), 1)];
}

/** The text of a sample document's PDF: marked as sample data throughout. */
export function sampleDocumentLines(d: ListedDocument): string[] {
  return [
    'SAMPLE DOCUMENT - sample data, not a real carrier. Sign in to generate documents from real carrier data.',
    '',
    `Carrier: ${d.carrierName}   USDOT ${d.dotNumber}   MC-${d.mcNumber}`,
    `Generated: ${d.generatedAt.slice(0, 10)}   Next review: ${d.nextReviewDate}`,
    '',
    'Sections of a LogiScope document: Executive Summary, Company Information, Safety Metrics, Compliance Status,',
    'Risk Assessment, Recommendations, Methodology.',
    '',
    'Recommended conditions:',
    ...RECOMMENDED_CONDITIONS.map((c) => `  - ${c}`),
  ];
}
