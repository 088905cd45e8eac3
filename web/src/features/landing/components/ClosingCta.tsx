import { Button, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../app/routes';
import styles from './Landing.module.css';

/** The closing free-trial call to action. */
export function ClosingCta() {
  const { t } = useTranslation('landing');
  return (
    <section className={styles.cta}>
      <Typography.Title level={2} className={styles.ctaTitle}>
        {t('cta.title')}
      </Typography.Title>
      <p className={styles.ctaSubtitle}>{t('cta.subtitle')}</p>
      <Link to={`${PATHS.auth}?mode=register`}>
        <Button size="large" className={styles.ctaButton}>
          {t('cta.button')}
        </Button>
      </Link>
    </section>
  );
}
