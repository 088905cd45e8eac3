import type { Locale } from 'antd/es/locale';
import { toLanguage, type Language } from './languages';

/**
 * French and Spanish arrive with their language (localeLoader.ts), before i18next switches to it; English is antd's
 * own default (no locale given), so the first load carries no copy of it.
 */
const ANTD_LOCALES: Partial<Record<Language, Locale>> = {};

export function setAntdLocale(language: Language, locale: Locale): void {
  ANTD_LOCALES[language] = locale;
}

/** The ant-design locale matching the interface language; undefined is antd's default, English. */
export function antdLocaleFor(language: string | undefined): Locale | undefined {
  return ANTD_LOCALES[toLanguage(language)];
}
