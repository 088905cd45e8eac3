import { verify } from '@node-rs/argon2';
import { DomainError, ErrorCode, isDomainError, parseOrThrow, refusalsAs } from '@logiscope/kernel';
import { handleCommand, loadAggregate, type Clock, type EventStore, type Projector } from '@logiscope/infra';
import { companySecondFactorRequirementBodySchema, message, secondFactorConfirmBodySchema, secondFactorDisableBodySchema } from '@logiscope/proto/http';
import type { RecoveryCodesView, SecondFactorEnrolmentView, SecondFactorStatusView, UserView } from '@logiscope/proto/views';
import type { SecondFactorApi, SecondFactorSignInRequest } from '../second-factor.api';
import type { AttemptLogin } from '../login/login.decider';
import { userDecider, userStream } from '../user/user.decider';
import { userRefusals } from '../user/user.refusals';
import type { IdentityReadModel, UserRow } from '../user/user.projection';
import { newRecoveryCodes, type SecondFactorKeys } from './second-factor.crypto';
import {
  companySecondFactorDecider,
  companySecondFactorStream,
  secondFactorDecider,
  secondFactorStream,
  type CodeCheck,
  type CompanySecondFactorRefusal,
  type SecondFactorRefusal,
  type SecondFactorState,
} from './second-factor.decider';
import { looksLikeTotp, newTotpSecret, otpauthUrl, totpStep } from './second-factor.totp';

export interface SecondFactorDeps {
  events: EventStore;
  readModel: IdentityReadModel;
  projector: Pick<Projector, 'caughtUp'>;
  onAppended?: () => void;
  clock: Clock;
  keys: SecondFactorKeys;
  /** Appends a LoginAttempted (identity.service.ts): the second step is a sign-in like the password's. */
  recordAttempt: (data: AttemptLogin['data']) => Promise<{ position: number }>;
}

/** The decider's refusals as the API answers them (a wrong code at sign-in is a 401, a failed sign-in). */
export const secondFactorRefusals: Record<SecondFactorRefusal, () => DomainError> = {
  ALREADY_ENABLED: () => DomainError.conflict(message('SECOND_FACTOR_ALREADY_ENABLED')),
  ENROLMENT_NOT_STARTED: () => DomainError.conflict(message('SECOND_FACTOR_ENROLMENT_NOT_STARTED')),
  NOT_ENABLED: () => DomainError.conflict(message('SECOND_FACTOR_NOT_ENABLED')),
  CODE_INVALID: () => DomainError.invalidField('code', message('SECOND_FACTOR_CODE_INVALID')),
  SIGN_IN_CODE_INVALID: () => DomainError.unauthenticated(message('SECOND_FACTOR_CODE_INVALID')),
  PASSWORD_WRONG: () => DomainError.invalidField('password', message('CURRENT_PASSWORD_WRONG')),
};

export const companySecondFactorRefusals: Record<CompanySecondFactorRefusal, () => DomainError> = {
  ADMINS_ONLY: () => DomainError.forbidden(message('FORBIDDEN')),
};

/**
 * Two-factor sign-in with an authenticator app (TOTP, RFC 6238) and ten single-use recovery codes. The rules are the
 * second-factor decider's; this service does what a decider may not: decrypt the secret, ask otplib at the clock's
 * time, hash codes, check the password (argon2).
 */
export class SecondFactorApplication implements SecondFactorApi {
  constructor(private readonly deps: SecondFactorDeps) {}

  /** Is a second factor on for this user? (The password step asks before opening a session.) */
  async isEnabled(userId: string): Promise<boolean> {
    return (await this.state(userId)).enabled;
  }

  async getSecondFactor({ userId }: { userId: string }): Promise<SecondFactorStatusView> {
    const user = await this.user(userId);
    const [state, company] = await Promise.all([this.state(userId), user.companyId ? this.deps.readModel.companies.get(user.companyId) : null]);
    return { enabled: state.enabled, recoveryCodesLeft: state.enabled ? state.unusedRecoveryCodes.length : 0, requiredByCompany: company?.requireSecondFactor ?? false };
  }

  async startSecondFactorEnrolment({ userId }: { userId: string }): Promise<SecondFactorEnrolmentView> {
    const user = await this.user(userId);
    const secret = newTotpSecret();
    await this.run(userId, { type: 'StartEnrolment', data: { userId, encryptedSecret: this.deps.keys.encrypt(secret, userId) } });
    return { secret, otpauthUrl: otpauthUrl(secret, user.email) };
  }

  async confirmSecondFactorEnrolment(request: { userId: string; code: string }): Promise<RecoveryCodesView> {
    const { code } = parseOrThrow(secondFactorConfirmBodySchema, { code: request.code });
    const { userId } = request;
    await this.user(userId);
    const state = await this.state(userId);
    const step = state.pendingSecret ? totpStep(this.deps.keys.decrypt(state.pendingSecret, userId), code, this.deps.clock.now()) : null;
    const recoveryCodes = newRecoveryCodes();
    const position = await this.run(userId, {
      type: 'ConfirmEnrolment',
      data: { userId, totpStep: step, recoveryCodeHashes: recoveryCodes.map((c) => this.deps.keys.hashRecoveryCode(c, userId)) },
    });
    await this.deps.projector.caughtUp(position);
    return { recoveryCodes };
  }

  async disableSecondFactor(request: { userId: string; password: string; code: string }): Promise<{ disabled: boolean }> {
    const { password, code } = parseOrThrow(secondFactorDisableBodySchema, { password: request.password, code: request.code });
    const user = await this.user(request.userId);
    const { state: account } = await loadAggregate(this.deps.events, userStream(user.email), userDecider);
    const passwordMatches = account.status === 'registered' && (await verify(account.passwordHash, password).catch(() => false));
    const state = await this.state(user.id);
    const position = await this.run(user.id, { type: 'Disable', data: { userId: user.id, passwordMatches, check: this.check(state, user.id, code) } });
    await this.deps.projector.caughtUp(position);
    return { disabled: true };
  }

  async signInWithSecondFactor(request: SecondFactorSignInRequest): Promise<UserView> {
    const { userId } = request;
    const row = await this.deps.readModel.users.get(userId);
    if (!row) throw DomainError.unauthenticated(message('SECOND_FACTOR_CHALLENGE_INVALID'));
    const { state: account } = await loadAggregate(this.deps.events, userStream(row.email), userDecider);
    if (account.status !== 'registered' || account.userId !== userId) throw DomainError.unauthenticated(message('SECOND_FACTOR_CHALLENGE_INVALID'));
    const code = String(request.code ?? '').trim().slice(0, 32);
    const kind = looksLikeTotp(code) ? 'TOTP' : 'RECOVERY_CODE';
    const known = { kind: 'known' as const, userId, companyId: account.companyId, isActive: account.isActive, passwordMatches: true };
    const attempt = { email: row.email, ipAddress: request.ipAddress ?? '', userAgent: request.userAgent ?? '', sessionId: request.sessionId ?? '' };
    // Blocked between the two steps: recorded as any blocked sign-in, no code is spent.
    if (!account.isActive) {
      await this.deps.recordAttempt({ ...attempt, account: known });
      this.deps.onAppended?.();
      throw DomainError.forbidden(message('ACCOUNT_BLOCKED'));
    }
    let passed = true;
    try {
      const state = await this.state(userId);
      await this.run(userId, { type: 'UseCode', data: { userId, check: this.check(state, userId, code) } });
    } catch (e) {
      // Only a refused code is a failed sign-in; anything else (a store down) is not the user's doing.
      if (!isDomainError(e) || e.code !== ErrorCode.UNAUTHENTICATED) throw e;
      passed = false;
      await this.deps.recordAttempt({ ...attempt, account: known, secondFactor: { kind, passed } });
      this.deps.onAppended?.();
      throw e;
    }
    const { position } = await this.deps.recordAttempt({ ...attempt, account: known, secondFactor: { kind, passed } });
    this.deps.onAppended?.();
    await this.deps.projector.caughtUp(position);
    const view = await this.deps.readModel.view(userId);
    if (!view) throw DomainError.unauthenticated(message('SECOND_FACTOR_CHALLENGE_INVALID'));
    return view;
  }

  async setCompanySecondFactorRequirement(request: { actorUserId: string; required: boolean }): Promise<{ required: boolean }> {
    const { required } = parseOrThrow(companySecondFactorRequirementBodySchema, { required: request.required });
    const actor = await this.user(request.actorUserId);
    if (!actor.companyId) throw DomainError.forbidden(message('COMPANY_SETUP_REQUIRED'));
    const command = { type: 'SetRequirement', data: { actor: { userId: actor.id, companyId: actor.companyId, role: actor.role }, companyId: actor.companyId, required } } as const;
    const { position } = await refusalsAs(companySecondFactorRefusals, () =>
      handleCommand(this.deps.events, companySecondFactorStream(actor.companyId), companySecondFactorDecider, command, { metadata: { userId: actor.id, companyId: actor.companyId } }),
    );
    this.deps.onAppended?.();
    await this.deps.projector.caughtUp(position);
    return { required };
  }

  /** The code read both ways: as a TOTP code of the secret in force (at the clock's time), and as a recovery code. */
  private check(state: SecondFactorState, userId: string, code: string): CodeCheck {
    const secret = state.secret ? this.deps.keys.decrypt(state.secret, userId) : null;
    return { totpStep: secret ? totpStep(secret, code, this.deps.clock.now()) : null, recoveryCodeHash: this.deps.keys.hashRecoveryCode(code, userId) };
  }

  private async state(userId: string): Promise<SecondFactorState> {
    return (await loadAggregate(this.deps.events, secondFactorStream(userId), secondFactorDecider)).state;
  }

  private async user(userId: string): Promise<UserRow> {
    const user = await this.deps.readModel.users.get(userId);
    if (!user) throw userRefusals.USER_NOT_FOUND();
    return user;
  }

  private async run(userId: string, command: Parameters<typeof secondFactorDecider.decide>[0]): Promise<number> {
    const { position } = await refusalsAs(secondFactorRefusals, () => handleCommand(this.deps.events, secondFactorStream(userId), secondFactorDecider, command, { metadata: { userId } }));
    this.deps.onAppended?.();
    return position;
  }
}
