import { DomainError, ErrorCode, deciderSpec } from '@logiscope/kernel';
import { verdictProfileDecider, verdictProfileStream, type VerdictProfileCommand, type VerdictProfileEvent } from './verdict-profile.decider';

const spec = deciderSpec(verdictProfileDecider);
const base = { minAuthorityAgeDays: 90, minLiabilityUsd: 0, contactChangeDays: 30, disabledRules: [] as string[] };
const set = (settings: Partial<typeof base> = {}, changedBy = 'admin@acme.example', at = '2026-02-01T10:00:00.000Z'): VerdictProfileCommand => ({
  type: 'SetVerdictProfile',
  data: { companyId: 'c1', settings: { ...base, ...settings }, changedBy, at },
});
const changed = (revision: number, settings: Partial<typeof base> = {}, changedBy = 'admin@acme.example', at = '2026-02-01T10:00:00.000Z'): VerdictProfileEvent => ({
  type: 'VerdictProfileChanged',
  data: { companyId: 'c1', settings: { ...base, ...settings } as VerdictProfileEvent['data']['settings'], revision, changedBy, at },
});

describe('verdict profile decider', () => {
  it("records a company's first profile as revision 1, even with the default values", () => {
    expect(spec.given([]).when(set()).events).toEqual([changed(1)]);
    expect(spec.given([]).when(set({ minAuthorityAgeDays: 180 })).events).toEqual([changed(1, { minAuthorityAgeDays: 180 })]);
  });

  it('counts revisions and records who changed the rules and when', () => {
    const events = spec.given([changed(1), changed(2, { minLiabilityUsd: 1_000_000 })]).when(set({ minAuthorityAgeDays: 30 }, 'boss@acme.example', '2026-03-03T00:00:00.000Z')).events;
    expect(events).toEqual([changed(3, { minAuthorityAgeDays: 30 }, 'boss@acme.example', '2026-03-03T00:00:00.000Z')]);
  });

  it('decides nothing when the rules are already these (order and repeats of disabled checks do not count)', () => {
    const history = [changed(1, { disabledRules: ['authority-age', 'community-reports'] })];
    expect(spec.given(history).when(set({ disabledRules: ['community-reports', 'authority-age', 'community-reports'] })).events).toEqual([]);
    expect(spec.given(history).when(set({ disabledRules: ['community-reports'] })).events).toEqual([changed(2, { disabledRules: ['community-reports'] })]);
  });

  it('keeps disabled checks in catalogue order, each once', () => {
    expect(spec.given([]).when(set({ disabledRules: ['community-reports', 'authority-age', 'authority-age'] })).events).toEqual([
      changed(1, { disabledRules: ['authority-age', 'community-reports'] }),
    ]);
  });

  it.each(['operating-authority', 'out-of-service', 'liability-insurance', 'safety-rating'])('refuses to turn off the mandatory check %s', (rule) => {
    const { error } = spec.given([]).when(set({ disabledRules: ['authority-age', rule] }));
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ code: ErrorCode.VALIDATION, message: 'This check is required by law and cannot be turned off' });
    expect((error as DomainError).issues[0]).toMatchObject({ path: 'disabledRules.1', message: 'This check is required by law and cannot be turned off' });
  });

  it('refuses thresholds out of range with the form messages', () => {
    const message = (settings: Partial<typeof base>) => (spec.given([]).when(set(settings)).error as DomainError | undefined)?.message;
    expect(message({ minAuthorityAgeDays: -1 })).toBe('Minimum authority age must be a whole number of days from 0 to 3650');
    expect(message({ minAuthorityAgeDays: 3651 })).toBe('Minimum authority age must be a whole number of days from 0 to 3650');
    expect(message({ minLiabilityUsd: 10_000_001 })).toBe('Minimum liability must be a whole number of dollars from 0 to 10,000,000');
    expect(message({ minLiabilityUsd: 1.5 })).toBe('Minimum liability must be a whole number of dollars from 0 to 10,000,000');
    expect(message({ contactChangeDays: 0 })).toBe('Contact change window must be a whole number of days from 1 to 365');
    expect(message({ minAuthorityAgeDays: 0, minLiabilityUsd: 10_000_000, contactChangeDays: 365 })).toBeUndefined();
  });

  it('keys a stream by company', () => {
    expect(verdictProfileStream('c1')).toBe('verdict-profile:c1');
  });
});
