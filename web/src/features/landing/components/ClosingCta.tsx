import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../app/routes';
import { LinkButton } from '../../../shared/ui/LinkButton';
import styles from './Landing.module.css';
import ui from './LandingElements.module.css';

/** The closing free-trial call to action. */
export function ClosingCta() {
  const { t } = useTranslation('landing');
  return (
    <section className={styles.cta}>
      <h2 className={`${ui.h2} ${styles.ctaTitle}`}>{t('cta.title')}</h2>
      <p className={styles.ctaSubtitle}>{t('cta.subtitle')}</p>
      <LinkButton to={`${PATHS.auth}?mode=register`} size="large" className={styles.ctaButton}>
        {t('cta.button')}
      </LinkButton>
    </section>
  );
}
