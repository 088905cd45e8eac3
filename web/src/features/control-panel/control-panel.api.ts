import { ops } from '@logiscope/proto/http';
import { baseApi } from '../../api/baseApi';
import { request, type OpResult } from '../../api/operationRequest';
import type { VerdictProfileBody } from './verdict-profile.form';

export const controlPanelApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/company/verdict-profile: the company's verdict rules (the default until an administrator saves some). */
    getVerdictProfile: build.query<OpResult<'getVerdictProfile'>, void>({
      query: () => request(ops.getVerdictProfile),
      providesTags: ['VerdictProfile'],
    }),
    /** PUT /api/company/verdict-profile (ADMIN): every verdict follows the new rules, so carriers shown are fetched again. */
    updateVerdictProfile: build.mutation<OpResult<'updateVerdictProfile'>, VerdictProfileBody>({
      query: (body) => request(ops.updateVerdictProfile, { body }),
      invalidatesTags: ['VerdictProfile', 'Carrier', 'SavedCarrier'],
    }),
  }),
});

export const { useGetVerdictProfileQuery, useUpdateVerdictProfileMutation } = controlPanelApi;
