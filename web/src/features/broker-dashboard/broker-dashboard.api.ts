import { ops } from '@logiscope/proto/http';
import type { DashboardPeriod } from '@logiscope/proto/views';
import { baseApi } from '../../api/baseApi';
import { request, type OpResult } from '../../api/operationRequest';

export const brokerDashboardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/broker-dashboard?period= : the company's live dashboard (read again whenever the screen opens). */
    getBrokerDashboard: build.query<OpResult<'getBrokerDashboard'>, DashboardPeriod>({
      query: (period) => request(ops.getBrokerDashboard, { query: { period } }),
      keepUnusedDataFor: 0,
    }),
    /** GET /api/carrier-intelligence/:id : a carrier's intelligence profile. */
    getCarrierIntelligence: build.query<OpResult<'getCarrierIntelligence'>, string>({
      query: (id) => request(ops.getCarrierIntelligence, { params: { id } }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetBrokerDashboardQuery, useGetCarrierIntelligenceQuery } = brokerDashboardApi;
