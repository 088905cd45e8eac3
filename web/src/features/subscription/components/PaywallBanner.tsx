import { useEffect, useState } from 'react';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { onPaymentRequired } from '../../../api/paywall';
import { baseApi } from '../../../api/baseApi';
import { useAppDispatch } from '../../../app/hooks';
import { PATHS } from '../../../app/routes';
import { useGetSubscriptionStatusQuery } from '../subscription.api';

/** What /subscription is given when the paywall led the user there (PaywallNotice reads it). */
export interface PaywallState {
  paywall: true;
}

/**
 * The paywall in the web: once a paid call answered 402 (the company is Inactive, its trial expired, or its cancelled
 * plan ended), every signed-in screen says so above its content with a button to /subscription, until the plan covers
 * the paid features again. A banner, not a forced move: the dashboard, account, team and subscription screens stay
 * usable. The plan is fetched again at the 402 (the cached one may say Free Trial from before the trial's end).
 */
export function PaywallBanner() {
  const { t } = useTranslation('subscription');
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const [paywalled, setPaywalled] = useState(false);
  const { data: plan } = useGetSubscriptionStatusQuery(undefined, { skip: !paywalled });
  const covered = plan?.subscriptionStatus === 'TRIAL' || plan?.subscriptionStatus === 'ACTIVE';

  useEffect(
    () =>
      onPaymentRequired(() => {
        setPaywalled(true);
        dispatch(baseApi.util.invalidateTags(['Subscription']));
      }),
    [dispatch],
  );
  // Once a plan covers the company again the banner is over until the next 402 (state adjusted during render, React's
  // pattern for state that follows other values, instead of an effect's extra render).
  if (paywalled && covered) setPaywalled(false);

  if (!paywalled || covered || pathname.startsWith(PATHS.subscription)) return null;
  return (
    <Alert
      type="warning"
      showIcon
      banner
      data-testid="paywall-banner"
      message={t('paywall.title')}
      description={t('errors:SUBSCRIPTION_REQUIRED')}
      action={
        <Button type="primary" data-testid="paywall-go" onClick={() => navigate(PATHS.subscription, { state: { paywall: true } satisfies PaywallState })}>
          {t('paywall.go')}
        </Button>
      }
    />
  );
}
