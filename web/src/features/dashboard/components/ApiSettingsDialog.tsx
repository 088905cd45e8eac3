import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiKeysPanel } from '../../api-keys/components/ApiKeysPanel';

/** API Settings: the company's API keys for the public API (closing it forgets a new key's secret for good). */
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
      <ApiKeysPanel />
    </Modal>
  );
}
