import { ops } from '@logiscope/proto/http';
import type { AddTeamMemberBody, ChangePasswordBody } from '@logiscope/proto/http';
import { baseApi } from '../../api/baseApi';
import { request, type OpResult } from '../../api/operationRequest';

/** The Team tab (the company's ADMIN) and the signed-in user's own account (every user). */
export const teamApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/company/users: the company's members, oldest first. */
    listTeamMembers: build.query<OpResult<'listTeamMembers'>, void>({
      query: () => request(ops.listTeamMembers),
      providesTags: ['TeamMember'],
    }),
    /** POST /api/company/users: the member gets the invitation e-mail. */
    addTeamMember: build.mutation<OpResult<'addTeamMember'>, AddTeamMemberBody>({
      query: (body) => request(ops.addTeamMember, { body }),
      invalidatesTags: ['TeamMember'],
    }),
    /** PATCH /api/company/users/:id/status: false blocks (the member's sessions end at once), true unblocks. */
    setTeamMemberStatus: build.mutation<OpResult<'setTeamMemberStatus'>, { id: string; isActive: boolean }>({
      query: ({ id, isActive }) => request(ops.setTeamMemberStatus, { params: { id }, body: { isActive } }),
      invalidatesTags: ['TeamMember'],
    }),
    setTeamMemberRole: build.mutation<OpResult<'setTeamMemberRole'>, { id: string; role: 'USER' | 'ADMIN' }>({
      query: ({ id, role }) => request(ops.setTeamMemberRole, { params: { id }, body: { role } }),
      invalidatesTags: ['TeamMember'],
    }),
    removeTeamMember: build.mutation<void, { id: string }>({
      query: ({ id }) => request(ops.removeTeamMember, { params: { id } }),
      invalidatesTags: ['TeamMember'],
    }),
    /** POST /api/auth/logout-all: every session of the user ends, this one included. */
    logoutEverywhere: build.mutation<void, void>({
      query: () => request(ops.logoutEverywhere),
    }),
    /** POST /api/auth/change-password: the other sessions end; this one is renewed by the server. */
    changePassword: build.mutation<void, ChangePasswordBody>({
      query: (body) => request(ops.changePassword, { body }),
    }),
  }),
});

export const {
  useListTeamMembersQuery,
  useAddTeamMemberMutation,
  useSetTeamMemberStatusMutation,
  useSetTeamMemberRoleMutation,
  useRemoveTeamMemberMutation,
  useLogoutEverywhereMutation,
  useChangePasswordMutation,
} = teamApi;
