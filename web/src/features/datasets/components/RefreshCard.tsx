import { Button, Card, Space, Tag, Typography } from 'antd';
import { SyncOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DatasetRefreshState } from '@logiscope/proto/views';
import { useDateFormat } from '../../../shared/hooks/useDateFormat';
import { useApiErrorToast } from '../../../shared/hooks/useApiErrorToast';
import { useErrorText } from '../../../shared/hooks/useErrorText';
import { useRefreshDatasetsMutation } from '../datasets.api';
import styles from './Datasets.module.css';

const RUN_COLOR = { running: 'processing', completed: 'success', failed: 'error' } as const;

/** The daily refresh: on or off, its schedule, its last run; "Refresh now" starts one (the server refuses a second). */
export function RefreshCard({ refresh }: { refresh: DatasetRefreshState }) {
  const { t } = useTranslation('datasets');
  const formatDate = useDateFormat();
  const showError = useApiErrorToast();
  const errorText = useErrorText();
  const [start, { isLoading }] = useRefreshDatasetsMutation();
  const last = refresh.lastRun;

  const refreshNow = async () => {
    try {
      await start().unwrap();
    } catch (error) {
      showError(error, { title: t('refresh.failed'), description: errorText(error, t('refresh.failedText')) });
    }
  };

  return (
    <Card variant="outlined" size="small" className={styles.section} title={t('refresh.title')} data-testid="refresh-card">
      <div className={styles.refreshRow}>
        <div className={styles.stack}>
          <span data-testid="refresh-state" data-enabled={refresh.enabled} data-running={refresh.running}>
            {refresh.enabled ? t('refresh.on', { minutes: refresh.everyMinutes, time: refresh.notBefore, zone: refresh.timeZone }) : t('refresh.off')}
          </span>
          {last ? (
            <span data-testid="refresh-last-run" data-status={last.status}>
              {t('refresh.lastRun', { date: formatDate(last.startedAt, true) })}{' '}
              <Tag color={RUN_COLOR[last.status]}>{t(`run.${last.status}`)}</Tag>
              <Typography.Text type="secondary">{t(`trigger.${last.trigger}`)}</Typography.Text>
            </span>
          ) : (
            <Typography.Text type="secondary">{t('refresh.never')}</Typography.Text>
          )}
        </div>
        <Space>
          <Button
            type="primary"
            icon={<SyncOutlined spin={refresh.running} />}
            loading={isLoading}
            disabled={!refresh.enabled || refresh.running}
            onClick={() => void refreshNow()}
            data-testid="refresh-now"
          >
            {refresh.running ? t('refresh.running') : t('refresh.now')}
          </Button>
        </Space>
      </div>
    </Card>
  );
}
