import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { NUMBER_LOCALES, toLanguage } from '../../i18n/languages';
import { formatDate } from '../utils/dates';

/** Formats dates for the interface language; '' for missing values. */
export function useDateFormat(): (value: string | null | undefined, withTime?: boolean) => string {
  const { i18n } = useTranslation();
  const locale = NUMBER_LOCALES[toLanguage(i18n.resolvedLanguage ?? i18n.language)];
  return useCallback((value, withTime = false) => formatDate(value, locale, withTime), [locale]);
}
