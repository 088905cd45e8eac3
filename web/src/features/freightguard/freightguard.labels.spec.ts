import { FREIGHTGUARD_CATEGORIES, FREIGHTGUARD_INCIDENT_TYPES, FREIGHTGUARD_SEVERITIES, FREIGHTGUARD_STATUSES } from '@logiscope/proto/views';
import { resources } from '../../i18n/resources';
import { canSubmitReport, EMPTY_REPORT_FORM, toReportBody } from './freightguard.form';
import { filterSampleReports, SAMPLE_FREIGHTGUARD_REPORTS } from './freightguard.sample';

const LANGUAGES = ['en', 'fr', 'es'] as const;

describe('FreightGuard labels', () => {
  it.each(LANGUAGES)('should label every category, group, incident type, severity and status in %s', (language) => {
    const fg = resources[language].freightguard as unknown as Record<string, Record<string, string>>;
    expect(FREIGHTGUARD_INCIDENT_TYPES).toHaveLength(130);
    for (const type of FREIGHTGUARD_INCIDENT_TYPES) expect([type, fg.types![type]?.trim() || undefined]).toEqual([type, expect.any(String)]);
    expect(Object.keys(fg.types!).sort()).toEqual([...FREIGHTGUARD_INCIDENT_TYPES].sort());
    for (const c of FREIGHTGUARD_CATEGORIES) {
      expect(fg.categories![c]).toEqual(expect.any(String));
      expect(fg.groups![c]).toEqual(expect.any(String));
    }
    for (const s of FREIGHTGUARD_SEVERITIES) expect(fg.severities![s]).toEqual(expect.any(String));
    for (const s of FREIGHTGUARD_STATUSES) expect(fg.statuses![s]).toEqual(expect.any(String));
  });

  it("should keep the spec's English wording", () => {
    const fg = resources.en.freightguard;
    expect([fg.title, fg.noReports, fg.submitFirst, fg.reportSubmitted, fg.reportSubmittedText, fg.reportFailed]).toEqual([
      'Comprehensive FreightGuard Reports',
      'No Reports Found',
      'Submit First Report',
      'Report Submitted',
      'Your carrier report has been successfully submitted.',
      'Report Submission Failed',
    ]);
    expect(fg.groups.DOUBLE_BROKERAGE).toBe('Double Brokerage and Authority');
  });
});

describe('New Report form', () => {
  const filled = { ...EMPTY_REPORT_FORM, carrierName: 'Swift', mcNumber: '123456', reportCategory: 'CARGO_ISSUES' as const, description: 'Gone.' };

  it('should enable submit once carrier name, MC, category and description are filled, whatever the incident type', () => {
    expect(canSubmitReport(EMPTY_REPORT_FORM)).toBe(false);
    expect(canSubmitReport({ ...filled, description: ' ' })).toBe(false);
    expect(canSubmitReport(filled)).toBe(true);
    expect(canSubmitReport({ ...filled, mcNumber: '' })).toBe(false);
  });

  it('should not wait for an MC number when the carrier was picked or named by its DOT number (it may have none)', () => {
    expect(canSubmitReport({ ...filled, mcNumber: '', carrierId: '1002497', dotNumber: '1002497' })).toBe(true);
    expect(canSubmitReport({ ...filled, mcNumber: '', dotNumber: '1002497' })).toBe(true);
  });

  it('should send the monetary impact as a decimal or null and the chain only when ticked', () => {
    expect(toReportBody({ ...filled, monetaryImpact: '' }).monetaryImpact).toBeNull();
    expect(toReportBody({ ...filled, monetaryImpact: '1,250.75' }).monetaryImpact).toBe(1250.75);
    expect(toReportBody({ ...filled, brokerageChain: 'A, B' }).brokerageChain).toEqual([]);
    expect(toReportBody({ ...filled, isDoubleBrokerage: true, brokerageChain: 'A, B' }).brokerageChain).toEqual(['A', 'B']);
    expect(toReportBody(filled).severity).toBe('MEDIUM');
  });
});

describe('FreightGuard demo filters', () => {
  it('should filter the sample reports in the browser by carrier name, MC or DOT, category and status', () => {
    const all = { search: '', category: 'ALL', status: 'ALL' };
    expect(filterSampleReports(SAMPLE_FREIGHTGUARD_REPORTS, all)).toHaveLength(SAMPLE_FREIGHTGUARD_REPORTS.length);
    expect(filterSampleReports(SAMPLE_FREIGHTGUARD_REPORTS, { ...all, search: 'sunbelt' }).map((r) => r.carrierName)).toEqual(['Sunbelt Carriers Inc']);
    expect(filterSampleReports(SAMPLE_FREIGHTGUARD_REPORTS, { ...all, search: '884512' }).map((r) => r.carrierName)).toEqual(['Rapid Route Logistics']);
    expect(filterSampleReports(SAMPLE_FREIGHTGUARD_REPORTS, { ...all, status: 'RESOLVED' }).map((r) => r.status)).toEqual(['RESOLVED']);
    expect(filterSampleReports(SAMPLE_FREIGHTGUARD_REPORTS, { ...all, search: 'lone', category: 'FRAUD_SUSPICIOUS' })).toEqual([]);
  });
});
