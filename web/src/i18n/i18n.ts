import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/fr';
import 'dayjs/locale/es';
import { NAMESPACES, resources } from './resources';
import { FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES, toLanguage } from './languages';
import { DETECTION } from './detection';
import { registerExplanationFormatters } from './explanations';

/** Keeps <html lang> and dayjs (antd date pickers) in step with the interface language. */
function applyLanguage(language: string): void {
  const lng = toLanguage(language);
  document.documentElement.lang = lng;
  dayjs.locale(lng);
}

i18n.on('languageChanged', applyLanguage);

void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources,
    ns: [...NAMESPACES],
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

export default i18n;
