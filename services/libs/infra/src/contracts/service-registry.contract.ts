import { AsyncLocalStorage } from 'node:async_hooks';
import { inspect } from 'node:util';
import { context, propagation, ROOT_CONTEXT, trace, TraceFlags, type Context, type ContextManager } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { DomainError, ErrorCode, type ValidationIssue } from '@logiscope/kernel';
import type { InternalErrorLogger } from '../embedded/in-process-service-registry';
import type { ServiceDescriptor, ServiceRegistry } from '../ports';
import { rejection } from '../testing/rejection';
// The suite's own services (fixtures/registry-contract.proto): a library never imports a service.
import {
  AccountsService,
  AuditService,
  type Account,
  type AccountsApi,
  type AuditApi,
  type AuditEntry,
  type LoginRequest,
  type Organisation,
  type RegisterRequest,
  type SetupOrganisationRequest,
} from './fixtures/registry-contract.api';

export interface ServiceRegistryContractHost {
  /** The suite's descriptors paired with its implementations: host them (register in-process, serve over gRPC...). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  services: readonly { descriptor: ServiceDescriptor<any>; implementation: object }[];
  /** Hand to whichever side logs the real error behind an internal failure. */
  onInternalError: InternalErrorLogger;
}

export interface ServiceRegistryUnderTest {
  registry: ServiceRegistry;
  close(): Promise<void>;
}

const SECRET = 'mongodb://admin:hunter2@db.internal';

const user: Account = {
  id: 'u-1',
  firstName: 'Zoë',
  lastName: "O'Brien",
  email: 'zoe@example.com',
  role: 'USER',
  isActive: false,
  imageUrl: '',
  needsSetup: true,
  organisationId: '',
};

const organisation: Organisation = {
  organisationName: 'Acme Freight, LLC',
  organisationKind: 'BROKER',
  registrationNumber: '',
  address: '1 Main St',
  city: 'Austin',
  zipCode: '73301',
  phone: '',
  createdAt: '2026-01-02T03:04:05.000Z',
  isVerified: false,
};

const withOrganisation: Account = { ...user, id: 'u-2', isActive: true, needsSetup: false, organisationId: 'c-1', organisation };

const entries: AuditEntry[] = [
  {
    id: 'l-2', accountId: 'u-1', ipAddress: '203.0.113.9', userAgent: 'Mozilla/5.0', status: 'FAILED', reason: 'Invalid password',
    riskScore: 37.5, createdAt: '2026-01-02T03:04:06.000Z',
  },
  { id: 'l-1', accountId: 'u-1', ipAddress: '::1', userAgent: '', status: 'SUCCESS', reason: '', riskScore: 0, createdAt: '2026-01-02T03:04:05.000Z' },
];

const validationIssues: ValidationIssue[] = [
  { path: 'email', message: 'Enter a valid email address' },
  { path: 'password', message: 'Must be at least 8 characters' },
  { path: '', message: 'Passwords do not match' },
];

/** A service no registry under test knows. */
const UnknownService: ServiceDescriptor<{ listThings(request: object): Promise<object> }> = {
  name: 'unhosted',
  protoFile: 'v1/unhosted.proto',
  protoPackage: 'logiscope.unhosted.v1',
  serviceName: 'UnhostedService',
  methods: ['listThings'],
};

/** Just enough of a context manager for the trace test (the SDK's lives in a package infra does not depend on). */
class AsyncLocalStorageContextManager implements ContextManager {
  private readonly storage = new AsyncLocalStorage<Context>();
  active(): Context {
    return this.storage.getStore() ?? ROOT_CONTEXT;
  }
  with<A extends unknown[], F extends (...args: A) => ReturnType<F>>(ctx: Context, fn: F, thisArg?: ThisParameterType<F>, ...args: A): ReturnType<F> {
    return this.storage.run(ctx, () => fn.apply(thisArg, args));
  }
  bind<T>(_ctx: Context, target: T): T {
    return target;
  }
  enable(): this {
    return this;
  }
  disable(): this {
    this.storage.disable();
    return this;
  }
}

/**
 * What every ServiceRegistry must do for the gateway to behave the same embedded and distributed: requests and replies
 * cross intact (empty strings, false, absent optionals, numbers, lists), DomainErrors arrive rebuilt with code,
 * message and issues, anything else arrives as a generic internal error that leaks nothing, trace context follows.
 */
export function describeServiceRegistryContract(engine: string, setup: (host: ServiceRegistryContractHost) => Promise<ServiceRegistryUnderTest>): void {
  describe(`ServiceRegistry contract [${engine}]`, () => {
    const received: { method: string; request: unknown }[] = [];
    const stored: Account = { ...withOrganisation, id: 'u-stored', organisation: { ...organisation } };
    const accounts: AccountsApi = {
      async register(request: RegisterRequest) {
        received.push({ method: 'register', request });
        if (request.email === 'not-an-email') throw DomainError.validation('Please correct the highlighted fields', validationIssues);
        return { ...user, firstName: request.firstName, lastName: request.lastName, email: request.email };
      },
      async login(request: LoginRequest) {
        received.push({ method: 'login', request });
        if (request.password !== 'correct horse') throw DomainError.unauthenticated('Invalid email or password');
        return withOrganisation;
      },
      async getAccount({ accountId }: { accountId: string }) {
        received.push({ method: 'getAccount', request: { accountId } });
        const [kind, arg] = accountId.split(':');
        switch (kind) {
          case 'no-organisation':
            return user;
          case 'with-organisation':
            return withOrganisation;
          case 'stored':
            return stored;
          case 'echo':
            return { ...user, id: arg };
          case 'trace':
            // After an await, so the context must survive async continuation on the serving side too.
            await new Promise((r) => setImmediate(r));
            return { ...user, id: trace.getSpanContext(context.active())?.traceId ?? 'no-trace' };
          case 'missing':
            throw DomainError.notFound('Account not found');
          case 'code':
            throw new DomainError(arg as ErrorCode, `Failed with ${arg}: José’s request`);
          case 'crash':
            throw new Error(`connect ECONNREFUSED ${SECRET}`);
          default:
            throw new Error(`unexpected accountId ${accountId}`);
        }
      },
      async setupOrganisation(request: SetupOrganisationRequest) {
        received.push({ method: 'setupOrganisation', request });
        const { accountId, organisationKind, ...rest } = request;
        return { ...withOrganisation, id: accountId, organisation: { ...organisation, ...rest, organisationKind: organisationKind as Organisation['organisationKind'] } };
      },
    };
    const audit: AuditApi = {
      async listEntries(request) {
        received.push({ method: 'listEntries', request });
        return request.organisationId === 'c-empty' ? { entries: [], total: 0 } : { entries, total: entries.length };
      },
    };
    const onInternalError = jest.fn<void, Parameters<InternalErrorLogger>>();
    const lastRequest = (method: string) => [...received].reverse().find((r) => r.method === method)?.request;

    let underTest: ServiceRegistryUnderTest;
    let ids: AccountsApi;
    let ownsContextManager = false;
    let ownsPropagator = false;

    beforeAll(async () => {
      ownsContextManager = context.setGlobalContextManager(new AsyncLocalStorageContextManager());
      ownsPropagator = propagation.setGlobalPropagator(new W3CTraceContextPropagator());
      underTest = await setup({
        services: [
          { descriptor: AccountsService, implementation: accounts },
          { descriptor: AuditService, implementation: audit },
        ],
        onInternalError,
      });
      ids = underTest.registry.client(AccountsService);
    });
    afterAll(async () => {
      await underTest?.close();
      if (ownsContextManager) context.disable();
      if (ownsPropagator) propagation.disable();
    });

    it('exposes exactly the API methods of the descriptor', () => {
      expect(Object.keys(ids).sort()).toEqual([...AccountsService.methods].sort());
    });

    it('passes every request field through intact, empty strings and unicode included', async () => {
      const request: RegisterRequest = {
        sessionId: 'sess-0001',
        firstName: 'Zoë',
        lastName: "O'Brien-Łukasz 🚚",
        email: 'zoe@example.com',
        password: ' pass word ',
        confirmPassword: '',
        organisationName: 'Acme Freight, LLC',
        organisationKind: 'not-a-kind',
        registrationNumber: '0012345',
        ipAddress: '::ffff:127.0.0.1',
        userAgent: '',
      };
      const reply = await ids.register(request);
      expect(lastRequest('register')).toStrictEqual(request);
      expect(lastRequest('register')).not.toBe(request);
      expect(reply).toStrictEqual({ ...user, firstName: request.firstName, lastName: request.lastName, email: request.email });

      const login: LoginRequest = { email: 'zoe@example.com', password: 'correct horse', sessionId: '', ipAddress: '', userAgent: 'curl/8' };
      await ids.login(login);
      expect(lastRequest('login')).toStrictEqual(login);
    });

    it('answers an account without an organisation with organisation absent and false booleans kept', async () => {
      const reply = await ids.getAccount({ accountId: 'no-organisation' });
      expect(reply).toStrictEqual(user);
      expect('organisation' in reply).toBe(false);
      expect(reply.organisation).toBeUndefined();
      expect(reply.isActive).toBe(false);
      expect(reply.imageUrl).toBe('');
    });

    it('answers an account with an organisation intact', async () => {
      const reply = await ids.getAccount({ accountId: 'with-organisation' });
      expect(reply).toStrictEqual(withOrganisation);
      expect(reply.organisation?.isVerified).toBe(false);
      expect(reply.organisation?.registrationNumber).toBe('');
    });

    it('carries a nested request through to a nested reply', async () => {
      const request: SetupOrganisationRequest = {
        accountId: 'u-9', organisationKind: 'SHIPPER', organisationName: 'Ship Co', registrationNumber: 'MC-1', address: '',
        city: 'Zürich', zipCode: '00501', phone: '+1 (555) 010-0000',
      };
      const reply = await ids.setupOrganisation(request);
      expect(lastRequest('setupOrganisation')).toStrictEqual(request);
      const { accountId, ...fields } = request;
      expect(reply).toStrictEqual({ ...withOrganisation, id: accountId, organisation: { ...organisation, ...fields, organisationKind: 'SHIPPER' } });
    });

    it('carries numbers and lists, empty lists included', async () => {
      const log = underTest.registry.client(AuditService);
      expect(await log.listEntries({ organisationId: 'c-1', limit: 25 })).toStrictEqual({ entries, total: 2 });
      expect(lastRequest('listEntries')).toStrictEqual({ organisationId: 'c-1', limit: 25 });
      expect(await log.listEntries({ organisationId: 'c-empty', limit: 0 })).toStrictEqual({ entries: [], total: 0 });
      expect(lastRequest('listEntries')).toStrictEqual({ organisationId: 'c-empty', limit: 0 });
    });

    it('shares no objects with the implementation', async () => {
      const first = await ids.getAccount({ accountId: 'stored' });
      expect(first).not.toBe(stored);
      first.organisation!.organisationName = 'mutated by the caller';
      first.firstName = 'mutated';
      expect(await ids.getAccount({ accountId: 'stored' })).toStrictEqual(stored);
      expect(stored.organisation?.organisationName).toBe(organisation.organisationName);
    });

    it('keeps concurrent calls apart', async () => {
      const replies = await Promise.all(Array.from({ length: 25 }, (_, i) => ids.getAccount({ accountId: `echo:${i}` })));
      expect(replies.map((r) => r.id)).toEqual(Array.from({ length: 25 }, (_, i) => String(i)));
    });

    it('rebuilds a validation DomainError with its issues', async () => {
      const error = await rejection(ids.register({ ...({} as RegisterRequest), email: 'not-an-email' }));
      expect(error).toBeInstanceOf(DomainError);
      expect(error).toMatchObject({ code: ErrorCode.VALIDATION, message: 'Please correct the highlighted fields' });
      expect((error as DomainError).issues).toStrictEqual(validationIssues);
    });

    it('rebuilds NOT_FOUND', async () => {
      const error = await rejection(ids.getAccount({ accountId: 'missing' }));
      expect(error).toBeInstanceOf(DomainError);
      expect(error).toMatchObject({ code: ErrorCode.NOT_FOUND, message: 'Account not found', issues: [] });
    });

    it('rebuilds UNAUTHENTICATED', async () => {
      const error = await rejection(ids.login({ email: 'zoe@example.com', password: 'wrong', sessionId: 's', ipAddress: '', userAgent: '' }));
      expect(error).toBeInstanceOf(DomainError);
      expect(error).toMatchObject({ code: ErrorCode.UNAUTHENTICATED, message: 'Invalid email or password', issues: [] });
    });

    it.each([ErrorCode.FORBIDDEN, ErrorCode.CONFLICT, ErrorCode.CONCURRENCY, ErrorCode.UNAVAILABLE])('rebuilds %s with a non-ASCII message', async (code) => {
      const error = await rejection(ids.getAccount({ accountId: `code:${code}` }));
      expect(error).toBeInstanceOf(DomainError);
      expect(error).toMatchObject({ code, message: `Failed with ${code}: José’s request`, issues: [] });
    });

    it('turns any other error into a generic internal error that leaks nothing, logging the real one', async () => {
      onInternalError.mockClear();
      const error = await rejection(ids.getAccount({ accountId: 'crash' }));
      expect(error).not.toBeInstanceOf(DomainError);
      expect(error).toBeInstanceOf(Error);
      expect(error.name).toBe('InternalServiceError');
      expect(error.message).toBe('Internal error in accounts.getAccount');
      expect(inspect(error, { depth: 10 })).not.toContain(SECRET);
      expect(onInternalError).toHaveBeenCalledTimes(1);
      expect(onInternalError.mock.calls[0][0]).toMatchObject({ message: expect.stringContaining(SECRET) });
      expect(onInternalError.mock.calls[0][1]).toBe('accounts.getAccount');
    });

    it("runs the implementation in the caller's trace", async () => {
      const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
      const parent = trace.setSpanContext(ROOT_CONTEXT, { traceId, spanId: '00f067aa0ba902b7', traceFlags: TraceFlags.SAMPLED, isRemote: false });
      const reply = await context.with(parent, () => ids.getAccount({ accountId: 'trace' }));
      expect(reply.id).toBe(traceId);
      expect((await ids.getAccount({ accountId: 'trace' })).id).toBe('no-trace');
    });

    it('refuses a service it cannot reach, naming it', () => {
      expect(() => underTest.registry.client(UnknownService)).toThrow(/unhosted/);
    });
  });
}

