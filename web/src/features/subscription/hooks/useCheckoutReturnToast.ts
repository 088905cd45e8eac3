import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../shared/hooks/useToast';

/** Back from the payment provider (`?checkout=success|cancelled`): says so once, then drops the parameter. */
export function useCheckoutReturnToast(): void {
  const { t } = useTranslation('subscription');
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const outcome = params.get('checkout');
  useEffect(() => {
    if (outcome === 'success') toast({ title: t('toast.activated'), description: t('toast.activatedText'), variant: 'success' });
    else if (outcome === 'cancelled') toast({ title: t('toast.checkoutCancelled'), description: t('toast.checkoutCancelledText') });
    else return;
    setParams({}, { replace: true });
  }, [outcome, setParams, t, toast]);
}
