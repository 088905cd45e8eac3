import { CARRIER_VIEW_EXAMPLE, V1_CARRIER_EXAMPLE, V1CarrierSchema, V1VerdictSchema } from '@logiscope/proto/views';
import { v1Carrier, v1Verdict } from './v1-carrier.view';

describe('the public API v1 carrier', () => {
  it('is its own declared shape: the v1 schema takes the mapped carrier as it is', () => {
    const carrier = v1Carrier(CARRIER_VIEW_EXAMPLE);
    expect(V1CarrierSchema.parse(carrier)).toEqual(carrier);
    expect(carrier).toMatchObject({ usdot: '158121', name: 'VERIHA TRUCKING INC', dockets: ['MC245009'], address: { city: 'MARINETTE', state: 'WI', zip: '54143' }, powerUnits: 213 });
    expect(carrier.insurance.policies[0]).toMatchObject({ coverageType: 'BIPD', coverageAmount: 1_000_000, asOf: '2025-10-08' });
  });

  it("is what the API document's example shows, for the web's example carrier", () => {
    expect(v1Carrier(CARRIER_VIEW_EXAMPLE)).toEqual(V1_CARRIER_EXAMPLE);
  });

  it('carries every check of the verdict with its data set and date', () => {
    const verdict = v1Verdict(CARRIER_VIEW_EXAMPLE);
    expect(V1VerdictSchema.parse(verdict)).toEqual(verdict);
    expect(verdict.checks).toHaveLength(CARRIER_VIEW_EXAMPLE.verdict.checks.length);
    expect(verdict.checks[0]).toEqual({ rule: 'operating-authority', outcome: 'PASS', message: 'Active for-hire authority on MC245009.', code: 'verdict.authority.active', params: { dockets: 'MC245009' }, dataset: 'authority', asOf: '2025-10-08', source: 'Motus Carrier', stale: false, missing: false });
  });

  it("does not change when the web's view gains a field", () => {
    const grown = { ...CARRIER_VIEW_EXAMPLE, newWebField: 'x', verdict: { ...CARRIER_VIEW_EXAMPLE.verdict, shownAs: 'badge' } };
    expect(v1Carrier(grown)).toEqual(v1Carrier(CARRIER_VIEW_EXAMPLE));
  });
});
