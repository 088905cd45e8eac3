import { useTranslation } from 'react-i18next';
import { ScreenPage } from '../../../shared/ui/ScreenPage';

/** /freightguard: the live FreightGuard report network. */
export function FreightGuardPage() {
  const { t } = useTranslation('pages');
  return <ScreenPage title={t('freightguard.title')} description={t('freightguard.description')} />;
}
