import { Alert, Button, Card, Empty, Skeleton, Tooltip } from 'antd';
import { FileAddOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CarrierReport } from '../carrier-detail.types';
import { PlannedFeature } from '../../../shared/ui/PlannedFeature';
import { CARRIER_REPORTS_SERVED, useGetCarrierReportsQuery } from '../carrier-detail.api';
import { useIsBroker } from '../hooks/useIsBroker';
import { ReportItem } from './ReportItem';
import styles from './CarrierDetail.module.css';

/**
 * LogiScope Reports: each report's type, 1-5 stars, comments, date and company, the state of the carrier's 24-hour
 * response window and its answer under the report; on the company's own reports the response link and Retract. The
 * fair-process rule is stated above the list. Filing is a broker feature: shippers see the button disabled, saying so.
 */
export function ReportsTab({ carrierId, onSubmitReport }: { carrierId: string; onSubmitReport: () => void }) {
  const { t } = useTranslation(['carrierDetail', 'reports']);
  const isBroker = useIsBroker();
  const { data, isLoading } = useGetCarrierReportsQuery(carrierId, { skip: !CARRIER_REPORTS_SERVED });
  const reports: CarrierReport[] = data ?? [];

  if (!CARRIER_REPORTS_SERVED) {
    return (
      <Card variant="outlined" title={t('tabs.reports')}>
        <PlannedFeature title={t('planned.reportsTitle')} description={t('planned.reportsText')} testId="reports-planned" />
      </Card>
    );
  }

  const submit = (
    <Button icon={<FileAddOutlined />} onClick={onSubmitReport} disabled={!isBroker} data-testid="reports-tab-submit">
      {t('actions.submitReport')}
    </Button>
  );
  return (
    <Card variant="outlined" title={t('tabs.reports')} extra={isBroker ? submit : <Tooltip title={t('reports:brokersOnly')}>{submit}</Tooltip>}>
      <Alert type="info" showIcon title={t('reports:fairProcess')} style={{ marginBottom: 16 }} data-testid="fair-process" />
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : reports.length === 0 ? (
        <Empty description={t('reports.empty')} data-testid="reports-empty" />
      ) : (
        <ul className={styles.noteList}>
          {reports.map((report) => (
            <ReportItem key={report.id} report={report} />
          ))}
        </ul>
      )}
    </Card>
  );
}
