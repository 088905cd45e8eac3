import { z } from 'zod';
import { MonitoringAlertViewSchema, SavedCarrierViewSchema, SearchHistoryEntrySchema } from '../views';
import { message } from '../shared/messages';
import { operation, operationFamily } from '../shared/operation';
import { carrierIdParams, limitQuery } from './search.rules';
import { multiLine, singleLine, tagList } from '../shared/text.rules';

const watchlistOperation = operationFamily({ access: 'company', paid: true, tag: 'Saved carriers' });

export const listSavedCarriers = watchlistOperation({
  id: 'listSavedCarriers',
  method: 'GET',
  path: '/api/saved-carriers',
  summary: "The company's saved carriers, newest first",
  success: { status: 200, description: 'Saved carriers', schema: z.array(SavedCarrierViewSchema) },
});

export const listMonitoredCarriers = watchlistOperation({
  id: 'listMonitoredCarriers',
  method: 'GET',
  path: '/api/monitored-carriers',
  summary: 'The carriers the company monitors, saved or not, newest first',
  success: { status: 200, description: 'Monitored carriers', schema: z.array(SavedCarrierViewSchema) },
});

export const saveCarrier = watchlistOperation({
  id: 'saveCarrier',
  method: 'POST',
  path: '/api/saved-carriers',
  summary: 'Save a carrier for the company (saving again updates notes and tags)',
  body: z
    .object({
      carrierId: singleLine(z.string({ error: message('CARRIER_ID_INVALID') }).trim().min(1, message('CARRIER_ID_INVALID')).max(20, message('CARRIER_ID_INVALID'))),
      notes: multiLine(z.string().max(2000, 'Notes must be at most 2000 characters')).optional().default(''),
      tags: tagList(),
    })
    .meta({ id: 'SaveCarrierBody', examples: [{ carrierId: '44110', notes: '', tags: [] }] }),
  success: { status: 201, description: 'The saved carrier', schema: SavedCarrierViewSchema },
  errors: [404],
});

export const removeSavedCarrier = watchlistOperation({
  id: 'removeSavedCarrier',
  method: 'DELETE',
  path: '/api/saved-carriers/:carrierId',
  summary: 'Remove a carrier from the saved list',
  params: z.object({ carrierId: z.string().max(20).meta({ example: '44110' }) }),
  success: { status: 204, description: 'Removed (or was not saved)' },
});

export const setCarrierMonitored = watchlistOperation({
  id: 'setCarrierMonitored',
  method: 'POST',
  path: '/api/carriers/:id/monitor',
  summary: 'Switch monitoring (alerts about the carrier for the whole company) on or off',
  params: carrierIdParams,
  body: z.object({ monitored: z.boolean({ error: message('MONITORED_INVALID') }) }).meta({ id: 'MonitorBody', examples: [{ monitored: true }] }),
  success: { status: 200, description: 'The watch entry', schema: SavedCarrierViewSchema },
  errors: [404],
});

export const listMonitoringAlerts = watchlistOperation({
  id: 'listMonitoringAlerts',
  method: 'GET',
  path: '/api/monitoring-alerts',
  summary: "Changes to the company's saved and monitored carriers, newest first",
  query: limitQuery(20, 100),
  success: { status: 200, description: 'Alerts', schema: z.array(MonitoringAlertViewSchema) },
});

export const listSearchHistory = operation({
  id: 'listSearchHistory',
  method: 'GET',
  path: '/api/search-history',
  access: 'company',
  tag: 'Carriers',
  summary: "The company's searches, newest first",
  query: limitQuery(500, 1000),
  success: { status: 200, description: 'Search history entries', schema: z.array(SearchHistoryEntrySchema) },
});
