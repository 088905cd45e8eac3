import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../api/apiError';
import { useAppDispatch } from '../../../app/hooks';
import { fmcsaApi } from '../../fmcsa-lookup/fmcsa.api';
import type { BulkEntry } from '../bulk-input';
import type { BulkLookupRow } from '../carrier-csv';

const CONCURRENCY = 4;

/**
 * Looks the Bulk Upload's numbers up (GET /api/fmcsa/lookup?mc= or ?dot=), four at a time; a 404 is 'not
 * found'. Calls `onUnauthorized` once when the session has ended.
 */
export function useBulkLookup(onUnauthorized: (error: unknown) => void) {
  const dispatch = useAppDispatch();
  const [rows, setRows] = useState<BulkLookupRow[]>([]);
  const [running, setRunning] = useState(false);
  const run = useRef(0);

  useEffect(
    () => () => {
      run.current += 1;
    },
    [],
  );

  const start = useCallback(
    async (entries: readonly BulkEntry[]) => {
      const id = ++run.current;
      const initial: BulkLookupRow[] = entries.map((entry) => ({ ...entry, outcome: 'pending' }));
      setRows(initial);
      setRunning(true);
      let next = 0;
      let unauthorized = false;
      const update = (index: number, patch: Partial<BulkLookupRow>) => {
        if (run.current !== id) return;
        setRows((current) => current.map((row, i) => (i === index ? { ...row, ...patch } : row)));
      };
      const worker = async () => {
        while (next < entries.length && run.current === id && !unauthorized) {
          const index = next++;
          const entry = entries[index];
          const query = entry.kind === 'mc' ? { mc: entry.number } : { dot: entry.number };
          try {
            const record = await dispatch(fmcsaApi.endpoints.lookupFmcsaRecord.initiate(query, { subscribe: false })).unwrap();
            update(index, record?.companyName || record?.legalName ? { outcome: 'found', record } : { outcome: 'notFound' });
          } catch (error) {
            if (isApiError(error) && error.status === 401) {
              unauthorized = true;
              onUnauthorized(error);
            }
            update(index, { outcome: isApiError(error) && error.status === 404 ? 'notFound' : 'failed' });
          }
        }
      };
      await Promise.all(Array.from({ length: Math.min(CONCURRENCY, entries.length) }, worker));
      if (run.current === id) setRunning(false);
    },
    [dispatch, onUnauthorized],
  );

  const reset = useCallback(() => {
    run.current += 1;
    setRows([]);
    setRunning(false);
  }, []);

  return { rows, running, start, reset };
}
