import { useState } from 'react';
import { Button, Popconfirm, Space, Tag, Typography } from 'antd';
import type { OpResult } from '../../../api/operationRequest';
import type { WebhookEndpointView } from '@logiscope/proto/views';
import { useTranslation } from 'react-i18next';
import { useApiErrorToast } from '../../../shared/hooks/useApiErrorToast';
import { useDateFormat } from '../../../shared/hooks/useDateFormat';
import { useErrorText } from '../../../shared/hooks/useErrorText';
import { useToast } from '../../../shared/hooks/useToast';
import { Fact, Facts, stackedList } from '../../../shared/ui/StackedList';
import { useRollWebhookSecretMutation, useSendWebhookTestMutation, useUpdateWebhookEndpointMutation } from '../webhooks.api';
import { WebhookDeliveries } from './WebhookDeliveries';
import { WebhookEventLabel } from './WebhookEventLabel';
import styles from './Webhooks.module.css';

const STATUS_COLOR: Record<WebhookEndpointView['status'], string> = { ENABLED: 'green', DISABLED: 'default', FAILING: 'red' };

/** Enable or disable, send a test event, roll the secret (after a confirmation), show the delivery log. */
function EndpointActions({ endpoint, onRolled, logOpen, onToggleLog }: { endpoint: WebhookEndpointView; onRolled: (r: OpResult<'rollWebhookSecret'>) => void; logOpen: boolean; onToggleLog: () => void }) {
  const { t } = useTranslation('dashboard');
  const toast = useToast();
  const showError = useApiErrorToast();
  const errorText = useErrorText();
  const [update, updating] = useUpdateWebhookEndpointMutation();
  const [sendTest, testing] = useSendWebhookTestMutation();
  const [roll, rolling] = useRollWebhookSecretMutation();
  const failed = (title: string) => (error: unknown) => showError(error, { title, description: errorText(error, '') });
  const enabled = endpoint.status === 'ENABLED';
  return (
    <Space wrap size={8}>
      <Button size="small" loading={testing.isLoading} disabled={!enabled} data-testid="webhook-test"
        onClick={() => void sendTest({ id: endpoint.id }).unwrap().then(() => toast({ title: t('webhooks.actions.testSent'), variant: 'success' })).catch(failed(t('webhooks.actions.testFailed')))}>
        {t('webhooks.actions.test')}
      </Button>
      <Button size="small" loading={updating.isLoading} data-testid="webhook-toggle"
        onClick={() => void update({ id: endpoint.id, body: { enabled: !enabled } }).unwrap().catch(failed(t('webhooks.actions.updateFailed')))}>
        {enabled ? t('webhooks.actions.disable') : t('webhooks.actions.enable')}
      </Button>
      <Popconfirm
        title={t('webhooks.actions.rollConfirmTitle')}
        description={t('webhooks.actions.rollConfirmText')}
        okText={t('webhooks.actions.roll')}
        cancelText={t('webhooks.actions.cancel')}
        okButtonProps={{ loading: rolling.isLoading, ...({ 'data-testid': 'webhook-roll-confirm' } as Record<string, string>) }}
        onConfirm={() => roll({ id: endpoint.id }).unwrap().then(onRolled).catch(failed(t('webhooks.actions.rollFailed')))}
      >
        <Button size="small" data-testid="webhook-roll">
          {t('webhooks.actions.roll')}
        </Button>
      </Popconfirm>
      <Button size="small" type="link" aria-expanded={logOpen} onClick={onToggleLog} data-testid="webhook-log-toggle">
        {logOpen ? t('webhooks.actions.hideLog') : t('webhooks.actions.showLog')}
      </Button>
    </Space>
  );
}

/** The company's endpoints, newest first; a stacked list rather than a table, so it reads the same on a phone. */
export function WebhookEndpointList({ endpoints, onRolled }: { endpoints: readonly WebhookEndpointView[]; onRolled: (r: OpResult<'rollWebhookSecret'>) => void }) {
  const { t } = useTranslation('dashboard');
  const date = useDateFormat();
  const [open, setOpen] = useState<string | null>(null);
  if (endpoints.length === 0) return <Typography.Text type="secondary">{t('webhooks.list.empty')}</Typography.Text>;
  return (
    <ul className={stackedList.list} aria-label={t('webhooks.list.title')}>
      {endpoints.map((e) => (
        <li key={e.id} className={stackedList.item} data-testid="webhook-row" data-url={e.url}>
          <div className={stackedList.head}>
            <span className={styles.url}>{e.url}</span>
            <Tag color={STATUS_COLOR[e.status]} data-testid="webhook-status">
              {t(`webhooks.status.${e.status}`)}
            </Tag>
          </div>
          {e.status === 'FAILING' ? <Typography.Paragraph type="danger" style={{ margin: '4px 0 0' }}>{t('webhooks.list.failingNote')}</Typography.Paragraph> : null}
          <Facts thenMore>
            <Fact label={t('webhooks.list.events')}>
              <span className={stackedList.stack}>
                {e.events.map((event) => (
                  <WebhookEventLabel key={event} event={event} />
                ))}
              </span>
            </Fact>
            <Fact label={t('webhooks.list.secret')}>
              <Typography.Text code data-testid="webhook-secret-prefix">{`${e.secretPrefix}…`}</Typography.Text>
              {e.previousSecretExpiresAt ? <div>{t('webhooks.list.previousUntil', { at: date(e.previousSecretExpiresAt, true) })}</div> : null}
            </Fact>
            <Fact label={t('webhooks.list.created')}>{`${date(e.createdAt, true)} · ${e.createdBy}`}</Fact>
            {e.failingSince ? <Fact label={t('webhooks.list.failingSince')}>{date(e.failingSince, true)}</Fact> : null}
          </Facts>
          <EndpointActions endpoint={e} onRolled={onRolled} logOpen={open === e.id} onToggleLog={() => setOpen(open === e.id ? null : e.id)} />
          {open === e.id ? <WebhookDeliveries endpointId={e.id} /> : null}
        </li>
      ))}
    </ul>
  );
}
