import { useTranslation } from 'react-i18next';
import { Wordmark } from './Wordmark';
import styles from './SiteFooter.module.css';

const LINKS = ['support', 'privacy', 'terms', 'security'] as const;

/** Footer of the visitor pages; its links are placeholders. */
export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <Wordmark inverse />
        <nav className={styles.links} aria-label={t('footer.navLabel')}>
          {LINKS.map((key) => (
            <a key={key} href="#" onClick={(event) => event.preventDefault()}>
              {t(`footer.${key}`)}
            </a>
          ))}
        </nav>
        <span className={styles.rights}>{t('footer.rights', { year: new Date().getFullYear() })}</span>
      </div>
    </footer>
  );
}
