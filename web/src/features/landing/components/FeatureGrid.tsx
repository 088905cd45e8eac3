import {
  ApiOutlined,
  BarChartOutlined,
  ClusterOutlined,
  SafetyOutlined,
  TeamOutlined,
  AuditOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import styles from './Landing.module.css';
import ui from './LandingElements.module.css';

const FEATURES = [
  { key: 'predictiveSafety', icon: <SafetyOutlined /> },
  { key: 'complianceEngine', icon: <AuditOutlined /> },
  { key: 'riskAnalytics', icon: <BarChartOutlined /> },
  { key: 'dataMesh', icon: <ClusterOutlined /> },
  { key: 'collectiveIntelligence', icon: <TeamOutlined /> },
  { key: 'apiGateway', icon: <ApiOutlined /> },
] as const;

/** The six feature cards. */
export function FeatureGrid() {
  const { t } = useTranslation('landing');
  return (
    <section className={`${styles.section} ${styles.sectionAlt}`} id="features">
      <div className={styles.sectionHeading}>
        <h2 className={ui.h2}>{t('features.title')}</h2>
        <p className={ui.secondary}>{t('features.subtitle')}</p>
      </div>
      <div className={styles.featureGrid}>
        {FEATURES.map((feature) => (
          <article key={feature.key} className={`${ui.card} ${styles.featureCard}`}>
            <span className={styles.featureIcon} aria-hidden>
              {feature.icon}
            </span>
            <h3 className={`${ui.h4} ${styles.featureTitle}`}>{t(`features.${feature.key}.title`)}</h3>
            <p className={`${ui.secondary} ${styles.featureText}`}>{t(`features.${feature.key}.description`)}</p>
          </article>
        ))}
      </div>
    </section>
  );
}
