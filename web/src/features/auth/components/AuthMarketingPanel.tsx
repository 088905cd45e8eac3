import { CheckCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Wordmark } from '../../../shared/ui/Wordmark';
import { useNumberFormat } from '../../../shared/hooks/useNumberFormat';
import styles from './AuthMarketingPanel.module.css';

const POINTS = ['search', 'safety', 'reports', 'team'] as const;

/** The marketing panel beside the sign-in form. */
export function AuthMarketingPanel() {
  const { t } = useTranslation('auth');
  const formatNumber = useNumberFormat();
  const stats = [
    { value: '2.5M+', label: t('marketing.stats.entities') },
    { value: `${formatNumber(99.2)}%`, label: t('marketing.stats.accuracy') },
    { value: `${formatNumber(7500)}+`, label: t('marketing.stats.professionals') },
  ];
  return (
    <aside className={styles.panel}>
      <Wordmark inverse />
      <div className={styles.body}>
        <span className={styles.eyebrow}>{t('marketing.eyebrow')}</span>
        <h2 className={styles.title}>{t('marketing.title')}</h2>
        <p className={styles.subtitle}>{t('marketing.subtitle')}</p>
        <ul className={styles.points}>
          {POINTS.map((point) => (
            <li key={point}>
              <CheckCircleFilled className={styles.check} aria-hidden />
              <span>{t(`marketing.points.${point}`)}</span>
            </li>
          ))}
        </ul>
      </div>
      <dl className={styles.stats}>
        {stats.map((stat) => (
          <div key={stat.label}>
            <dt>{stat.label}</dt>
            <dd>{stat.value}</dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}
