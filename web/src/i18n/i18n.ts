import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import { FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES, toLanguage } from './languages';
import { DETECTION } from './detection';
import { registerExplanationFormatters } from './explanationFormatters';
import { FIRST_NAMESPACES } from './firstNamespaces';
import { ALL_NAMESPACES, localeBackend } from './localeLoader';

/** Keeps <html lang> and dayjs (antd date pickers) in step with the interface language. */
function applyLanguage(language: string): void {
  const lng = toLanguage(language);
  document.documentElement.lang = lng;
  dayjs.locale(lng);
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
