import type { ServiceRegistry } from '@logiscope/infra';
import { ApiKeyUses } from './api-key.uses';
import type { ApiKeyIdentity } from './api-key.caller';

const key = (keyId: string): ApiKeyIdentity => ({ keyId, companyId: 'c1', scopes: ['carriers:read'], createdByUserId: 'u1', name: `TMS ${keyId}` });
const at = (second: number) => new Date(Date.UTC(2026, 11, 6, 10, 0, second));

/** identity and security-tracking as the gateway's registry hands them out, recording what they were told. */
function services() {
  const told = { uses: [] as unknown[], addresses: [] as unknown[], securityDown: false };
  const registry = {
    client: (descriptor: { name: string }) =>
      descriptor.name === 'identity'
        ? { recordApiKeyUses: async (r: { uses: unknown[] }) => void told.uses.push(...r.uses) }
        : {
            recordApiKeyAddresses: async (r: { uses: unknown[] }) => {
              if (told.securityDown) throw new Error('security-tracking unavailable');
              told.addresses.push(...r.uses);
              return { newAddresses: r.uses.length };
            },
          },
  } as unknown as ServiceRegistry;
  return { told, registry };
}

describe('API key uses, batched: last used for identity, new addresses for security-tracking', () => {
  it('tells security-tracking of each key and address once, however often the key is used from there', async () => {
    const { told, registry } = services();
    const uses = new ApiKeyUses(registry);
    try {
      for (let s = 0; s < 50; s++) uses.note(key('k1'), at(s), '203.0.113.7');
      uses.note(key('k1'), at(50), '198.51.100.9');
      uses.note(key('k2'), at(51), '203.0.113.7');
      await uses.flush();
      uses.note(key('k1'), at(52), '203.0.113.7');
      await uses.flush();

      expect(told.addresses).toEqual([
        { keyId: 'k1', companyId: 'c1', createdByUserId: 'u1', keyName: 'TMS k1', ipAddress: '203.0.113.7', at: at(0).toISOString() },
        { keyId: 'k1', companyId: 'c1', createdByUserId: 'u1', keyName: 'TMS k1', ipAddress: '198.51.100.9', at: at(50).toISOString() },
        { keyId: 'k2', companyId: 'c1', createdByUserId: 'u1', keyName: 'TMS k2', ipAddress: '203.0.113.7', at: at(51).toISOString() },
      ]);
      expect(told.uses).toEqual([
        { keyId: 'k1', at: at(50).toISOString() },
        { keyId: 'k2', at: at(51).toISOString() },
        { keyId: 'k1', at: at(52).toISOString() },
      ]);
    } finally {
      await uses.onModuleDestroy();
    }
  });

  it('keeps a new address for the next flush while security-tracking is down, and still records last used', async () => {
    const { told, registry } = services();
    const uses = new ApiKeyUses(registry);
    try {
      told.securityDown = true;
      uses.note(key('k1'), at(0), '203.0.113.7');
      await uses.flush();
      expect([told.addresses, told.uses]).toEqual([[], [{ keyId: 'k1', at: at(0).toISOString() }]]);
      told.securityDown = false;
      uses.note(key('k1'), at(1), '203.0.113.7');
      await uses.flush();
      expect(told.addresses).toEqual([{ keyId: 'k1', companyId: 'c1', createdByUserId: 'u1', keyName: 'TMS k1', ipAddress: '203.0.113.7', at: at(0).toISOString() }]);
    } finally {
      await uses.onModuleDestroy();
    }
  });
});
