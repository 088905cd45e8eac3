import { Button, Skeleton, Space, Tag, Typography } from 'antd';
import type { WebhookDeliveryView } from '@logiscope/proto/views';
import { useTranslation } from 'react-i18next';
import { useApiErrorToast } from '../../../shared/hooks/useApiErrorToast';
import { useDateFormat } from '../../../shared/hooks/useDateFormat';
import { useErrorText } from '../../../shared/hooks/useErrorText';
import { useToast } from '../../../shared/hooks/useToast';
import { useListWebhookDeliveriesQuery, useRedeliverWebhookMutation } from '../webhooks.api';
import styles from './Webhooks.module.css';

const STATUS_COLOR: Record<WebhookDeliveryView['status'], string> = { PENDING: 'gold', SUCCEEDED: 'green', FAILED: 'red' };

function RedeliverButton({ endpointId, delivery }: { endpointId: string; delivery: WebhookDeliveryView }) {
  const { t } = useTranslation('dashboard');
  const toast = useToast();
  const showError = useApiErrorToast();
  const errorText = useErrorText();
  const [redeliver, { isLoading }] = useRedeliverWebhookMutation();
  const onClick = () =>
    redeliver({ id: endpointId, deliveryId: delivery.id })
      .unwrap()
      .then(() => toast({ title: t('webhooks.deliveries.redelivered'), variant: 'success' }))
      .catch((error: unknown) => showError(error, { title: t('webhooks.deliveries.redeliverFailed'), description: errorText(error, '') }));
  return (
    <Button size="small" onClick={onClick} loading={isLoading} data-testid="webhook-redeliver">
      {t('webhooks.deliveries.redeliver')}
    </Button>
  );
}

/** An endpoint's delivery log, newest first: each event's status and attempts (answer, latency, the answer's start). */
export function WebhookDeliveries({ endpointId }: { endpointId: string }) {
  const { t } = useTranslation('dashboard');
  const date = useDateFormat();
  const { data, isLoading, isFetching, refetch } = useListWebhookDeliveriesQuery({ id: endpointId }, { refetchOnMountOrArgChange: true });
  const outcome = (a: WebhookDeliveryView['attempts'][number]) => (a.error === '' ? t('webhooks.deliveries.answered', { status: a.statusCode }) : t(`webhooks.deliveries.errors.${a.error}`));
  if (isLoading) return <Skeleton active paragraph={{ rows: 2 }} />;
  return (
    <div data-testid="webhook-deliveries">
      <Space wrap style={{ marginTop: 8 }}>
        <Typography.Text strong>{t('webhooks.deliveries.title')}</Typography.Text>
        <Button size="small" onClick={() => void refetch()} loading={isFetching} data-testid="webhook-deliveries-refresh">
          {t('webhooks.deliveries.refresh')}
        </Button>
      </Space>
      {!data || data.length === 0 ? (
        <Typography.Paragraph type="secondary">{t('webhooks.deliveries.empty')}</Typography.Paragraph>
      ) : (
        <ul className={styles.deliveries} aria-label={t('webhooks.deliveries.title')}>
          {data.map((d) => (
            <li key={d.id} className={styles.delivery} data-testid="webhook-delivery" data-event-type={d.eventType}>
              <Space wrap size={8}>
                <Typography.Text code>{d.eventType}</Typography.Text>
                <Tag color={STATUS_COLOR[d.status]} data-testid="webhook-delivery-status">
                  {t(`webhooks.deliveries.status.${d.status}`)}
                </Tag>
                <Typography.Text type="secondary">{date(d.createdAt, true)}</Typography.Text>
                <RedeliverButton endpointId={endpointId} delivery={d} />
              </Space>
              <div className={styles.attempt}>
                <Typography.Text type="secondary">{t('webhooks.deliveries.eventId')}</Typography.Text> <Typography.Text code>{d.eventId}</Typography.Text>
              </div>
              {d.attempts.map((a, i) => (
                <div key={`${a.at}-${i}`} className={styles.attempt} data-testid="webhook-attempt">
                  {date(a.at, true)} · {outcome(a)} · {t('webhooks.deliveries.latency', { ms: a.latencyMs })}
                  {a.errorDetail || a.responseExcerpt ? <Typography.Text code>{(a.errorDetail || a.responseExcerpt).slice(0, 120)}</Typography.Text> : null}
                </div>
              ))}
              {d.nextAttemptAt ? <div className={styles.attempt}>{t('webhooks.deliveries.nextAttempt', { at: date(d.nextAttemptAt, true) })}</div> : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
