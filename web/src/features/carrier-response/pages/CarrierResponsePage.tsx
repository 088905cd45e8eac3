import { Tag } from 'antd';
import { useParams } from 'react-router';
import { ops } from '@logiscope/proto/http';
import { useTranslation } from 'react-i18next';
import { isServed } from '../../../api/operationRequest';
import { ScreenPage } from '../../../shared/ui/ScreenPage';
import { PlannedFeature } from '../../../shared/ui/PlannedFeature';

/** The response portal is declared ahead of the issue that serves it: the page says so while its operations are planned. */
const RESPONSES_SERVED = isServed(ops.getReport, ops.respondToReport);

/** /respond/:reportId: the public page where a carrier answers a report within 24 hours. */
export function CarrierResponsePage() {
  const { t } = useTranslation('pages');
  const { reportId = '' } = useParams<{ reportId: string }>();
  return (
    <ScreenPage title={t('respond.title')} description={t('respond.description')}>
      <Tag>{t('respond.reportId', { reportId })}</Tag>
      {RESPONSES_SERVED ? null : (
        <div style={{ marginTop: 16 }}>
          <PlannedFeature title={t('respond.plannedTitle')} description={t('respond.plannedText')} testId="respond-planned" />
        </div>
      )}
    </ScreenPage>
  );
}
