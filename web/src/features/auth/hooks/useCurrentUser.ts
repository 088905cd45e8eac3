import { useGetCurrentUserQuery } from '../auth.api';
import type { User } from '../auth.types';

/** The signed-in user, for screens that only render behind the session gate. */
export function useCurrentUser(): User {
  const { data } = useGetCurrentUserQuery();
  if (!data) throw new Error('useCurrentUser used outside the signed-in routes');
  return data;
}
