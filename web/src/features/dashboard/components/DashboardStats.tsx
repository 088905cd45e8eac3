import { BellOutlined, EyeOutlined, SearchOutlined, StarOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNumberFormat } from '../../../shared/hooks/useNumberFormat';
import { useGetUsageQuery } from '../../control-panel/company.api';
import { useGetMonitoredCarriersQuery, useGetMonitoringAlertsQuery, useGetSavedCarriersQuery } from '../../saved-carriers/saved-carriers.api';
import { IconBadge } from '../../../shared/ui/IconBadge';
import styles from './Dashboard.module.css';

/** The stats strip: the company's own numbers (saved, monitored, alerts, searches this month). */
export function DashboardStats() {
  const { t } = useTranslation('dashboard');
  // i18n-keys: dashboard:stats.*
  const format = useNumberFormat();
  const saved = useGetSavedCarriersQuery();
  // Monitored carriers need not be saved: counted from their own list.
  const monitored = useGetMonitoredCarriersQuery();
  const alerts = useGetMonitoringAlertsQuery();
  // Counted by the server over the whole history: a capped list would undercount a busy month.
  const usage = useGetUsageQuery();
  const value = (n: number | undefined) => (n === undefined ? '–' : format(n));

  const stats = [
    { key: 'saved', icon: <StarOutlined />, value: value(saved.data?.length) },
    { key: 'monitored', icon: <EyeOutlined />, value: value(monitored.data?.length) },
    { key: 'alerts', icon: <BellOutlined />, value: value(alerts.data?.length) },
    { key: 'searches', icon: <SearchOutlined />, value: value(usage.data?.searchesThisMonth) },
  ];

  return (
    <section className={styles.stats} aria-label={t('stats.label')}>
      {stats.map((stat) => (
        <div key={stat.key} className={styles.stat} data-testid={`stat-${stat.key}`}>
          <IconBadge>{stat.icon}</IconBadge>
          <span>
            <span className={styles.statValue}>{stat.value}</span>
            <span className={styles.statLabel}>{t(`stats.${stat.key}`)}</span>
          </span>
        </div>
      ))}
    </section>
  );
}
