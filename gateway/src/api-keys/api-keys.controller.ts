import { Controller, Inject } from '@nestjs/common';
import { ops } from '@logiscope/proto/http';
import type { ApiKeyView, CreatedApiKeyView } from '@logiscope/proto/views';
import type { ServiceRegistry } from '@logiscope/infra';
import { IdentityService } from '@logiscope/identity/api';
import type { SubscriptionAccessCache } from '../billing/subscription-access.cache';
import { SUBSCRIPTION_ACCESS } from '../billing/subscription-access.provider';
import { Caller, Endpoint, Input, type InputOf } from '../http/endpoint.decorator';
import type { CallerContext } from '../http/operation.guard';
import { SERVICE_REGISTRY } from '../http/tokens';

/**
 * API Settings: the company's ADMINs create, list and revoke its API keys (identity enforces the rules). A key of a
 * company the paywall stops is listed SUSPENDED: it is not revoked, and works again once the company pays.
 */
@Controller()
export class ApiKeysController {
  constructor(
    @Inject(SERVICE_REGISTRY) private readonly registry: ServiceRegistry,
    @Inject(SUBSCRIPTION_ACCESS) private readonly access: SubscriptionAccessCache,
  ) {}

  private get identity() {
    return this.registry.client(IdentityService);
  }

  @Endpoint(ops.listApiKeys)
  async list(@Caller() c: CallerContext): Promise<ApiKeyView[]> {
    const { keys } = await this.identity.listApiKeys({ actorUserId: c.userId });
    return this.withSuspension(c.companyId, keys ?? []);
  }

  @Endpoint(ops.createApiKey)
  async create(@Caller() c: CallerContext, @Input() { body }: InputOf<typeof ops.createApiKey>): Promise<CreatedApiKeyView> {
    const created = await this.identity.createApiKey({ actorUserId: c.userId, name: body.name, scopes: body.scopes, expiresAt: body.expiresAt ?? '' });
    const [key] = await this.withSuspension(c.companyId, [created.key]);
    return { ...created, key: key! };
  }

  @Endpoint(ops.revokeApiKey)
  revoke(@Caller() c: CallerContext, @Input() { params }: InputOf<typeof ops.revokeApiKey>): Promise<ApiKeyView> {
    return this.identity.revokeApiKey({ actorUserId: c.userId, keyId: params.id });
  }

  private async withSuspension(companyId: string, keys: ApiKeyView[]): Promise<ApiKeyView[]> {
    if (!keys.some((k) => k.status === 'ACTIVE') || (await this.access.hasAccess(companyId))) return keys;
    return keys.map((k) => (k.status === 'ACTIVE' ? { ...k, status: 'SUSPENDED' } : k));
  }
}
