import { CARRIER_VIEW_EXAMPLE } from '@logiscope/proto/views';
import type { CarrierReportEntry } from '../compliance/carrier-reports.reader';
import { buildCertificateDocument, certificateSnapshot, publicSnapshot } from './certificate.content';

const report: CarrierReportEntry = {
  id: 'r1', kind: 'CARRIER_REPORT', filedAt: '2025-10-02T15:00:00.000Z', reportType: 'NEGATIVE', rating: 2, category: '', incidentType: '', severity: '',
  status: 'ANSWERED', text: 'Load delivered two days late.', monetaryImpact: null, response: 'Our truck broke down.',
};
const issue = { code: 'LS-7K2M-9QXD-4TNB', issuedAt: '2025-10-10T14:05:00.000Z', companyName: 'Northstar Brokerage LLC', issuedBy: 'Maria Lopez', verifyUrl: 'https://app.example/verify/LS-7K2M-9QXD-4TNB' };

describe('certificate content', () => {
  it('records what the broker saw: authority, insurance on file, safety rating, verdict with its checks, factors and reports', () => {
    const s = certificateSnapshot(CARRIER_VIEW_EXAMPLE, [report]);
    expect(s.carrier).toMatchObject({ dotNumber: '158121', mcNumbers: ['245009'], authorityStatus: 'ACTIVE', insuranceStatus: 'VALID', safetyRating: 'SATISFACTORY', riskScore: 5 });
    expect(s.carrier.insurancePolicies).toEqual([expect.objectContaining({ insurer: 'NORTHLAND INSURANCE COMPANY', coverageAmount: 1_000_000 })]);
    expect(s.verdict.outcome).toBe('PASS');
    expect(s.verdict.checks[2]).toEqual({
      rule: 'liability-insurance',
      outcome: 'PASS',
      message: '$1,000,000 liability on file (required: $750,000).',
      dataset: 'insurance',
      asOf: '2025-10-08',
      // The explanation beside the English: the verify page words it in the reader's language.
      key: 'verdict.insurance.on-file',
      params: { amount: '1000000', required: '750000' },
    });
    expect(s.riskFactors.map((f) => [f.label, f.impact])).toContainEqual(['Identifiers shared with 1 other carrier', 5]);
    expect(s.riskFactors.every((f) => f.labelKey?.startsWith('risk.') && f.key?.startsWith('risk.') && f.params !== undefined)).toBe(true);
    expect(s.reports).toEqual([
      expect.objectContaining({ kind: 'CARRIER_REPORT', filedAt: report.filedAt, summary: 'NEGATIVE report, 2/5 stars', status: 'ANSWERED', text: report.text, response: report.response }),
    ]);
    // The summary's codes too, so the verify page words it in the reader's language.
    expect(s.reports[0]).toMatchObject({ reportType: 'NEGATIVE', rating: 2, category: '' });
  });

  it("shows in the public record only the reports every company may see now: the issuer's own report in its window is not", () => {
    const own = { ...report, id: 'own', status: 'OPEN', text: 'Our own complaint, still in the carrier window.', response: '' };
    const positive = { ...report, id: 'pos', reportType: 'POSITIVE', rating: 5, status: 'OPEN', text: 'Great service.', response: '' };
    const s = certificateSnapshot(CARRIER_VIEW_EXAMPLE, [own, positive, report]);
    // What the PDF prints: everything the issuing company saw.
    expect(s.reports.map((r) => r.text)).toEqual([own.text, positive.text, report.text]);
    const shown = publicSnapshot(s, new Set(['pos', 'r1']));
    expect(shown.reports.map((r) => r.text)).toEqual([positive.text, report.text]);
    expect(JSON.stringify(shown)).not.toContain('Our own complaint');
    // No internal id leaves the record; once the carrier answered (or the window closed) the report is public.
    expect(shown.reports.every((r) => !('reportId' in r))).toBe(true);
    expect(publicSnapshot(s, new Set(['own', 'pos', 'r1'])).reports).toHaveLength(3);
    // A report since retracted leaves the record too.
    expect(publicSnapshot(s, new Set(['own', 'pos'])).reports.map((r) => r.text)).not.toContain(report.text);
  });

  it('on a certificate recorded without report ids, withholds the reports that were in their open window', () => {
    const s = certificateSnapshot(CARRIER_VIEW_EXAMPLE, [{ ...report, status: 'OPEN', text: 'pending' }, report]);
    const old = { ...s, reports: s.reports.map(({ reportId: _id, ...r }) => r) };
    expect(publicSnapshot(old, new Set()).reports.map((r) => r.text)).toEqual([report.text]);
  });

  it('a carrier without enough history has no score in the record', () => {
    expect(certificateSnapshot({ ...CARRIER_VIEW_EXAMPLE, notEnoughData: true, riskScore: null }, []).carrier.riskScore).toBeNull();
  });

  it('prints the code, who checked and when, and how to verify the copy', () => {
    const model = buildCertificateDocument(certificateSnapshot(CARRIER_VIEW_EXAMPLE, [report]), issue);
    expect(model.title).toBe('Due Diligence Certificate');
    expect(model.header).toEqual([
      ['Verification code', 'LS-7K2M-9QXD-4TNB'],
      ['Checked by', 'Maria Lopez of Northstar Brokerage LLC'],
      ['Checked at', 'Oct 10, 2025 14:05 UTC'],
    ]);
    expect(model.sections.map((s) => s.heading)).toEqual(['Carrier', 'Authority, Insurance and Safety', 'Verdict', 'Risk Score and Factors', 'Reports', 'Verification']);
    const verification = JSON.stringify(model.sections.at(-1));
    expect(verification).toContain('https://app.example/verify/LS-7K2M-9QXD-4TNB');
    expect(verification).toContain('any change to the file does not');
    expect(model.footer).toContain('LS-7K2M-9QXD-4TNB');
  });
});
