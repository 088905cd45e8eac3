import { useTranslation } from 'react-i18next';
import { ScreenPage } from '../../../shared/ui/ScreenPage';
import { useSession } from '../../auth/hooks/useSession';
import { LiveBrokerDashboard } from '../components/LiveBrokerDashboard';
import { SampleBrokerDashboard } from '../components/SampleBrokerDashboard';

/** /broker-dashboard: visitors see the sample broker (spec README decision 6); signed-in users their company's live dashboard. */
export function BrokerDashboardPage() {
  const { t } = useTranslation('pages');
  const { state } = useSession();
  return (
    <ScreenPage title={t('brokerDashboard.title')} description={t('brokerDashboard.description')}>
      {state === 'signedIn' ? <LiveBrokerDashboard /> : <SampleBrokerDashboard />}
    </ScreenPage>
  );
}
