import { Alert, Button, Space } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { OpResult } from '../../../api/operationRequest';
import { useToast } from '../../../shared/hooks/useToast';
import styles from './ApiKeys.module.css';

/**
 * The new key's secret, right after its creation and never again: identity keeps only its hash, and the web keeps it
 * only in this screen's state (gone once the ADMIN says it is stored or closes the dialog).
 */
export function NewApiKeySecret({ created, onDone }: { created: OpResult<'createApiKey'>; onDone: () => void }) {
  const { t } = useTranslation('dashboard');
  const toast = useToast();
  const copy = () => {
    const copied = navigator.clipboard?.writeText(created.secret) ?? Promise.reject(new Error('no clipboard'));
    void copied.then(
      () => toast({ title: t('apiSettings.secret.copied'), variant: 'success' }),
      () => toast({ title: t('apiSettings.secret.copyFailed'), variant: 'destructive' }),
    );
  };
  return (
    <Alert
      type="warning"
      showIcon
      title={t('apiSettings.secret.title')}
      data-testid="api-key-new-secret"
      description={
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          <span>{t('apiSettings.secret.warning')}</span>
          <code className={styles.secret} data-testid="api-key-secret">
            {created.secret}
          </code>
          <Space wrap>
            <Button icon={<CopyOutlined />} onClick={copy} data-testid="api-key-copy">
              {t('apiSettings.secret.copy')}
            </Button>
            <Button type="primary" onClick={onDone} data-testid="api-key-secret-done">
              {t('apiSettings.secret.done')}
            </Button>
          </Space>
        </Space>
      }
    />
  );
}
