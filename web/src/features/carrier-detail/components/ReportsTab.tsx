import { Button, Card, Empty, Rate, Skeleton, Tag, Typography } from 'antd';
import { FileAddOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../shared/hooks/useDateFormat';
import type { CarrierReport } from '../carrier-detail.types';
import { PlannedFeature } from '../../../shared/ui/PlannedFeature';
import { CARRIER_REPORTS_SERVED, useGetCarrierReportsQuery } from '../carrier-detail.api';
import styles from './CarrierDetail.module.css';

const TYPE_COLOR: Record<string, string> = { POSITIVE: 'success', NEGATIVE: 'error', NEUTRAL: 'default' };

/**
 * LogiScope Reports: each report's type, 1-5 stars, comments and date. While the report operations are planned, the
 * tab says so and asks nothing of the server.
 */
export function ReportsTab({ carrierId, onSubmitReport }: { carrierId: string; onSubmitReport: () => void }) {
  const { t } = useTranslation('carrierDetail');
  const formatDate = useDateFormat();
  const { data, isLoading } = useGetCarrierReportsQuery(carrierId, { skip: !CARRIER_REPORTS_SERVED });
  const reports: CarrierReport[] = data ?? [];

  if (!CARRIER_REPORTS_SERVED) {
    return (
      <Card variant="outlined" title={t('tabs.reports')}>
        <PlannedFeature title={t('planned.reportsTitle')} description={t('planned.reportsText')} testId="reports-planned" />
      </Card>
    );
  }

  return (
    <Card
      variant="outlined"
      title={t('tabs.reports')}
      extra={
        <Button icon={<FileAddOutlined />} onClick={onSubmitReport}>
          {t('actions.submitReport')}
        </Button>
      }
    >
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : reports.length === 0 ? (
        <Empty description={t('reports.empty')} data-testid="reports-empty" />
      ) : (
        <ul className={styles.noteList}>
          {reports.map((report) => (
            <li key={report.id} className={styles.note} data-testid="carrier-report">
              <div className={styles.noteHead}>
                <Tag color={TYPE_COLOR[report.reportType] ?? 'default'}>{t(`report.types.${report.reportType}`, { defaultValue: report.reportType })}</Tag>
                {report.rating ? <Rate disabled value={report.rating} style={{ fontSize: 14 }} /> : null}
                <span className={styles.noteDate}>{formatDate(report.createdAt, true)}</span>
              </div>
              <Typography.Paragraph className={styles.noteContent}>{report.comments}</Typography.Paragraph>
              {report.canRespond && report.responseDeadline ? (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t('reports.respondBy', { date: formatDate(report.responseDeadline, true) })}
                </Typography.Text>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
