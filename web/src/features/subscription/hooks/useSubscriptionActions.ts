import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useApiErrorToast } from '../../../shared/hooks/useApiErrorToast';
import { useErrorText } from '../../../shared/hooks/useErrorText';
import { useToast } from '../../../shared/hooks/useToast';
import { useCancelSubscriptionMutation, useCreateSubscriptionMutation, useStartTrialMutation } from '../subscription.api';
import { dateText } from '../subscription.rules';

/** The plan card's three calls with the spec's toasts ('Trial Failed', 'Subscription Failed') and ours for success. */
export function useSubscriptionActions() {
  const { t, i18n } = useTranslation('subscription');
  const toast = useToast();
  const showError = useApiErrorToast();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [startTrialCall, startingTrial] = useStartTrialMutation();
  const [createCall, creating] = useCreateSubscriptionMutation();
  const [cancelCall, cancelling] = useCancelSubscriptionMutation();

  const startTrial = async () => {
    try {
      await startTrialCall().unwrap();
      toast({ title: t('toast.trialStarted'), description: t('toast.trialStartedText'), variant: 'success' });
    } catch (error) {
      showError(error, { title: t('toast.trialFailed'), description: t('toast.trialFailedText') });
    }
  };

  /** To the payment provider's checkout page: LogiScope's own for the sandbox, Stripe's otherwise (card data stays there). */
  const subscribe = async () => {
    try {
      const { checkoutUrl } = await createCall().unwrap();
      if (checkoutUrl.startsWith('/')) void navigate(checkoutUrl);
      else window.location.assign(checkoutUrl);
    } catch (error) {
      showError(error, { title: t('toast.subscriptionFailed'), description: t('toast.subscriptionFailedText') });
    }
  };

  const cancel = async () => {
    try {
      const status = await cancelCall().unwrap();
      toast({ title: t('toast.cancelled'), description: t('toast.cancelledText', { date: dateText(status.subscriptionEndDate, i18n.language) ?? '' }), variant: 'success' });
    } catch (error) {
      showError(error, { title: t('toast.cancelFailed'), description: errorText(error, t('toast.cancelFailedText')) });
    }
  };

  return { startTrial, subscribe, cancel, busy: startingTrial.isLoading || creating.isLoading || cancelling.isLoading };
}
