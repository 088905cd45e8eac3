import { Button } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../app/routes';
import { LanguageSelector } from './LanguageSelector';
import { Wordmark } from './Wordmark';
import styles from './PublicHeader.module.css';

/** The visitor header: wordmark, language and Sign In. */
export function PublicHeader({ transparent = false }: { transparent?: boolean }) {
  const { t } = useTranslation();
  return (
    <header className={transparent ? `${styles.header} ${styles.transparent}` : styles.header}>
      <div className={styles.inner}>
        <Wordmark compact />
        <div className={styles.actions}>
          <LanguageSelector />
          <Link to={PATHS.auth}>
            <Button type="primary">{t('header.signIn')}</Button>
          </Link>
        </div>
      </div>
    </header>
  );
}
