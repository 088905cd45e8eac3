import { DomainError, ErrorCode } from '@logiscope/kernel';
import { IdentityService, type IdentityApi } from '../../../../identity/src/identity.api';
import { describeServiceRegistryContract } from '../contracts/service-registry.contract';
import { InProcessServiceRegistry } from './in-process-service-registry';

describeServiceRegistryContract('in-process', async ({ services, onInternalError }) => {
  const registry = new InProcessServiceRegistry({ onInternalError });
   
  for (const { descriptor, implementation } of services) registry.register(descriptor, implementation as any);
  return { registry, close: async () => undefined };
});

describe('InProcessServiceRegistry', () => {
  const impl = (): IdentityApi => ({
    register: jest.fn(),
    login: jest.fn(),
    getUser: async () => {
      throw new DomainError(ErrorCode.CONFLICT, 'taken');
    },
    setupCompany: jest.fn(),
  });

  it('names the service when none is registered', () => {
    expect(() => new InProcessServiceRegistry().client(IdentityService)).toThrow('No implementation registered for service identity (registered: none)');
  });

  it('refuses a second implementation and one missing methods', () => {
    const registry = new InProcessServiceRegistry().register(IdentityService, impl());
    expect(() => registry.register(IdentityService, impl())).toThrow(/already registered/);
    const partial = { register: jest.fn() } as unknown as IdentityApi;
    expect(() => new InProcessServiceRegistry().register(IdentityService, partial)).toThrow('Implementation of identity lacks login, getUser, setupCompany');
  });

  it('rebuilds a DomainError subclass as a plain DomainError, as gRPC would', async () => {
    const registry = new InProcessServiceRegistry().register(IdentityService, impl());
    const error = await registry.client(IdentityService).getUser({ userId: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ code: ErrorCode.CONFLICT, message: 'taken' });
  });
});
