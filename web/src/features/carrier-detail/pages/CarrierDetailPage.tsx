import { useTranslation } from 'react-i18next';
import { ScreenPage } from '../../../shared/ui/ScreenPage';

/** /carrier/:id: one carrier's safety, authority, insurance, equipment, notes and reports (/carrier/demo: the sample). */
export function CarrierDetailPage() {
  const { t } = useTranslation('pages');
  return <ScreenPage title={t('carrier.title')} description={t('carrier.description')} />;
}
