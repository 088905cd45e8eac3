import { DatasetRefreshStateSchema, DatasetsReplySchema } from '../views';
import { message } from '../shared/messages';
import { operation } from '../shared/operation';

/** The Data sets screen: platform-wide data, for LogiScope's platform operators only. */
export const listDatasetStatus = operation({
  id: 'listDatasetStatus',
  method: 'GET',
  path: '/api/admin/datasets',
  access: 'operator',
  tag: 'Platform',
  summary:
    "Every FMCSA data set LogiScope reads: the portal's ids, the rows and date of its latest complete file, the day it is held completely through, whether that is stale for the verdicts that read it, its last import and refresh; and the daily refresh's state",
  success: { status: 200, description: 'The data sets and the refresh', schema: DatasetsReplySchema },
  deniedMessage: message('OPERATOR_ONLY'),
});

export const refreshDatasets = operation({
  id: 'refreshDatasets',
  method: 'POST',
  path: '/api/admin/datasets/refresh',
  access: 'operator',
  tag: 'Platform',
  summary:
    'Start the daily refresh from the DOT open data portal now (a background run: poll GET /api/admin/datasets for its outcome). 409 while one runs, and when the refresh is not configured (MOTUS_REFRESH=off)',
  success: { status: 202, description: 'The run started: the refresh state, running', schema: DatasetRefreshStateSchema },
  errors: [409],
  deniedMessage: message('OPERATOR_ONLY'),
});
