import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay, formatMoney, formatNumber } from '../utils/format';

export interface Format {
  date: (value: string | null | undefined, withTime?: boolean) => string;
  number: (value: number, options?: Intl.NumberFormatOptions) => string;
  money: (value: number, cents?: boolean) => string;
}

/** The formatters of shared/utils/format.ts in the current interface language (re-rendered when it changes). */
export function useFormat(): Format {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(
    () => ({
      date: (value, withTime = false) => formatDay(value, language, withTime),
      number: (value, options) => formatNumber(value, language, options),
      money: (value, cents = false) => formatMoney(value, language, cents),
    }),
    [language],
  );
}
