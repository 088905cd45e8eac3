import { useTranslation } from 'react-i18next';
import { ScreenPage } from '../../../shared/ui/ScreenPage';

/** /broker-dashboard: the broker intelligence dashboard. */
export function BrokerDashboardPage() {
  const { t } = useTranslation('pages');
  return <ScreenPage title={t('brokerDashboard.title')} description={t('brokerDashboard.description')} />;
}
