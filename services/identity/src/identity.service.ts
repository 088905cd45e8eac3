import { randomUUID } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { ConcurrencyError, DomainError, parseOrThrow, type EventMetadata } from '@logiscope/kernel';
import { handleCommand, loadAggregate, type EventStore } from '@logiscope/infra';
import { companyDecider, companyStream } from './company/company.decider';
import { companySetupSchema } from './company/company.validation';
import type { IdentityApi, LoginRequest, RegisterRequest, SetupCompanyRequest, UserView } from './identity.api';
import { loginAttemptStream, loginDecider, type AttemptLogin } from './login/login.decider';
import { EMAIL_TAKEN_MESSAGE, normalizeEmail, userDecider, userStream, type UserState } from './user/user.decider';
import type { IdentityReadModel } from './user/user.projection';
import { loginSchema, registrationSchema } from './user/user.validation';

export const INVALID_CREDENTIALS = 'Invalid email or password';

// @node-rs/argon2 hashes with argon2id by default (its Algorithm enum is a const enum swc cannot inline).
export const hashPassword = (password: string) => hash(password);
// Verifying against a fixed hash for unknown e-mails keeps response times from revealing which accounts exist.
let decoyHash: Promise<string> | undefined;

export interface IdentityDeps {
  events: EventStore;
  readModel: IdentityReadModel;
  /** Called after every append so the relay publishes without waiting for its next poll. */
  onAppended?: () => void;
}

/** identity's application service: validation, password hashing, deciders, then the read model. */
export class IdentityApplication implements IdentityApi {
  constructor(private readonly deps: IdentityDeps) {}

  async register(request: RegisterRequest): Promise<UserView> {
    const input = parseOrThrow(registrationSchema, request);
    const stream = userStream(input.email);
    if ((await this.deps.events.readStream(stream)).version > 0) throw DomainError.conflict(EMAIL_TAKEN_MESSAGE);

    const userId = randomUUID();
    const metadata: EventMetadata = { userId };
    // A shipper, or a broker with a valid MC number, has a complete company at once; a broker without an MC
    // number is registered without one and meets the company-setup gate.
    const companyComplete = input.companyType === 'SHIPPER' || input.mcNumber !== '';
    let companyId = '';
    if (companyComplete) {
      companyId = randomUUID();
      const setup = parseOrThrow(companySetupSchema, {
        companyType: input.companyType,
        companyName: input.companyName,
        mcNumber: input.mcNumber,
        dotNumber: input.dotNumber,
        email: input.email,
      });
      const { events } = await handleCommand(this.deps.events, companyStream(companyId), companyDecider, {
        type: 'SetUpCompany',
        data: { ...setup, companyId, setUpByUserId: userId },
      }, { metadata: { ...metadata, companyId } });
      await this.deps.readModel.apply(events);
    }

    try {
      const { events } = await handleCommand(
        this.deps.events,
        stream,
        userDecider,
        {
          type: 'RegisterUser',
          data: {
            userId,
            email: input.email,
            firstName: input.firstName,
            lastName: input.lastName,
            passwordHash: await hashPassword(input.password),
            companyId,
            role: 'ADMIN',
          },
        },
        { metadata: { ...metadata, ...(companyId ? { companyId } : {}) }, attempts: 1 },
      );
      await this.deps.readModel.apply(events);
    } catch (e) {
      if (e instanceof ConcurrencyError) throw DomainError.conflict(EMAIL_TAKEN_MESSAGE);
      throw e;
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
    return this.mustView(userId);
  }

  async login(request: LoginRequest): Promise<UserView> {
    const input = parseOrThrow(loginSchema, request);
    const email = normalizeEmail(input.email);
    const { state } = await loadAggregate(this.deps.events, userStream(email), userDecider);
    const account = await this.checkPassword(state, input.password);
    const attempt = await this.recordAttempt({
      email,
      account,
      ipAddress: request.ipAddress ?? '',
      userAgent: request.userAgent ?? '',
      sessionId: request.sessionId ?? '',
    });
    this.deps.onAppended?.();
    if (attempt.outcome === 'BLOCKED') throw DomainError.forbidden('Your account has been blocked. Contact your company administrator.');
    if (attempt.outcome !== 'SUCCESS' || state.status !== 'registered') throw DomainError.unauthenticated(INVALID_CREDENTIALS);
    return this.mustView(state.userId);
  }

  async getUser(request: { userId: string }): Promise<UserView> {
    const view = await this.deps.readModel.view(request.userId);
    if (!view) throw DomainError.notFound('User not found');
    return view;
  }

  async setupCompany(request: SetupCompanyRequest): Promise<UserView> {
    const user = await this.deps.readModel.users.get(request.userId);
    if (!user) throw DomainError.notFound('User not found');
    if (user.companyId) throw DomainError.conflict('Company is already set up');
    const { userId: _u, ...payload } = request;
    const setup = parseOrThrow(companySetupSchema, payload);
    const companyId = randomUUID();
    const metadata = { userId: user.id, companyId };
    const company = await handleCommand(this.deps.events, companyStream(companyId), companyDecider, {
      type: 'SetUpCompany',
      data: { ...setup, companyId, setUpByUserId: user.id },
    }, { metadata });
    const joined = await handleCommand(this.deps.events, userStream(user.email), userDecider, { type: 'JoinCompany', data: { companyId, role: 'ADMIN' } }, { metadata });
    await this.deps.readModel.apply([...company.events, ...joined.events]);
    this.deps.onAppended?.();
    return this.mustView(user.id);
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

  private async recordAttempt(data: AttemptLogin['data']) {
    const { events } = await handleCommand(this.deps.events, loginAttemptStream(randomUUID()), loginDecider, { type: 'AttemptLogin', data }, {
      metadata: data.account.kind === 'known' ? { userId: data.account.userId } : {},
    });
    return events[0].data;
  }

  private async mustView(userId: string): Promise<UserView> {
    const view = await this.deps.readModel.view(userId);
    if (!view) throw new Error(`Read model has no user ${userId} right after writing it`);
    return view;
  }
}
