import type { Locale } from 'antd/es/locale';
import enUS from 'antd/locale/en_US';
import frFR from 'antd/locale/fr_FR';
import esES from 'antd/locale/es_ES';
import { toLanguage, type Language } from './languages';

const ANTD_LOCALES: Record<Language, Locale> = { en: enUS, fr: frFR, es: esES };

/** The ant-design locale matching the interface language. */
export function antdLocaleFor(language: string | undefined): Locale {
  return ANTD_LOCALES[toLanguage(language)];
}
