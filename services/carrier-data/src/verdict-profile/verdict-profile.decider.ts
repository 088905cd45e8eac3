import { assertNever, parseOrThrow, type Decider } from '@logiscope/kernel';
import { verdictProfileBodySchema } from '@logiscope/proto/http';
import type { VerdictProfileEvent } from '@logiscope/proto';
import { OPTIONAL_VERDICT_RULES, type VerdictProfileSettings } from '@logiscope/proto/views';

/** One stream per company: its profile changes stay in order, companies never contend. */
export type VerdictProfileStreamId = `verdict-profile:${string}`;
export const verdictProfileStream = (companyId: string): VerdictProfileStreamId => `verdict-profile:${companyId}`;

export type VerdictProfileCommand = {
  type: 'SetVerdictProfile';
  /** settings as the caller sent them (checked here again: the decider refuses what the HTTP rule refuses); at: ISO time. */
  data: { companyId: string; settings: { minAuthorityAgeDays: number; minLiabilityUsd: number; contactChangeDays: number; disabledRules: readonly string[] }; changedBy: string; at: string };
};

export type { VerdictProfileEvent };

export interface VerdictProfileState {
  /** 0 while the company runs on the default profile. */
  revision: number;
  settings: VerdictProfileSettings | null;
}

/** Disabled rules in catalogue order, each once: two saves of the same choice compare equal. */
export function canonicalDisabledRules(rules: readonly string[]): VerdictProfileSettings['disabledRules'] {
  return OPTIONAL_VERDICT_RULES.filter((rule) => rules.includes(rule));
}

const sameSettings = (a: VerdictProfileSettings, b: VerdictProfileSettings) =>
  a.minAuthorityAgeDays === b.minAuthorityAgeDays &&
  a.minLiabilityUsd === b.minLiabilityUsd &&
  a.contactChangeDays === b.contactChangeDays &&
  a.disabledRules.length === b.disabledRules.length &&
  a.disabledRules.every((rule, i) => rule === b.disabledRules[i]);

/**
 * A company's verdict rules. The settings go through the same rule as the HTTP body (verdict.rules.ts), so a
 * mandatory check (operating authority, out-of-service, liability insurance, safety rating) can never be turned off,
 * whoever sends the command. Saving what is already saved decides nothing; the first save records even the default
 * values (the company then has a profile of its own, revision 1).
 */
export const verdictProfileDecider: Decider<VerdictProfileCommand, VerdictProfileState, VerdictProfileEvent> = {
  initialState: () => ({ revision: 0, settings: null }),

  decide(command, state) {
    switch (command.type) {
      case 'SetVerdictProfile': {
        const { companyId, changedBy, at } = command.data;
        const parsed = parseOrThrow(verdictProfileBodySchema, command.data.settings);
        const settings: VerdictProfileSettings = { ...parsed, disabledRules: canonicalDisabledRules(parsed.disabledRules) };
        if (state.settings && sameSettings(state.settings, settings)) return [];
        return [{ type: 'VerdictProfileChanged', data: { companyId, settings, revision: state.revision + 1, changedBy, at } }];
      }
      default:
        return assertNever(command.type);
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'VerdictProfileChanged': {
        const { settings, revision } = event.data;
        return { revision, settings: { ...settings, disabledRules: canonicalDisabledRules(settings.disabledRules) } };
      }
      default:
        return assertNever(event.type);
    }
  },
};
