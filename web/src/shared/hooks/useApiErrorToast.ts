import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isUnauthorized } from '../../api/apiError';
import { SERVER_PATHS } from '../../app/routes';
import { useToast, type Toast } from './useToast';

/** The spec: a 401 on a data screen toasts 'Unauthorized' and loads /api/login 500 ms later. */
export const UNAUTHORIZED_REDIRECT_MS = 500;

/**
 * Shows a failed call to the user: a 401 means the session ended ('Unauthorized: You are logged out. Logging
 * in again...' then a full page load of /api/login); anything else shows the screen's own toast.
 */
export function useApiErrorToast(): (error: unknown, toast: Toast) => void {
  const { t } = useTranslation();
  const show = useToast();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (error, toast) => {
      if (isUnauthorized(error)) {
        show({ title: t('errors.unauthorized'), description: t('errors.unauthorizedText'), variant: 'destructive' });
        clearTimeout(timer.current);
        timer.current = setTimeout(() => window.location.assign(SERVER_PATHS.login), UNAUTHORIZED_REDIRECT_MS);
        return;
      }
      show({ variant: 'destructive', ...toast });
    },
    [show, t],
  );
}
