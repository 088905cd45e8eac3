import { ops } from '@logiscope/proto/http';
import { baseApi } from '../../api/baseApi';
import { request, type OpResult } from '../../api/operationRequest';

/** The browser's time zone: "today" and "this month" of the usage counts are the user's, not the server's. */
const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** The control panel's company (Company tab, stat cards), broker verification, and usage (counted by the server). */
export const companyApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/company: details, Verified or Pending, how many members. */
    getCompanyProfile: build.query<OpResult<'getCompanyProfile'>, void>({
      query: () => request(ops.getCompanyProfile),
      // The member count follows the Team tab's changes.
      providesTags: ['Company', 'TeamMember'],
    }),
    /** POST /api/company/verification (ADMIN): the FMCSA check now. */
    verifyCompany: build.mutation<OpResult<'verifyCompany'>, void>({
      query: () => request(ops.verifyCompany),
      invalidatesTags: ['Company', 'CurrentUser'],
    }),
    /** GET /api/admin/companies/pending-verification (platform operator). */
    listPendingCompanyVerifications: build.query<OpResult<'listPendingCompanyVerifications'>, void>({
      query: () => request(ops.listPendingCompanyVerifications),
      providesTags: ['Company'],
    }),
    /** POST /api/admin/companies/:id/verify (platform operator). */
    operatorVerifyCompany: build.mutation<OpResult<'operatorVerifyCompany'>, string>({
      query: (id) => request(ops.operatorVerifyCompany, { params: { id } }),
      invalidatesTags: ['Company', 'CurrentUser'],
    }),
    /** GET /api/usage: the company's searches counted by the server (a search invalidates SearchHistory). */
    getUsage: build.query<OpResult<'getUsage'>, void>({
      query: () => request(ops.getUsage, { query: { timeZone: browserTimeZone() } }),
      providesTags: ['SearchHistory'],
    }),
  }),
});

export const { useGetCompanyProfileQuery, useVerifyCompanyMutation, useListPendingCompanyVerificationsQuery, useOperatorVerifyCompanyMutation, useGetUsageQuery } = companyApi;
