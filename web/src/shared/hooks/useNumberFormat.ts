import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { localeOf } from '../utils/format';

/** Formats numbers for the interface language (2,487,340 / 2 487 340 / 2.487.340). */
export function useNumberFormat(): (value: number, options?: Intl.NumberFormatOptions) => string {
  const { i18n } = useTranslation();
  const locale = localeOf(i18n.resolvedLanguage ?? i18n.language);
  return useCallback((value, options) => new Intl.NumberFormat(locale, options).format(value), [locale]);
}
