/**
 * One factor as the rules build it: a code, its points, two explanation keys (label, sentence) with one set of
 * language-neutral parameters, and the English text rendered from the same templates the web translates.
 */
import { explainIn, RISK_EXPLANATIONS, type RiskExplanationKey } from '@logiscope/proto/views';
import type { RiskFactor } from '../../carrier-data.api';

export interface Factor extends RiskFactor {
  /** Rules out "Recommended". */
  disqualifying?: boolean;
  /** A serious finding: a thin record showing it is scored anyway. */
  decisive?: boolean;
}

/** Parameter values as the rules have them; numbers become decimal strings, booleans are not allowed. */
export type ParamValues = Record<string, string | number>;

export interface FactorSpec {
  code: string;
  impact: number;
  /** The sentence's key. */
  key: RiskExplanationKey;
  /** The label's key (ends in `.label`). */
  labelKey: RiskExplanationKey;
  params?: ParamValues;
  disqualifying?: boolean;
  decisive?: boolean;
}

export function params(values: ParamValues = {}): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, String(value)]));
}

export function factor(spec: FactorSpec): Factor {
  const p = params(spec.params);
  const out: Factor = {
    code: spec.code,
    label: explainIn(RISK_EXPLANATIONS, spec.labelKey, p),
    impact: spec.impact,
    detail: explainIn(RISK_EXPLANATIONS, spec.key, p),
    labelKey: spec.labelKey,
    key: spec.key,
    params: p,
  };
  if (spec.disqualifying) out.disqualifying = true;
  if (spec.decisive) out.decisive = true;
  return out;
}

/** The factor as the API carries it (the rule flags stay inside). */
export function toRiskFactor({ code, label, impact, detail, labelKey, key, params: p }: Factor): RiskFactor {
  return { code, label, impact, detail, labelKey, key, params: p };
}

/** Biggest risk first, then the neutral facts, then the credits; equal impacts keep their order. */
export function sortByImpact<T extends Pick<RiskFactor, 'impact'>>(factors: T[]): T[] {
  return factors
    .map((f, i) => ({ f, i }))
    .sort((a, b) => b.f.impact - a.f.impact || a.i - b.i)
    .map(({ f }) => f);
}

/** The item with the latest day (ISO days compare as strings). */
export function latest<T>(items: readonly T[], day: (item: T) => string): T | undefined {
  return [...items].sort((a, b) => (day(a) < day(b) ? 1 : day(a) > day(b) ? -1 : 0))[0];
}
