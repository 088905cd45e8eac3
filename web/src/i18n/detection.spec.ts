import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { DETECTION, LANGUAGE_STORAGE_KEY } from './detection';
import { FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES } from './languages';

/** A browser as the detector reads it: localStorage, navigator.languages and <html lang>. */
const store = new Map<string, string>();
const browser = { languages: [] as string[], htmlLang: '' };
const g = globalThis as unknown as Record<string, unknown>;

beforeAll(() => {
  g.window = {
    localStorage: {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    },
  };
  Object.defineProperty(globalThis, 'navigator', { configurable: true, get: () => ({ languages: browser.languages, language: browser.languages[0] }) });
  g.document = { documentElement: { getAttribute: (name: string) => (name === 'lang' ? browser.htmlLang || null : null) }, cookie: '' };
});
afterAll(() => {
  delete g.window;
  delete g.document;
});

/** The app's i18next options (i18n.ts) with the real detector: the language a fresh visit picks. */
async function detect(given: { stored?: string; browser?: string[]; html?: string }): Promise<string | undefined> {
  store.clear();
  if (given.stored) store.set(LANGUAGE_STORAGE_KEY, given.stored);
  browser.languages = given.browser ?? [];
  browser.htmlLang = given.html ?? '';
  const instance = i18next.createInstance();
  await instance.use(LanguageDetector).init({
    resources: { en: { common: { x: 'x' } }, fr: { common: { x: 'x' } }, es: { common: { x: 'x' } } },
    supportedLngs: [...SUPPORTED_LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    fallbackLng: FALLBACK_LANGUAGE,
    detection: DETECTION,
  });
  return instance.resolvedLanguage;
}

describe('language detection: localStorage, then navigator, then <html lang>, cached in localStorage', () => {
  it('keeps the reader’s stored choice over the browser and the page', async () => {
    expect(await detect({ stored: 'es', browser: ['fr-FR'], html: 'en' })).toBe('es');
  });

  it('takes the first supported browser language when nothing is stored', async () => {
    expect(await detect({ browser: ['de-DE', 'fr-CA', 'es'], html: 'es' })).toBe('fr');
  });

  it('falls back to <html lang> when no browser language is supported', async () => {
    expect(await detect({ browser: ['de-DE'], html: 'es' })).toBe('es');
  });

  it('is English when nothing says otherwise', async () => {
    expect(await detect({ browser: ['ja-JP'] })).toBe('en');
  });

  it('caches what it detected in localStorage, so the next visit starts there', async () => {
    await detect({ browser: ['es-MX'] });
    expect(store.get(LANGUAGE_STORAGE_KEY)).toMatch(/^es/);
    const instance = i18next.createInstance();
    await instance.use(LanguageDetector).init({ resources: { en: { common: { x: 'x' } }, fr: { common: { x: 'x' } } }, supportedLngs: [...SUPPORTED_LANGUAGES], nonExplicitSupportedLngs: true, fallbackLng: 'en', detection: DETECTION });
    await instance.changeLanguage('fr');
    expect(store.get(LANGUAGE_STORAGE_KEY)).toBe('fr');
  });
});
