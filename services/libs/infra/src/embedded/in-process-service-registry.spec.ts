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
});
