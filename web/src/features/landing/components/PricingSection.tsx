import { Button, Card, Tag, Typography } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../app/routes';
import styles from './Landing.module.css';

const PLANS = [
  { key: 'trial', features: ['noCard', 'search', 'freightguard', 'cancel'], featured: false },
  { key: 'pro', features: ['users', 'searches', 'reports', 'compliance', 'api'], featured: true },
] as const;

/** Two cards, the 30-day free trial and $149 per month, both to /auth. */
export function PricingSection() {
  const { t } = useTranslation('landing');
  // i18n-keys: landing:pricing.*
  return (
    <section className={styles.section} id="pricing">
      <div className={styles.sectionHeading}>
        <Typography.Title level={2}>{t('pricing.title')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('pricing.subtitle')}</Typography.Paragraph>
      </div>
      <div className={styles.pricingGrid}>
        {PLANS.map((plan) => (
          <Card key={plan.key} className={plan.featured ? `${styles.planCard} ${styles.planFeatured}` : styles.planCard} variant="outlined">
            <div className={styles.planHeader}>
              <Typography.Title level={3} className={styles.planName}>
                {t(`pricing.${plan.key}.name`)}
              </Typography.Title>
              {plan.featured ? <Tag color="blue">{t('pricing.pro.badge')}</Tag> : null}
            </div>
            <div className={styles.planPrice}>
              <span className={styles.planAmount}>{t(`pricing.${plan.key}.price`)}</span>
              <span className={styles.planPeriod}>{t(`pricing.${plan.key}.period`)}</span>
            </div>
            <Typography.Paragraph type="secondary">{t(`pricing.${plan.key}.description`)}</Typography.Paragraph>
            <ul className={styles.planFeatures}>
              {plan.features.map((feature) => (
                <li key={feature}>
                  <CheckOutlined className={styles.planCheck} aria-hidden />
                  {t(`pricing.${plan.key}.features.${feature}`)}
                </li>
              ))}
            </ul>
            <Link to={`${PATHS.auth}?mode=register`}>
              <Button type={plan.featured ? 'primary' : 'default'} size="large" block>
                {t(`pricing.${plan.key}.cta`)}
              </Button>
            </Link>
          </Card>
        ))}
      </div>
    </section>
  );
}
