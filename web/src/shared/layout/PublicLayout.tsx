import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PublicHeader } from '../ui/PublicHeader';
import { SiteFooter } from '../ui/SiteFooter';
import { ContentSpinner } from '../ui/ContentSpinner';
import styles from './PublicLayout.module.css';

/** The visitor shell: header with Sign In, the screen, footer. */
export function PublicLayout() {
  return (
    <div className={styles.root}>
      <PublicHeader />
      <main className={styles.main}>
        <Suspense fallback={<ContentSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
