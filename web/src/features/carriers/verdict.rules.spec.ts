import { DATASETS, MANDATORY_VERDICT_RULES, OPTIONAL_VERDICT_RULES, VERDICT_OUTCOMES, VERDICT_RULES, type VerdictCheck } from '@logiscope/proto/views';
import { SUPPORTED_LANGUAGES } from '../../i18n/languages';
import { resources } from '../../i18n/resources';
import { attentionChecks, checkDataState, isRecommendedVerdict, orderChecks, OUTCOME_TONE, profileRevision, verdictCsvOutcome, verdictCsvReasons, verdictOutcome } from './verdict.rules';

const check = (rule: VerdictCheck['rule'], outcome: VerdictCheck['outcome'], message = `${rule} ${outcome}`, extra: Partial<VerdictCheck> = {}): VerdictCheck => ({
  rule,
  outcome,
  key: `verdict.${rule}`,
  params: {},
  message,
  dataset: 'census',
  asOf: '2025-10-01',
  source: '',
  stale: false,
  missing: false,
  ...extra,
});

describe('verdict display rules', () => {
  it('colours Pass green, Review amber and Fail red', () => {
    expect(OUTCOME_TONE).toEqual({ PASS: 'green', REVIEW: 'yellow', FAIL: 'red' });
  });

  it('says Recommended only for a PASS, whatever isRecommended says', () => {
    expect(isRecommendedVerdict({ isRecommended: true, verdict: { outcome: 'PASS' } })).toBe(true);
    expect(isRecommendedVerdict({ isRecommended: true, verdict: { outcome: 'REVIEW' } })).toBe(false);
    expect(isRecommendedVerdict({ isRecommended: true, verdict: { outcome: 'FAIL' } })).toBe(false);
    expect(isRecommendedVerdict({ isRecommended: false, verdict: { outcome: 'PASS' } })).toBe(true);
    expect(isRecommendedVerdict({ isRecommended: false })).toBe(false);
    expect(verdictOutcome({ verdict: null })).toBeNull();
  });

  it('lists failing checks first, then review, then passing, each in rule order', () => {
    const checks = [
      check('authority-age', 'PASS'),
      check('safety-rating', 'REVIEW'),
      check('contact-changes', 'FAIL'),
      check('operating-authority', 'PASS'),
      check('out-of-service', 'FAIL'),
      check('insurance-cancellation', 'REVIEW'),
    ];
    expect(orderChecks(checks).map((c) => `${c.outcome} ${c.rule}`)).toEqual([
      'FAIL out-of-service',
      'FAIL contact-changes',
      'REVIEW safety-rating',
      'REVIEW insurance-cancellation',
      'PASS operating-authority',
      'PASS authority-age',
    ]);
    expect(attentionChecks({ checks }).map((c) => c.rule)).toEqual(['out-of-service', 'contact-changes', 'safety-rating', 'insurance-cancellation']);
    expect(attentionChecks(undefined)).toEqual([]);
  });

  it('tells missing data from dated and undated data', () => {
    expect(checkDataState({ missing: true, asOf: '' })).toBe('missing');
    expect(checkDataState({ missing: false, asOf: '2025-10-08' })).toBe('dated');
    expect(checkDataState({ missing: false, asOf: '' })).toBe('undated');
  });

  it("reads the company profile's revision, none for the default", () => {
    expect(profileRevision('company:12')).toBe(12);
    expect(profileRevision('default')).toBeNull();
    expect(profileRevision(undefined)).toBeNull();
  });

  it('puts the outcome and the English messages of failing and review checks in the CSV', () => {
    const verdict = {
      outcome: 'FAIL' as const,
      checks: [check('authority-age', 'REVIEW', 'Registered 12 days ago.'), check('operating-authority', 'FAIL', 'No active for-hire authority.'), check('out-of-service', 'PASS')],
    };
    expect(verdictCsvOutcome({ verdict })).toBe('FAIL');
    expect(verdictCsvReasons({ verdict })).toBe('FAIL: No active for-hire authority. | REVIEW: Registered 12 days ago.');
    expect(verdictCsvReasons({ verdict: { checks: [check('out-of-service', 'PASS')] } })).toBe('');
    expect(verdictCsvOutcome({})).toBe('');
  });
});

describe('verdict wording', () => {
  it.each(SUPPORTED_LANGUAGES)('names every outcome, rule and data set in %s, and says why each mandatory check is on and what each optional one does', (language) => {
    const { verdict, controlPanel } = resources[language];
    expect(Object.keys(verdict.outcome).sort()).toEqual([...VERDICT_OUTCOMES].sort());
    expect(Object.keys(verdict.rules).sort()).toEqual([...VERDICT_RULES].sort());
    expect(Object.keys(verdict.datasets).sort()).toEqual([...DATASETS].sort());
    expect(Object.keys(controlPanel.verdictRules.why).sort()).toEqual([...MANDATORY_VERDICT_RULES].sort());
    expect(Object.keys(controlPanel.verdictRules.describe).sort()).toEqual([...OPTIONAL_VERDICT_RULES].sort());
  });

  it('words the badge Pass, Review and Fail in English', () => {
    expect(resources.en.verdict.outcome).toEqual({ PASS: 'Pass', REVIEW: 'Review', FAIL: 'Fail' });
  });
});
