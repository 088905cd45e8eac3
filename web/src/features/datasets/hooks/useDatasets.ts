import { datasetsApi, useListDatasetStatusQuery } from '../datasets.api';
import { datasetsPollingInterval } from '../datasets.rules';

/** The data sets, fresh on every visit, followed every 2 s while a refresh runs (the interval follows the cached answer). */
export function useDatasets(options: { skip?: boolean } = {}) {
  const { data: cached } = datasetsApi.endpoints.listDatasetStatus.useQueryState();
  return useListDatasetStatusQuery(undefined, {
    pollingInterval: datasetsPollingInterval(cached),
    refetchOnMountOrArgChange: true,
    skip: options.skip ?? false,
  });
}
