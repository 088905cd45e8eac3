import { useState } from 'react';
import { Card, Result, Skeleton, Tag, Typography } from 'antd';
import type { ReportPortalView } from '@logiscope/proto/views';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ScreenPage } from '../../../shared/ui/ScreenPage';
import { useGetReportPortalQuery } from '../carrier-response.api';
import { PortalReportSummary } from '../components/PortalReportSummary';
import { RemainingTimeBanner } from '../components/RemainingTimeBanner';
import { ResponseForm } from '../components/ResponseForm';
import { WhatHappensNext } from '../components/WhatHappensNext';

/** Where the answer stands: the form while the window is open, else why it is closed. */
function PortalState({ report, onAnswered }: { report: ReportPortalView; onAnswered: (r: ReportPortalView) => void }) {
  const { t } = useTranslation('reports');
  switch (report.status) {
    case 'OPEN':
      return (
        <>
          <RemainingTimeBanner deadline={report.responseDeadline} />
          <ResponseForm responseId={report.id} onAnswered={onAnswered} />
        </>
      );
    case 'RESPONDED':
      return (
        <Result
          status="success"
          title={t('portal.responded')}
          subTitle={t('portal.respondedText')}
          extra={<Tag color="success" data-testid="case-closed">{t('portal.caseClosed')}</Tag>}
          data-testid="portal-responded"
        >
          {report.response ? (
            <Card size="small" title={t('portal.yourResponse')}>
              <Typography.Paragraph style={{ margin: 0 }}>{report.response.text}</Typography.Paragraph>
            </Card>
          ) : null}
        </Result>
      );
    case 'ENDED':
      return <Result status="warning" title={t('portal.ended')} subTitle={t('portal.endedText')} data-testid="portal-ended" />;
    case 'RETRACTED':
      return <Result status="info" title={t('portal.retracted')} subTitle={t('portal.retractedText')} data-testid="portal-retracted" />;
    default: {
      const unreachable: never = report.status;
      return unreachable;
    }
  }
}

/**
 * /respond/:reportId, public: the id is the carrier's response id from its e-mail. The report as the carrier may see
 * it, the time left in hours and minutes, the one answer, and what happens next. The server decides the state (open,
 * responded, ended, retracted) by its own clock, whatever this browser's clock says.
 */
export function CarrierResponsePage() {
  const { t } = useTranslation('reports');
  const { reportId = '' } = useParams<{ reportId: string }>();
  const { data, isLoading, isError } = useGetReportPortalQuery(reportId, { skip: !reportId });
  const [answered, setAnswered] = useState<ReportPortalView | null>(null);
  const report = answered ?? data;

  if (isLoading) {
    return (
      <ScreenPage title={t('portal.title')}>
        <Skeleton active paragraph={{ rows: 6 }} aria-label={t('portal.loading')} />
      </ScreenPage>
    );
  }
  if (isError || !report) {
    return (
      <ScreenPage title={t('portal.title')}>
        <Result status="404" title={t('portal.notFound')} subTitle={t('portal.notFoundText')} data-testid="portal-not-found" />
      </ScreenPage>
    );
  }
  return (
    <ScreenPage title={t('portal.title')} description={report.status === 'RETRACTED' ? undefined : t('portal.intro')}>
      {report.status === 'RETRACTED' ? null : <PortalReportSummary report={report} />}
      <PortalState report={report} onAnswered={setAnswered} />
      {report.status === 'RETRACTED' ? null : <WhatHappensNext />}
    </ScreenPage>
  );
}
