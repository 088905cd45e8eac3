import type { ops as declared, PasswordResetBody, PasswordResetRequestBody } from '@logiscope/proto/http';
import * as sessionRoutes from '@logiscope/proto/http/auth-routes';
import { baseApi } from '../../api/baseApi';
import { request } from '../../api/operationRequest';
import type { ApiError } from '../../api/apiError';
import type { LoginRequest, RegisterRequest, SecondFactorChallenge, SetupCompanyRequest, User } from './auth.types';

/**
 * The session operations by their routes alone: the session probe runs on every first load, and proto's whole
 * contract would build every operation's schemas there (issue 14's budget). Typed as their declarations for
 * request()'s inputs; request() reads only the id, method, path and status, which are the declarations' own
 * (auth.ops.ts spreads these routes; auth.api.spec.ts checks it).
 */
const ops = sessionRoutes as unknown as Pick<typeof declared, keyof typeof sessionRoutes>;

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The session: the signed-in user, or null when the server answers 401. Fetched once. */
    getCurrentUser: build.query<User | null, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const result = await baseQuery(request(ops.currentUser));
        if (result.error) {
          const error = result.error as ApiError;
          return error.status === 401 ? { data: null } : { error };
        }
        return { data: (result.data as User | null) ?? null };
      },
      providesTags: ['CurrentUser'],
    }),
    /** The user (signed in), or, for an account with two-factor sign-in, the challenge for the second step (no session yet). */
    login: build.mutation<User | SecondFactorChallenge, LoginRequest>({
      query: (body) => request(ops.login, { body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data && !isSecondFactorChallenge(data)) void dispatch(storeSessionUser(data));
      },
    }),
    /** Sign-in's second step: the challenge and a code from the app (or a recovery code); opens the session. */
    loginSecondFactor: build.mutation<User, { challenge: string; code: string }>({
      query: (body) => request(ops.loginSecondFactor, { body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data: user } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (user) void dispatch(storeSessionUser(user));
      },
    }),
    register: build.mutation<User, RegisterRequest>({
      query: (body) => request(ops.register, { body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data: user } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (user) void dispatch(storeSessionUser(user));
      },
    }),
    logout: build.mutation<void, void>({
      query: () => request(ops.logout),
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
      query: (body) => request(ops.setupCompany, { body }),
      invalidatesTags: ['CurrentUser'],
    }),
    /** "Forgot password?": always 202, whether the e-mail has an account or not. */
    requestPasswordReset: build.mutation<void, PasswordResetRequestBody>({
      query: (body) => request(ops.requestPasswordReset, { body }),
    }),
    /** The reset link's page: 204; every session of the account ends (this browser's too, if it was theirs). */
    resetPassword: build.mutation<void, PasswordResetBody>({
      query: (body) => request(ops.resetPassword, { body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        if (await queryFulfilled.then(() => true, () => false)) dispatch(authApi.util.invalidateTags(['CurrentUser']));
      },
    }),
  }),
});

export const isSecondFactorChallenge = (answer: User | SecondFactorChallenge): answer is SecondFactorChallenge => 'secondFactorRequired' in answer && answer.secondFactorRequired === true;

/** Puts the user a login or registration answered with into the session cache. */
function storeSessionUser(user: User | null) {
  return authApi.util.upsertQueryData('getCurrentUser', undefined, user);
}

export const {
  useGetCurrentUserQuery,
  useLoginMutation,
  useLoginSecondFactorMutation,
  useRegisterMutation,
  useLogoutMutation,
  useSetupCompanyMutation,
  useRequestPasswordResetMutation,
  useResetPasswordMutation,
} = authApi;
