import { Alert, Space, Table, Tag } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BrokerDashboardView, CarrierRiskProfile } from '@logiscope/proto/views';
import { useDashboardFormat } from '../hooks/useDashboardFormat';
import { RiskIssues } from './RiskIssues';

export const LEVEL_COLORS: Record<string, string> = { CRITICAL: 'red', HIGH: 'volcano', MODERATE: 'gold', LOW: 'green' };
export const RECOMMENDATION_COLORS: Record<string, string> = { BLACKLIST: 'red', MONITOR_CLOSELY: 'orange', CAUTION: 'gold', APPROVED: 'green' };

/** Carrier Risk Profiles: risk level and recommendation per carrier, with the rules that decide them. */
export function RiskProfilesTab({ data, live }: { data: BrokerDashboardView; live: boolean }) {
  const { t } = useTranslation('brokerDashboard');
  const f = useDashboardFormat();
  const metrics = data.riskMetrics;
  return (
    <>
      <Space wrap style={{ marginBottom: 12 }} data-testid="risk-metrics">
        <Tag color="red">{`${t('riskMetrics.blacklisted')}: ${metrics.blacklisted}`}</Tag>
        <Tag color="volcano">{`${t('riskMetrics.highRisk')}: ${metrics.highRisk}`}</Tag>
        <Tag color="gold">{`${t('riskMetrics.moderateRisk')}: ${metrics.moderateRisk}`}</Tag>
        <Tag color="green">{`${t('riskMetrics.lowRisk')}: ${metrics.lowRisk}`}</Tag>
      </Space>
      <Table<CarrierRiskProfile>
        rowKey={(p) => p.carrierId || p.carrierName}
        dataSource={data.carrierRiskProfiles}
        pagination={false}
        size="middle"
        scroll={{ x: true }}
        locale={{ emptyText: t('profiles.empty') }}
        onRow={(p) => ({ 'data-testid': `risk-profile-${p.carrierId}` }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          {
            title: t('profiles.carrier'),
            key: 'carrier',
            render: (_, p) => (
              <div>
                {live && p.carrierId ? <Link to={`/carrier/${p.carrierId}`}>{p.carrierName || `DOT ${p.carrierId}`}</Link> : <strong>{p.carrierName}</strong>}
                <div style={{ color: 'rgba(0,0,0,0.62)' }}>{[p.mcNumber && `MC ${p.mcNumber}`, p.carrierId && `DOT ${p.carrierId}`].filter(Boolean).join(' · ')}</div>
                {p.saved ? <Tag>{t('profiles.saved')}</Tag> : null}
                {p.monitored ? <Tag color="blue">{t('profiles.monitored')}</Tag> : null}
              </div>
            ),
          },
          { title: t('profiles.riskLevel'), key: 'level', render: (_, p) => <Tag color={LEVEL_COLORS[p.riskLevel]}>{t(`level.${p.riskLevel}`)}</Tag> },
          { title: t('profiles.reports'), dataIndex: 'totalReports', key: 'reports' },
          { title: t('profiles.impact'), key: 'impact', render: (_, p) => f.money(p.totalImpact) },
          { title: t('profiles.lastIncident'), key: 'last', render: (_, p) => (p.lastIncident ? f.date(p.lastIncident) : t('profiles.none')) },
          { title: t('profiles.issues'), key: 'issues', render: (_, p) => <RiskIssues issues={p.issues} /> },
          { title: t('profiles.recommendation'), key: 'recommendation', render: (_, p) => <Tag color={RECOMMENDATION_COLORS[p.recommendation]} data-testid="recommendation">{t(`recommendation.${p.recommendation}`)}</Tag> },
        ]}
      />
      <Alert type="info" showIcon style={{ marginTop: 12 }} title={t('profiles.rulesTitle')} description={t('profiles.rules')} />
    </>
  );
}
