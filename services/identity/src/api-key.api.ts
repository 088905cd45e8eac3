import type { IdentityContract } from '@logiscope/proto/service-api';
import type { z } from 'zod';
import type { IdentityApi } from './identity.api';

type Messages = typeof IdentityContract.messages;

export type CreateApiKeyRequest = z.infer<Messages['CreateApiKeyRequest']>;
export type RevokeApiKeyRequest = z.infer<Messages['RevokeApiKeyRequest']>;
/** Who calls the public API with a valid key. */
export type ApiKeyCaller = z.infer<Messages['ApiKeyCaller']>;
export type RecordApiKeyUsesRequest = z.infer<Messages['RecordApiKeyUsesRequest']>;

/** The company's API keys: its ADMINs manage them; the gateway authenticates the public API with them. */
export type ApiKeyApi = Pick<IdentityApi, 'listApiKeys' | 'createApiKey' | 'revokeApiKey' | 'authenticateApiKey' | 'recordApiKeyUses'>;
