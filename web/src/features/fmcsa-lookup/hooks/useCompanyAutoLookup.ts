import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isNetworkError, isApiError } from '../../../api/apiError';
import { useToast } from '../../../shared/hooks/useToast';
import { useLazyLookupCompanyQuery } from '../fmcsa.api';
import { filledFromLookup, isCompanyFound, lookupKey, lookupQueryFor, type LookupField } from '../fmcsa-lookup.rules';

const DEBOUNCE_MS = 450;

type Filled = ReturnType<typeof filledFromLookup>;

/** The gateway's own "no such route" answer, before the lookup endpoint exists: not a message for users. */
function isMissingRouteMessage(message: string | undefined): boolean {
  return !!message && /^Cannot (GET|POST|PUT|PATCH|DELETE) \//.test(message);
}

/**
 * Looks a company up in the FMCSA data as the user types an MC (6+ digits) or DOT (7+ digits) number,
 * and hands the found company name, MC and DOT to `onFound`.
 */
export function useCompanyAutoLookup(onFound: (filled: Filled) => void) {
  const { t } = useTranslation('auth');
  const toast = useToast();
  const [trigger, { isFetching }] = useLazyLookupCompanyQuery();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastKey = useRef<string | null>(null);

  useEffect(() => () => clearTimeout(timer.current), []);

  const onNumberChange = useCallback(
    (field: LookupField, value: string) => {
      clearTimeout(timer.current);
      const query = lookupQueryFor(field, value);
      if (!query || lookupKey(query) === lastKey.current) return;
      timer.current = setTimeout(() => {
        lastKey.current = lookupKey(query);
        trigger(query, true)
          .unwrap()
          .then((result) => {
            if (!isCompanyFound(result)) {
              toast({ title: t('toasts.companyNotFound'), description: result?.message || t('toasts.companyNotFoundText'), variant: 'destructive' });
              return;
            }
            const filled = filledFromLookup(result);
            onFound(filled);
            toast({ title: t('toasts.companyFound'), description: t('toasts.companyFoundText', { companyName: filled.companyName }), variant: 'success' });
          })
          .catch((error: unknown) => {
            lastKey.current = null;
            if (isNetworkError(error) || !isApiError(error)) {
              toast({ title: t('toasts.lookupError'), description: t('toasts.lookupErrorText'), variant: 'destructive' });
              return;
            }
            const message = isMissingRouteMessage(error.serverMessage) ? undefined : error.serverMessage;
            toast({ title: t('toasts.companyNotFound'), description: message || t('toasts.companyNotFoundText'), variant: 'destructive' });
          });
      }, DEBOUNCE_MS);
    },
    [onFound, t, toast, trigger],
  );

  return { onNumberChange, isLookingUp: isFetching };
}
