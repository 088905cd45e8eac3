import { useState } from 'react';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../auth/hooks/useCurrentUser';
import { displayNameOf } from '../../auth/auth.session';
import { HomeSearchCard } from '../../carrier-search/components/HomeSearchCard';
import { HomeResultsPanel } from '../../carrier-search/components/HomeResultsPanel';
import { BulkUploadDialog } from '../../carrier-search/components/BulkUploadDialog';
import { useHomeSearch } from '../../carrier-search/hooks/useHomeSearch';
import { useCarrierExport } from '../../carrier-search/hooks/useCarrierExport';
import { useSearchResultsExport } from '../../carrier-search/hooks/useSearchResultsExport';
import { useGetSavedCarriersQuery } from '../../saved-carriers/saved-carriers.api';
import { AccountStatusCard } from '../components/AccountStatusCard';
import { ApiSettingsDialog } from '../components/ApiSettingsDialog';
import { DashboardStats } from '../components/DashboardStats';
import { QuickActionsCard } from '../components/QuickActionsCard';
import { RecentAlertsCard } from '../components/RecentAlertsCard';
import { SavedCarriersCard } from '../components/SavedCarriersCard';
import { SampleReportBanner } from '../components/SampleReportBanner';
import styles from '../components/Dashboard.module.css';

/**
 * Home for a signed-in user: hero with the search card, stats strip, banner to the sample report, the
 * results panel, and the sidebar (Account Status, Recent Alerts, Saved Carriers, Quick Actions).
 */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const user = useCurrentUser();
  const search = useHomeSearch();
  const exportCarriers = useCarrierExport();
  const { exportSearch, exporting } = useSearchResultsExport();
  const saved = useGetSavedCarriersQuery();
  const [bulkOpen, setBulkOpen] = useState(false);
  const [apiOpen, setApiOpen] = useState(false);

  /** Export Data: every result of the search shown, else the saved carriers. */
  const exportData = () => {
    if (search.term && (search.result?.carriers.length ?? 0) > 0) void exportSearch(search.term);
    else exportCarriers((saved.data ?? []).map((entry) => entry.carrier).filter(Boolean), 'logiscope-saved-carriers');
  };

  return (
    <div className="page-container">
      <section className={styles.hero}>
        <Typography.Title level={1} className={styles.heroTitle}>
          {t('hero.title')}
        </Typography.Title>
        <p className={styles.heroSubtitle}>{t('hero.subtitle', { name: displayNameOf(user) })}</p>
        <HomeSearchCard searching={search.status === 'searching'} onSearch={search.search} onBulkUpload={() => setBulkOpen(true)} />
      </section>
      <DashboardStats />
      <SampleReportBanner />
      <div className={styles.grid}>
        <section className={styles.main} aria-label={t('results.label')}>
          <HomeResultsPanel
            key={search.term ? `${search.term.field}:${search.term.term}` : 'none'}
            search={search}
            onExport={(filters) => {
              if (search.term) void exportSearch(search.term, filters);
            }}
            exporting={exporting}
          />
        </section>
        <aside className={styles.sidebar}>
          <AccountStatusCard user={user} />
          <RecentAlertsCard />
          <SavedCarriersCard />
          <QuickActionsCard onBulkUpload={() => setBulkOpen(true)} onExport={exportData} onApiSettings={() => setApiOpen(true)} />
        </aside>
      </div>
      <BulkUploadDialog open={bulkOpen} onClose={() => setBulkOpen(false)} />
      <ApiSettingsDialog open={apiOpen} onClose={() => setApiOpen(false)} />
    </div>
  );
}
