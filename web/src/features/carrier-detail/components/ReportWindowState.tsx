import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../shared/hooks/useDateFormat';
import { useRemainingText } from '../../carrier-response/hooks/useRemainingText';
import type { CarrierReport } from '../carrier-detail.types';

const COLOR: Record<string, string> = { OPEN: 'processing', ANSWERED: 'success', CLOSED: 'default' };

/**
 * The carrier's 24-hour window on a report: waiting for the carrier's e-mail (no deadline yet), open (with the time left
 * and the deadline), answered, or closed.
 */
export function ReportWindowState({ report }: { report: CarrierReport }) {
  const { t } = useTranslation('reports');
  const formatDate = useDateFormat();
  const left = useRemainingText(report.responseDeadline, { hours: 'reports:window.hoursLeft', minutes: 'reports:window.minutesLeft', expired: 'reports:window.CLOSED' });
  if (report.windowState === 'OPEN' && !report.responseDeadline) {
    return (
      <span data-testid="report-window" data-state="AWAITING_NOTICE">
        <Tag color="default" title={t('notice.pendingHint')}>
          {t('notice.pending')}
        </Tag>
      </span>
    );
  }
  return (
    <span data-testid="report-window" data-state={report.windowState}>
      <Tag color={COLOR[report.windowState]}>{t(`window.${report.windowState}`)}</Tag>
      {report.windowState === 'OPEN' ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }} title={t('window.until', { date: formatDate(report.responseDeadline, true) })}>
          {left}
        </Typography.Text>
      ) : null}
    </span>
  );
}
