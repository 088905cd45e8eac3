import type { Explainable } from '../../i18n/explanations';
import { useExplain } from '../../i18n/useExplain';

/** A verdict check or risk factor sentence in the reader's language (`<Explanation explanation={check} />`). */
export function Explanation({ explanation, fallback }: { explanation: Explainable; fallback?: string }) {
  const explain = useExplain();
  return <>{explain(explanation, fallback)}</>;
}
