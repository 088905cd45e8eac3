import { useState } from 'react';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DashboardPeriod } from '@logiscope/proto/views';
import { useDashboardFormat } from '../hooks/useDashboardFormat';
import { SAMPLE_BROKER, SAMPLE_DASHBOARD } from '../broker-dashboard.sample';
import { BrokerDashboard } from './BrokerDashboard';

/** Visitors: the spec's sample broker (fixed figures; the period selector changes nothing). */
export function SampleBrokerDashboard() {
  const { t } = useTranslation('brokerDashboard');
  const f = useDashboardFormat();
  const [period, setPeriod] = useState<DashboardPeriod>('30d');
  const b = SAMPLE_BROKER;
  return (
    <>
      <Alert type="info" showIcon title={t('sample.notice')} style={{ marginBottom: 16 }} data-testid="dashboard-sample" />
      <BrokerDashboard
        data={SAMPLE_DASHBOARD}
        period={period}
        onPeriod={setPeriod}
        live={false}
        header={
          <div data-testid="sample-broker">
            <strong>{t('sample.broker', { company: b.company, mc: b.mcNumber, dot: b.dotNumber, since: f.date(b.memberSince) })}</strong>
            <div>{t('sample.brokerTotals', { total: b.totalReports, verified: b.verifiedReports, resolved: b.resolvedReports })}</div>
          </div>
        }
      />
    </>
  );
}
