import type { TFunction } from 'i18next';
import { RISK_EXPLANATIONS, VERDICT_EXPLANATIONS } from '@logiscope/proto/views';
import { isNumber } from './explanationFormatters';

export { EXPLANATION_FORMATTERS, registerExplanationFormatters } from './explanationFormatters';

/**
 * Carrier explanations (verdict checks, risk factors) arrive as a key with string parameters (proto/src/shared/explain.ts)
 * and are rendered here in the reader's language. The English bundle is proto's catalogues themselves, so the web and
 * the server's English text cannot drift; French and Spanish are locales/{fr,es}/explanations.json. Keys hold dots,
 * so they are looked up flat (no key separator).
 */
export const EXPLANATIONS_NS = 'explanations';

export const ENGLISH_EXPLANATIONS: Readonly<Record<string, string>> = { ...VERDICT_EXPLANATIONS, ...RISK_EXPLANATIONS };

/** Anything explained: a verdict check or a risk factor's sentence (`message` is the server's English). */
export interface Explainable {
  key: string;
  params: Readonly<Record<string, string>>;
  message?: string;
}

/** Whether a key (or its plural forms) is in the catalogue: an unknown one shows the server's English instead. */
export function isKnownExplanation(key: string): boolean {
  return key in ENGLISH_EXPLANATIONS || `${key}_one` in ENGLISH_EXPLANATIONS || `${key}_other` in ENGLISH_EXPLANATIONS;
}

/** i18next options for an explanation: flat keys; `count` as a number, which is what selects a plural form. */
export function explanationOptions(params: Readonly<Record<string, string>>) {
  const count = params.count !== undefined && isNumber(params.count) ? Number(params.count) : undefined;
  const replace: Record<string, string | number> = { ...params, ...(count !== undefined ? { count } : {}) };
  return { ns: EXPLANATIONS_NS, keySeparator: false as const, nsSeparator: false as const, replace, ...(count !== undefined ? { count } : {}) };
}

/** The explanation in the reader's language; the server's English (or `fallback`) for a key this build does not know. */
export function explainWith(t: TFunction, explanation: Explainable, fallback?: string): string {
  const english = fallback ?? explanation.message ?? explanation.key;
  if (!isKnownExplanation(explanation.key)) return english;
  // i18n-keys: *
  return t(explanation.key, explanationOptions(explanation.params)) as string;
}
