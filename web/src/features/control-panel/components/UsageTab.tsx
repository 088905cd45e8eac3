import { Button, Card, Col, Result, Row, Skeleton, Statistic, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SearchHistoryEntry } from '@logiscope/proto/views';
import { useDateFormat } from '../../../shared/hooks/useDateFormat';
import { useNumberFormat } from '../../../shared/hooks/useNumberFormat';
import { useGetUsageQuery } from '../company.api';

/** The Usage tab: total searches (with this month and today, counted by the server) and the last 5 searches. */
export function UsageTab() {
  const { t } = useTranslation('controlPanel');
  // i18n-keys: controlPanel:usage.types.*
  const number = useNumberFormat();
  const date = useDateFormat();
  const { data: usage, isLoading, error, refetch } = useGetUsageQuery();
  if (isLoading) return <Skeleton active />;
  if (error || !usage) return <Result status="warning" title={t('usage.loadFailed')} extra={<Button onClick={() => void refetch()}>{t('usage.retry')}</Button>} />;
  const totals = [
    { key: 'total', title: t('usage.totalSearches'), value: usage.totalSearches },
    { key: 'month', title: t('usage.thisMonth'), value: usage.searchesThisMonth },
    { key: 'today', title: t('usage.today'), value: usage.searchesToday },
  ];
  return (
    <div data-testid="usage-tab">
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        {totals.map((s) => (
          <Col key={s.key} xs={24} sm={8}>
            <Card variant="outlined" data-testid={`usage-${s.key}`}>
              <Statistic title={s.title} value={number(s.value)} />
            </Card>
          </Col>
        ))}
      </Row>
      <Card variant="outlined" title={t('usage.recentTitle')}>
        <Table<SearchHistoryEntry>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={usage.recentSearches}
          locale={{ emptyText: t('usage.none') }}
          scroll={{ x: true }}
          data-testid="recent-searches"
          columns={[
            { key: 'type', title: t('usage.type'), render: (_, s) => <Tag>{t(`usage.types.${s.searchType}`, { defaultValue: s.searchType })}</Tag> },
            { key: 'query', title: t('usage.query'), dataIndex: 'query' },
            { key: 'results', title: t('usage.results'), align: 'right', render: (_, s) => number(s.resultsCount) },
            { key: 'when', title: t('usage.when'), render: (_, s) => date(s.createdAt, true) },
          ]}
        />
      </Card>
    </div>
  );
}
