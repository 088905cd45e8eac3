import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { EXPLANATIONS_NS, explainWith, type Explainable } from './explanations';

/**
 * Renders carrier explanations in the interface language: `explain(check)` for a verdict check,
 * `explain({ key: factor.labelKey, params: factor.params }, factor.label)` for a risk factor's label.
 */
export function useExplain(): (explanation: Explainable, fallback?: string) => string {
  const { t } = useTranslation(EXPLANATIONS_NS);
  return useCallback((explanation: Explainable, fallback?: string) => explainWith(t, explanation, fallback), [t]);
}
