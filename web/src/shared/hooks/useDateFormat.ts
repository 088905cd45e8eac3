import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../utils/dates';
import { localeOf } from '../utils/format';

/** Formats dates for the interface language; '' for missing values. */
export function useDateFormat(): (value: string | null | undefined, withTime?: boolean) => string {
  const { i18n } = useTranslation();
  const locale = localeOf(i18n.resolvedLanguage ?? i18n.language);
  return useCallback((value, withTime = false) => formatDate(value, locale, withTime), [locale]);
}
