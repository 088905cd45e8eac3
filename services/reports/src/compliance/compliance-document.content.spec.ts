import { CARRIER_VIEW_EXAMPLE, RECOMMENDED_CONDITIONS, type CarrierView } from '@logiscope/proto/views';
import type { CarrierReportEntry } from './carrier-reports.reader';
import { buildComplianceDocument, nextReviewDate } from './compliance-document.content';
import type { DocumentBlock, DocumentModel } from './document.model';

const negative: CarrierReportEntry = {
  id: 'r1', kind: 'CARRIER_REPORT', filedAt: '2025-10-02T15:00:00.000Z', reportType: 'NEGATIVE', rating: 2, category: '', incidentType: '', severity: '',
  status: 'ANSWERED', text: 'Load delivered two days late without notice.', monetaryImpact: null, response: 'Our truck broke down; we called dispatch the same day.',
};
const incident: CarrierReportEntry = {
  id: 'i1', kind: 'INCIDENT', filedAt: '2025-10-05T09:00:00.000Z', reportType: '', rating: null, category: 'DOUBLE_BROKERAGE', incidentType: 'Load re-brokered without consent',
  severity: 'HIGH', status: 'VERIFIED', text: 'The load was handed to another carrier.', monetaryImpact: 12500, response: '',
};

const failing: CarrierView = {
  ...CARRIER_VIEW_EXAMPLE,
  authorityStatus: 'REVOKED',
  verdict: {
    ...CARRIER_VIEW_EXAMPLE.verdict,
    outcome: 'FAIL',
    checks: [
      { rule: 'operating-authority', outcome: 'FAIL', key: 'verdict.authority.revoked', params: {}, message: 'FMCSA revoked the operating authority on MC245009.', dataset: 'authority', asOf: '2025-10-08', source: 'L&I Revocation (legacy)', stale: false, missing: false },
      ...CARRIER_VIEW_EXAMPLE.verdict.checks.slice(1),
    ],
  },
};

const input = (over: Partial<Parameters<typeof buildComplianceDocument>[0]> = {}) => ({
  documentId: 'cdoc_1',
  documentType: 'DUE_DILIGENCE' as const,
  carrier: CARRIER_VIEW_EXAMPLE,
  reports: [negative, incident],
  companyName: 'Northstar Brokerage LLC',
  generatedAt: '2025-10-10T14:05:00.000Z',
  ...over,
});

/** Every text of a section, flattened (what a reader of the PDF reads there). */
function textOf(model: DocumentModel, heading: string): string {
  const section = model.sections.find((s) => s.heading === heading);
  if (!section) throw new Error(`No section ${heading}`);
  const flat = (b: DocumentBlock): string[] => {
    switch (b.kind) {
      case 'paragraph':
        return [b.text];
      case 'fields':
        return b.rows.flat();
      case 'list':
        return b.items;
      case 'table':
        return b.rows.length ? [...b.columns, ...b.rows.flat()] : [b.empty];
    }
  };
  return section.blocks.flatMap(flat).join('\n');
}

describe('compliance document content', () => {
  it("has the spec's seven sections, in order, for every type", () => {
    for (const documentType of ['DUE_DILIGENCE', 'SAFETY_AUDIT', 'COMPLIANCE_REPORT'] as const) {
      expect(buildComplianceDocument(input({ documentType })).sections.map((s) => s.heading)).toEqual([
        'Executive Summary', 'Company Information', 'Safety Metrics', 'Compliance Status', 'Risk Assessment', 'Recommendations', 'Methodology',
      ]);
    }
  });

  it("names the carrier's real identity: DOT, MC, legal name, authority, address", () => {
    const model = buildComplianceDocument(input());
    expect(model.title).toBe('Due Diligence Report');
    expect(model.subtitle).toBe('VERIHA TRUCKING INC - USDOT 158121 - MC-245009');
    const info = textOf(model, 'Company Information');
    expect(info).toContain('158121');
    expect(info).toContain('MC-245009');
    expect(info).toContain('2830 CLEVELAND AVE, MARINETTE, WI, 54143');
    expect(info).toContain('213 trucks, 180 trailers, 213 drivers');
    expect(textOf(model, 'Executive Summary')).toContain('holds ACTIVE operating authority, insurance VALID and a safety rating of SATISFACTORY');
  });

  it('prints the safety record with the out-of-service rate to one decimal', () => {
    const safety = textOf(buildComplianceDocument(input()), 'Safety Metrics');
    expect(safety).toMatch(/Inspections\n300/);
    expect(safety).toMatch(/Crashes\n15/);
    expect(safety).toContain('5.2%');
  });

  it('lists every verdict check with its finding and the date of its data, and the insurance filings', () => {
    const status = textOf(buildComplianceDocument(input()), 'Compliance Status');
    expect(status).toContain('$1,000,000 liability on file (required: $750,000).');
    expect(status).toContain('Oct 8, 2025');
    expect(status).toContain('NORTHLAND INSURANCE COMPANY');
    expect(status).toContain('WN408492');
  });

  it('a compliance report adds the revocations and the compliance factors; a safety audit the safety factors only', () => {
    expect(textOf(buildComplianceDocument(input({ documentType: 'COMPLIANCE_REPORT' })), 'Compliance Status')).toContain('No revocation on record.');
    const audit = buildComplianceDocument(input({ documentType: 'SAFETY_AUDIT' }));
    expect(textOf(audit, 'Safety Metrics')).toContain('Satisfactory safety rating');
    expect(textOf(audit, 'Safety Metrics')).not.toContain('Identifiers shared with 1 other carrier');
  });

  it('assesses risk from the factors with their points, and the reports with the carrier\'s answers', () => {
    const risk = textOf(buildComplianceDocument(input()), 'Risk Assessment');
    expect(risk).toContain('5/100 (Low risk)');
    expect(risk).toContain('Identifiers shared with 1 other carrier\n+5');
    expect(risk).toContain('Load delivered two days late without notice.');
    expect(risk).toContain('Our truck broke down; we called dispatch the same day.');
    expect(risk).toContain('FreightGuard incident: DOUBLE_BROKERAGE, Load re-brokered without consent, HIGH severity, impact $12,500');
    expect(risk).toContain('1 broker report (1 negative), 1 FreightGuard incident (1 verified)');
  });

  it('says so when no report is on file', () => {
    expect(textOf(buildComplianceDocument(input({ reports: [] })), 'Risk Assessment')).toContain('No LogiScope report or FreightGuard incident on file for this carrier.');
  });

  it('recommends the three conditions and the next review date 90 days ahead', () => {
    const model = buildComplianceDocument(input());
    const rec = textOf(model, 'Recommendations');
    for (const condition of RECOMMENDED_CONDITIONS) expect(rec).toContain(condition);
    expect(nextReviewDate('2025-10-10T14:05:00.000Z')).toBe('2026-01-08');
    expect(rec).toContain('Next review date\nJan 8, 2026');
    expect(model.header).toContainEqual(['Next review', 'Jan 8, 2026']);
    expect(rec).toContain('The carrier may be tendered loads under the conditions below.');
  });

  it('tells not to tender a failing carrier, naming the failing check', () => {
    const rec = textOf(buildComplianceDocument(input({ carrier: failing })), 'Recommendations');
    expect(rec).toContain('Do not tender loads to this carrier while these checks fail:');
    expect(rec).toContain('FAIL operating-authority: FMCSA revoked the operating authority on MC245009.');
  });

  it('dates its data sets and names who it was generated for', () => {
    const method = textOf(buildComplianceDocument(input()), 'Methodology');
    expect(method).toContain('Data set insurance\nOct 8, 2025');
    expect(method).toContain('Generated Oct 10, 2025 14:05 UTC for Northstar Brokerage LLC. Document cdoc_1.');
  });
});
