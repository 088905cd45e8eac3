import { useTranslation } from 'react-i18next';
import { ScreenPage } from '../../../shared/ui/ScreenPage';
import { PlannedFeature } from '../../../shared/ui/PlannedFeature';
import { SUBSCRIPTION_SERVED } from '../subscription.api';

/** /subscription: current plan, trial and upgrade; while subscriptions are planned, it says so. */
export function SubscriptionPage() {
  const { t } = useTranslation('pages');
  return (
    <ScreenPage title={t('subscription.title')} description={t('subscription.description')}>
      {SUBSCRIPTION_SERVED ? null : <PlannedFeature title={t('subscription.plannedTitle')} description={t('subscription.plannedText')} testId="subscription-planned" />}
    </ScreenPage>
  );
}
