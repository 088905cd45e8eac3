import type { ApiKeyUsedFromNewAddress, LoginRiskFactor } from '@logiscope/proto';
import { networkFactors, threatLevelOf, type RiskAssessment } from '../login-risk/login-risk';

/** What security-tracking remembers per API key to judge its next new network (one document per key). */
export interface ApiKeyHistory {
  /** The key's id. */
  id: string;
  /** Networks the key was used from so far. */
  networks: number;
  /** `countryCode` of each of them (known ones only). */
  countries: string[];
  /** The log position of the last use it remembers: the projection applies each use once. */
  position?: number;
}

export const emptyApiKeyHistory = (id: string): ApiKeyHistory => ({ id, networks: 0, countries: [] });

/** The rules of an API-key use that differ from a sign-in's; the others (Tor, VPN, proxy, known-bad range) score as there. */
export const API_KEY_RISK_POINTS = { KEY_NEW_NETWORK: 15, KEY_NEW_COUNTRY: 30 } as const;

type Use = ApiKeyUsedFromNewAddress['data'];

/**
 * Pure: the risk of a key's first request from a network, scored as a sign-in's where the reading is the same. A new
 * network counts like a new device and a new country as for a sign-in, but only for a key used before (its first use
 * is new everywhere, and says nothing). Tor, VPN, proxy and a known-bad range count as for a sign-in. A hosting
 * provider does not count: an integration runs on servers, so a TMS at a cloud provider is the usual case. Impossible
 * travel does not apply: one key serves several servers at once, wherever they are.
 */
export function assessApiKeyUse(use: Use, history: ApiKeyHistory): Pick<RiskAssessment, 'riskScore' | 'threatLevel' | 'factors'> {
  const factors: LoginRiskFactor[] = [];
  const add = (code: string, points: number, detail: string, params: Record<string, string> = {}) => factors.push({ code, points, detail, params });
  if (history.networks > 0) {
    add('KEY_NEW_NETWORK', API_KEY_RISK_POINTS.KEY_NEW_NETWORK, `First use of this key from this network (${history.networks} before)`, { count: String(history.networks) });
    if (use.countryCode && !history.countries.includes(use.countryCode)) {
      add('KEY_NEW_COUNTRY', API_KEY_RISK_POINTS.KEY_NEW_COUNTRY, `First use of this key from ${use.country || use.countryCode}`, { country: use.country || use.countryCode });
    }
  }
  factors.push(...networkFactors({ ...use, isKnownBad: use.isKnownBad ?? false }, { hosting: false }));
  const riskScore = Math.min(100, factors.reduce((sum, f) => sum + f.points, 0));
  return { riskScore, threatLevel: threatLevelOf(riskScore), factors };
}

/** Pure: the key's history after this use. */
export function rememberApiKeyUse(history: ApiKeyHistory, use: Pick<Use, 'countryCode'>, position: number): ApiKeyHistory {
  const countries = use.countryCode && !history.countries.includes(use.countryCode) ? [...history.countries, use.countryCode].slice(-100) : history.countries;
  return { ...history, networks: history.networks + 1, countries, position };
}
