import { useState } from 'react';
import { Alert, Button, Divider, Result, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OpResult } from '../../../api/operationRequest';
import { useErrorText } from '../../../shared/hooks/useErrorText';
import { useUnauthorizedEffect } from '../../../shared/hooks/useUnauthorizedEffect';
import { useCurrentUser } from '../../auth/hooks/useCurrentUser';
import { useListApiKeysQuery } from '../api-keys.api';
import { ApiKeyList } from './ApiKeyList';
import { CreateApiKeyForm } from './CreateApiKeyForm';
import { NewApiKeySecret } from './NewApiKeySecret';

/** An ADMIN's keys: the new key's secret (once), the list, and the create form. */
function AdminApiKeys() {
  const { t } = useTranslation('dashboard');
  const errorText = useErrorText();
  // Fetched on every opening: "last used" moves while the dialog is closed.
  const { data: keys, error, isLoading, refetch } = useListApiKeysQuery(undefined, { refetchOnMountOrArgChange: true });
  useUnauthorizedEffect(error);
  const [created, setCreated] = useState<OpResult<'createApiKey'> | null>(null);

  if (isLoading) return <Skeleton active />;
  if (error || !keys) {
    return (
      <Result
        status="warning"
        title={t('apiSettings.loadFailed')}
        subTitle={errorText(error, '')}
        extra={<Button onClick={() => void refetch()}>{t('apiSettings.retry')}</Button>}
      />
    );
  }
  return (
    <>
      {created ? <NewApiKeySecret created={created} onDone={() => setCreated(null)} /> : null}
      <Typography.Title level={5} style={{ marginTop: created ? 16 : 0 }}>
        {t('apiSettings.list.title')}
      </Typography.Title>
      <ApiKeyList keys={keys} />
      <Divider />
      <CreateApiKeyForm onCreated={setCreated} />
    </>
  );
}

/**
 * API Settings (issue 24 §1): the company's API keys. Its ADMINs list, create and revoke them; anyone else is told
 * who manages them (the server refuses them too).
 */
export function ApiKeysPanel() {
  const { t } = useTranslation(['dashboard', 'errors']);
  const user = useCurrentUser();
  return (
    <div data-testid="api-keys">
      <Typography.Paragraph type="secondary">{t('apiSettings.intro')}</Typography.Paragraph>
      {user.role === 'ADMIN' ? <AdminApiKeys /> : <Alert type="info" showIcon title={t('errors:API_KEYS_ADMIN_ONLY')} data-testid="api-keys-admins-only" />}
    </div>
  );
}
