export const SUPPORTED_LANGUAGES = ['en', 'fr', 'es'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';

/** Each language named in itself, as the selector shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  fr: 'Français',
  es: 'Español',
};

/** 'fr-CA' → 'fr'; anything unsupported → 'en'. */
export function toLanguage(tag: string | undefined | null): Language {
  const base = (tag ?? '').toLowerCase().split(/[-_]/)[0];
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(base) ? (base as Language) : FALLBACK_LANGUAGE;
}

/** BCP 47 locale for number and date formatting. */
export const NUMBER_LOCALES: Record<Language, string> = { en: 'en-US', fr: 'fr-FR', es: 'es-ES' };
