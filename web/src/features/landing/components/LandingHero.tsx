import { PlayCircleOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../app/routes';
import { LinkButton } from '../../../shared/ui/LinkButton';
import styles from './Landing.module.css';
import ui from './LandingElements.module.css';

export function LandingHero() {
  const { t } = useTranslation('landing');
  return (
    <section className={styles.hero}>
      <div className={styles.heroInner}>
        <span className={`${ui.tag} ${styles.heroBadge}`}>
          <SafetyCertificateOutlined aria-hidden />
          <span>{t('hero.badge')}</span>
        </span>
        <h1 className={`${ui.h1} ${styles.heroTitle}`}>{t('hero.title')}</h1>
        <p className={styles.heroSubtitle}>{t('hero.subtitle')}</p>
        <div className={`${ui.actions} ${styles.heroActions}`}>
          <LinkButton to={`${PATHS.auth}?mode=register`} variant="primary" size="large">
            {t('hero.primary')}
          </LinkButton>
          <LinkButton to={PATHS.demo} variant="ghost" size="large" icon={<PlayCircleOutlined aria-hidden />}>
            {t('hero.secondary')}
          </LinkButton>
        </div>
        <p className={styles.heroNote}>{t('hero.note')}</p>
      </div>
    </section>
  );
}
