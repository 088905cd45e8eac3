import { DomainError, ErrorCode } from '@logiscope/kernel';
import { AccountsService, type AccountsApi } from '../contracts/fixtures/registry-contract.api';
import { describeServiceRegistryContract } from '../contracts/service-registry.contract';
import { InProcessServiceRegistry } from './in-process-service-registry';

describeServiceRegistryContract('in-process', async ({ services, onInternalError }) => {
  const registry = new InProcessServiceRegistry({ onInternalError });
   
  for (const { descriptor, implementation } of services) registry.register(descriptor, implementation as any);
  return { registry, close: async () => undefined };
});

describe('InProcessServiceRegistry', () => {
  const impl = (): AccountsApi => ({
    register: jest.fn(),
    login: jest.fn(),
    getAccount: async () => {
      throw new DomainError(ErrorCode.CONFLICT, 'taken');
    },
    setupOrganisation: jest.fn(),
  });

  it('names the service when none is registered', () => {
    expect(() => new InProcessServiceRegistry().client(AccountsService)).toThrow('No implementation registered for service accounts (registered: none)');
  });

  it('refuses a second implementation and one missing methods', () => {
    const registry = new InProcessServiceRegistry().register(AccountsService, impl());
    expect(() => registry.register(AccountsService, impl())).toThrow(/already registered/);
    const partial = { register: jest.fn() } as unknown as AccountsApi;
    expect(() => new InProcessServiceRegistry().register(AccountsService, partial)).toThrow('Implementation of accounts lacks login, getAccount, setupOrganisation');
  });

  it('rebuilds a DomainError subclass as a plain DomainError, as gRPC would', async () => {
    const registry = new InProcessServiceRegistry().register(AccountsService, impl());
    const error = await registry.client(AccountsService).getAccount({ accountId: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ code: ErrorCode.CONFLICT, message: 'taken' });
  });

  it("hands a client asked for replies: 'answered' the service's own reply, and still copies its request", async () => {
    const stored = { id: 'u1', createdAt: new Date('2026-12-06T10:00:00.000Z') };
    const seen: unknown[] = [];
    const implementation = { ...impl(), getAccount: async (request: unknown) => (seen.push(request), stored) } as unknown as AccountsApi;
    const registry = new InProcessServiceRegistry().register(AccountsService, implementation);
    const request = { accountId: 'u1' };
    expect(await registry.client(AccountsService, { replies: 'answered' }).getAccount(request)).toBe(stored);
    const copied = await registry.client(AccountsService).getAccount(request);
    expect(copied).not.toBe(stored);
    expect(copied).toStrictEqual({ id: 'u1', createdAt: '2026-12-06T10:00:00.000Z' });
    expect(seen).toStrictEqual([request, request]);
    expect(seen.every((r) => r !== request)).toBe(true);
  });

  it('builds a client once per service and reply mode (the gateway asks on every request), each keeping its mode', async () => {
    const stored = { id: 'u1' };
    const implementation = { ...impl(), getAccount: async () => stored } as unknown as AccountsApi;
    const registry = new InProcessServiceRegistry().register(AccountsService, implementation);
    const answered = registry.client(AccountsService, { replies: 'answered' });
    expect(registry.client(AccountsService, { replies: 'answered' })).toBe(answered);
    expect(registry.client(AccountsService)).toBe(registry.client(AccountsService, { replies: 'copied' }));
    expect(registry.client(AccountsService)).not.toBe(answered);
    expect(await answered.getAccount({ accountId: 'u1' })).toBe(stored);
    expect(await registry.client(AccountsService).getAccount({ accountId: 'u1' })).not.toBe(stored);
  });
});
