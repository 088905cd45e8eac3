import { Card, Empty, Skeleton, Typography } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isPaymentRequired } from '../../../api/paywall';
import { useDateFormat } from '../../../shared/hooks/useDateFormat';
import { SeverityBadge } from '../../carriers/components/CarrierBadges';
import { useGetMonitoringAlertsQuery } from '../../saved-carriers/saved-carriers.api';
import { firstEntries } from '../account-status.rules';
import { alertText } from '../dashboard.alerts';
import { PaywalledHint } from '../../subscription/components/PaywalledHint';
import styles from './Dashboard.module.css';

/** Recent Alerts: the first 5 monitoring alerts about carriers the company monitors. */
export function RecentAlertsCard() {
  const { t, i18n } = useTranslation('dashboard');
  const formatDate = useDateFormat();
  const { data, isLoading, isError, error } = useGetMonitoringAlertsQuery();
  const alerts = firstEntries(data);

  return (
    <Card
      title={
        <span>
          <BellOutlined aria-hidden /> {t('alerts.title')}
        </span>
      }
      variant="outlined"
      size="small"
      data-testid="recent-alerts"
    >
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 3 }} title={false} />
      ) : isError ? (
        isPaymentRequired(error) ? (
          <PaywalledHint text={t('alerts.paywalled')} />
        ) : (
          <Typography.Text type="secondary">{t('alerts.unavailable')}</Typography.Text>
        )
      ) : alerts.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('alerts.empty')} />
      ) : (
        <ul className={styles.sideList}>
          {alerts.map((alert) => {
            const text = alertText(t, alert, i18n.resolvedLanguage ?? i18n.language);
            return (
              <li key={alert.id} className={styles.sideItem}>
                <div className={styles.sideItemHead}>
                  <Link to={`/carrier/${encodeURIComponent(alert.carrierId)}`} className={`${styles.sideItemTitle} ${styles.wrapTitle}`}>
                    {text.title}
                  </Link>
                  <SeverityBadge severity={alert.severity} />
                </div>
                <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} className={styles.sideItemText}>
                  {text.description}
                </Typography.Paragraph>
                <span className={styles.sideItemDate}>{formatDate(alert.createdAt, true)}</span>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
