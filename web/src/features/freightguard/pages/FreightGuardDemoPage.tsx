import { useState } from 'react';
import { Alert, Button, Space } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ScreenPage } from '../../../shared/ui/ScreenPage';
import { useToast } from '../../../shared/hooks/useToast';
import { FreightGuardFilters, type FilterValues } from '../components/FreightGuardFilters';
import { NewReportDialog } from '../components/NewReportDialog';
import { NoReportsFound } from '../components/NoReportsFound';
import { ReportCard } from '../components/ReportCard';
import { filterSampleReports, SAMPLE_FREIGHTGUARD_REPORTS } from '../freightguard.sample';

/** /freightguard-demo: FreightGuard on sample data, for visitors; filters run in the browser, the form is connected to nothing. */
export function FreightGuardDemoPage() {
  const { t } = useTranslation('freightguard');
  const toast = useToast();
  const [filters, setFilters] = useState<FilterValues>({ search: '', category: 'ALL', status: 'ALL' });
  const [open, setOpen] = useState(false);
  const reports = filterSampleReports(SAMPLE_FREIGHTGUARD_REPORTS, filters);
  return (
    <ScreenPage title={t('title')} description={t('subtitle')}>
      <Alert type="info" showIcon title={t('demo.notice')} style={{ marginBottom: 16 }} />
      <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        <FreightGuardFilters value={filters} onChange={setFilters} placeholder={t('demo.searchPlaceholder')} />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpen(true)} data-testid="fg-new-report">
          {t('newReport')}
        </Button>
      </Space>
      {reports.length > 0 ? reports.map((r) => <ReportCard key={r.id} report={r} />) : <NoReportsFound onSubmitFirst={() => setOpen(true)} />}
      <NewReportDialog
        open={open}
        submitting={false}
        onClose={() => setOpen(false)}
        onSubmit={async () => {
          toast({ title: t('demo.notice') });
          setOpen(false);
          return true;
        }}
      />
    </ScreenPage>
  );
}
