import { NUMBER_LOCALES, toLanguage } from '../../i18n/languages';
import { formatDate } from './dates';

/**
 * Dates, numbers and US dollars as the interface language writes them (Intl with the language's locale: en-US,
 * fr-FR, es-ES). Components take these through useFormat(); never toLocaleString() without a locale, 'en-US' or '$'.
 */
export const localeOf = (language: string | undefined | null): string => NUMBER_LOCALES[toLanguage(language)];

export function formatNumber(value: number, language: string | undefined, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(localeOf(language), options).format(value);
}

/** US dollars: whole dollars unless `cents`: $750,000 / 750 000 $US / 750.000 US$. */
export function formatMoney(value: number, language: string | undefined, cents = false): string {
  return formatNumber(value, language, { style: 'currency', currency: 'USD', maximumFractionDigits: cents ? 2 : 0 });
}

/** A date (calendar day or instant) for people; `withTime` adds the hour of an instant. */
export function formatDay(value: string | null | undefined, language: string | undefined, withTime = false): string {
  return formatDate(value, localeOf(language), withTime);
}
