import { useGetCurrentUserQuery } from '../auth.api';
import { resolveSessionState, type SessionState } from '../auth.session';
import type { User } from '../auth.types';

export interface Session {
  state: SessionState;
  user: User | null;
}

/** The current session: fetched once, never retried or refetched on focus; a 401 means signed out. */
export function useSession(): Session {
  const { data, isLoading } = useGetCurrentUserQuery();
  const user = data ?? null;
  return { state: resolveSessionState({ isLoading, user }), user };
}
