import { useDeferredValue, useState } from 'react';
import { Badge, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LoginRecordView } from '@logiscope/proto/views';
import { useLiveLoginRecords } from '../hooks/useLiveLoginRecords';
import { useListLoginRecordsQuery, type LoginTrackingFilters } from '../loginTracking.api';
import { LoginDetailsModal } from './LoginDetailsModal';
import { LoginFilters } from './LoginFilters';
import { LoginSummaryCards } from './LoginSummaryCards';
import { LoginTable } from './LoginTable';

/** The administrator's screen: cards, filters, the table and the details dialog, kept live by the gateway's event stream. */
export function LiveLoginTracking() {
  const { t } = useTranslation('loginTracking');
  const [filters, setFilters] = useState<LoginTrackingFilters>({ search: '', status: '', threatLevel: '' });
  const deferred = useDeferredValue(filters);
  const { data, isLoading, isFetching } = useListLoginRecordsQuery(deferred);
  const [viewed, setViewed] = useState<LoginRecordView | null>(null);
  const live = useLiveLoginRecords();
  return (
    <div className="page-container">
      <Typography.Title level={2}>{t('title')}</Typography.Title>
      <Typography.Paragraph type="secondary">
        {t('subtitle')} <Badge status={live ? 'processing' : 'default'} text={t('live')} data-testid="login-live" data-live={live} />
      </Typography.Paragraph>
      <LoginSummaryCards counts={data?.counts} />
      <LoginFilters value={filters} onChange={setFilters} />
      <LoginTable records={data?.records ?? []} total={data?.total ?? 0} totalExact={data?.totalExact ?? true} loading={isLoading || (isFetching && !data)} onView={setViewed} />
      <LoginDetailsModal record={viewed} onClose={() => setViewed(null)} />
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        <a href="https://db-ip.com" target="_blank" rel="noreferrer">
          {t('attribution')}
        </a>
      </Typography.Paragraph>
    </div>
  );
}
