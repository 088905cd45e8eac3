import { ops, type EquipmentQueryInput } from '@logiscope/proto/http';
import { baseApi } from '../../api/baseApi';
import { request, type OpResult } from '../../api/operationRequest';
import type { Equipment } from '../carriers/carrier.types';

/** Cache tags of one carrier's equipment list and of its sync status (both under the Equipment tag type). */
export const equipmentTags = (id: string) => [{ type: 'Equipment' as const, id }, { type: 'Equipment' as const, id: 'VIN' }];
const syncTag = (id: string) => ({ type: 'Equipment' as const, id: `${id}:sync` });

export const equipmentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/carriers/:id/equipment */
    getCarrierEquipment: build.query<OpResult<'listEquipment'>, string>({
      query: (id) => request(ops.listEquipment, { params: { id } }),
      transformResponse: (answer: unknown) =>
        Array.isArray(answer) ? (answer as Equipment[]) : ((answer as { equipment?: Equipment[] } | null)?.equipment ?? []),
      providesTags: (_result, _error, id) => [{ type: 'Equipment', id }],
    }),
    /** GET /api/carriers/:id/equipment/sync → { lastSync }: the carrier's latest sync, polled while one runs. */
    getEquipmentSync: build.query<OpResult<'getEquipmentSync'>, string>({
      query: (id) => request(ops.getEquipmentSync, { params: { id } }),
      providesTags: (_result, _error, id) => [syncTag(id)],
    }),
    /**
     * POST /api/carriers/:id/equipment/sync → the sync: 200 once completed, 202 while queued or running; a sync that
     * failed answers an error with the reason. Either way the list and the sync status are read again.
     */
    syncCarrierEquipment: build.mutation<OpResult<'syncEquipment'>, string>({
      query: (id) => request(ops.syncEquipment, { params: { id } }),
      invalidatesTags: (_result, _error, id) => [...equipmentTags(id), syncTag(id)],
    }),
    /** GET /api/equipment: the equipment tracker's page (search, type and status filters, VIN part, paging). */
    searchEquipment: build.query<OpResult<'searchEquipment'>, EquipmentQueryInput>({
      query: (query) => request(ops.searchEquipment, { query }),
      providesTags: [{ type: 'Equipment', id: 'TRACKER' }],
    }),
    /** GET /api/equipment/search/:vin (at least 8 characters) */
    searchVin: build.query<OpResult<'searchVin'>, string>({
      query: (vin) => request(ops.searchVin, { params: { vin } }),
      providesTags: [{ type: 'Equipment', id: 'VIN' }],
    }),
  }),
});

export const {
  useGetCarrierEquipmentQuery,
  useGetEquipmentSyncQuery,
  useSyncCarrierEquipmentMutation,
  useLazySearchVinQuery,
  useSearchEquipmentQuery,
  useLazySearchEquipmentQuery,
} = equipmentApi;
