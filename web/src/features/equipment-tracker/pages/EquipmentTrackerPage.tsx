import { useTranslation } from 'react-i18next';
import { ScreenPage } from '../../../shared/ui/ScreenPage';
import { useSession } from '../../auth/hooks/useSession';
import { LiveEquipmentTracker } from '../components/LiveEquipmentTracker';
import { SampleEquipmentTracker } from '../components/SampleEquipmentTracker';

/** /equipment-tracker: visitors see the sample fleet (spec README decision 6); signed-in users the live inspection data. */
export function EquipmentTrackerPage() {
  const { t } = useTranslation(['pages', 'equipment']);
  const { state } = useSession();
  return (
    <ScreenPage title={t('equipmentTracker.title')} description={t('equipmentTracker.description')}>
      {state === 'signedIn' ? <LiveEquipmentTracker /> : <SampleEquipmentTracker />}
    </ScreenPage>
  );
}
