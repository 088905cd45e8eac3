import { Tag } from 'antd';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ScreenPage } from '../../../shared/ui/ScreenPage';

/** /respond/:reportId: the public page where a carrier answers a report within 24 hours. */
export function CarrierResponsePage() {
  const { t } = useTranslation('pages');
  const { reportId = '' } = useParams<{ reportId: string }>();
  return (
    <ScreenPage title={t('respond.title')} description={t('respond.description')}>
      <Tag>{t('respond.reportId', { reportId })}</Tag>
    </ScreenPage>
  );
}
