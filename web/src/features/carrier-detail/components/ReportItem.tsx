import { Rate, Tag, Typography } from 'antd';
import { EyeInvisibleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../shared/hooks/useDateFormat';
import type { CarrierReport } from '../carrier-detail.types';
import { OwnReportPanel } from './OwnReportPanel';
import { ReportWindowState } from './ReportWindowState';
import styles from './CarrierDetail.module.css';

const TYPE_COLOR: Record<string, string> = { POSITIVE: 'success', NEGATIVE: 'error', NEUTRAL: 'default' };

/** One report: type, stars, comments, date, who filed it, the window, and the carrier's response under it. */
export function ReportItem({ report }: { report: CarrierReport }) {
  const { t } = useTranslation(['reports', 'carrierDetail']);
  const formatDate = useDateFormat();
  return (
    <li className={styles.note} data-testid="carrier-report" data-report-id={report.id}>
      <div className={styles.noteHead}>
        <Tag color={TYPE_COLOR[report.reportType] ?? 'default'}>{t(`carrierDetail:report.types.${report.reportType}`)}</Tag>
        {report.rating ? <Rate disabled value={report.rating} style={{ fontSize: 14 }} /> : null}
        <span className={styles.noteDate}>{formatDate(report.createdAt, true)}</span>
        <ReportWindowState report={report} />
      </div>
      <Typography.Paragraph className={styles.noteContent}>{report.comments}</Typography.Paragraph>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {report.isOwn ? t('yours') : t('by', { company: report.reporterCompany })}
      </Typography.Text>
      {report.visibility === 'REPORTER_ONLY' ? (
        <div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="reporter-only">
            <EyeInvisibleOutlined /> {t('reporterOnly')}
          </Typography.Text>
        </div>
      ) : null}
      {report.response ? (
        <blockquote data-testid="report-response" style={{ margin: '8px 0 0', padding: '8px 12px', borderLeft: '3px solid #1677ff', background: 'rgba(22,119,255,0.04)' }}>
          <Typography.Text strong>{t('response.title')}</Typography.Text>{' '}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('response.on', { date: formatDate(report.response.respondedAt, true) })}
          </Typography.Text>
          <Typography.Paragraph style={{ margin: '4px 0 0' }}>{report.response.text}</Typography.Paragraph>
        </blockquote>
      ) : null}
      {report.isOwn ? <OwnReportPanel report={report} /> : null}
    </li>
  );
}
