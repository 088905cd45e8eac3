import { Card, Typography } from 'antd';
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
        <Typography.Title level={2}>{t('features.title')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('features.subtitle')}</Typography.Paragraph>
      </div>
      <div className={styles.featureGrid}>
        {FEATURES.map((feature) => (
          <Card key={feature.key} className={styles.featureCard} variant="outlined">
            <span className={styles.featureIcon} aria-hidden>
              {feature.icon}
            </span>
            <Typography.Title level={4} className={styles.featureTitle}>
              {t(`features.${feature.key}.title`)}
            </Typography.Title>
            <Typography.Paragraph type="secondary" className={styles.featureText}>
              {t(`features.${feature.key}.description`)}
            </Typography.Paragraph>
          </Card>
        ))}
      </div>
    </section>
  );
}
