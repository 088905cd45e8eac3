import { z } from 'zod';
import { V1AlertFeedSchema, V1MonitoredPageSchema, V1MonitoringResultsSchema } from './public-monitoring.views';
import { operation, operationFamily } from '../shared/operation';
import { cursorQueryShape, usdotListBody, V1_BULK_MAX } from '../shared/public-api.rules';

/**
 * The public API v1's monitoring (issue 24 §2): the company's monitoring list (scope monitoring:write, for reading it
 * too: the list says what the company watches, as sensitive as changing it) and the alerts it raises (alerts:read).
 */
const TAG = 'Monitoring';
const monitoringV1Operation = operationFamily({ access: 'api-key', scope: 'monitoring:write', paid: true, tag: TAG });

export const addMonitoredCarriersV1 = monitoringV1Operation({
  id: 'addMonitoredCarriersV1', method: 'POST', path: '/api/v1/monitoring/carriers',
  summary: `Monitor up to ${V1_BULK_MAX.toLocaleString('en-US')} carriers (alerts about them for the whole company), one result per USDOT number`,
  body: usdotListBody,
  success: { status: 200, description: 'One result per USDOT number given', schema: V1MonitoringResultsSchema },
});

export const removeMonitoredCarriersV1 = monitoringV1Operation({
  id: 'removeMonitoredCarriersV1', method: 'POST', path: '/api/v1/monitoring/carriers/remove',
  summary: `Stop monitoring up to ${V1_BULK_MAX.toLocaleString('en-US')} carriers, one result per USDOT number`,
  body: usdotListBody,
  success: { status: 200, description: 'One result per USDOT number given', schema: V1MonitoringResultsSchema },
});

export const listMonitoredCarriersV1 = monitoringV1Operation({
  id: 'listMonitoredCarriersV1', method: 'GET', path: '/api/v1/monitoring/carriers',
  summary: 'The carriers the company monitors, a page at a time',
  query: z.object(cursorQueryShape(100, V1_BULK_MAX)),
  success: { status: 200, description: 'A page of monitored carriers', schema: V1MonitoredPageSchema },
});

export const listAlertsV1 = operation({
  id: 'listAlertsV1', method: 'GET', path: '/api/v1/alerts', access: 'api-key', scope: 'alerts:read', paid: true, tag: TAG,
  summary:
    "The company's alerts recorded since a cursor, oldest first: call without a cursor for all of them, then with the `next` of the last answer. An alert may come twice (deduplicate on its id), never goes missing; it is listed about 2 seconds after it is recorded.",
  query: z.object(cursorQueryShape(100, V1_BULK_MAX)),
  success: { status: 200, description: 'Alerts since the cursor', schema: V1AlertFeedSchema },
});
