import { assertNever } from '@logiscope/kernel';
import type { DocumentCollection, DocumentStore, PositionedEvent, Projection } from '@logiscope/infra';
import type { ApiKeyCreated, ApiKeyRevoked } from '@logiscope/proto';
import type { ApiKeyScope } from '@logiscope/proto/views';

/** One API key as identity keeps it for the list and for authentication (found by its secret's hash). */
export interface ApiKeyRow {
  id: string;
  companyId: string;
  name: string;
  scopes: ApiKeyScope[];
  prefix: string;
  secretHash: string;
  createdByUserId: string;
  createdAt: string;
  /** null: does not expire. */
  expiresAt: string | null;
  revokedAt: string | null;
  revokedReason: ApiKeyRevoked['data']['reason'] | null;
}

type Projected = ApiKeyCreated | ApiKeyRevoked;

/**
 * The company's API keys: a projection of identity's log (`npm run rebuild -- identity` rebuilds it like the others).
 * When a key was last used is not here: it is no event (a write to the log per API call would swamp it); the gateway
 * reports uses in batches into `api_key_usage` (api-key.usage.ts), which a rebuild leaves alone.
 */
export class ApiKeyReadModel implements Projection<Projected> {
  readonly name = 'identity.api-keys';
  readonly batched = true;
  readonly eventTypes = ['ApiKeyCreated', 'ApiKeyRevoked'] as const;
  readonly collections = ['api_keys'] as const;

  private constructor(readonly keys: DocumentCollection<ApiKeyRow>) {}

  static async open(store: DocumentStore): Promise<ApiKeyReadModel> {
    return new ApiKeyReadModel(await store.collection<ApiKeyRow>('api_keys', [{ fields: ['secretHash'], unique: true }, { fields: ['companyId', 'createdAt'] }]));
  }

  async apply(event: PositionedEvent<Projected>): Promise<void> {
    switch (event.type) {
      case 'ApiKeyCreated': {
        const { keyId, expiresAt, ...d } = event.data;
        await this.keys.upsert({ id: keyId, ...d, createdAt: event.occurredAt, expiresAt: expiresAt || null, revokedAt: null, revokedReason: null });
        break;
      }
      case 'ApiKeyRevoked':
        await this.keys.update(event.data.keyId, { revokedAt: event.occurredAt, revokedReason: event.data.reason });
        break;
      default:
        assertNever(event);
    }
  }

  /** The company's keys, newest first. */
  list(companyId: string): Promise<ApiKeyRow[]> {
    return this.keys.find({ companyId }, { sort: { createdAt: -1 } });
  }
}
