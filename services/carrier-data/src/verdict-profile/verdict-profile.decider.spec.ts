import { DomainError, ErrorCode, deciderSpec } from '@logiscope/kernel';
import { verdictProfileDecider, verdictProfileStream, type VerdictProfileCommand, type VerdictProfileEvent } from './verdict-profile.decider';
import { verdictProfileFromForm } from './verdict-profile.service';

const decider = deciderSpec(verdictProfileDecider);
/** The service's path: the settings through the form's rules (its refusal is the error), then the decider. */
const spec = {
  given: (history: VerdictProfileEvent[]) => ({
    when(command: () => VerdictProfileCommand) {
      try {
        return decider.given(history).when(command());
      } catch (error) {
        return { events: undefined, error };
      }
    },
  }),
};
const base = { minAuthorityAgeDays: 90, minLiabilityUsd: 0, contactChangeDays: 30, disabledRules: [] as string[] };
type Settings = Partial<typeof base> & { freshnessDays?: number; acceptedLimits?: string[] };
const set = (settings: Settings = {}, changedBy = 'admin@acme.example', at = '2026-02-01T10:00:00.000Z') => (): VerdictProfileCommand => ({
  type: 'SetVerdictProfile',
  data: { companyId: 'c1', settings: verdictProfileFromForm({ ...base, ...settings }), changedBy, at },
});
/** The event records every setting: freshnessDays and acceptedLimits at their defaults unless given. */
const changed = (revision: number, settings: Settings = {}, changedBy = 'admin@acme.example', at = '2026-02-01T10:00:00.000Z'): VerdictProfileEvent => ({
  type: 'VerdictProfileChanged',
  data: { companyId: 'c1', settings: { ...base, freshnessDays: 3, acceptedLimits: [], ...settings }, revision, changedBy, at },
});
/** An event saved before freshnessDays and acceptedLimits existed. */
const changedBefore = (revision: number, settings: Partial<typeof base> = {}): VerdictProfileEvent => ({
  type: 'VerdictProfileChanged',
  data: { companyId: 'c1', settings: { ...base, ...settings }, revision, changedBy: 'admin@acme.example', at: '2026-01-01T10:00:00.000Z' },
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

  it('records a freshness limit and accepted authority limits, the limits in catalogue order, each once', () => {
    expect(spec.given([]).when(set({ freshnessDays: 7, acceptedLimits: ['cross-border', 'intrastate', 'cross-border'] })).events).toEqual([
      changed(1, { freshnessDays: 7, acceptedLimits: ['intrastate', 'cross-border'] }),
    ]);
    expect(spec.given([changed(1)]).when(set({ freshnessDays: 30 })).events).toEqual([changed(2, { freshnessDays: 30 })]);
    expect(spec.given([changed(1)]).when(set({ acceptedLimits: ['exempt'] })).events).toEqual([changed(2, { acceptedLimits: ['exempt'] })]);
  });

  it('decides nothing when the freshness limit and accepted limits are already these (order and repeats do not count)', () => {
    const history = [changed(1, { freshnessDays: 7, acceptedLimits: ['intrastate', 'household-goods'] })];
    expect(spec.given(history).when(set({ freshnessDays: 7, acceptedLimits: ['household-goods', 'intrastate', 'intrastate'] })).events).toEqual([]);
    expect(spec.given(history).when(set({ freshnessDays: 7, acceptedLimits: ['intrastate'] })).events).toEqual([changed(2, { freshnessDays: 7, acceptedLimits: ['intrastate'] })]);
  });

  it('reads an event from before freshnessDays and acceptedLimits as the defaults, and so does a caller that leaves them out', () => {
    const history = [changedBefore(1, { minAuthorityAgeDays: 180 })];
    expect(spec.given(history).when(set({ minAuthorityAgeDays: 180 })).events).toEqual([]);
    expect(spec.given(history).when(set({ minAuthorityAgeDays: 180, freshnessDays: 3, acceptedLimits: [] })).events).toEqual([]);
    expect(spec.given(history).when(set({ minAuthorityAgeDays: 180, freshnessDays: 5 })).events).toEqual([changed(2, { minAuthorityAgeDays: 180, freshnessDays: 5 })]);
    // A saved limit then left out by an older client goes back to the default: the body's own rule.
    expect(spec.given([changed(1, { acceptedLimits: ['exempt'] })]).when(set()).events).toEqual([changed(2)]);
  });

  it.each([0, 31, 1.5])('refuses a freshness limit of %p with the form message', (freshnessDays) => {
    const { error } = spec.given([]).when(set({ freshnessDays }));
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ code: ErrorCode.VALIDATION, message: 'Freshness limit must be a whole number of days from 1 to 30' });
    expect((error as DomainError).issues[0]).toMatchObject({ path: 'freshnessDays' });
  });

  it('refuses an authority limit it does not know', () => {
    const { error } = spec.given([]).when(set({ acceptedLimits: ['intrastate', 'private-fleet'] }));
    expect(error).toMatchObject({ code: ErrorCode.VALIDATION, message: 'An accepted authority limit must be intrastate, exempt, household-goods or cross-border' });
    expect((error as DomainError).issues[0]).toMatchObject({ path: 'acceptedLimits.1' });
  });

  it.each(['operating-authority', 'out-of-service', 'liability-insurance', 'safety-rating'])('refuses to turn off the mandatory check %s', (rule) => {
    const { error } = spec.given([]).when(set({ disabledRules: ['authority-age', rule] }));
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ code: ErrorCode.VALIDATION, message: 'This check is required by law and cannot be turned off' });
    expect((error as DomainError).issues[0]).toMatchObject({ path: 'disabledRules.1', message: 'This check is required by law and cannot be turned off' });
  });

  it('refuses thresholds out of range with the form messages', () => {
    const message = (settings: Settings) => (spec.given([]).when(set(settings)).error as DomainError | undefined)?.message;
    expect(message({ minAuthorityAgeDays: -1 })).toBe('Minimum authority age must be a whole number of days from 0 to 3650');
    expect(message({ minAuthorityAgeDays: 3651 })).toBe('Minimum authority age must be a whole number of days from 0 to 3650');
    expect(message({ minLiabilityUsd: 10_000_001 })).toBe('Minimum liability must be a whole number of dollars from 0 to 10,000,000');
    expect(message({ minLiabilityUsd: 1.5 })).toBe('Minimum liability must be a whole number of dollars from 0 to 10,000,000');
    expect(message({ contactChangeDays: 0 })).toBe('Contact change window must be a whole number of days from 1 to 365');
    expect(message({ minAuthorityAgeDays: 0, minLiabilityUsd: 10_000_000, contactChangeDays: 365 })).toBeUndefined();
    expect(message({ freshnessDays: 1 })).toBeUndefined();
    expect(message({ freshnessDays: 30 })).toBeUndefined();
  });

  it('keys a stream by company', () => {
    expect(verdictProfileStream('c1')).toBe('verdict-profile:c1');
  });
});
