import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { registerExplanationFormatters } from './explanations';
import { FALLBACK_LANGUAGE } from './languages';
import { NAMESPACES, resources } from './resources';

/** For specs: an i18next instance in one language with the app's resources and formatters (no detector, no DOM). */
export async function i18nIn(lng: 'en' | 'fr' | 'es'): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    resources,
    lng,
    ns: [...NAMESPACES],
    defaultNS: 'common',
    fallbackLng: FALLBACK_LANGUAGE,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  registerExplanationFormatters(instance);
  return instance;
}
