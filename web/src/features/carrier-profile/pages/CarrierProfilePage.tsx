import { useTranslation } from 'react-i18next';
import { ScreenPage } from '../../../shared/ui/ScreenPage';
import { useSession } from '../../auth/hooks/useSession';
import { LiveCarrierProfile } from '../components/LiveCarrierProfile';
import { SampleCarrierProfile } from '../components/SampleCarrierProfile';

/** /fulger-transport: visitors see the spec's static sample carrier; signed-in users pick a real carrier by search. */
export function CarrierProfilePage() {
  const { t } = useTranslation('pages');
  const { state } = useSession();
  return (
    <ScreenPage title={t('carrierProfile.title')} description={t('carrierProfile.description')}>
      {state === 'signedIn' ? <LiveCarrierProfile /> : <SampleCarrierProfile />}
    </ScreenPage>
  );
}
