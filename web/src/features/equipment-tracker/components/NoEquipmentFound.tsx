import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './EquipmentTracker.module.css';

/** The spec's empty state: 'No Equipment Found'. */
export function NoEquipmentFound() {
  const { t } = useTranslation('equipment');
  return (
    <Empty description={<strong>{t('tracker.empty')}</strong>} data-testid="equipment-empty">
      <p className={styles.none}>{t('tracker.emptyText')}</p>
    </Empty>
  );
}
