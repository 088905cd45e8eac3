import { CheckOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../app/routes';
import { LinkButton } from '../../../shared/ui/LinkButton';
import styles from './Landing.module.css';
import ui from './LandingElements.module.css';

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
        <h2 className={ui.h2}>{t('pricing.title')}</h2>
        <p className={ui.secondary}>{t('pricing.subtitle')}</p>
      </div>
      <div className={styles.pricingGrid}>
        {PLANS.map((plan) => (
          <article key={plan.key} className={[ui.card, styles.planCard, plan.featured ? styles.planFeatured : ''].filter(Boolean).join(' ')}>
            <div className={styles.planHeader}>
              <h3 className={`${ui.h3} ${styles.planName}`}>{t(`pricing.${plan.key}.name`)}</h3>
              {plan.featured ? <span className={`${ui.tag} ${ui.tagBlue}`}>{t('pricing.pro.badge')}</span> : null}
            </div>
            <div className={styles.planPrice}>
              <span className={styles.planAmount}>{t(`pricing.${plan.key}.price`)}</span>
              <span className={styles.planPeriod}>{t(`pricing.${plan.key}.period`)}</span>
            </div>
            <p className={ui.secondary}>{t(`pricing.${plan.key}.description`)}</p>
            <ul className={styles.planFeatures}>
              {plan.features.map((feature) => (
                <li key={feature}>
                  <CheckOutlined className={styles.planCheck} aria-hidden />
                  {t(`pricing.${plan.key}.features.${feature}`)}
                </li>
              ))}
            </ul>
            <LinkButton to={`${PATHS.auth}?mode=register`} variant={plan.featured ? 'primary' : 'default'} size="large" block>
              {t(`pricing.${plan.key}.cta`)}
            </LinkButton>
          </article>
        ))}
      </div>
    </section>
  );
}
