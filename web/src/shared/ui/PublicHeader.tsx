import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../app/routes';
import { MD_MIN_WIDTH, useMinWidth } from '../hooks/useMinWidth';
import { LanguageSelector } from './LanguageSelector';
import { LinkButton } from './LinkButton';
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
  // antd's md breakpoint, read without antd's grid (a visitor's first load, issue 14).
  const compact = !useMinWidth(MD_MIN_WIDTH);
  return (
    <header className={transparent ? `${styles.header} ${styles.transparent}` : styles.header}>
      <div className={styles.inner}>
        <Wordmark compact />
        <div className={styles.actions}>
          {!compact && <LanguageSelector />}
          <LinkButton to={PATHS.auth} variant="primary">
            {t('header.signIn')}
          </LinkButton>
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
