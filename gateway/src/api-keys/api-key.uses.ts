import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { ServiceRegistry } from '@logiscope/infra';
import { IdentityService } from '@logiscope/identity/api';
import { SecurityTrackingService } from '@logiscope/security-tracking/api';
import { SERVICE_REGISTRY } from '../http/tokens';
import type { ApiKeyIdentity } from './api-key.caller';

/** How often the gateway tells identity which keys were used (and when last): one call, not one per API request. */
export const API_KEY_USES_FLUSH_MS = 5_000;
/** Key-and-address pairs remembered; past it the memory starts again (security-tracking still publishes each pair once). */
const SEEN_ADDRESSES_MAX = 100_000;

type AddressUse = { keyId: string; companyId: string; createdByUserId: string; keyName: string; ipAddress: string; at: string };

/**
 * "Last used" of API keys, batched: each authenticated call notes its key here (a map write), and every few seconds
 * one recordApiKeyUses call carries the latest time per key. A crash loses at most those seconds of "last used".
 * The same flush tells security-tracking of each address a key was not seen using before (a set lookup per call;
 * security-tracking keeps the memory that counts and publishes a new one on the login-risk stream).
 */
@Injectable()
export class ApiKeyUses implements OnModuleDestroy {
  private readonly logger = new Logger('api-keys');
  private pending = new Map<string, string>();
  private readonly seenAddresses = new Set<string>();
  private newAddresses = new Map<string, AddressUse>();
  private readonly timer: NodeJS.Timeout;

  constructor(@Inject(SERVICE_REGISTRY) private readonly registry: ServiceRegistry) {
    this.timer = setInterval(() => void this.flush(), API_KEY_USES_FLUSH_MS);
    this.timer.unref();
  }

  note(key: ApiKeyIdentity, at: Date, ipAddress: string): void {
    this.pending.set(key.keyId, at.toISOString());
    const pair = `${key.keyId} ${ipAddress}`;
    if (this.seenAddresses.has(pair)) return;
    if (this.seenAddresses.size >= SEEN_ADDRESSES_MAX) this.seenAddresses.clear();
    this.seenAddresses.add(pair);
    this.newAddresses.set(pair, { keyId: key.keyId, companyId: key.companyId, createdByUserId: key.createdByUserId, keyName: key.name, ipAddress, at: at.toISOString() });
  }

  async flush(): Promise<void> {
    const uses = this.pending;
    this.pending = new Map();
    const addresses = this.newAddresses;
    this.newAddresses = new Map();
    await Promise.all([
      this.deliver(uses, () => this.pending, 'API key uses', (batch) =>
        this.registry.client(IdentityService).recordApiKeyUses({ uses: [...batch].map(([keyId, at]) => ({ keyId, at })) }),
      ),
      this.deliver(addresses, () => this.newAddresses, 'API key addresses', (batch) =>
        this.registry.client(SecurityTrackingService).recordApiKeyAddresses({ uses: [...batch.values()] }),
      ),
    ]);
  }

  /**
   * One batch to its service. When the service is unavailable, the batch goes back for the next flush, except where a
   * newer note took its place (a newer use of the same key wins; the first use from an address stays the one told).
   */
  private async deliver<V>(batch: Map<string, V>, pending: () => Map<string, V>, what: string, send: (batch: Map<string, V>) => Promise<unknown>): Promise<void> {
    if (batch.size === 0) return;
    try {
      await send(batch);
    } catch (e) {
      const next = pending();
      for (const [k, v] of batch) if (!next.has(k)) next.set(k, v);
      this.logger.warn(`${what} not recorded yet: ${e instanceof Error ? e.message : String(e)}`);
    }
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }
}
