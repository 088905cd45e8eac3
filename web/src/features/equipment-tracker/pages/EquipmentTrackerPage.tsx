import { useTranslation } from 'react-i18next';
import { ScreenPage } from '../../../shared/ui/ScreenPage';

/** /equipment-tracker: the equipment and fleet tracker. */
export function EquipmentTrackerPage() {
  const { t } = useTranslation('pages');
  return <ScreenPage title={t('equipmentTracker.title')} description={t('equipmentTracker.description')} />;
}
