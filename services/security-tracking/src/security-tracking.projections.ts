import type { DocumentStore, EventStore } from '@logiscope/infra';
import type { LoginRecordView } from './security-tracking.api';
import { ApiKeyAddressesProjection } from './api-key-address/api-key-address.projection';
import { LoginRecordsProjection, type LoginRecordsDeps } from './login-record/login-record.projection';
import { LoginRecordRepository } from './login-record/login-record.repository';
import { LoginHistoryRepository } from './login-risk/login-history.repository';

/** The login records and histories, and the projection that writes them. */
export async function openLoginRecords(documents: DocumentStore, events: EventStore, options: Pick<LoginRecordsDeps, 'indexed' | 'onRecorded'>) {
  // The trigram index where the store serves it fast (SQLite FTS5); on MongoDB the search scans (login-record.repository.ts).
  const records = await LoginRecordRepository.open(documents, { search: options.indexed ? 'index' : 'scan' });
  const histories = await LoginHistoryRepository.open(documents);
  return { records, histories, projection: new LoginRecordsProjection({ events, records, histories, ...options }) };
}

/** The API-key rows, stored among the login records (api-key-address.projection.ts). */
export function openApiKeyAddresses(documents: DocumentStore, records: LoginRecordRepository, onRecorded?: (record: LoginRecordView) => void): Promise<ApiKeyAddressesProjection> {
  return ApiKeyAddressesProjection.open(documents, { records, onRecorded });
}

/**
 * Every read model security-tracking keeps, each a projection of its own event log: what `npm run rebuild --
 * security-tracking` drops and replays (the rebuild CLI passes the log and the profile, which decides the search index).
 */
export async function securityTrackingProjections(
  documents: DocumentStore,
  context: { events: EventStore; profile?: string },
): Promise<[LoginRecordsProjection, ApiKeyAddressesProjection]> {
  const { records, projection } = await openLoginRecords(documents, context.events, { indexed: context.profile !== 'distributed' });
  // In this order: the login records' rebuild empties login_records, where the API-key rows live too.
  return [projection, await openApiKeyAddresses(documents, records)];
}

/** For the rebuild CLI (scripts/rebuild.mjs): the same list, under the name every service exports. */
export const projections = securityTrackingProjections;
