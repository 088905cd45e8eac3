import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { eventKey } from '../webhooks.form';

/** An event as people read it: its type in the API, and what it means in the user's language. */
export function WebhookEventLabel({ event }: { event: string }) {
  const { t } = useTranslation('dashboard');
  // i18n-keys: dashboard:webhooks.events.*
  const means = t(`webhooks.events.${eventKey(event)}`);
  return (
    <span>
      <Typography.Text code>{event}</Typography.Text> {means}
    </span>
  );
}
