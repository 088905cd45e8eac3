import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { ServiceRegistry } from '@logiscope/infra';
import { IdentityService } from '@logiscope/identity/api';
import { SERVICE_REGISTRY } from '../http/tokens';

/** How often the gateway tells identity which keys were used (and when last): one call, not one per API request. */
export const API_KEY_USES_FLUSH_MS = 5_000;

/**
 * "Last used" of API keys, batched: each authenticated call notes its key here (a map write), and every few seconds
 * one recordApiKeyUses call carries the latest time per key. A crash loses at most those seconds of "last used".
 */
@Injectable()
export class ApiKeyUses implements OnModuleDestroy {
  private readonly logger = new Logger('api-keys');
  private pending = new Map<string, string>();
  private readonly timer: NodeJS.Timeout;

  constructor(@Inject(SERVICE_REGISTRY) private readonly registry: ServiceRegistry) {
    this.timer = setInterval(() => void this.flush(), API_KEY_USES_FLUSH_MS);
    this.timer.unref();
  }

  note(keyId: string, at: Date): void {
    this.pending.set(keyId, at.toISOString());
  }

  async flush(): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    try {
      await this.registry.client(IdentityService).recordApiKeyUses({ uses: [...batch].map(([keyId, at]) => ({ keyId, at })) });
    } catch (e) {
      // identity unavailable: keep the uses for the next flush (a newer use of the same key wins).
      for (const [keyId, at] of batch) if (!this.pending.has(keyId)) this.pending.set(keyId, at);
      this.logger.warn(`API key uses not recorded yet: ${e instanceof Error ? e.message : String(e)}`);
    }
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }
}
