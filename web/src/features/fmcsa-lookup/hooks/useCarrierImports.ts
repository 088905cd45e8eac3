import { fmcsaApi, useListCarrierImportsQuery } from '../fmcsa.api';
import { importsPollingInterval } from '../fmcsa-imports.rules';

/**
 * The FMCSA import runs, fresh on every visit, asked again every 2 s while one runs (less often otherwise, so a run
 * started from the command line shows up). The interval follows the last answer already in the cache.
 */
export function useCarrierImports() {
  const { data: cached } = fmcsaApi.endpoints.listCarrierImports.useQueryState();
  return useListCarrierImportsQuery(undefined, {
    pollingInterval: importsPollingInterval(cached),
    refetchOnMountOrArgChange: true,
  });
}
