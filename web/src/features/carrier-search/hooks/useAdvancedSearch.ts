import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../shared/forms/formErrors';
import { useApiErrorToast } from '../../../shared/hooks/useApiErrorToast';
import { useToast } from '../../../shared/hooks/useToast';
import type { CarrierSearchResult } from '../../carriers/carrier.types';
import { useLazyAdvancedSearchQuery, useLazySearchByEmailQuery, useLazySearchByPhoneQuery } from '../carrier-search.api';
import {
  ADVANCED_PAGE_SIZE,
  buildAdvancedSearchRequest,
  validateAdvancedSearch,
  validateEmailSearch,
  validatePhoneSearch,
  type AdvancedSearchValues,
  type ToastKeys,
} from '../advanced-search.rules';

export type AdvancedMode = 'advanced' | 'email' | 'phone';

interface LastSearch {
  mode: AdvancedMode;
  values: AdvancedSearchValues;
}

const FAILURE: Record<AdvancedMode, ToastKeys> = {
  advanced: { title: 'search:toasts.searchFailed', description: 'search:toasts.advancedFailedText' },
  email: { title: 'search:toasts.emailFailed', description: 'search:toasts.emailFailedText' },
  phone: { title: 'search:toasts.phoneFailed', description: 'search:toasts.phoneFailedText' },
};

/** /search: Advanced Search, the email-only and phone-only searches, their toasts, paging. */
export function useAdvancedSearch() {
  const { t } = useTranslation('search');
  // i18n-keys: *
  const toast = useToast();
  const showError = useApiErrorToast();
  const [advanced] = useLazyAdvancedSearchQuery();
  const [byEmail] = useLazySearchByEmailQuery();
  const [byPhone] = useLazySearchByPhoneQuery();
  const [last, setLast] = useState<LastSearch | null>(null);
  const [page, setPage] = useState(1);
  const [result, setResult] = useState<CarrierSearchResult | null>(null);
  const [searching, setSearching] = useState<AdvancedMode | null>(null);

  const run = useCallback(
    (mode: AdvancedMode, values: AdvancedSearchValues, nextPage: number) => {
      const invalid = mode === 'advanced' ? validateAdvancedSearch(values) : mode === 'email' ? validateEmailSearch(values.email) : validatePhoneSearch(values.phone);
      if (invalid) {
        toast({ title: t(invalid.title), description: translateMessage(invalid.description, t), variant: 'destructive' });
        return;
      }
      const request = buildAdvancedSearchRequest(values, nextPage, ADVANCED_PAGE_SIZE);
      const call =
        mode === 'advanced'
          ? advanced(request)
          : mode === 'email'
            ? byEmail({ email: request.email, page: nextPage, pageSize: ADVANCED_PAGE_SIZE })
            : byPhone({ phone: request.phone, page: nextPage, pageSize: ADVANCED_PAGE_SIZE });
      setSearching(mode);
      call
        .unwrap()
        .then((answer) => {
          setLast({ mode, values });
          setPage(nextPage);
          setResult(answer);
        })
        .catch((error: unknown) => showError(error, { title: t(FAILURE[mode].title), description: translateMessage(FAILURE[mode].description, t) }))
        .finally(() => setSearching(null));
    },
    [advanced, byEmail, byPhone, showError, t, toast],
  );

  const goToPage = useCallback(
    (nextPage: number) => {
      if (last) run(last.mode, last.values, nextPage);
    },
    [last, run],
  );

  const clear = useCallback(() => {
    setLast(null);
    setResult(null);
    setPage(1);
  }, []);

  return { run, goToPage, clear, result, page, mode: last?.mode ?? null, searching };
}
