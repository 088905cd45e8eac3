import { ops } from '@logiscope/proto/http';
import { baseApi } from '../../api/baseApi';
import { isServed, request, type OpResult } from '../../api/operationRequest';

export type SubscriptionStatusValue = SubscriptionStatus['subscriptionStatus'];
/** GET /api/subscription/status: the spec's subscription status entity. */
export type SubscriptionStatus = OpResult<'getSubscriptionStatus'>;

/** Whether this server serves subscriptions (screens built before it show them as planned). */
export const SUBSCRIPTION_SERVED = isServed(ops.getSubscriptionStatus);

/** The subscription screens and the control panel's Subscription tab. */
export const subscriptionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSubscriptionStatus: build.query<OpResult<'getSubscriptionStatus'>, void>({
      query: () => request(ops.getSubscriptionStatus),
      providesTags: ['Subscription'],
    }),
    /** POST /api/subscription/start-trial: INACTIVE → TRIAL, 30 days, once per company. */
    startTrial: build.mutation<OpResult<'startTrial'>, void>({
      query: () => request(ops.startTrial),
      invalidatesTags: ['Subscription'],
    }),
    /** POST /api/subscription/create: where to pay (the payment provider's checkout page). */
    createSubscription: build.mutation<OpResult<'createSubscription'>, void>({
      query: () => request(ops.createSubscription),
    }),
    cancelSubscription: build.mutation<OpResult<'cancelSubscription'>, void>({
      query: () => request(ops.cancelSubscription),
      invalidatesTags: ['Subscription'],
    }),
    /** POST /api/admin/extend-trial: 1 to 365 days while in trial. */
    extendTrial: build.mutation<OpResult<'extendTrial'>, { companyId: string; additionalDays: number }>({
      query: (body) => request(ops.extendTrial, { body }),
      invalidatesTags: ['Subscription'],
    }),
    getSandboxCheckout: build.query<OpResult<'getSandboxCheckout'>, string>({
      query: (id) => request(ops.getSandboxCheckout, { params: { id } }),
    }),
    paySandboxCheckout: build.mutation<OpResult<'paySandboxCheckout'>, string>({
      query: (id) => request(ops.paySandboxCheckout, { params: { id } }),
      invalidatesTags: ['Subscription'],
    }),
  }),
});

export const {
  useGetSubscriptionStatusQuery,
  useStartTrialMutation,
  useCreateSubscriptionMutation,
  useCancelSubscriptionMutation,
  useExtendTrialMutation,
  useGetSandboxCheckoutQuery,
  usePaySandboxCheckoutMutation,
} = subscriptionApi;
