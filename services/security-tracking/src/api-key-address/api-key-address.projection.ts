import type { DocumentCollection, DocumentStore, PositionedEvent, Projection } from '@logiscope/infra';
import type { ApiKeyUsedFromNewAddress } from '@logiscope/proto';
import type { LoginRecordRepository } from '../login-record/login-record.repository';
import { toStored } from '../login-record/login-record.stored';
import type { LoginRecordView } from '../security-tracking.api';
import { assessApiKeyUse, emptyApiKeyHistory, rememberApiKeyUse, type ApiKeyHistory } from './api-key-address.risk';

/**
 * Pure: a key's first request from a network as a row of the login-tracking screen, scored on the key's history. What a
 * sign-in has and a key's request has not (e-mail, device, session, coordinates) stays empty; the status is SUCCESS
 * (the request carried a valid key: it was let in).
 */
export function toApiKeyRecord(event: { eventId: string; data: ApiKeyUsedFromNewAddress['data'] }, history: ApiKeyHistory): LoginRecordView {
  const use = event.data;
  const risk = assessApiKeyUse(use, history);
  return {
    id: event.eventId,
    kind: 'API_KEY',
    apiKey: { keyId: use.keyId, network: use.network, asn: use.asn, ...(use.keyName ? { name: use.keyName } : {}) },
    userId: use.createdByUserId,
    companyId: use.companyId,
    email: '',
    ipAddress: use.ipAddress,
    userAgent: '',
    loginStatus: 'SUCCESS',
    failureReason: '',
    sessionId: '',
    country: use.country,
    countryCode: use.countryCode,
    region: '',
    city: use.city,
    latitude: 0,
    longitude: 0,
    timezone: '',
    isp: use.organization,
    organization: use.organization,
    isVpn: use.isVpn,
    isProxy: use.isProxy,
    isTor: use.isTor,
    isHosting: use.isHosting,
    deviceType: 'DESKTOP',
    browser: '',
    browserVersion: '',
    os: '',
    osVersion: '',
    isFirstTimeLocation: use.countryCode !== '' && !history.countries.includes(use.countryCode),
    isFirstTimeDevice: false,
    riskScore: risk.riskScore,
    threatLevel: risk.threatLevel,
    riskFactors: risk.factors,
    createdAt: use.usedAt,
  };
}

export const API_KEY_HISTORIES = 'api_key_histories';

export interface ApiKeyAddressesDeps {
  /** The login records: the rows are stored beside the sign-ins, so the screen's filters, search and cards take them in. */
  records: LoginRecordRepository;
  histories: DocumentCollection<ApiKeyHistory>;
  /** Told of each row stored for the first time (the live feed). */
  onRecorded?: (record: LoginRecordView) => void;
}

/**
 * The API-key rows of the login-tracking screen: a checkpointed projection of security-tracking's own log (each
 * ApiKeyUsedFromNewAddress, ApiKeyAddresses), rebuilt by `npm run rebuild -- security-tracking`. Its rows live in
 * `login_records`, which the login records' projection empties on a rebuild: it comes after that one in the service's
 * list (security-tracking.projections.ts), and empties only the keys' histories itself. Applying a use twice changes
 * nothing: the row's id is the event's, written before the history, and the history remembers the log position of
 * the last use it took in.
 */
export class ApiKeyAddressesProjection implements Projection<ApiKeyUsedFromNewAddress> {
  readonly name = 'security-tracking.api-key-addresses';
  readonly eventTypes: ApiKeyUsedFromNewAddress['type'][] = ['ApiKeyUsedFromNewAddress'];
  readonly collections = [API_KEY_HISTORIES];

  constructor(private readonly deps: ApiKeyAddressesDeps) {}

  static async open(documents: DocumentStore, deps: Omit<ApiKeyAddressesDeps, 'histories'>): Promise<ApiKeyAddressesProjection> {
    return new ApiKeyAddressesProjection({ ...deps, histories: await documents.collection<ApiKeyHistory>(API_KEY_HISTORIES) });
  }

  async apply(event: PositionedEvent<ApiKeyUsedFromNewAddress>): Promise<void> {
    const { records, histories } = this.deps;
    const history = (await histories.get(event.data.keyId)) ?? emptyApiKeyHistory(event.data.keyId);
    if ((history.position ?? 0) >= event.position) return;
    const record = toApiKeyRecord(event, history);
    const stored = await records.record(toStored(record, `${record.createdAt}#${String(event.position).padStart(12, '0')}`));
    await histories.upsert(rememberApiKeyUse(history, event.data, event.position));
    if (stored) this.deps.onRecorded?.(record);
  }
}
