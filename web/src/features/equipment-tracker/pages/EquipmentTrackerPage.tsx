import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ScreenPage } from '../../../shared/ui/ScreenPage';
import { useSession } from '../../auth/hooks/useSession';
import { SampleEquipmentTracker } from '../components/SampleEquipmentTracker';
import { VinSearchPanel } from '../components/VinSearchPanel';

/** /equipment-tracker: visitors see the sample fleet; signed-in users search live equipment by VIN. */
export function EquipmentTrackerPage() {
  const { t } = useTranslation(['pages', 'equipment']);
  const { state } = useSession();
  return (
    <ScreenPage title={t('equipmentTracker.title')} description={t('equipmentTracker.description')}>
      {state === 'signedIn' ? (
        <Card variant="outlined" title={t('equipment:vin.title')}>
          <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
            {t('equipment:tracker.liveIntro')}
          </Typography.Paragraph>
          <VinSearchPanel autoFocus initialHint={t('equipment:tracker.liveInitial')} />
        </Card>
      ) : (
        <SampleEquipmentTracker />
      )}
    </ScreenPage>
  );
}
