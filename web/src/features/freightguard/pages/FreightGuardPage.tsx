import { ops } from '@logiscope/proto/http';
import { useTranslation } from 'react-i18next';
import { isServed } from '../../../api/operationRequest';
import { ScreenPage } from '../../../shared/ui/ScreenPage';
import { PlannedFeature } from '../../../shared/ui/PlannedFeature';
import { LiveFreightGuard } from '../components/LiveFreightGuard';

/** FreightGuard is declared ahead of the issue that serves it: the page says so while its operations are planned. */
const FREIGHTGUARD_SERVED = isServed(ops.listFreightGuardReports, ops.submitFreightGuardReport);

/** /freightguard: the live FreightGuard report network. */
export function FreightGuardPage() {
  const { t } = useTranslation(['freightguard', 'pages']);
  return (
    <ScreenPage title={t('freightguard:title')} description={t('freightguard:subtitle')}>
      {FREIGHTGUARD_SERVED ? <LiveFreightGuard /> : <PlannedFeature title={t('pages:freightguard.plannedTitle')} description={t('pages:freightguard.plannedText')} testId="freightguard-planned" />}
    </ScreenPage>
  );
}
