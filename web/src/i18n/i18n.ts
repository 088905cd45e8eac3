import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES, toLanguage } from './languages';
import { DETECTION } from './detection';
import { registerExplanationFormatters } from './explanationFormatters';
import { FIRST_NAMESPACES } from './firstNamespaces';
import { ALL_NAMESPACES, localeBackend } from './localeLoader';

/** Whether dayjs may have left English: it arrives with French or Spanish (localeLoader.ts), else with a date picker. */
let dayjsLocalized = false;

/**
 * Keeps <html lang> and dayjs (antd date pickers) in step with the interface language. dayjs starts in English and
 * is not part of an English reader's first load: it is imported here only once another language was applied.
 */
function applyLanguage(language: string): void {
  const lng = toLanguage(language);
  document.documentElement.lang = lng;
  dayjsLocalized ||= lng !== 'en';
  if (dayjsLocalized) void import('dayjs').then(({ default: dayjs }) => dayjs.locale(lng));
}

i18n.on('languageChanged', applyLanguage);

/** Resolves once the first namespaces of the reader's language are loaded (localeLoader.ts): main.tsx renders then. */
export const i18nReady = i18n
  .use(localeBackend)
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    ns: [...FIRST_NAMESPACES],
    defaultNS: 'common',
    supportedLngs: [...SUPPORTED_LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    fallbackLng: FALLBACK_LANGUAGE,
    detection: DETECTION,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
registerExplanationFormatters(i18n);

/** Every namespace, in the current language and later ones: awaited before a screen past the first ones shows. */
export const loadAllNamespaces = (): Promise<void> => i18n.loadNamespaces([...ALL_NAMESPACES]);

export default i18n;
