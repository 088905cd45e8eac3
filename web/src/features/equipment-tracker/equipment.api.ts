import { baseApi } from '../../api/baseApi';
import type { Equipment, EquipmentSyncResult, VinSearchResult } from '../carriers/carrier.types';

export const equipmentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/carriers/:id/equipment */
    getCarrierEquipment: build.query<Equipment[], string>({
      query: (id) => `/carriers/${encodeURIComponent(id)}/equipment`,
      transformResponse: (answer: unknown) =>
        Array.isArray(answer) ? (answer as Equipment[]) : ((answer as { equipment?: Equipment[] } | null)?.equipment ?? []),
      providesTags: (_result, _error, id) => [{ type: 'Equipment', id }],
    }),
    /** POST /api/carriers/:id/equipment/sync → { jobId, state: 'completed' | 'failed', synced, message? } */
    syncCarrierEquipment: build.mutation<EquipmentSyncResult, string>({
      query: (id) => ({ url: `/carriers/${encodeURIComponent(id)}/equipment/sync`, method: 'POST' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'Equipment', id }, { type: 'Equipment', id: 'VIN' }],
    }),
    /** GET /api/equipment/search/:vin (at least 8 characters) */
    searchVin: build.query<VinSearchResult, string>({
      query: (vin) => `/equipment/search/${encodeURIComponent(vin)}`,
      providesTags: [{ type: 'Equipment', id: 'VIN' }],
    }),
  }),
});

export const { useGetCarrierEquipmentQuery, useSyncCarrierEquipmentMutation, useLazySearchVinQuery } = equipmentApi;
