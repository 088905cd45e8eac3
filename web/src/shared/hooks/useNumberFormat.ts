import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { NUMBER_LOCALES, toLanguage } from '../../i18n/languages';

/** Formats numbers for the interface language (2,487,340 / 2 487 340 / 2.487.340). */
export function useNumberFormat(): (value: number, options?: Intl.NumberFormatOptions) => string {
  const { i18n } = useTranslation();
  const locale = NUMBER_LOCALES[toLanguage(i18n.resolvedLanguage ?? i18n.language)];
  return useCallback((value, options) => new Intl.NumberFormat(locale, options).format(value), [locale]);
}
