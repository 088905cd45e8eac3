import { useTranslation } from 'react-i18next';
import { useRemainingTime } from './useRemainingTime';

/**
 * The spec's remaining-time wording: hours and minutes, or minutes only under an hour; 'Expired' once passed.
 * `keys` names the templates as `ns:key`.
 */
export function useRemainingText(deadline: string | undefined, keys: { hours: string; minutes: string; expired: string }): string {
  const { t } = useTranslation('reports');
  // i18n-keys: *
  const left = useRemainingTime(deadline);
  if (!left) return t(keys.expired);
  return left.hours > 0 ? t(keys.hours, { hours: left.hours, minutes: left.minutes }) : t(keys.minutes, { minutes: left.minutes });
}
