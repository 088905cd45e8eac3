import type { DocumentStore } from '@logiscope/infra';
import { ApiKeyReadModel } from './api-key/api-key.projection';
import { IdentityReadModel } from './user/user.projection';

/**
 * Every read model identity keeps, each a projection of identity's own event log: what the service runs and what
 * `npm run rebuild -- identity` drops and replays.
 */
export async function identityProjections(documents: DocumentStore): Promise<[IdentityReadModel, ApiKeyReadModel]> {
  return [await IdentityReadModel.open(documents), await ApiKeyReadModel.open(documents)];
}

/** For the rebuild CLI (scripts/rebuild.mjs): the same list, under the name every service exports. */
export const projections = identityProjections;
