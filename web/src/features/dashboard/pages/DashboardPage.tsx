import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../auth/hooks/useCurrentUser';
import { displayNameOf } from '../../auth/auth.session';
import { CompanySummaryCard } from '../components/CompanySummaryCard';
import { QuickLinks } from '../components/QuickLinks';
import { SampleReportBanner } from '../components/SampleReportBanner';
import styles from '../components/Dashboard.module.css';

/** Home for a signed-in user: welcome, the company, where to go next. */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const user = useCurrentUser();
  return (
    <div className="page-container">
      <section className={styles.hero}>
        <Typography.Title level={2} className={styles.heroTitle}>
          {t('welcome', { name: displayNameOf(user) })}
        </Typography.Title>
        <p className={styles.heroSubtitle}>{t('subtitle')}</p>
      </section>
      <div className={styles.grid}>
        <CompanySummaryCard user={user} />
        <QuickLinks />
      </div>
      <SampleReportBanner />
    </div>
  );
}
