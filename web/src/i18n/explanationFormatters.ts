import type { i18n as I18n } from 'i18next';
import { NUMBER_LOCALES, toLanguage } from './languages';

/*
 * The formatters explanation templates name, apart from explanations.ts: i18n.ts registers them at start without
 * pulling proto's catalogues into the first load (they come with the English bundle, localeLoader.ts).
 */
const localeOf = (lng: string | undefined) => NUMBER_LOCALES[toLanguage(lng)];
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
export const isNumber = (value: unknown) => value !== '' && value !== null && Number.isFinite(Number(value));

/** The formatters templates name (`{{date, day}}`, `{{amount, money}}`, `{{count, number}}`), for a language. */
export const EXPLANATION_FORMATTERS = {
  /** An ISO day as the language writes a medium date: Jun 1, 2024 / 1 juin 2024 / 1 jun 2024. */
  day: (value: unknown, lng?: string): string => {
    const m = ISO_DAY.exec(String(value));
    if (!m) return String(value ?? '');
    return new Intl.DateTimeFormat(localeOf(lng), { dateStyle: 'medium', timeZone: 'UTC' }).format(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  },
  /** Whole US dollars: $750,000 / 750 000 $US / 750.000 US$. */
  money: (value: unknown, lng?: string): string =>
    isNumber(value) ? new Intl.NumberFormat(localeOf(lng), { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(Number(value)) : String(value ?? ''),
  number: (value: unknown, lng?: string): string =>
    isNumber(value) ? new Intl.NumberFormat(localeOf(lng), { maximumFractionDigits: 2 }).format(Number(value)) : String(value ?? ''),
};

/** Registers the formatters on an i18next instance (after init: its services exist then). */
export function registerExplanationFormatters(instance: I18n): void {
  for (const [name, format] of Object.entries(EXPLANATION_FORMATTERS)) {
    instance.services.formatter?.add(name, (value, lng) => format(value, lng));
  }
}

