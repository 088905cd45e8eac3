import { useTranslation } from 'react-i18next';
import { ScreenPage } from '../../../shared/ui/ScreenPage';
import { LiveFreightGuard } from '../components/LiveFreightGuard';

/** /freightguard: the live FreightGuard report network. */
export function FreightGuardPage() {
  const { t } = useTranslation('freightguard');
  return (
    <ScreenPage title={t('title')} description={t('subtitle')}>
      <LiveFreightGuard />
    </ScreenPage>
  );
}
