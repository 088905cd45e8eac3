import { assertNever, type Decider } from '@logiscope/kernel';
import type { VerdictProfileEvent } from '@logiscope/proto';
import {
  ACCEPTABLE_LIMITS,
  DEFAULT_VERDICT_PROFILE,
  OPTIONAL_VERDICT_RULES,
  type AcceptableLimit,
  type OptionalVerdictRule,
  type VerdictProfileSettings,
} from '@logiscope/proto/views';

/** One stream per company: its profile changes stay in order, companies never contend. */
export type VerdictProfileStreamId = `verdict-profile:${string}`;
export const verdictProfileStream = (companyId: string): VerdictProfileStreamId => `verdict-profile:${companyId}`;

/**
 * Settings once the form's rules passed (the service checks them): only optional checks can be turned off, so a
 * mandatory one (operating authority, out-of-service, liability insurance, safety rating) cannot even be named here.
 * freshnessDays and acceptedLimits left out are the defaults (older callers).
 */
export interface VerdictProfileInput {
  minAuthorityAgeDays: number;
  minLiabilityUsd: number;
  contactChangeDays: number;
  disabledRules: OptionalVerdictRule[];
  freshnessDays?: number;
  acceptedLimits?: AcceptableLimit[];
}

export type VerdictProfileCommand = {
  type: 'SetVerdictProfile';
  /** at: ISO time. */
  data: { companyId: string; settings: VerdictProfileInput; changedBy: string; at: string };
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

/** Accepted authority limits in catalogue order, each once (a limit no longer known is dropped). */
export function canonicalAcceptedLimits(limits: readonly string[]): VerdictProfileSettings['acceptedLimits'] {
  return ACCEPTABLE_LIMITS.filter((limit) => limits.includes(limit));
}

/**
 * The settings a VerdictProfileChanged recorded, in canonical form. An event saved before freshnessDays and
 * acceptedLimits existed reads as the defaults: the rules that company's verdicts followed then.
 */
export function recordedSettings(settings: VerdictProfileEvent['data']['settings']): VerdictProfileSettings {
  return {
    minAuthorityAgeDays: settings.minAuthorityAgeDays,
    minLiabilityUsd: settings.minLiabilityUsd,
    contactChangeDays: settings.contactChangeDays,
    disabledRules: canonicalDisabledRules(settings.disabledRules),
    freshnessDays: settings.freshnessDays ?? DEFAULT_VERDICT_PROFILE.freshnessDays,
    acceptedLimits: canonicalAcceptedLimits(settings.acceptedLimits ?? []),
  };
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

const sameSettings = (a: VerdictProfileSettings, b: VerdictProfileSettings) =>
  a.minAuthorityAgeDays === b.minAuthorityAgeDays &&
  a.minLiabilityUsd === b.minLiabilityUsd &&
  a.contactChangeDays === b.contactChangeDays &&
  a.freshnessDays === b.freshnessDays &&
  sameList(a.disabledRules, b.disabledRules) &&
  sameList(a.acceptedLimits, b.acceptedLimits);

/**
 * A company's verdict rules. Saving what is already saved decides nothing; the first save records even the default
 * values (the company then has a profile of its own, revision 1). The event records every setting, the defaults of a
 * caller that left some out included, so a later default never changes what a company saved.
 */
export const verdictProfileDecider: Decider<VerdictProfileCommand, VerdictProfileState, VerdictProfileEvent> = {
  initialState: () => ({ revision: 0, settings: null }),

  decide(command, state) {
    switch (command.type) {
      case 'SetVerdictProfile': {
        const { companyId, changedBy, at } = command.data;
        const settings = recordedSettings(command.data.settings);
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
        return { revision, settings: recordedSettings(settings) };
      }
      default:
        return assertNever(event.type);
    }
  },
};
