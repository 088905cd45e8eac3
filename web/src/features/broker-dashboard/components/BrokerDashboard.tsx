import type { ReactNode } from 'react';
import { Select, Space, Spin, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_PERIODS, type BrokerDashboardView, type DashboardPeriod } from '@logiscope/proto/views';
import { AnalyticsTab } from './AnalyticsTab';
import { RecentActivityTab } from './RecentActivityTab';
import { RiskProfilesTab } from './RiskProfilesTab';
import { SummaryCards } from './SummaryCards';

interface Props {
  data: BrokerDashboardView;
  period: DashboardPeriod;
  onPeriod: (period: DashboardPeriod) => void;
  loading?: boolean;
  /** Live: carrier names link to their detail page. */
  live: boolean;
  /** What the dashboard is (the sample broker, or the live notice), above the cards. */
  header?: ReactNode;
}

/** The broker dashboard's one layout, for the sample and the live data alike. */
export function BrokerDashboard({ data, period, onPeriod, loading = false, live, header }: Props) {
  const { t } = useTranslation('brokerDashboard');
  return (
    <Spin spinning={loading}>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <div>{header}</div>
        <Space>
          <span>{t('period.label')}</span>
          <Select<DashboardPeriod>
            value={period}
            onChange={onPeriod}
            style={{ minWidth: 170 }}
            data-testid="period-select"
            aria-label={t('period.label')}
            options={DASHBOARD_PERIODS.map((p) => ({ value: p, label: t(`period.${p}`) }))}
          />
        </Space>
      </Space>
      <SummaryCards data={data} />
      <Tabs
        items={[
          { key: 'analytics', label: t('tabs.analytics'), children: <AnalyticsTab data={data} /> },
          { key: 'profiles', label: t('tabs.profiles'), children: <RiskProfilesTab data={data} live={live} /> },
          { key: 'activity', label: t('tabs.activity'), children: <RecentActivityTab activity={data.recentActivity} /> },
        ]}
      />
    </Spin>
  );
}
