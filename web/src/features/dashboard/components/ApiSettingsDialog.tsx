import { Button, Modal, Result } from 'antd';
import { ApiOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** API Settings: personal API keys belong to the planned public API; until it is served this says so. */
export function ApiSettingsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('dashboard');
  return (
    <Modal
      open={open}
      title={t('apiSettings.title')}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('apiSettings.close')}
        </Button>
      }
    >
      <Result icon={<ApiOutlined style={{ color: '#1d4ed8' }} />} title={t('apiSettings.heading')} subTitle={t('apiSettings.text')} />
      <ul style={{ margin: 0, paddingInlineStart: 20, color: 'rgba(0,0,0,0.65)' }}>
        <li>{t('apiSettings.points.keys')}</li>
        <li>{t('apiSettings.points.endpoints')}</li>
        <li>{t('apiSettings.points.limits')}</li>
      </ul>
    </Modal>
  );
}
