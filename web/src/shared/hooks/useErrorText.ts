import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../errors/errorText';

/** `(error, fallback) => text`: a failed call's message in the user's language (by its code), else the server's, else the fallback. */
export function useErrorText(): (error: unknown, fallback: string) => string {
  const { t } = useTranslation('errors');
  return useCallback((error: unknown, fallback: string) => apiErrorText(t, error, fallback), [t]);
}
