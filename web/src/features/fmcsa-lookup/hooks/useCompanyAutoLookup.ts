import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isNetworkError, isApiError } from '../../../api/apiError';
import { useErrorText } from '../../../shared/hooks/useErrorText';
import { useToast } from '../../../shared/hooks/useToast';
import { useLazyLookupCompanyQuery } from '../fmcsa.api';
import { filledFromLookup, isCompanyFound, lookupKey, lookupQueryFor, type LookupField } from '../fmcsa-lookup.rules';

const DEBOUNCE_MS = 450;

type Filled = ReturnType<typeof filledFromLookup>;

/**
 * Looks a company up in the FMCSA data as the user types an MC (6+ digits) or DOT (7+ digits) number,
 * and hands the found company name, MC and DOT to `onFound`. The lookup answers visitors too (registration).
 * Not found (404) or a number it cannot read (400): 'Company Not Found' with the server's message; no answer:
 * 'Lookup Error' / 'Unable to connect to FMCSA database'; any other failure (too many lookups): 'Lookup Error' with the
 * server's message.
 */
export function useCompanyAutoLookup(onFound: (filled: Filled) => void) {
  const { t } = useTranslation('auth');
  const toast = useToast();
  const errorText = useErrorText();
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
            if (error.status !== 404 && error.status !== 400) {
              toast({ title: t('toasts.lookupError'), description: errorText(error, t('toasts.lookupErrorText')), variant: 'destructive' });
              return;
            }
            toast({ title: t('toasts.companyNotFound'), description: errorText(error, t('toasts.companyNotFoundText')), variant: 'destructive' });
          });
      }, DEBOUNCE_MS);
    },
    [errorText, onFound, t, toast, trigger],
  );

  return { onNumberChange, isLookingUp: isFetching };
}
