import { useTranslation } from 'react-i18next';
import { ScreenPage } from '../../../shared/ui/ScreenPage';

/** /subscription: current plan, trial and upgrade. */
export function SubscriptionPage() {
  const { t } = useTranslation('pages');
  return <ScreenPage title={t('subscription.title')} description={t('subscription.description')} />;
}
