import { useState } from 'react';
import { Alert, Button, Divider, Result, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../shared/hooks/useErrorText';
import { useUnauthorizedEffect } from '../../../shared/hooks/useUnauthorizedEffect';
import { useCurrentUser } from '../../auth/hooks/useCurrentUser';
import { useListWebhookEndpointsQuery } from '../webhooks.api';
import { CreateWebhookForm } from './CreateWebhookForm';
import { NewWebhookSecret } from './NewWebhookSecret';
import { WebhookEndpointList } from './WebhookEndpointList';

function AdminWebhooks() {
  const { t } = useTranslation('dashboard');
  const errorText = useErrorText();
  const { data: endpoints, error, isLoading, refetch } = useListWebhookEndpointsQuery(undefined, { refetchOnMountOrArgChange: true });
  useUnauthorizedEffect(error);
  const [secret, setSecret] = useState<{ secret: string; url: string } | null>(null);

  if (isLoading) return <Skeleton active />;
  if (error || !endpoints) {
    return <Result status="warning" title={t('webhooks.loadFailed')} subTitle={errorText(error, '')} extra={<Button onClick={() => void refetch()}>{t('webhooks.retry')}</Button>} />;
  }
  const show = (r: { secret: string; endpoint: { url: string } }) => setSecret({ secret: r.secret, url: r.endpoint.url });
  return (
    <>
      {secret ? <NewWebhookSecret secret={secret.secret} url={secret.url} onDone={() => setSecret(null)} /> : null}
      <Typography.Title level={5} style={{ marginTop: secret ? 16 : 0 }}>
        {t('webhooks.list.title')}
      </Typography.Title>
      <WebhookEndpointList endpoints={endpoints} onRolled={show} />
      <Divider />
      <CreateWebhookForm onCreated={show} />
    </>
  );
}

/**
 * Webhooks (issue 24 §3): LogiScope posts signed events to the company's endpoints. Its ADMINs register, roll, test
 * and read the delivery log; anyone else is told who manages them (the server refuses them too).
 */
export function WebhooksPanel() {
  const { t } = useTranslation(['dashboard', 'errors']);
  const user = useCurrentUser();
  return (
    <div data-testid="webhooks">
      <Typography.Paragraph type="secondary">{t('webhooks.intro')}</Typography.Paragraph>
      {user.role === 'ADMIN' ? <AdminWebhooks /> : <Alert type="info" showIcon title={t('errors:WEBHOOKS_ADMIN_ONLY')} data-testid="webhooks-admins-only" />}
    </div>
  );
}
