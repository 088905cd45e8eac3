import { AsyncLocalStorage } from 'node:async_hooks';
import { inspect } from 'node:util';
import { context, propagation, ROOT_CONTEXT, trace, TraceFlags, type Context, type ContextManager } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { DomainError, ErrorCode, type ValidationIssue } from '@logiscope/kernel';
// The real descriptors (type-only imports inside them, so no runtime dependency on the services).
import { IdentityService, type CompanyView, type IdentityApi, type LoginRequest, type RegisterRequest, type SetupCompanyRequest, type UserView } from '../../../../identity/src/identity.api';
import { SecurityTrackingService, type LoginRecordView, type SecurityTrackingApi } from '../../../../security-tracking/src/security-tracking.api';
import type { InternalErrorLogger } from '../embedded/in-process-service-registry';
import type { ServiceDescriptor, ServiceRegistry } from '../ports';

export interface ServiceRegistryContractHost {
  /** Real descriptors paired with fake implementations: host them (register in-process, serve over gRPC...). */
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

const user: UserView = {
  id: 'u-1',
  firstName: 'Zoë',
  lastName: "O'Brien",
  email: 'zoe@example.com',
  role: 'USER',
  isActive: false,
  profileImageUrl: '',
  needsCompanySetup: true,
  companyId: '',
};

const company: CompanyView = {
  companyName: 'Acme Freight, LLC',
  companyType: 'BROKER',
  mcNumber: '',
  dotNumber: '1234567',
  address: '1 Main St',
  city: 'Austin',
  state: 'TX',
  zipCode: '73301',
  phone: '',
  email: 'ops@acme.example',
  createdAt: '2026-01-02T03:04:05.000Z',
  isVerified: false,
};

const withCompany: UserView = { ...user, id: 'u-2', isActive: true, needsCompanySetup: false, companyId: 'c-1', company };

const records: LoginRecordView[] = [
  {
    id: 'l-2', userId: 'u-1', companyId: 'c-1', email: 'zoe@example.com', ipAddress: '203.0.113.9', userAgent: 'Mozilla/5.0',
    loginStatus: 'FAILED', failureReason: 'Invalid password', sessionId: '', deviceType: 'MOBILE', browser: 'Safari',
    browserVersion: '17.4', os: 'iOS', osVersion: '17.4.1', riskScore: 37.5, threatLevel: 'MEDIUM', createdAt: '2026-01-02T03:04:06.000Z',
  },
  {
    id: 'l-1', userId: 'u-1', companyId: 'c-1', email: 'zoe@example.com', ipAddress: '::1', userAgent: '',
    loginStatus: 'SUCCESS', failureReason: '', sessionId: 's-1', deviceType: 'DESKTOP', browser: '',
    browserVersion: '', os: '', osVersion: '', riskScore: 0, threatLevel: 'LOW', createdAt: '2026-01-02T03:04:05.000Z',
  },
];

const validationIssues: ValidationIssue[] = [
  { path: 'email', message: 'Enter a valid email address' },
  { path: 'password', message: 'Must be at least 8 characters' },
  { path: '', message: 'Passwords do not match' },
];

/** A service no registry under test knows. */
const UnknownService: ServiceDescriptor<{ listReports(request: object): Promise<object> }> = {
  name: 'reports',
  protoFile: 'v1/reports.proto',
  protoPackage: 'logiscope.reports.v1',
  serviceName: 'ReportsService',
  methods: ['listReports'],
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

async function rejection(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected the call to fail');
}

/**
 * What every ServiceRegistry must do for the gateway to behave the same embedded and distributed: requests and replies
 * cross intact (empty strings, false, absent optionals, numbers, lists), DomainErrors arrive rebuilt with code,
 * message and issues, anything else arrives as a generic internal error that leaks nothing, trace context follows.
 */
export function describeServiceRegistryContract(engine: string, setup: (host: ServiceRegistryContractHost) => Promise<ServiceRegistryUnderTest>): void {
  describe(`ServiceRegistry contract [${engine}]`, () => {
    const received: { method: string; request: unknown }[] = [];
    const stored: UserView = { ...withCompany, id: 'u-stored', company: { ...company } };
    const identity: IdentityApi = {
      async register(request: RegisterRequest) {
        received.push({ method: 'register', request });
        if (request.email === 'not-an-email') throw DomainError.validation('Please correct the highlighted fields', validationIssues);
        return { ...user, firstName: request.firstName, lastName: request.lastName, email: request.email };
      },
      async login(request: LoginRequest) {
        received.push({ method: 'login', request });
        if (request.password !== 'correct horse') throw DomainError.unauthenticated('Invalid email or password');
        return withCompany;
      },
      async getUser({ userId }: { userId: string }) {
        received.push({ method: 'getUser', request: { userId } });
        const [kind, arg] = userId.split(':');
        switch (kind) {
          case 'no-company':
            return user;
          case 'with-company':
            return withCompany;
          case 'stored':
            return stored;
          case 'echo':
            return { ...user, id: arg };
          case 'trace':
            // After an await, so the context must survive async continuation on the serving side too.
            await new Promise((r) => setImmediate(r));
            return { ...user, id: trace.getSpanContext(context.active())?.traceId ?? 'no-trace' };
          case 'missing':
            throw DomainError.notFound('User not found');
          case 'code':
            throw new DomainError(arg as ErrorCode, `Failed with ${arg}: José’s request`);
          case 'crash':
            throw new Error(`connect ECONNREFUSED ${SECRET}`);
          default:
            throw new Error(`unexpected userId ${userId}`);
        }
      },
      async setupCompany(request: SetupCompanyRequest) {
        received.push({ method: 'setupCompany', request });
        const { userId, companyType, ...rest } = request;
        return { ...withCompany, id: userId, company: { ...company, ...rest, companyType: companyType as CompanyView['companyType'] } };
      },
    };
    const securityTracking: SecurityTrackingApi = {
      async listLoginRecords(request) {
        received.push({ method: 'listLoginRecords', request });
        return request.companyId === 'c-empty' ? { records: [], total: 0 } : { records, total: records.length };
      },
    };
    const onInternalError = jest.fn<void, Parameters<InternalErrorLogger>>();
    const lastRequest = (method: string) => [...received].reverse().find((r) => r.method === method)?.request;

    let underTest: ServiceRegistryUnderTest;
    let ids: IdentityApi;
    let ownsContextManager = false;
    let ownsPropagator = false;

    beforeAll(async () => {
      ownsContextManager = context.setGlobalContextManager(new AsyncLocalStorageContextManager());
      ownsPropagator = propagation.setGlobalPropagator(new W3CTraceContextPropagator());
      underTest = await setup({
        services: [
          { descriptor: IdentityService, implementation: identity },
          { descriptor: SecurityTrackingService, implementation: securityTracking },
        ],
        onInternalError,
      });
      ids = underTest.registry.client(IdentityService);
    });
    afterAll(async () => {
      await underTest?.close();
      if (ownsContextManager) context.disable();
      if (ownsPropagator) propagation.disable();
    });

    it('exposes exactly the API methods of the descriptor', () => {
      expect(Object.keys(ids).sort()).toEqual([...IdentityService.methods].sort());
    });

    it('passes every request field through intact, empty strings and unicode included', async () => {
      const request: RegisterRequest = {
        sessionId: 'sess-0001',
        firstName: 'Zoë',
        lastName: "O'Brien-Łukasz 🚚",
        email: 'zoe@example.com',
        password: ' pass word ',
        confirmPassword: '',
        companyName: 'Acme Freight, LLC',
        companyType: 'not-a-type',
        mcNumber: '',
        dotNumber: '0012345',
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

    it('answers a user without a company with company absent and false booleans kept', async () => {
      const reply = await ids.getUser({ userId: 'no-company' });
      expect(reply).toStrictEqual(user);
      expect('company' in reply).toBe(false);
      expect(reply.company).toBeUndefined();
      expect(reply.isActive).toBe(false);
      expect(reply.profileImageUrl).toBe('');
    });

    it('answers a user with a company intact', async () => {
      const reply = await ids.getUser({ userId: 'with-company' });
      expect(reply).toStrictEqual(withCompany);
      expect(reply.company?.isVerified).toBe(false);
      expect(reply.company?.mcNumber).toBe('');
    });

    it('carries a nested request through to a nested reply', async () => {
      const request: SetupCompanyRequest = {
        userId: 'u-9', companyType: 'SHIPPER', companyName: 'Ship Co', mcNumber: 'MC-1', dotNumber: '', address: '',
        city: 'Zürich', state: '', zipCode: '00501', phone: '+1 (555) 010-0000', email: 'x@ship.example',
      };
      const reply = await ids.setupCompany(request);
      expect(lastRequest('setupCompany')).toStrictEqual(request);
      const { userId, ...fields } = request;
      expect(reply).toStrictEqual({ ...withCompany, id: userId, company: { ...company, ...fields, companyType: 'SHIPPER' } });
    });

    it('carries numbers and lists, empty lists included', async () => {
      const st = underTest.registry.client(SecurityTrackingService);
      expect(await st.listLoginRecords({ companyId: 'c-1', limit: 25 })).toStrictEqual({ records, total: 2 });
      expect(lastRequest('listLoginRecords')).toStrictEqual({ companyId: 'c-1', limit: 25 });
      expect(await st.listLoginRecords({ companyId: 'c-empty', limit: 0 })).toStrictEqual({ records: [], total: 0 });
      expect(lastRequest('listLoginRecords')).toStrictEqual({ companyId: 'c-empty', limit: 0 });
    });

    it('shares no objects with the implementation', async () => {
      const first = await ids.getUser({ userId: 'stored' });
      expect(first).not.toBe(stored);
      first.company!.companyName = 'mutated by the caller';
      first.firstName = 'mutated';
      expect(await ids.getUser({ userId: 'stored' })).toStrictEqual(stored);
      expect(stored.company?.companyName).toBe(company.companyName);
    });

    it('keeps concurrent calls apart', async () => {
      const replies = await Promise.all(Array.from({ length: 25 }, (_, i) => ids.getUser({ userId: `echo:${i}` })));
      expect(replies.map((r) => r.id)).toEqual(Array.from({ length: 25 }, (_, i) => String(i)));
    });

    it('rebuilds a validation DomainError with its issues', async () => {
      const error = await rejection(ids.register({ ...({} as RegisterRequest), email: 'not-an-email' }));
      expect(error).toBeInstanceOf(DomainError);
      expect(error).toMatchObject({ code: ErrorCode.VALIDATION, message: 'Please correct the highlighted fields' });
      expect((error as DomainError).issues).toStrictEqual(validationIssues);
    });

    it('rebuilds NOT_FOUND', async () => {
      const error = await rejection(ids.getUser({ userId: 'missing' }));
      expect(error).toBeInstanceOf(DomainError);
      expect(error).toMatchObject({ code: ErrorCode.NOT_FOUND, message: 'User not found', issues: [] });
    });

    it('rebuilds UNAUTHENTICATED', async () => {
      const error = await rejection(ids.login({ email: 'zoe@example.com', password: 'wrong', sessionId: 's', ipAddress: '', userAgent: '' }));
      expect(error).toBeInstanceOf(DomainError);
      expect(error).toMatchObject({ code: ErrorCode.UNAUTHENTICATED, message: 'Invalid email or password', issues: [] });
    });

    it.each([ErrorCode.FORBIDDEN, ErrorCode.CONFLICT, ErrorCode.CONCURRENCY, ErrorCode.UNAVAILABLE])('rebuilds %s with a non-ASCII message', async (code) => {
      const error = await rejection(ids.getUser({ userId: `code:${code}` }));
      expect(error).toBeInstanceOf(DomainError);
      expect(error).toMatchObject({ code, message: `Failed with ${code}: José’s request`, issues: [] });
    });

    it('turns any other error into a generic internal error that leaks nothing, logging the real one', async () => {
      onInternalError.mockClear();
      const error = await rejection(ids.getUser({ userId: 'crash' }));
      expect(error).not.toBeInstanceOf(DomainError);
      expect(error).toBeInstanceOf(Error);
      expect(error.name).toBe('InternalServiceError');
      expect(error.message).toBe('Internal error in identity.getUser');
      expect(inspect(error, { depth: 10 })).not.toContain(SECRET);
      expect(onInternalError).toHaveBeenCalledTimes(1);
      expect(onInternalError.mock.calls[0][0]).toMatchObject({ message: expect.stringContaining(SECRET) });
      expect(onInternalError.mock.calls[0][1]).toBe('identity.getUser');
    });

    it("runs the implementation in the caller's trace", async () => {
      const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
      const parent = trace.setSpanContext(ROOT_CONTEXT, { traceId, spanId: '00f067aa0ba902b7', traceFlags: TraceFlags.SAMPLED, isRemote: false });
      const reply = await context.with(parent, () => ids.getUser({ userId: 'trace' }));
      expect(reply.id).toBe(traceId);
      expect((await ids.getUser({ userId: 'trace' })).id).toBe('no-trace');
    });

    it('refuses a service it cannot reach, naming it', () => {
      expect(() => underTest.registry.client(UnknownService)).toThrow(/reports/);
    });
  });
}

