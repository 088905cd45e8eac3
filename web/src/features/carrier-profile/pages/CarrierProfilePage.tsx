import { useTranslation } from 'react-i18next';
import { ScreenPage } from '../../../shared/ui/ScreenPage';

/** /fulger-transport: the carrier intelligence profile. */
export function CarrierProfilePage() {
  const { t } = useTranslation('pages');
  return <ScreenPage title={t('carrierProfile.title')} description={t('carrierProfile.description')} />;
}
