import { Card, Col, Row, Statistic } from 'antd';
import { AlertOutlined, DollarOutlined, FileTextOutlined, RiseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { BrokerDashboardView } from '@logiscope/proto/views';
import { useDashboardFormat } from '../hooks/useDashboardFormat';

/** The four summary cards: reports filed, financial impact, high-risk carriers, recovery rate (1 decimal). */
export function SummaryCards({ data }: { data: BrokerDashboardView }) {
  const { t } = useTranslation('brokerDashboard');
  const f = useDashboardFormat();
  const { summary, riskMetrics } = data;
  const cards = [
    { id: 'reports-filed', icon: <FileTextOutlined />, title: t('cards.reportsFiled'), value: f.number(summary.reportsFiled), hint: t('cards.reportsHint', { verified: summary.verifiedReports, resolved: summary.resolvedReports }) },
    { id: 'financial-impact', icon: <DollarOutlined />, title: t('cards.financialImpact'), value: f.money(summary.financialImpact), hint: t('cards.financialHint') },
    { id: 'high-risk-carriers', icon: <AlertOutlined />, title: t('cards.highRiskCarriers'), value: f.number(summary.highRiskCarriers), hint: t('cards.highRiskHint', { blacklisted: riskMetrics.blacklisted }) },
    { id: 'recovery-rate', icon: <RiseOutlined />, title: t('cards.recoveryRate'), value: summary.recoveryRate === null ? t('cards.noRate') : f.percent(summary.recoveryRate), hint: t('cards.recoveryHint') },
  ];
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
      {cards.map((c) => (
        <Col key={c.id} xs={24} sm={12} lg={6}>
          <Card data-testid={`card-${c.id}`}>
            <Statistic title={c.title} value={c.value} prefix={c.icon} />
            <div style={{ color: 'rgba(0,0,0,0.62)', marginTop: 4 }}>{c.hint}</div>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
