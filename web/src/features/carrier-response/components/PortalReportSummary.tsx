import { Card, Descriptions, Rate, Tag } from 'antd';
import type { ReportPortalView } from '@logiscope/proto/views';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../shared/hooks/useDateFormat';

/** What was reported: type, stars, comments (or the incident's fields), the company, when, and the deadline. */
export function PortalReportSummary({ report }: { report: ReportPortalView }) {
  const { t } = useTranslation(['reports', 'carrierDetail']);
  const formatDate = useDateFormat();
  const items =
    report.kind === 'INCIDENT'
      ? [
          { key: 'category', label: t('portal.category'), children: report.reportCategory },
          { key: 'type', label: t('portal.incidentType'), children: report.incidentType },
          { key: 'severity', label: t('portal.severity'), children: <Tag>{report.severity}</Tag> },
          { key: 'date', label: t('portal.incidentDate'), children: report.incidentDate || '—' },
          { key: 'location', label: t('portal.location'), children: report.location || '—' },
          { key: 'description', label: t('portal.description'), children: report.description, span: { xs: 1, sm: 2 } },
        ]
      : [
          { key: 'type', label: t('portal.reportType'), children: report.reportType ? t(`carrierDetail:report.types.${report.reportType}`) : '—' },
          { key: 'rating', label: t('portal.rating'), children: report.rating ? <Rate disabled value={report.rating} style={{ fontSize: 14 }} /> : '—' },
          { key: 'comments', label: t('portal.comments'), children: report.comments, span: { xs: 1, sm: 2 } },
        ];
  return (
    <Card variant="outlined" title={t('portal.carrier', { carrier: report.carrierName, dot: report.dotNumber })} data-testid="portal-report">
      <Descriptions
        column={{ xs: 1, sm: 2 }}
        size="small"
        items={[
          { key: 'company', label: t('portal.filedBy'), children: report.reporterCompany },
          { key: 'submitted', label: t('portal.submitted'), children: formatDate(report.createdAt, true) },
          ...items,
          { key: 'deadline', label: t('portal.deadline'), children: report.responseDeadline ? formatDate(report.responseDeadline, true) : t('notice.portalDeadline') },
        ]}
      />
    </Card>
  );
}
