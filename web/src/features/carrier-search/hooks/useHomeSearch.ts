import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorToast } from '../../../shared/hooks/useApiErrorToast';
import { useToast } from '../../../shared/hooks/useToast';
import type { CarrierSearchResult } from '../../carriers/carrier.types';
import { useLazySearchCarriersQuery } from '../carrier-search.api';
import { translateMessage } from '../../../shared/forms/formErrors';
import { validateHomeSearch, RESULTS_PAGE_SIZE, type HomeSearchValues, type SearchTerm } from '../home-search.rules';

export type HomeSearchStatus = 'idle' | 'searching' | 'results' | 'failed';

export interface HomeSearch {
  status: HomeSearchStatus;
  term: SearchTerm | null;
  page: number;
  result: CarrierSearchResult | null;
  /** Runs the search of the card's inputs (first non-empty of MC, DOT, company name, phone). */
  search: (values: HomeSearchValues) => void;
  goToPage: (page: number) => void;
}

/** The home search: idle, searching ('Searching...'), results or empty; failures toast 'Search Failed'. */
export function useHomeSearch(): HomeSearch {
  const { t } = useTranslation('search');
  // i18n-keys: *
  const toast = useToast();
  const showError = useApiErrorToast();
  const [trigger, { isFetching }] = useLazySearchCarriersQuery();
  const [term, setTerm] = useState<SearchTerm | null>(null);
  const [page, setPage] = useState(1);
  const [result, setResult] = useState<CarrierSearchResult | null>(null);
  const [failed, setFailed] = useState(false);

  const run = useCallback(
    (next: SearchTerm, nextPage: number) => {
      setTerm(next);
      setPage(nextPage);
      setFailed(false);
      trigger({ q: next.term, page: nextPage, pageSize: RESULTS_PAGE_SIZE })
        .unwrap()
        .then((answer) => setResult(answer))
        .catch((error: unknown) => {
          setFailed(true);
          setResult(null);
          showError(error, { title: t('toasts.searchFailed'), description: t('toasts.searchFailedText') });
        });
    },
    [showError, t, trigger],
  );

  const search = useCallback(
    (values: HomeSearchValues) => {
      const checked = validateHomeSearch(values);
      if ('invalid' in checked) {
        toast({ title: t(checked.invalid.title), description: translateMessage(checked.invalid.description, t), variant: 'destructive' });
        return;
      }
      run(checked.term, 1);
    },
    [run, t, toast],
  );

  const goToPage = useCallback(
    (nextPage: number) => {
      if (term) run(term, nextPage);
    },
    [run, term],
  );

  const status: HomeSearchStatus = isFetching ? 'searching' : failed ? 'failed' : result ? 'results' : 'idle';
  return { status, term, page, result, search, goToPage };
}
