import { Button, Modal, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiKeysPanel } from '../../api-keys/components/ApiKeysPanel';
import { WebhooksPanel } from '../../webhooks/components/WebhooksPanel';

/**
 * API Settings: the company's API keys for the public API, and its webhooks (closing it forgets a new key's or
 * endpoint's secret for good).
 */
export function ApiSettingsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('dashboard');
  return (
    <Modal
      open={open}
      title={t('apiSettings.title')}
      onCancel={onClose}
      width={720}
      destroyOnHidden
      footer={
        <Button onClick={onClose} data-testid="api-settings-close">
          {t('apiSettings.close')}
        </Button>
      }
    >
      <Tabs
        items={[
          { key: 'keys', label: t('apiSettings.tabs.keys'), children: <ApiKeysPanel /> },
          { key: 'webhooks', label: t('apiSettings.tabs.webhooks'), children: <WebhooksPanel /> },
        ]}
      />
    </Modal>
  );
}
