import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DatasetStatus } from '@logiscope/proto/views';
import { useDateFormat } from '../../../shared/hooks/useDateFormat';
import styles from './Datasets.module.css';

/** One warning per stale data set: how far it is held, and that the verdicts reading it ask for review. */
export function StaleNotices({ datasets }: { datasets: readonly DatasetStatus[] }) {
  const { t } = useTranslation('datasets');
  const formatDate = useDateFormat();
  if (datasets.length === 0) return null;
  return (
    <div className={styles.notices} data-testid="stale-notices">
      {datasets.map((d) => (
        <Alert
          key={d.kind}
          type="warning"
          showIcon
          title={d.completeThrough ? t('stale.notice', { dataset: d.title, date: formatDate(d.completeThrough) }) : t('stale.never', { dataset: d.title })}
          data-testid="stale-notice"
          data-kind={d.kind}
        />
      ))}
    </div>
  );
}
