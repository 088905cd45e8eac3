import { ops } from '@logiscope/proto/http';
import type { AcceptInvitationBody } from '@logiscope/proto/http';
import { baseApi } from '../../api/baseApi';
import { request, type OpResult } from '../../api/operationRequest';

export const setPasswordApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/auth/invitation: the invited member's first password, with the link's one-time token. */
    acceptInvitation: build.mutation<OpResult<'acceptInvitation'>, AcceptInvitationBody>({
      query: (body) => request(ops.acceptInvitation, { body }),
    }),
  }),
});

export const { useAcceptInvitationMutation } = setPasswordApi;
