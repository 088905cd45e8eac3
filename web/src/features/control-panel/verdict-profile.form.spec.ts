import { verdictProfileBodySchema } from '@logiscope/proto/http';
import { english } from '../../i18n/english';
import { bodyOf, validateVerdictProfile, valuesOf, type VerdictProfileValues } from './verdict-profile.form';

const profile = {
  minAuthorityAgeDays: 90,
  minLiabilityUsd: 0,
  contactChangeDays: 30,
  freshnessDays: 3,
  disabledRules: ['community-reports' as const, 'authority-age' as const],
  acceptedLimits: ['household-goods' as const],
};
const form = (overrides: Partial<VerdictProfileValues> = {}): VerdictProfileValues => ({ ...valuesOf(profile), ...overrides });

describe('the Verdict rules form', () => {
  it('shows every optional check as a switch, on unless the company turned it off', () => {
    expect(valuesOf(profile).enabled).toEqual({
      'authority-age': false,
      'insurance-cancellation': true,
      'revocation-pending': true,
      'shared-identifiers': true,
      'contact-changes': true,
      'mcs150-outdated': true,
      'community-reports': false,
    });
  });

  it('shows the freshness limit and ticks the accepted authority limits', () => {
    expect(valuesOf(profile)).toMatchObject({ freshnessDays: 3, acceptedLimits: ['household-goods'] });
  });

  it('sends the thresholds as numbers and the switched-off checks in catalogue order', () => {
    const values = form({ minAuthorityAgeDays: '180', minLiabilityUsd: 1_000_000 });
    values.enabled['community-reports'] = true;
    values.enabled['shared-identifiers'] = false;
    expect(bodyOf(values)).toEqual({
      minAuthorityAgeDays: 180,
      minLiabilityUsd: 1_000_000,
      contactChangeDays: 30,
      freshnessDays: 3,
      disabledRules: ['authority-age', 'shared-identifiers'],
      acceptedLimits: ['household-goods'],
    });
    expect(validateVerdictProfile(values)).toEqual({ fieldErrors: {} });
  });

  it('sends the freshness limit as a number and the ticked limits in catalogue order, each once', () => {
    const values = form({ freshnessDays: '14', acceptedLimits: ['cross-border', 'intrastate', 'cross-border'] });
    expect(bodyOf(values)).toMatchObject({ freshnessDays: 14, acceptedLimits: ['intrastate', 'cross-border'] });
    expect(validateVerdictProfile(values)).toEqual({ fieldErrors: {} });
  });

  it('refuses what the server refuses, with the same messages', () => {
    const message = (values: VerdictProfileValues, field: 'minAuthorityAgeDays' | 'minLiabilityUsd' | 'contactChangeDays' | 'freshnessDays') => english(validateVerdictProfile(values).fieldErrors[field]);
    const AGE = 'Minimum authority age must be a whole number of days from 0 to 3650';
    const LIABILITY = 'Minimum liability must be a whole number of dollars from 0 to 10,000,000';
    const WINDOW = 'Contact change window must be a whole number of days from 1 to 365';
    const FRESHNESS = 'Freshness limit must be a whole number of days from 1 to 30';
    expect(message(form({ minAuthorityAgeDays: '' }), 'minAuthorityAgeDays')).toBe(AGE);
    expect(message(form({ minAuthorityAgeDays: null }), 'minAuthorityAgeDays')).toBe(AGE);
    expect(message(form({ minAuthorityAgeDays: 3651 }), 'minAuthorityAgeDays')).toBe(AGE);
    expect(message(form({ minAuthorityAgeDays: '12abc' }), 'minAuthorityAgeDays')).toBe(AGE);
    expect(message(form({ minLiabilityUsd: 750_000.5 }), 'minLiabilityUsd')).toBe(LIABILITY);
    expect(message(form({ minLiabilityUsd: -1 }), 'minLiabilityUsd')).toBe(LIABILITY);
    expect(message(form({ contactChangeDays: 0 }), 'contactChangeDays')).toBe(WINDOW);
    expect(message(form({ contactChangeDays: 366 }), 'contactChangeDays')).toBe(WINDOW);
    // An emptied freshness field is refused: never the default a body without it would get.
    for (const freshnessDays of [0, 31, 2.5, '', null, 'week']) expect(message(form({ freshnessDays }), 'freshnessDays')).toBe(FRESHNESS);
    // The limits themselves are allowed.
    expect(validateVerdictProfile(form({ minAuthorityAgeDays: 0, minLiabilityUsd: 10_000_000, contactChangeDays: 365, freshnessDays: 1 }))).toEqual({ fieldErrors: {} });
    expect(validateVerdictProfile(form({ freshnessDays: 30 }))).toEqual({ fieldErrors: {} });
  });

  it("matches the server's verdict on every case (one rule, run in both places)", () => {
    for (const values of [form(), form({ minAuthorityAgeDays: -5 }), form({ minLiabilityUsd: '1e3' }), form({ contactChangeDays: '7' }), form({ freshnessDays: '0' }), form({ freshnessDays: '' })]) {
      expect(Object.keys(validateVerdictProfile(values).fieldErrors).length === 0).toBe(verdictProfileBodySchema.safeParse(bodyOf(values)).success);
    }
  });

  it('gives each failed rule its code, so the message is shown in the reader\'s language', () => {
    expect(validateVerdictProfile(form({ contactChangeDays: 0 })).fieldErrors.contactChangeDays).toMatchObject({ code: 'CONTACT_WINDOW_RANGE' });
    expect(validateVerdictProfile(form({ freshnessDays: 31 })).fieldErrors.freshnessDays).toMatchObject({ code: 'FRESHNESS_RANGE' });
  });
});
