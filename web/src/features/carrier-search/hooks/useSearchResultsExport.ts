import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../app/hooks';
import { useApiErrorToast } from '../../../shared/hooks/useApiErrorToast';
import { carrierSearchApi } from '../carrier-search.api';
import type { SearchTerm } from '../home-search.rules';
import { filterCarriers, type ResultFilters } from '../results-filter';
import { collectSearchResults } from '../search-export';
import { useCarrierExport } from './useCarrierExport';

export const SEARCH_EXPORT_PREFIX = 'logiscope-search-results';

/**
 * Export of the home search: every result of the term (not the page on screen), read again through the search
 * operation, narrowed by the panel's filters. A page that fails shows the failure and downloads nothing.
 */
export function useSearchResultsExport(): { exportSearch: (term: SearchTerm, filters?: ResultFilters) => Promise<void>; exporting: boolean } {
  const { t } = useTranslation('search');
  const dispatch = useAppDispatch();
  const exportCarriers = useCarrierExport();
  const showError = useApiErrorToast();
  const [exporting, setExporting] = useState(false);

  const exportSearch = useCallback(
    async (term: SearchTerm, filters: ResultFilters = {}) => {
      setExporting(true);
      try {
        const collected = await collectSearchResults((page, pageSize) =>
          dispatch(carrierSearchApi.endpoints.searchCarriers.initiate({ q: term.term, page, pageSize }, { subscribe: false })).unwrap(),
        );
        exportCarriers(filterCarriers(collected.carriers, filters), SEARCH_EXPORT_PREFIX, collected.capped ? { total: collected.total } : undefined);
      } catch (error: unknown) {
        showError(error, { title: t('toasts.exportFailed'), description: t('toasts.exportFailedText') });
      } finally {
        setExporting(false);
      }
    },
    [dispatch, exportCarriers, showError, t],
  );

  return { exportSearch, exporting };
}
