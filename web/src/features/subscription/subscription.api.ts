import { ops } from '@logiscope/proto/http';
import { baseApi } from '../../api/baseApi';
import { isServed, request } from '../../api/operationRequest';
import type { ApiError } from '../../api/apiError';

export type SubscriptionStatusValue = 'ACTIVE' | 'TRIAL' | 'TRIAL_EXPIRED' | 'CANCELLED' | 'INACTIVE';

/** GET /api/subscription/status */
export interface SubscriptionStatus {
  subscriptionStatus: SubscriptionStatusValue | string;
  companyName?: string;
  monthlyPrice?: string | number;
  subscriptionStartDate?: string | null;
  subscriptionEndDate?: string | null;
  trialEndDate?: string | null;
}

/** Subscriptions are declared ahead of the issue that serves them: screens show the plan as planned and call nothing. */
export const SUBSCRIPTION_SERVED = isServed(ops.getSubscriptionStatus);

export const subscriptionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The company's plan; null while the billing service does not answer (404) so screens show a neutral state. */
    getSubscriptionStatus: build.query<SubscriptionStatus | null, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const result = await baseQuery(request(ops.getSubscriptionStatus));
        if (result.error) {
          const error = result.error as ApiError;
          return error.status === 404 ? { data: null } : { error };
        }
        const status = result.data as SubscriptionStatus | null;
        return { data: status && typeof status.subscriptionStatus === 'string' ? status : null };
      },
      providesTags: ['Subscription'],
    }),
  }),
});

export const { useGetSubscriptionStatusQuery } = subscriptionApi;
