import { randomUUID } from 'node:crypto';
import { DomainError, parseOrThrow, refusalsAs } from '@logiscope/kernel';
import { handleCommand, type Clock, type EventStore, type Projector } from '@logiscope/infra';
import { API_KEY_PATTERN, createApiKeyBodySchema, message, type ApiKeyEnvironment } from '@logiscope/proto/http';
import type { ApiKeyView, CreatedApiKeyView } from '@logiscope/proto/views';
import type { ApiKeyApi, ApiKeyCaller, CreateApiKeyRequest, RecordApiKeyUsesRequest, RevokeApiKeyRequest } from '../api-key.api';
import { companyStream } from '../company/company.decider';
import type { IdentityReadModel } from '../user/user.projection';
import { apiKeyDecider, type ApiKeyActor, type ApiKeyCommand } from './api-key.decider';
import { apiKeyRefusals } from './api-key.refusals';
import type { ApiKeyReadModel, ApiKeyRow } from './api-key.projection';
import { hashApiKeySecret, newApiKeySecret } from './api-key.secret';
import type { ApiKeyUsage } from './api-key.usage';

export interface ApiKeyDeps {
  events: EventStore;
  /** Who the actor and a key's creator are now. */
  readModel: IdentityReadModel;
  keys: ApiKeyReadModel;
  /** Feeds `keys`: a request that reads its own write awaits it. */
  keysProjector: Pick<Projector, 'caughtUp'>;
  usage: ApiKeyUsage;
  clock: Clock;
  /** `live`, or `test` on test and development servers: the secret says which (API_KEY_ENVIRONMENT). */
  environment: ApiKeyEnvironment;
  onAppended?: () => void;
}

const invalidKey = () => DomainError.unauthenticated(message('API_KEY_INVALID'));

const isExpired = (row: ApiKeyRow, now: Date): boolean => row.expiresAt !== null && Date.parse(row.expiresAt) <= now.getTime();

/**
 * The company's API keys (issue 24 §1): its ADMINs create, list and revoke them (the rules are the api-key decider's,
 * on the company's stream); the gateway authenticates public API calls with them and reports their use in batches.
 * The secret is in the creation's answer only: identity keeps its sha-256 (api-key.secret.ts).
 */
export class ApiKeyApplication implements ApiKeyApi {
  constructor(private readonly deps: ApiKeyDeps) {}

  async listApiKeys(request: { actorUserId: string }): Promise<{ keys: ApiKeyView[] }> {
    const actor = await this.actor(request.actorUserId);
    return { keys: await this.views(await this.deps.keys.list(actor.companyId)) };
  }

  async createApiKey(request: CreateApiKeyRequest): Promise<CreatedApiKeyView> {
    const { actorUserId, ...body } = request;
    const input = parseOrThrow(createApiKeyBodySchema, { ...body, expiresAt: body.expiresAt || null });
    const actor = await this.actor(actorUserId);
    const keyId = randomUUID();
    const { secret, prefix, secretHash } = newApiKeySecret(this.deps.environment);
    const key = { keyId, companyId: actor.companyId, name: input.name, scopes: input.scopes, prefix, secretHash, expiresAt: input.expiresAt ? new Date(input.expiresAt).toISOString() : null };
    const position = await this.run(actor, { type: 'CreateApiKey', data: { actor, key, now: this.deps.clock.now().toISOString() } });
    return { id: keyId, secret, key: await this.view(keyId, position) };
  }

  async revokeApiKey(request: RevokeApiKeyRequest): Promise<ApiKeyView> {
    const actor = await this.actor(request.actorUserId);
    // Another company's key answers like one that does not exist.
    const row = await this.deps.keys.keys.get(request.keyId);
    if (!row || row.companyId !== actor.companyId) throw apiKeyRefusals.KEY_NOT_FOUND();
    const position = await this.run(actor, { type: 'RevokeApiKey', data: { actor, keyId: row.id } });
    return this.view(row.id, position);
  }

  /**
   * A secret that names a live key: not revoked, not expired, and its creator still an active ADMIN of its company
   * (the revocation policy revokes the keys of one who is not; this check covers the moment before it has).
   */
  async authenticateApiKey(request: { secret: string }): Promise<ApiKeyCaller> {
    if (!API_KEY_PATTERN.test(request.secret)) throw invalidKey();
    const row = await this.deps.keys.keys.findOne({ secretHash: hashApiKeySecret(request.secret) });
    if (!row || row.revokedAt !== null || isExpired(row, this.deps.clock.now())) throw invalidKey();
    const creator = await this.deps.readModel.users.get(row.createdByUserId);
    if (!creator?.isActive || creator.role !== 'ADMIN' || creator.companyId !== row.companyId) throw invalidKey();
    return { keyId: row.id, companyId: row.companyId, scopes: row.scopes, createdByUserId: row.createdByUserId, name: row.name };
  }

  async recordApiKeyUses(request: RecordApiKeyUsesRequest): Promise<{ recorded: number }> {
    return { recorded: await this.deps.usage.record(request.uses) };
  }

  /** The caller as identity knows them: an ADMIN of a set-up company (the decider checks it again on writes). */
  private async actor(actorUserId: string): Promise<ApiKeyActor & { companyId: string }> {
    const row = await this.deps.readModel.users.get(actorUserId);
    if (!row) throw DomainError.unauthenticated(message('UNAUTHORIZED'));
    if (!row.companyId) throw DomainError.forbidden(message('COMPANY_SETUP_REQUIRED'));
    if (row.role !== 'ADMIN') throw apiKeyRefusals.NOT_ADMIN();
    return { userId: row.id, companyId: row.companyId, role: row.role };
  }

  private async run(actor: ApiKeyActor, command: ApiKeyCommand): Promise<number> {
    const { events, position } = await refusalsAs(apiKeyRefusals, () =>
      handleCommand(this.deps.events, companyStream(actor.companyId), apiKeyDecider, command, { metadata: { userId: actor.userId, companyId: actor.companyId }, attempts: 5 }),
    );
    if (events.length > 0) this.deps.onAppended?.();
    return position;
  }

  private async view(keyId: string, position: number): Promise<ApiKeyView> {
    await this.deps.keysProjector.caughtUp(position);
    const row = await this.deps.keys.keys.get(keyId);
    if (!row) throw apiKeyRefusals.KEY_NOT_FOUND();
    return (await this.views([row]))[0]!;
  }

  private async views(rows: ApiKeyRow[]): Promise<ApiKeyView[]> {
    const now = this.deps.clock.now();
    const used = await this.deps.usage.lastUsed(rows.map((r) => r.id));
    const creators = new Map<string, string>();
    for (const id of new Set(rows.map((r) => r.createdByUserId))) {
      const user = await this.deps.readModel.users.get(id);
      creators.set(id, user ? `${user.firstName} ${user.lastName}`.trim() : '');
    }
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      scopes: r.scopes,
      prefix: r.prefix,
      createdBy: { userId: r.createdByUserId, name: creators.get(r.createdByUserId) ?? '' },
      createdAt: r.createdAt,
      lastUsedAt: used.get(r.id) ?? null,
      expiresAt: r.expiresAt,
      status: r.revokedAt !== null ? 'REVOKED' : isExpired(r, now) ? 'EXPIRED' : 'ACTIVE',
      revokedAt: r.revokedAt,
    }));
  }
}
