import { DomainError, ErrorCode } from '@logiscope/kernel';
import { AccountsService, type Account, type AccountsApi } from '../../contracts/fixtures/registry-contract.api';
import { describeServiceRegistryContract } from '../../contracts/service-registry.contract';
import { GrpcServiceRegistry, grpcUrlEnvVar, HealthService, startGrpcServer, type GrpcServerHandle } from '.';
import { freePort } from '../../../../../../scripts/lib/net.cjs';


const loopback = async () => `127.0.0.1:${await freePort()}`;

/** A slow implementation's wait; unref'd so a call the test abandoned does not keep jest alive. */
const after = <T>(ms: number, value: T): Promise<T> => new Promise((r) => setTimeout(() => r(value), ms).unref());

describeServiceRegistryContract('gRPC', async ({ services, onInternalError }) => {
  const url = await loopback();
  const server = await startGrpcServer({ url, services, onInternalError, logger: false });
  const registry = new GrpcServiceRegistry({ accounts: url, audit: url });
  return {
    registry,
    close: async () => {
      await registry.close();
      await server.close();
    },
  };
});

const user: Account = {
  id: 'u', firstName: '', lastName: '', email: '', role: 'USER', isActive: true, imageUrl: '', needsSetup: false, organisationId: '',
};

const accounts = (getAccount: AccountsApi['getAccount']): AccountsApi => ({
  register: async () => user,
  login: async () => user,
  getAccount,
  setupOrganisation: async () => user,
});

describe('gRPC transport', () => {
  const cleanup: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const close of cleanup.splice(0).reverse()) await close();
  });

  async function serve(impl: AccountsApi, extra: Partial<Parameters<typeof startGrpcServer>[0]> = {}): Promise<{ url: string; server: GrpcServerHandle }> {
    const url = await loopback();
    const server = await startGrpcServer({ url, services: [{ descriptor: AccountsService, implementation: impl }], logger: false, ...extra });
    cleanup.push(() => server.close());
    return { url, server };
  }

  function registryFor(url: string, deadlineMs?: number): GrpcServiceRegistry {
    const registry = new GrpcServiceRegistry({ accounts: url, [HealthService.name]: url }, { deadlineMs });
    cleanup.push(() => registry.close());
    return registry;
  }

  it('fails fast with UNAVAILABLE when nothing listens', async () => {
    const registry = registryFor(await loopback(), 30_000);
    const started = Date.now();
    const error = await registry.client(AccountsService).getAccount({ accountId: 'u' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ code: ErrorCode.UNAVAILABLE, message: 'Service accounts is unavailable' });
    // Well under the deadline: connection refused is reported, not waited out.
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('turns a missed deadline into UNAVAILABLE', async () => {
    const { url } = await serve(accounts(() => after(1_500, user)));
    const started = Date.now();
    const error = await registryFor(url, 200).client(AccountsService).getAccount({ accountId: 'slow' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: ErrorCode.UNAVAILABLE });
    expect(Date.now() - started).toBeLessThan(1_400);
  });

  it("gives a descriptor's long call its own deadline, the others the registry's", async () => {
    const { url } = await serve({ ...accounts(() => after(1_500, user)), login: () => after(1_500, user) });
    const registry = new GrpcServiceRegistry({ accounts: url }, { deadlineMs: 200 });
    cleanup.push(() => registry.close());
    const client = registry.client({ ...AccountsService, deadlinesMs: { getAccount: 10_000 } });
    await expect(client.getAccount({ accountId: 'slow' })).resolves.toMatchObject({ id: 'u' });
    await expect(client.login({ email: 'a@b.c', password: 'x', sessionId: 's', ipAddress: '127.0.0.1', userAgent: 'jest' })).rejects.toMatchObject({ code: ErrorCode.UNAVAILABLE });
  });

  it('recovers once the server comes back', async () => {
    const url = await loopback();
    const ids = registryFor(url).client(AccountsService);
    await expect(ids.getAccount({ accountId: 'u' })).rejects.toMatchObject({ code: ErrorCode.UNAVAILABLE });
    const server = await startGrpcServer({ url, services: [{ descriptor: AccountsService, implementation: accounts(async () => user) }], logger: false });
    cleanup.push(() => server.close());
    // grpc-js backs off between reconnects; retry like a caller would until it is through.
    const deadline = Date.now() + 10_000;
    for (;;) {
      try {
        expect(await ids.getAccount({ accountId: 'u' })).toStrictEqual(user);
        break;
      } catch (error) {
        if (Date.now() > deadline) throw error;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  });

  it('serves grpc.health.v1 for the server and each hosted service', async () => {
    const { url } = await serve(accounts(async () => user));
    const health = registryFor(url).client(HealthService);
    expect(await health.check({ service: '' })).toEqual({ status: 'SERVING' });
    expect(await health.check({ service: 'logiscope.contract.v1.AccountsService' })).toEqual({ status: 'SERVING' });
    await expect(health.check({ service: 'logiscope.nope.v1.Nope' })).rejects.toMatchObject({ code: ErrorCode.NOT_FOUND });
  });

  it('drains an in-flight call on close, then refuses new ones', async () => {
    // Closed once the call is running on the server (a fixed wait loses that race on a busy machine).
    let running!: () => void;
    const started = new Promise<void>((r) => (running = r));
    const { url, server } = await serve(accounts(() => (running(), after(300, user))));
    const ids = registryFor(url).client(AccountsService);
    const inFlight = ids.getAccount({ accountId: 'u' });
    await started;
    await server.close();
    expect(await inFlight).toStrictEqual(user);
    await expect(ids.getAccount({ accountId: 'u' })).rejects.toMatchObject({ code: ErrorCode.UNAVAILABLE });
  });

  it('cuts calls still running after the shutdown grace period', async () => {
    const { url, server } = await serve(accounts(() => after(3_000, user)), { shutdownGraceMs: 100 });
    const inFlight = registryFor(url).client(AccountsService).getAccount({ accountId: 'u' }).catch((e: unknown) => e);
    await new Promise((r) => setTimeout(r, 100));
    const started = Date.now();
    await server.close();
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(await inFlight).toMatchObject({ code: ErrorCode.UNAVAILABLE });
  });

  it('refuses to start when the descriptor and the proto disagree', async () => {
    const drifted = { ...AccountsService, methods: [...AccountsService.methods, 'deleteAccount'] } as unknown as typeof AccountsService;
    await expect(startGrpcServer({ url: await loopback(), services: [{ descriptor: drifted, implementation: {} as AccountsApi }], logger: false })).rejects.toThrow(
      `Service accounts: ${AccountsService.protoFile} lacks rpc DeleteAccount`,
    );
  });

  it('reads addresses from <NAME>_GRPC_URL', async () => {
    const { url } = await serve(accounts(async () => user));
    expect(grpcUrlEnvVar('security-tracking')).toBe('SECURITY_TRACKING_GRPC_URL');
    const registry = GrpcServiceRegistry.fromEnv({ [grpcUrlEnvVar('accounts')]: url });
    cleanup.push(() => registry.close());
    expect(await registry.client(AccountsService).getAccount({ accountId: 'u' })).toStrictEqual(user);
    expect(() => registry.client(HealthService)).toThrow('No gRPC address for service grpc-health: set GRPC_HEALTH_GRPC_URL');
  });
});
