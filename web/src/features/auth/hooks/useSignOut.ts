import { useCallback } from 'react';
import { SERVER_PATHS } from '../../../app/routes';

/** Sign-out is a full page load of /api/logout: the gateway ends the session and redirects to /auth. */
export function useSignOut(): () => void {
  return useCallback(() => {
    window.location.assign(SERVER_PATHS.logout);
  }, []);
}
