import { CARRIER_VIEW_EXAMPLE } from './carrier.views';
import { explainIn } from '../shared/explain';
import { RISK_EXPLANATIONS } from './risk.explanations';

describe('risk explanations', () => {
  it("renders the example carrier's factors from their keys and parameters", () => {
    expect(CARRIER_VIEW_EXAMPLE.riskFactors.length).toBeGreaterThan(0);
    for (const f of CARRIER_VIEW_EXAMPLE.riskFactors) {
      expect({ code: f.code, label: explainIn(RISK_EXPLANATIONS, f.labelKey, f.params), detail: explainIn(RISK_EXPLANATIONS, f.key, f.params) }).toEqual({
        code: f.code,
        label: f.label,
        detail: f.detail,
      });
    }
  });

  it('keys every template under risk.<code>, labels under .label, with plural forms in pairs', () => {
    for (const key of Object.keys(RISK_EXPLANATIONS)) {
      expect(key).toMatch(/^risk\.[a-z0-9-]+(\.[a-z0-9-]+)?(\.label)?(_one|_other)?$/);
      const plural = /^(.*)_(one|other)$/.exec(key);
      if (plural) expect(Object.keys(RISK_EXPLANATIONS)).toEqual(expect.arrayContaining([`${plural[1]}_one`, `${plural[1]}_other`]));
    }
  });
});
