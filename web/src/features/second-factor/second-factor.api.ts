import { ops } from '@logiscope/proto/http';
import { baseApi } from '../../api/baseApi';
import { request, type OpResult } from '../../api/operationRequest';

/** Two-factor sign-in on one's account (every user) and the company's requirement (its ADMIN). */
export const secondFactorApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSecondFactor: build.query<OpResult<'getSecondFactor'>, void>({
      query: () => request(ops.getSecondFactor),
      providesTags: ['SecondFactor'],
    }),
    /** A new secret: nothing changes until a code from the app confirms it. */
    startSecondFactorEnrolment: build.mutation<OpResult<'startSecondFactorEnrolment'>, void>({
      query: () => request(ops.startSecondFactorEnrolment),
    }),
    /** Turns it on; the ten recovery codes are in this answer only. The session's user (the gate) changes too. */
    confirmSecondFactorEnrolment: build.mutation<OpResult<'confirmSecondFactorEnrolment'>, { code: string }>({
      query: (body) => request(ops.confirmSecondFactorEnrolment, { body }),
      invalidatesTags: ['SecondFactor'],
    }),
    disableSecondFactor: build.mutation<void, { password: string; code: string }>({
      query: (body) => request(ops.disableSecondFactor, { body }),
      invalidatesTags: ['SecondFactor', 'CurrentUser'],
    }),
    setCompanySecondFactorRequirement: build.mutation<OpResult<'setCompanySecondFactorRequirement'>, { required: boolean }>({
      query: (body) => request(ops.setCompanySecondFactorRequirement, { body }),
      invalidatesTags: ['SecondFactor', 'CurrentUser'],
    }),
  }),
});

export const {
  useGetSecondFactorQuery,
  useStartSecondFactorEnrolmentMutation,
  useConfirmSecondFactorEnrolmentMutation,
  useDisableSecondFactorMutation,
  useSetCompanySecondFactorRequirementMutation,
} = secondFactorApi;
