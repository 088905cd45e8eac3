import { lazy, Suspense } from 'react';
import { Card, Col, Empty, Row, Spin, Statistic, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BrokerDashboardView } from '@logiscope/proto/views';
import { useDashboardFormat } from '../hooks/useDashboardFormat';
import { PlainList } from './PlainList';

// The chart library (@ant-design/plots) loads only when a chart is drawn: React.lazy keeps it out of every other bundle.
const CategoryChart = lazy(() => import('./CategoryChart'));
const TrendChart = lazy(() => import('./TrendChart'));

export const SEVERITY_COLORS: Record<string, string> = { CRITICAL: 'red', HIGH: 'volcano', MEDIUM: 'gold', LOW: 'blue' };

/** Analytics: incident categories (chart and list) and the financial impact analysis. */
export function AnalyticsTab({ data }: { data: BrokerDashboardView }) {
  const { t } = useTranslation('brokerDashboard');
  // i18n-keys: brokerDashboard:severity.*
  const f = useDashboardFormat();
  const { financialImpact: money, categoryBreakdown, daily } = data;
  const chartFallback = <Spin description={t('analytics.chartLoading')} />;
  const trend = daily.flatMap((d) => [
    { day: d.day, series: t('series.losses'), amount: d.losses },
    { day: d.day, series: t('series.recovered'), amount: d.recovered },
  ]);
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <Card title={t('analytics.categories')} data-testid="incident-categories">
          {categoryBreakdown.length === 0 ? (
            <Empty description={t('analytics.noIncidents')} />
          ) : (
            <>
              <Suspense fallback={chartFallback}>
                <CategoryChart data={categoryBreakdown.map((c) => ({ label: f.category(c.category), count: c.count }))} />
              </Suspense>
              <PlainList
                empty={t('analytics.noIncidents')}
                items={categoryBreakdown.map((c) => ({
                  key: c.category,
                  testId: `category-${c.category}`,
                  title: f.category(c.category),
                  description: `${t('analytics.incidents', { count: c.count })} · ${t('analytics.impact', { amount: f.money(c.totalImpact) })}`,
                  extra: <Tag color={SEVERITY_COLORS[c.severity]}>{t(`severity.${c.severity || 'NONE'}`)}</Tag>,
                }))}
              />
            </>
          )}
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card title={t('analytics.financial')} data-testid="financial-analysis">
          <Row gutter={[16, 16]}>
            <Col span={12}><Statistic title={t('analytics.totalLosses')} value={f.money(money.totalLosses)} data-testid="total-losses" /></Col>
            <Col span={12}><Statistic title={t('analytics.recovered')} value={f.money(money.recoveredAmount)} data-testid="recovered" /></Col>
            <Col span={12}><Statistic title={t('analytics.pendingClaims')} value={f.money(money.pendingClaims)} data-testid="pending-claims" /></Col>
            <Col span={12}><Statistic title={t('analytics.averageClaim')} value={f.money(money.averageClaimValue)} data-testid="average-claim" /></Col>
          </Row>
          {trend.length > 0 ? (
            <div style={{ marginTop: 16 }}>
              <h4>{t('analytics.trend')}</h4>
              <Suspense fallback={chartFallback}>
                <TrendChart data={trend} />
              </Suspense>
            </div>
          ) : null}
        </Card>
      </Col>
    </Row>
  );
}
