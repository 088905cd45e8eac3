import type { MonitoringAlertView } from '@logiscope/proto/views';
import type { Translate } from '../../shared/errors/errorText';

/** Params that are codes the server does not word (authority status, safety rating, verdict outcome), by alert kind. */
const VALUE_GROUP: Record<string, 'authority' | 'rating' | 'outcome'> = {
  'authority-revoked': 'authority',
  'authority-inactive': 'authority',
  'authority-removed': 'authority',
  'authority-pending': 'authority',
  'authority-reinstated': 'authority',
  'authority-granted': 'authority',
  'safety-rating-unsatisfactory': 'rating',
  'safety-rating-conditional': 'rating',
  'safety-rating-changed': 'rating',
  'verdict-changed': 'outcome',
};

/**
 * A monitoring or verdict-change alert in the reader's language: `dashboard:alerts.kinds.<code>.title|description`
 * with the server's params (`context` picks a variant, `count` a plural form). The server's English title and
 * description for an alert stored before codes existed or a code this build does not word; in English the server's
 * description stays, as it names details (policies, insurers, old and new values) the templates leave out.
 */
export function alertText(t: Translate, alert: MonitoringAlertView, language: string): { title: string; description: string } {
  if (!alert.code || !alert.params) return { title: alert.title, description: alert.description };
  const { context, count, ...values } = alert.params;
  const group = VALUE_GROUP[alert.code];
  // i18n-keys: dashboard:alerts.values.*
  const word = (v: string | undefined) => (group && v !== undefined ? t(`dashboard:alerts.values.${group}.${v}`, { defaultValue: v }) : v);
  const options = {
    ...values,
    ...(values.from !== undefined ? { from: word(values.from) } : {}),
    ...(values.to !== undefined ? { to: word(values.to) } : {}),
    ...(context ? { context } : {}),
    // A number, so i18next picks the plural form.
    ...(count !== undefined ? { count: Number(count) } : {}),
  };
  // i18n-keys: dashboard:alerts.kinds.*
  const title = t(`dashboard:alerts.kinds.${alert.code}.title`, { ...options, defaultValue: alert.title });
  const description = language.startsWith('en') ? alert.description : t(`dashboard:alerts.kinds.${alert.code}.description`, { ...options, defaultValue: alert.description });
  return { title, description };
}
