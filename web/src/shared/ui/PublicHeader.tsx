import { Suspense, lazy } from 'react';
import { Button, Grid } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../app/routes';
import { LanguageSelector } from './LanguageSelector';
import { Wordmark } from './Wordmark';
import styles from './PublicHeader.module.css';

/** The drawer (antd Drawer and Menu) is fetched on small screens only: not part of a desktop visitor's first load. */
const NavDrawer = lazy(async () => ({ default: (await import('./NavDrawer')).NavDrawer }));

/**
 * The visitor header: wordmark, language and Sign In; below the md breakpoint the language selector moves into the
 * Menu drawer, with Sign In again as its link.
 */
export function PublicHeader({ transparent = false }: { transparent?: boolean }) {
  const { t } = useTranslation();
  // md is unknown on the first render, before antd measures the screen (same frame): compact once it says so.
  const compact = Grid.useBreakpoint().md === false;
  return (
    <header className={transparent ? `${styles.header} ${styles.transparent}` : styles.header}>
      <div className={styles.inner}>
        <Wordmark compact />
        <div className={styles.actions}>
          {!compact && <LanguageSelector />}
          <Link to={PATHS.auth}>
            <Button type="primary">{t('header.signIn')}</Button>
          </Link>
          {compact && (
            <Suspense fallback={null}>
              <NavDrawer links={[{ path: PATHS.auth, label: t('header.signIn') }]} extra={<LanguageSelector />} />
            </Suspense>
          )}
        </div>
      </div>
    </header>
  );
}
