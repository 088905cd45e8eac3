import { useEffect, useRef } from 'react';
import { isUnauthorized } from '../../api/apiError';
import { useApiErrorToast } from './useApiErrorToast';

/** For queries: a 401 answer toasts 'Unauthorized' and reloads through /api/login (once per error). */
export function useUnauthorizedEffect(error: unknown): void {
  const showError = useApiErrorToast();
  const handled = useRef<unknown>(null);
  useEffect(() => {
    if (!error || handled.current === error || !isUnauthorized(error)) return;
    handled.current = error;
    showError(error, { title: '' });
  }, [error, showError]);
}
