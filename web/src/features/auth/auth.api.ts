import { baseApi } from '../../api/baseApi';
import type { ApiError } from '../../api/apiError';
import type { LoginRequest, RegisterRequest, SetupCompanyRequest, User } from './auth.types';

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The session: the signed-in user, or null when the server answers 401. Fetched once. */
    getCurrentUser: build.query<User | null, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const result = await baseQuery('/auth/user');
        if (result.error) {
          const error = result.error as ApiError;
          return error.status === 401 ? { data: null } : { error };
        }
        return { data: (result.data as User | null) ?? null };
      },
      providesTags: ['CurrentUser'],
    }),
    login: build.mutation<User, LoginRequest>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data: user } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (user) void dispatch(storeSessionUser(user));
      },
    }),
    register: build.mutation<User, RegisterRequest>({
      query: (body) => ({ url: '/auth/register', method: 'POST', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data: user } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (user) void dispatch(storeSessionUser(user));
      },
    }),
    logout: build.mutation<void, void>({
      query: () => ({ url: '/auth/logout', method: 'POST' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const ok = await queryFulfilled.then(
          () => true,
          () => false,
        );
        if (ok) {
          dispatch(baseApi.util.resetApiState());
          void dispatch(storeSessionUser(null));
        }
      },
    }),
    setupCompany: build.mutation<User, SetupCompanyRequest>({
      query: (body) => ({ url: '/auth/setup-company', method: 'POST', body }),
      invalidatesTags: ['CurrentUser'],
    }),
  }),
});

/** Puts the user a login or registration answered with into the session cache. */
function storeSessionUser(user: User | null) {
  return authApi.util.upsertQueryData('getCurrentUser', undefined, user);
}

export const { useGetCurrentUserQuery, useLoginMutation, useRegisterMutation, useLogoutMutation, useSetupCompanyMutation } = authApi;
