import type { ApiKeyUsedFromNewAddress } from '@logiscope/proto';
import { assessApiKeyUse, emptyApiKeyHistory, rememberApiKeyUse } from './api-key-address.risk';

const use = (over: Partial<ApiKeyUsedFromNewAddress['data']> = {}): ApiKeyUsedFromNewAddress['data'] => ({
  keyId: 'k1', companyId: 'c1', createdByUserId: 'u1', usedAt: '2026-12-06T10:00:00.000Z', ipAddress: '203.0.113.7', network: '203.0.113.7',
  country: 'United States', countryCode: 'US', city: 'Dallas', asn: 64500, organization: 'Example Cloud', isVpn: false, isProxy: false, isTor: false, isHosting: false,
  ...over,
});
const codes = (u: ApiKeyUsedFromNewAddress['data'], history = emptyApiKeyHistory('k1')) => assessApiKeyUse(u, history).factors.map((f) => `${f.code}+${f.points}`);

describe('the risk of an API key used from a new network', () => {
  it("says nothing of a key's first use, nor of a hosting provider (where integrations run)", () => {
    expect(assessApiKeyUse(use({ isHosting: true }), emptyApiKeyHistory('k1'))).toEqual({ riskScore: 0, threatLevel: 'LOW', factors: [] });
  });

  it('counts a further network, and a new country, for a key used before', () => {
    const used = rememberApiKeyUse(emptyApiKeyHistory('k1'), { countryCode: 'US' }, 1);
    expect(used).toEqual({ id: 'k1', networks: 1, countries: ['US'], position: 1 });
    expect(codes(use(), used)).toEqual(['KEY_NEW_NETWORK+15']);
    expect(codes(use({ countryCode: 'FR', country: 'France' }), used)).toEqual(['KEY_NEW_NETWORK+15', 'KEY_NEW_COUNTRY+30']);
    // An unknown place is no new country.
    expect(codes(use({ countryCode: '', country: '' }), used)).toEqual(['KEY_NEW_NETWORK+15']);
  });

  it('scores Tor, VPN, proxy and a known-bad range as for a sign-in, capped at 100', () => {
    expect(codes(use({ isVpn: true, isProxy: true }))).toEqual(['VPN+25', 'PROXY+20']);
    const worst = assessApiKeyUse(use({ isTor: true, isKnownBad: true }), { id: 'k1', networks: 3, countries: ['US'] });
    expect(worst.factors.map((f) => f.code)).toEqual(['KEY_NEW_NETWORK', 'TOR', 'KNOWN_BAD_RANGE']);
    expect([worst.riskScore, worst.threatLevel]).toEqual([100, 'CRITICAL']);
  });
});
