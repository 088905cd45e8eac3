import { useState } from 'react';
import { Alert, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { ops } from '@logiscope/proto/http';
import type { DashboardPeriod } from '@logiscope/proto/views';
import { isServed } from '../../../api/operationRequest';
import { useErrorText } from '../../../shared/hooks/useErrorText';
import { PlannedFeature } from '../../../shared/ui/PlannedFeature';
import { useGetBrokerDashboardQuery } from '../broker-dashboard.api';
import { useDashboardFormat } from '../hooks/useDashboardFormat';
import { BrokerDashboard } from './BrokerDashboard';

/** Signed in: the company's dashboard from the dashboard projection (GET /api/broker-dashboard). */
export function LiveBrokerDashboard() {
  const { t } = useTranslation('brokerDashboard');
  if (!isServed(ops.getBrokerDashboard)) return <PlannedFeature title={t('tabs.analytics')} description={t('live.notice')} testId="dashboard-planned" />;
  return <LiveDashboardBody />;
}

function LiveDashboardBody() {
  const { t } = useTranslation('brokerDashboard');
  const errorText = useErrorText();
  const f = useDashboardFormat();
  const [period, setPeriod] = useState<DashboardPeriod>('30d');
  const { data, isFetching, error } = useGetBrokerDashboardQuery(period, { refetchOnMountOrArgChange: true });
  if (error) return <Alert type="error" showIcon title={errorText(error, t('live.failed'))} />;
  if (!data) return <Skeleton active paragraph={{ rows: 8 }} />;
  return (
    <div data-testid="dashboard-live">
      <Alert type="info" showIcon title={t('live.notice')} style={{ marginBottom: 16 }} />
      <BrokerDashboard
        data={data}
        period={period}
        onPeriod={setPeriod}
        loading={isFetching}
        live
        header={<span data-testid="dashboard-range">{t('live.range', { from: f.date(data.from), to: f.date(data.to) })}</span>}
      />
    </div>
  );
}
