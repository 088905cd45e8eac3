import { ops } from '@logiscope/proto/http';
import { baseApi } from '../../api/baseApi';
import { request, type OpBody, type OpResult } from '../../api/operationRequest';

/** Webhooks (issue 24 §3): the company's endpoints, managed by its ADMINs. Secrets are answered once and cached nowhere. */
export const webhooksApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listWebhookEndpoints: build.query<OpResult<'listWebhookEndpoints'>, void>({
      query: () => request(ops.listWebhookEndpoints),
      providesTags: ['WebhookEndpoint'],
    }),
    createWebhookEndpoint: build.mutation<OpResult<'createWebhookEndpoint'>, OpBody<'createWebhookEndpoint'>>({
      query: (body) => request(ops.createWebhookEndpoint, { body }),
      invalidatesTags: ['WebhookEndpoint'],
    }),
    updateWebhookEndpoint: build.mutation<OpResult<'updateWebhookEndpoint'>, { id: string; body: OpBody<'updateWebhookEndpoint'> }>({
      query: ({ id, body }) => request(ops.updateWebhookEndpoint, { params: { id }, body }),
      invalidatesTags: ['WebhookEndpoint'],
    }),
    rollWebhookSecret: build.mutation<OpResult<'rollWebhookSecret'>, { id: string }>({
      query: ({ id }) => request(ops.rollWebhookSecret, { params: { id } }),
      invalidatesTags: ['WebhookEndpoint'],
    }),
    listWebhookDeliveries: build.query<OpResult<'listWebhookDeliveries'>, { id: string }>({
      query: ({ id }) => request(ops.listWebhookDeliveries, { params: { id } }),
      providesTags: ['WebhookDelivery'],
    }),
    redeliverWebhook: build.mutation<OpResult<'redeliverWebhook'>, { id: string; deliveryId: string }>({
      query: ({ id, deliveryId }) => request(ops.redeliverWebhook, { params: { id, deliveryId } }),
      invalidatesTags: ['WebhookDelivery'],
    }),
    sendWebhookTest: build.mutation<OpResult<'sendWebhookTest'>, { id: string }>({
      query: ({ id }) => request(ops.sendWebhookTest, { params: { id } }),
      invalidatesTags: ['WebhookDelivery'],
    }),
  }),
});

export const {
  useListWebhookEndpointsQuery,
  useCreateWebhookEndpointMutation,
  useUpdateWebhookEndpointMutation,
  useRollWebhookSecretMutation,
  useListWebhookDeliveriesQuery,
  useRedeliverWebhookMutation,
  useSendWebhookTestMutation,
} = webhooksApi;
