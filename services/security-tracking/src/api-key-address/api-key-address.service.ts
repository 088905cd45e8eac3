import { v5 as uuidv5 } from 'uuid';
import type { EventStore } from '@logiscope/infra';
import { ConcurrencyError, type NewEvent } from '@logiscope/kernel';
import type { ApiKeyUsedFromNewAddress } from '@logiscope/proto';
import type { SecurityTrackingApi } from '../security-tracking.api';
import type { Enricher } from '../login-risk/login-enrichment';
import { networkOf } from '../login-risk/ip-address';

export type ApiKeyAddressUse = Parameters<SecurityTrackingApi['recordApiKeyAddresses']>[0]['uses'][number];

export const apiKeyAddressStream = (keyId: string, network: string) => `api-key-address:${keyId}:${network}` as const;

/** A random UUID drawn once, fixed for good: a retried use publishes its event under the same id. */
const EVENT_ID_NAMESPACE = '6f0d0b4e-93a1-4f7e-9d0c-2b8e5c1a7f44';

export interface ApiKeyAddressDeps {
  events: EventStore;
  enricher: Enricher;
  /** Told after an append (the outbox relay publishes without waiting for its poll). */
  onAppended?: () => void;
}

/**
 * The first use of an API key from a network is news to the security team: one ApiKeyUsedFromNewAddress, enriched
 * offline, on security-tracking's log (stream `api-key-address:<key>:<network>`, which must not exist yet), published
 * by the outbox relay on the login-risk stream. The stream is the memory: a network seen before finds it and
 * appends nothing, so a gateway that restarted and asks again, or a retried batch, publishes nothing twice.
 */
export class ApiKeyAddresses {
  constructor(private readonly deps: ApiKeyAddressDeps) {}

  async record(uses: readonly ApiKeyAddressUse[]): Promise<{ newAddresses: number }> {
    let newAddresses = 0;
    for (const use of uses) if (await this.recordOne(use)) newAddresses++;
    if (newAddresses) this.deps.onAppended?.();
    return { newAddresses };
  }

  private async recordOne(use: ApiKeyAddressUse): Promise<boolean> {
    const network = networkOf(use.ipAddress);
    const stream = apiKeyAddressStream(use.keyId, network);
    const place = this.deps.enricher.enrich(use.ipAddress, '');
    const event: NewEvent<ApiKeyUsedFromNewAddress> = {
      eventId: uuidv5(stream, EVENT_ID_NAMESPACE),
      type: 'ApiKeyUsedFromNewAddress',
      schemaVersion: 1,
      occurredAt: use.at,
      metadata: { companyId: use.companyId, userId: use.createdByUserId },
      data: {
        keyId: use.keyId,
        companyId: use.companyId,
        createdByUserId: use.createdByUserId,
        usedAt: use.at,
        ipAddress: use.ipAddress,
        network,
        country: place.country,
        countryCode: place.countryCode,
        city: place.city,
        asn: place.asn,
        organization: place.organization,
        isVpn: place.isVpn,
        isProxy: place.isProxy,
        isTor: place.isTor,
        isHosting: place.isHosting,
        isKnownBad: place.isKnownBad,
        // The name its ADMIN gave it, so the screen need not ask identity (an older gateway sends none).
        ...(use.keyName ? { keyName: use.keyName } : {}),
      },
    };
    try {
      await this.deps.events.append(stream, 0, [event]);
      return true;
    } catch (e) {
      if (e instanceof ConcurrencyError) return false; // used from this network before
      throw e;
    }
  }
}
