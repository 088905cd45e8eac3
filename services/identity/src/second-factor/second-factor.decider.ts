import { assertNever, Refused, type Decider } from '@logiscope/kernel';
import type { CompanySecondFactorRequirementSet, SecondFactorEvent } from '@logiscope/proto';

/** One stream per user (by id: an e-mail change would not move it). */
export const secondFactorStream = (userId: string) => `second-factor:${userId}` as const;
export const companySecondFactorStream = (companyId: string) => `company-second-factor:${companyId}` as const;

/**
 * What the service found for a code (it decrypted the secret and asked otplib at the clock's time): the TOTP time step
 * the code matched, or null; and the keyed hash of the code read as a recovery code.
 */
export interface CodeCheck {
  totpStep: number | null;
  recoveryCodeHash: string;
}

export type SecondFactorCommand =
  | { type: 'StartEnrolment'; data: { userId: string; encryptedSecret: string } }
  | { type: 'ConfirmEnrolment'; data: { userId: string; totpStep: number | null; recoveryCodeHashes: string[] } }
  /** Sign-in's second step: a TOTP code (never twice in a time step) or an unused recovery code. */
  | { type: 'UseCode'; data: { userId: string; check: CodeCheck } }
  | { type: 'Disable'; data: { userId: string; passwordMatches: boolean; check: CodeCheck } };

export interface SecondFactorState {
  enabled: boolean;
  /** Encrypted (`SecondFactorKeys.encrypt`); the one in force, and the one waiting for its confirming code. */
  secret: string | null;
  pendingSecret: string | null;
  unusedRecoveryCodes: string[];
  /** The latest time step a code was accepted in: that step and earlier ones are spent. */
  lastStep: number;
}

const initial = (): SecondFactorState => ({ enabled: false, secret: null, pendingSecret: null, unusedRecoveryCodes: [], lastStep: -1 });

/**
 * Why a command is refused: two-factor sign-in is on already (a new enrolment or a second confirmation), no enrolment
 * was started, it is off (nothing to turn off), the code is wrong or spent (confirming or turning off: CODE_INVALID;
 * signing in: SIGN_IN_CODE_INVALID, a failed sign-in), the password is wrong. The service words them.
 */
export type SecondFactorRefusal = 'ALREADY_ENABLED' | 'ENROLMENT_NOT_STARTED' | 'NOT_ENABLED' | 'CODE_INVALID' | 'SIGN_IN_CODE_INVALID' | 'PASSWORD_WRONG';

const refused = (reason: SecondFactorRefusal) => new Refused(reason);

/** The event a valid code gives, or null: a TOTP step after the last used one, else an unused recovery code. */
function codeUse(state: SecondFactorState, userId: string, check: CodeCheck): SecondFactorEvent | null {
  if (check.totpStep !== null && check.totpStep > state.lastStep) return { type: 'SecondFactorCodeUsed', data: { userId, step: check.totpStep } };
  if (state.unusedRecoveryCodes.includes(check.recoveryCodeHash)) return { type: 'RecoveryCodeUsed', data: { userId, codeHash: check.recoveryCodeHash } };
  return null;
}

export const secondFactorDecider: Decider<SecondFactorCommand, SecondFactorState, SecondFactorEvent> = {
  initialState: initial,

  decide(command, state) {
    const { userId } = command.data;
    switch (command.type) {
      case 'StartEnrolment':
        if (state.enabled) throw refused('ALREADY_ENABLED');
        return [{ type: 'SecondFactorEnrolmentStarted', data: { userId, encryptedSecret: command.data.encryptedSecret } }];
      case 'ConfirmEnrolment': {
        if (state.enabled) throw refused('ALREADY_ENABLED');
        if (!state.pendingSecret) throw refused('ENROLMENT_NOT_STARTED');
        const step = command.data.totpStep;
        if (step === null || step <= state.lastStep) throw refused('CODE_INVALID');
        return [{ type: 'SecondFactorEnabled', data: { userId, recoveryCodeHashes: command.data.recoveryCodeHashes, step } }];
      }
      case 'UseCode': {
        const use = state.enabled ? codeUse(state, userId, command.data.check) : null;
        if (!use) throw refused('SIGN_IN_CODE_INVALID');
        return [use];
      }
      case 'Disable': {
        if (!state.enabled) throw refused('NOT_ENABLED');
        if (!command.data.passwordMatches) throw refused('PASSWORD_WRONG');
        const use = codeUse(state, userId, command.data.check);
        if (!use) throw refused('CODE_INVALID');
        return [use, { type: 'SecondFactorDisabled', data: { userId } }];
      }
      default:
        return assertNever(command);
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'SecondFactorEnrolmentStarted':
        return { ...state, pendingSecret: event.data.encryptedSecret };
      case 'SecondFactorEnabled':
        return { enabled: true, secret: state.pendingSecret, pendingSecret: null, unusedRecoveryCodes: event.data.recoveryCodeHashes, lastStep: Math.max(state.lastStep, event.data.step) };
      case 'SecondFactorCodeUsed':
        return { ...state, lastStep: Math.max(state.lastStep, event.data.step) };
      case 'RecoveryCodeUsed':
        return { ...state, unusedRecoveryCodes: state.unusedRecoveryCodes.filter((h) => h !== event.data.codeHash) };
      case 'SecondFactorDisabled':
        // Spent steps stay spent: a code seen before turning it off does not come back with a re-enrolment.
        return { ...initial(), lastStep: state.lastStep };
      default:
        return assertNever(event);
    }
  },
};

/** A company's requirement: its ADMIN sets it (the service reads who the actor is from the read model). */
export interface SetCompanyRequirement {
  type: 'SetRequirement';
  data: { actor: { userId: string; companyId: string; role: 'USER' | 'ADMIN' }; companyId: string; required: boolean };
}

/** Only the company's own ADMIN sets its requirement. */
export type CompanySecondFactorRefusal = 'ADMINS_ONLY';

export const companySecondFactorDecider: Decider<SetCompanyRequirement, { required: boolean }, CompanySecondFactorRequirementSet> = {
  initialState: () => ({ required: false }),
  decide({ data }, state) {
    if (data.actor.role !== 'ADMIN' || !data.actor.companyId || data.actor.companyId !== data.companyId) throw new Refused<CompanySecondFactorRefusal>('ADMINS_ONLY');
    if (state.required === data.required) return [];
    return [{ type: 'CompanySecondFactorRequirementSet', data: { companyId: data.companyId, required: data.required, byUserId: data.actor.userId } }];
  },
  evolve: (_state, event) => ({ required: event.data.required }),
};
