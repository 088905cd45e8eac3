import { Button, Grid } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../app/routes';
import { LanguageSelector } from './LanguageSelector';
import { NavDrawer } from './NavDrawer';
import { Wordmark } from './Wordmark';
import styles from './PublicHeader.module.css';

/**
 * The visitor header: wordmark, language and Sign In; below the md breakpoint the language selector moves into the
 * Menu drawer, with Sign In again as its link.
 */
export function PublicHeader({ transparent = false }: { transparent?: boolean }) {
  const { t } = useTranslation();
  const compact = !Grid.useBreakpoint().md;
  return (
    <header className={transparent ? `${styles.header} ${styles.transparent}` : styles.header}>
      <div className={styles.inner}>
        <Wordmark compact />
        <div className={styles.actions}>
          {!compact && <LanguageSelector />}
          <Link to={PATHS.auth}>
            <Button type="primary">{t('header.signIn')}</Button>
          </Link>
          {compact && <NavDrawer links={[{ path: PATHS.auth, label: t('header.signIn') }]} extra={<LanguageSelector />} />}
        </div>
      </div>
    </header>
  );
}
