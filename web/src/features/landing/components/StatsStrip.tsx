import { useTranslation } from 'react-i18next';
import { useNumberFormat } from '../../../shared/hooks/useNumberFormat';
import styles from './Landing.module.css';

/** The marketing claims: 2,487,340 tracked entities, 425,892 risk assessments, 7,500+ professionals, 99.2% accuracy, 25+ years. */
export function StatsStrip() {
  const { t } = useTranslation('landing');
  // i18n-keys: landing:stats.*
  const format = useNumberFormat();
  const stats = [
    { key: 'trackedEntities', value: format(2487340) },
    { key: 'riskAssessments', value: format(425892) },
    { key: 'professionals', value: `${format(7500)}+` },
    { key: 'accuracy', value: `${format(99.2)}%` },
    { key: 'yearsOfData', value: `${format(25)}+` },
  ];
  return (
    <section className={styles.stats} aria-label={t('stats.label')}>
      <dl className={styles.statsInner}>
        {stats.map((stat) => (
          <div key={stat.key} className={styles.stat}>
            <dt className={styles.statLabel}>{t(`stats.${stat.key}`)}</dt>
            <dd className={styles.statValue}>{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
