import { Alert, Typography } from 'antd';
import { CheckCircleOutlined, LoadingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../shared/hooks/useDateFormat';
import type { EquipmentSyncResult } from '../../carriers/carrier.types';

/**
 * The carrier's equipment sync under the Equipment card's title: progress while one runs (with the reason when an
 * attempt failed and it tries again), else when it last ran and what it found, or why it failed.
 */
export function EquipmentSyncStatus({ sync, running }: { sync: EquipmentSyncResult | null; running: boolean }) {
  const { t } = useTranslation('equipment');
  const formatDate = useDateFormat();
  const source = t(`sync.sources.${sync?.source === 'fmcsa' ? 'fmcsa' : 'store'}`);

  if (running) {
    const retrying = sync && sync.state !== 'completed' && sync.state !== 'failed' && sync.attempts > 1 && sync.error;
    return (
      <Alert
        type="info"
        showIcon
        icon={<LoadingOutlined />}
        title={t('sync.running')}
        description={retrying ? t('sync.retrying', { attempt: sync.attempts, error: sync.error }) : t('sync.runningText', { source })}
        data-testid="equipment-sync-status"
        data-state="running"
        role="status"
      />
    );
  }
  if (!sync) return null;
  const time = formatDate(sync.finishedAt || sync.requestedAt, true);
  if (sync.state === 'failed') {
    return (
      <Alert
        type="warning"
        showIcon
        title={t('sync.lastFailed', { time })}
        description={sync.error || t('sync.failedText')}
        data-testid="equipment-sync-status"
        data-state="failed"
      />
    );
  }
  return (
    <Typography.Text type="secondary" data-testid="equipment-sync-status" data-state="completed">
      <CheckCircleOutlined /> {t('sync.lastSynced', { time })} · {t('sync.counts', { total: sync.total, added: sync.added, updated: sync.updated, unchanged: sync.unchanged })}
    </Typography.Text>
  );
}
