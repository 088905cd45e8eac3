import { ops } from '@logiscope/proto/http';
import { baseApi } from '../../api/baseApi';
import { request, type OpResult } from '../../api/operationRequest';
import type { MonitoringAlert, SavedCarrier } from '../carriers/carrier.types';

export const savedCarriersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/saved-carriers */
    getSavedCarriers: build.query<OpResult<'listSavedCarriers'>, void>({
      query: () => request(ops.listSavedCarriers),
      transformResponse: (answer: unknown) => (Array.isArray(answer) ? (answer as SavedCarrier[]) : []),
      providesTags: ['SavedCarrier'],
    }),
    /**
     * GET /api/monitored-carriers: monitoring needs no save, so the monitored state is read here, not from the saved
     * list. Same tag as the saved list: every watchlist change refreshes both.
     */
    getMonitoredCarriers: build.query<OpResult<'listMonitoredCarriers'>, void>({
      query: () => request(ops.listMonitoredCarriers),
      transformResponse: (answer: unknown) => (Array.isArray(answer) ? (answer as SavedCarrier[]) : []),
      providesTags: ['SavedCarrier'],
    }),
    /** POST /api/saved-carriers { carrierId, notes: '', tags: [] }; the saved list refreshes. */
    saveCarrier: build.mutation<OpResult<'saveCarrier'>, { carrierId: string }>({
      query: ({ carrierId }) => request(ops.saveCarrier, { body: { carrierId, notes: '', tags: [] } }),
      invalidatesTags: ['SavedCarrier'],
    }),
    /** DELETE /api/saved-carriers/:carrierId */
    removeSavedCarrier: build.mutation<void, { carrierId: string }>({
      query: ({ carrierId }) => request(ops.removeSavedCarrier, { params: { carrierId } }),
      invalidatesTags: ['SavedCarrier', 'MonitoringAlert'],
    }),
    /** POST /api/carriers/:id/monitor { monitored }: alerts about the carrier for the whole company. */
    setCarrierMonitored: build.mutation<OpResult<'setCarrierMonitored'>, { carrierId: string; monitored: boolean }>({
      query: ({ carrierId, monitored }) => request(ops.setCarrierMonitored, { params: { id: carrierId }, body: { monitored } }),
      invalidatesTags: ['SavedCarrier', 'MonitoringAlert'],
    }),
    /** GET /api/monitoring-alerts, newest first. */
    getMonitoringAlerts: build.query<OpResult<'listMonitoringAlerts'>, void>({
      query: () => request(ops.listMonitoringAlerts),
      transformResponse: (answer: unknown) => (Array.isArray(answer) ? (answer as MonitoringAlert[]) : []),
      providesTags: ['MonitoringAlert'],
    }),
  }),
});

export const {
  useGetSavedCarriersQuery,
  useGetMonitoredCarriersQuery,
  useSaveCarrierMutation,
  useRemoveSavedCarrierMutation,
  useSetCarrierMonitoredMutation,
  useGetMonitoringAlertsQuery,
} = savedCarriersApi;
