import { useState } from 'react';
import { Alert, Button, Pagination, Space, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { FREIGHTGUARD_PAGE_SIZE } from '@logiscope/proto/http';
import type { FreightGuardReportView } from '@logiscope/proto/views';
import { useCurrentUser } from '../../auth/hooks/useCurrentUser';
import { useDebouncedValue } from '../../equipment-tracker/hooks/useDebouncedValue';
import { useErrorText } from '../../../shared/hooks/useErrorText';
import { useListFreightGuardReportsQuery } from '../freightguard.api';
import { useFreightGuardActions } from '../hooks/useFreightGuardActions';
import { FreightGuardFilters, type FilterValues } from './FreightGuardFilters';
import { NewReportDialog } from './NewReportDialog';
import { NoReportsFound } from './NoReportsFound';
import { ReportCard } from './ReportCard';
import { ReportCardsSkeleton } from './ReportCardsSkeleton';
import { ResolveDialog } from './ResolveDialog';

/** /freightguard signed in: the live list from GET /api/freightguard; brokers file, resolve their own; operators verify. */
export function LiveFreightGuard() {
  const { t } = useTranslation('freightguard');
  const user = useCurrentUser();
  const errorText = useErrorText();
  const isBroker = user.company?.companyType === 'BROKER';
  const [filters, setFilters] = useState<FilterValues>({ search: '', category: 'ALL', status: 'ALL' });
  const [page, setPage] = useState(1);
  const search = useDebouncedValue(filters.search.trim(), 300);
  const { data, isLoading, isFetching, error } = useListFreightGuardReportsQuery({
    ...(search ? { search } : {}),
    ...(filters.category !== 'ALL' ? { category: filters.category as never } : {}),
    ...(filters.status !== 'ALL' ? { status: filters.status as never } : {}),
    page,
    pageSize: FREIGHTGUARD_PAGE_SIZE,
  });
  const actions = useFreightGuardActions();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [resolving, setResolving] = useState<FreightGuardReportView | null>(null);

  const changeFilters = (next: FilterValues) => {
    setFilters(next);
    setPage(1);
  };

  return (
    <>
      <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        <FreightGuardFilters value={filters} onChange={changeFilters} placeholder={t('searchPlaceholder')} />
        {isBroker ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialogOpen(true)} data-testid="fg-new-report">
            {t('newReport')}
          </Button>
        ) : (
          <Tag data-testid="fg-broker-only">{t('brokerFeature')}</Tag>
        )}
      </Space>
      <Typography.Paragraph type="secondary">{t('fairProcess')}</Typography.Paragraph>
      {isBroker ? null : <Alert type="info" showIcon title={t('brokerOnly')} style={{ marginBottom: 16 }} />}
      {error ? <Alert type="error" showIcon title={errorText(error, t('loadFailed'))} style={{ marginBottom: 16 }} /> : null}
      {isLoading || (isFetching && !data) ? (
        <ReportCardsSkeleton />
      ) : data && data.reports.length > 0 ? (
        <>
          <Typography.Text type="secondary" data-testid="fg-total">
            {data.totalExact ? t('total', { count: data.total }) : t('totalAbout', { count: data.total })}
          </Typography.Text>
          <div style={{ marginTop: 8, opacity: isFetching ? 0.6 : 1 }}>
            {data.reports.map((r) => (
              <ReportCard key={r.id} report={r} onResolve={setResolving} onRetract={(x) => void actions.retract(x.id)} onVerify={user.isOperator ? (x) => void actions.verify(x.id) : undefined} />
            ))}
          </div>
          <Pagination current={page} pageSize={FREIGHTGUARD_PAGE_SIZE} total={data.total} onChange={setPage} showSizeChanger={false} hideOnSinglePage />
        </>
      ) : error ? null : (
        <NoReportsFound onSubmitFirst={isBroker ? () => setDialogOpen(true) : undefined} />
      )}
      <NewReportDialog
        open={dialogOpen}
        carrierSearch
        submitting={actions.submitting}
        onClose={() => setDialogOpen(false)}
        onSubmit={async (form) => {
          const ok = await actions.submit(form);
          if (ok) setDialogOpen(false);
          return ok;
        }}
      />
      <ResolveDialog
        open={resolving !== null}
        submitting={actions.resolving}
        onClose={() => setResolving(null)}
        onResolve={(amount) => {
          if (resolving) void actions.resolve(resolving.id, amount).then((ok) => ok && setResolving(null));
        }}
      />
    </>
  );
}
