import { randomUUID } from 'node:crypto';
import { verify } from '@node-rs/argon2';
import { ConcurrencyError, DomainError, parseOrThrow, parseOrThrowAsync, refusalsAs, type EventMetadata } from '@logiscope/kernel';
import { message } from '@logiscope/proto/http';
import { handleCommand, loadAggregate, type EventStore, type Projector } from '@logiscope/infra';
import { companyDecider, companyStream } from './company/company.decider';
import { companyRefusals } from './company/company.refusals';
import { companySetupSchema, type CompanySetupInput } from './company/company.validation';
import type { IdentityApi, LoginRequest, LoginResult, RegisterRequest, SetupCompanyRequest, UserView } from './identity.api';
import { SecondFactorApplication, type SecondFactorDeps } from './second-factor/second-factor.service';
import { loginAttemptStream, loginDecider, type AttemptLogin, type LoginRefusal } from './login/login.decider';
import { normalizeEmail, userDecider, userStream, type UserState } from './user/user.decider';
import { userRefusals } from './user/user.refusals';
import type { IdentityReadModel } from './user/user.projection';
import { loginSchema, registrationSchema } from './user/user.validation';
import { hashPassword } from './password';
import type { TeamApplication } from './team/team.service';
import type { CompanyApplication } from './company/company.service';
import type { PasswordResetApplication } from './password-reset/password-reset.service';
import type { SignInAlerts } from './login/sign-in-alert.service';
import type { ApiKeyApi } from './api-key.api';

export const INVALID_CREDENTIALS = 'Invalid email or password';

export { hashPassword } from './password';

/** The login decider's refusal as the API would answer it. */
export const loginRefusals: Record<LoginRefusal, () => DomainError> = { ALREADY_RECORDED: () => DomainError.conflict('Login attempt already recorded') };

// Verifying against a fixed hash for unknown e-mails keeps response times from revealing which accounts exist.
let decoyHash: Promise<string> | undefined;

export interface IdentityDeps {
  events: EventStore;
  /** Read side only: the projector writes it. */
  readModel: IdentityReadModel;
  /** Feeds the read model from the log; a request that reads its own write awaits `caughtUp(position)`. */
  projector: Pick<Projector, 'caughtUp'>;
  /** Called after every append so the relay and the projector follow without waiting for their next poll. */
  onAppended?: () => void;
}

/** identity's application service: validation, password hashing, deciders; the read model follows the log. */
export class IdentityApplication implements IdentityApi {
  constructor(
    private readonly deps: IdentityDeps,
    /** Team members and one's own password (team/team.service.ts). */
    private readonly team: TeamApplication,
    /** The control panel's company and broker verification (company/company.service.ts). */
    private readonly company: CompanyApplication,
    /** Two-factor sign-in (second-factor/second-factor.service.ts). */
    private readonly secondFactor: SecondFactorApplication,
    /** "Forgot password?" and the reset link (password-reset/password-reset.service.ts). */
    private readonly passwordReset: PasswordResetApplication,
    /** The company's API keys (api-key/api-key.service.ts). */
    private readonly apiKeys: ApiKeyApi,
    /** The owner's warning of a burst of failed sign-ins (login/sign-in-alert.service.ts); none: no mail. */
    private readonly alerts?: SignInAlerts,
  ) {}

  getSecondFactor: SecondFactorApplication['getSecondFactor'] = (r) => this.secondFactor.getSecondFactor(r);
  startSecondFactorEnrolment: SecondFactorApplication['startSecondFactorEnrolment'] = (r) => this.secondFactor.startSecondFactorEnrolment(r);
  confirmSecondFactorEnrolment: SecondFactorApplication['confirmSecondFactorEnrolment'] = (r) => this.secondFactor.confirmSecondFactorEnrolment(r);
  disableSecondFactor: SecondFactorApplication['disableSecondFactor'] = (r) => this.secondFactor.disableSecondFactor(r);
  signInWithSecondFactor: SecondFactorApplication['signInWithSecondFactor'] = (r) => this.secondFactor.signInWithSecondFactor(r);
  setCompanySecondFactorRequirement: SecondFactorApplication['setCompanySecondFactorRequirement'] = (r) => this.secondFactor.setCompanySecondFactorRequirement(r);

  getCompanyProfile: CompanyApplication['getCompanyProfile'] = (r) => this.company.getCompanyProfile(r);
  verifyCompanyWithFmcsa: CompanyApplication['verifyCompanyWithFmcsa'] = (r) => this.company.verifyCompanyWithFmcsa(r);
  operatorVerifyCompany: CompanyApplication['operatorVerifyCompany'] = (r) => this.company.operatorVerifyCompany(r);
  listPendingCompanyVerifications: CompanyApplication['listPendingCompanyVerifications'] = (r) => this.company.listPendingCompanyVerifications(r);

  listTeamMembers: TeamApplication['listTeamMembers'] = (r) => this.team.listTeamMembers(r);
  addTeamMember: TeamApplication['addTeamMember'] = (r) => this.team.addTeamMember(r);
  setTeamMemberStatus: TeamApplication['setTeamMemberStatus'] = (r) => this.team.setTeamMemberStatus(r);
  setTeamMemberRole: TeamApplication['setTeamMemberRole'] = (r) => this.team.setTeamMemberRole(r);
  removeTeamMember: TeamApplication['removeTeamMember'] = (r) => this.team.removeTeamMember(r);
  acceptInvitation: TeamApplication['acceptInvitation'] = (r) => this.team.acceptInvitation(r);
  changePassword: TeamApplication['changePassword'] = (r) => this.team.changePassword(r);

  requestPasswordReset: PasswordResetApplication['requestPasswordReset'] = (r) => this.passwordReset.requestPasswordReset(r);
  resetPassword: PasswordResetApplication['resetPassword'] = (r) => this.passwordReset.resetPassword(r);

  listApiKeys: ApiKeyApi['listApiKeys'] = (r) => this.apiKeys.listApiKeys(r);
  createApiKey: ApiKeyApi['createApiKey'] = (r) => this.apiKeys.createApiKey(r);
  revokeApiKey: ApiKeyApi['revokeApiKey'] = (r) => this.apiKeys.revokeApiKey(r);
  authenticateApiKey: ApiKeyApi['authenticateApiKey'] = (r) => this.apiKeys.authenticateApiKey(r);
  recordApiKeyUses: ApiKeyApi['recordApiKeyUses'] = (r) => this.apiKeys.recordApiKeyUses(r);

  /**
   * Registration appends to two streams (user, then company) and no store offers an atomic write across streams
   * (FerretDB v1 has no transactions). So the user comes first, with the company id decided up front: the user
   * stream's version 0 is the duplicate check, and a crash after it leaves a user who can sign in. The company
   * appended next is the one the user already names; until its CompanySetUp is in the log the read model shows the
   * user without a company (needsCompanySetup), and the company-setup gate finishes it under that same id. A crash
   * can therefore leave nothing, or a user who can sign in: never a company without its user.
   */
  async register(request: RegisterRequest): Promise<UserView> {
    const input = await parseOrThrowAsync(registrationSchema, request);
    const stream = userStream(input.email);
    // A removed member's e-mail may register again (a new user id); any other account holds it.
    if ((await loadAggregate(this.deps.events, stream, userDecider)).state.status === 'registered') throw userRefusals.EMAIL_TAKEN();

    const userId = randomUUID();
    const metadata: EventMetadata = { userId };
    // A shipper, or a broker with a valid MC number, has a complete company at once; a broker without an MC
    // number is registered without one and meets the company-setup gate.
    const companyComplete = input.companyType === 'SHIPPER' || input.mcNumber !== '';
    const companyId = companyComplete ? randomUUID() : '';
    // Validated before anything is appended: a refused company must not leave a user behind.
    const setup = companyComplete
      ? parseOrThrow(companySetupSchema, {
          companyType: input.companyType,
          companyName: input.companyName,
          mcNumber: input.mcNumber,
          dotNumber: input.dotNumber,
          email: input.email,
        })
      : undefined;

    let position: number;
    try {
      const passwordHash = await hashPassword(input.password);
      ({ position } = await refusalsAs(userRefusals, () =>
        handleCommand(
          this.deps.events,
          stream,
          userDecider,
          {
            type: 'RegisterUser',
            data: { userId, email: input.email, firstName: input.firstName, lastName: input.lastName, passwordHash, companyId, companyName: input.companyName, role: 'ADMIN' },
          },
          { metadata: { ...metadata, ...(companyId ? { companyId } : {}) }, attempts: 1 },
        ),
      ));
    } catch (e) {
      if (e instanceof ConcurrencyError) throw userRefusals.EMAIL_TAKEN();
      throw e;
    }
    if (setup) {
      ({ position } = await this.setUpCompany(companyId, setup, userId));
    }
    // Registration through the gateway signs the user in (it opens a session): the security team sees a login.
    if (request.sessionId) await this.recordAttempt({
      email: input.email,
      account: { kind: 'known', userId, companyId, isActive: true, passwordMatches: true },
      ipAddress: request.ipAddress ?? '',
      userAgent: request.userAgent ?? '',
      sessionId: request.sessionId ?? '',
    });
    this.deps.onAppended?.();
    return this.mustView(userId, position);
  }

  async login(request: LoginRequest): Promise<LoginResult> {
    const input = parseOrThrow(loginSchema, request);
    const email = normalizeEmail(input.email);
    const { state } = await loadAggregate(this.deps.events, userStream(email), userDecider);
    const account = await this.checkPassword(state, input.password);
    // The password is right but the account has a second factor: the attempt is recorded at the second step.
    if (account.kind === 'known' && account.isActive && account.passwordMatches && (await this.secondFactor.isEnabled(account.userId))) {
      return { secondFactorUserId: account.userId };
    }
    const { data: attempt, position } = await this.recordAttempt({
      email,
      account,
      ipAddress: request.ipAddress ?? '',
      userAgent: request.userAgent ?? '',
      sessionId: request.sessionId ?? '',
    });
    this.deps.onAppended?.();
    if (attempt.outcome === 'BLOCKED') throw DomainError.forbidden(message('ACCOUNT_BLOCKED'));
    if (attempt.outcome !== 'SUCCESS' || state.status !== 'registered') throw DomainError.unauthenticated(INVALID_CREDENTIALS);
    // The account is read from its stream; its view may still be on its way into the read model (just registered).
    return { user: (await this.deps.readModel.view(state.userId)) ?? (await this.mustView(state.userId, position)) };
  }

  async recordThrottledLogin(request: { email: string; ipAddress: string; userAgent: string }): Promise<{ recorded: boolean }> {
    const email = normalizeEmail(String(request.email ?? '').slice(0, 320));
    const { state } = await loadAggregate(this.deps.events, userStream(email), userDecider);
    const account: AttemptLogin['data']['account'] =
      state.status === 'registered' ? { kind: 'known', userId: state.userId, companyId: state.companyId, isActive: true, passwordMatches: false } : { kind: 'unknown' };
    await this.recordAttempt({ email, account, ipAddress: request.ipAddress ?? '', userAgent: request.userAgent ?? '', sessionId: '', throttled: true });
    this.deps.onAppended?.();
    return { recorded: true };
  }

  warnOfFailedSignIns(request: { email: string; failures: number }): Promise<{ sent: boolean }> {
    return this.alerts ? this.alerts.warnOfFailedSignIns(request) : Promise.resolve({ sent: false });
  }

  async getUser(request: { userId: string }): Promise<UserView> {
    const view = await this.deps.readModel.view(request.userId);
    if (!view) throw userRefusals.USER_NOT_FOUND();
    return view;
  }

  /**
   * The user's stream says whether a company was already chosen. None: the user joins a new company id first, then the
   * company is set up (the same order as registration, so a crash never leaves a company without its user). One whose
   * CompanySetUp never made it into the log (registration stopped in between): it is set up now under that id.
   */
  async setupCompany(request: SetupCompanyRequest): Promise<UserView> {
    const user = await this.deps.readModel.users.get(request.userId);
    if (!user) throw userRefusals.USER_NOT_FOUND();
    const userStreamId = userStream(user.email);
    const { state } = await loadAggregate(this.deps.events, userStreamId, userDecider);
    if (state.status !== 'registered') throw userRefusals.USER_NOT_FOUND();
    let companyId = state.companyId;
    if (companyId && (await this.deps.events.readStream(companyStream(companyId))).version > 0) throw companyRefusals.ALREADY_SET_UP();
    const { userId: _u, ...payload } = request;
    const setup = parseOrThrow(companySetupSchema, payload);
    if (!companyId) {
      companyId = randomUUID();
      const join = { type: 'JoinCompany', data: { companyId, role: 'ADMIN' } } as const;
      await refusalsAs(userRefusals, () => handleCommand(this.deps.events, userStreamId, userDecider, join, { metadata: { userId: user.id, companyId: join.data.companyId } }));
    }
    let position: number;
    try {
      ({ position } = await this.setUpCompany(companyId, setup, user.id, 1));
    } catch (e) {
      // Two set-ups of the same pending company at once: the other one won.
      if (e instanceof ConcurrencyError) throw companyRefusals.ALREADY_SET_UP();
      throw e;
    }
    this.deps.onAppended?.();
    return this.mustView(user.id, position);
  }

  /** The company's CompanySetUp, by the user who set it up (registration and the company-setup gate). */
  private setUpCompany(companyId: string, setup: CompanySetupInput, userId: string, attempts?: number) {
    const command = { type: 'SetUpCompany', data: { ...setup, companyId, setUpByUserId: userId } } as const;
    return refusalsAs(companyRefusals, () =>
      handleCommand(this.deps.events, companyStream(companyId), companyDecider, command, { metadata: { userId, companyId }, ...(attempts ? { attempts } : {}) }),
    );
  }

  private async checkPassword(state: UserState, password: string): Promise<AttemptLogin['data']['account']> {
    if (state.status !== 'registered') {
      decoyHash ??= hashPassword(randomUUID());
      await verify(await decoyHash, password).catch(() => false);
      return { kind: 'unknown' };
    }
    const passwordMatches = await verify(state.passwordHash, password).catch(() => false);
    return { kind: 'known', userId: state.userId, companyId: state.companyId, isActive: state.isActive, passwordMatches };
  }

  /** Appends one LoginAttempted (also for the second-factor step). */
  async recordAttempt(data: AttemptLogin['data']) {
    const { events, position } = await refusalsAs(loginRefusals, () =>
      handleCommand(this.deps.events, loginAttemptStream(randomUUID()), loginDecider, { type: 'AttemptLogin', data }, { metadata: data.account.kind === 'known' ? { userId: data.account.userId } : {} }),
    );
    return { data: events[0].data, position };
  }

  /** The user's view once the projection has applied everything up to `position` (this request's last append). */
  private async mustView(userId: string, position: number): Promise<UserView> {
    await this.deps.projector.caughtUp(position);
    const view = await this.deps.readModel.view(userId);
    if (!view) throw new Error(`Read model has no user ${userId} at position ${position}`);
    return view;
  }
}

/** identity's application with its parts; second factors record their sign-ins through it. */
export function identityApplication(
  deps: IdentityDeps,
  team: TeamApplication,
  company: CompanyApplication,
  secondFactor: Pick<SecondFactorDeps, 'clock' | 'keys'>,
  passwordReset: PasswordResetApplication,
  apiKeys: ApiKeyApi,
  alerts?: SignInAlerts,
): IdentityApplication {
  const factor = new SecondFactorApplication({ ...deps, ...secondFactor, recordAttempt: (data) => app.recordAttempt(data) });
  const app: IdentityApplication = new IdentityApplication(deps, team, company, factor, passwordReset, apiKeys, alerts);
  return app;
}
