import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useGetSubscriptionStatusQuery } from '../subscription.api';
import type { PaywallState } from './PaywallBanner';

/** On /subscription after the paywall led the user here: why, until the plan covers the paid features again. */
export function PaywallNotice() {
  const { t } = useTranslation('subscription');
  const state = useLocation().state as Partial<PaywallState> | null;
  const { data: plan } = useGetSubscriptionStatusQuery();
  const covered = plan?.subscriptionStatus === 'TRIAL' || plan?.subscriptionStatus === 'ACTIVE';
  if (!state?.paywall || covered) return null;
  return <Alert type="warning" showIcon data-testid="paywall-notice" style={{ marginBottom: 24 }} message={t('paywall.title')} description={t('errors:SUBSCRIPTION_REQUIRED')} />;
}
