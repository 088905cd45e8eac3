import type { TFunction } from 'i18next';
import type { LoginRecordView } from '@logiscope/proto/views';

export const STATUS_COLOR: Record<LoginRecordView['loginStatus'], string> = { SUCCESS: 'green', FAILED: 'orange', BLOCKED: 'red' };
export const THREAT_COLOR: Record<LoginRecordView['threatLevel'], string> = { LOW: 'green', MEDIUM: 'gold', HIGH: 'orange', CRITICAL: 'red' };

/** 'city, countryCode', or null when the place is unknown (the screen says 'Unknown'). */
export const shortLocation = (r: LoginRecordView): string | null => (r.city && r.countryCode ? `${r.city}, ${r.countryCode}` : r.countryCode || null);

/** 'city, region, country' with what is known, or null. */
export const fullLocation = (r: LoginRecordView): string | null => [r.city, r.region, r.country].filter(Boolean).join(', ') || null;

export const withVersion = (name: string, version: string): string => (version ? `${name} ${version}` : name);

/** The first characters of an API-key row's key id: enough to tell keys apart (never the secret, which the row lacks). */
export const keyPrefix = (r: LoginRecordView): string => (r.apiKey?.keyId ?? '').slice(0, 8);

/**
 * An API-key row's key as the screen names it: the name its ADMIN gave it beside the id prefix ("McLeod TMS (key
 * 0193b0c4…)"), or the prefix alone on rows of events from before names travelled.
 */
export const keyLabel = (t: TFunction, r: LoginRecordView): string =>
  r.apiKey?.name ? t('loginTracking:apiKey.named', { name: r.apiKey.name, prefix: keyPrefix(r) }) : t('loginTracking:apiKey.name', { prefix: keyPrefix(r) });

/** An API key used from a new address (issue 24), as opposed to a sign-in. */
export const isApiKeyUse = (r: LoginRecordView): boolean => r.kind === 'API_KEY';
