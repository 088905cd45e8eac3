import type { BackendModule, ReadCallback } from 'i18next';
import type { Locale } from 'antd/es/locale';
import { setAntdLocale } from './antdLocale';
import { FIRST_NAMESPACES } from './firstNamespaces';
import { SUPPORTED_LANGUAGES, toLanguage, type Language } from './languages';

/**
 * The app's translations, fetched as needed (issue 14: a light first load): the reader's language only (and English,
 * i18next's fallback), and of it first the namespaces a visitor's first screens use (firstNamespaces.ts), the rest
 * before any other screen shows. vite.config.ts puts each part of a language into one chunk. resources.ts keeps
 * every bundle statically for the unit tests; this is the browser's way in, reading the same files.
 */
type Bundle = Record<string, unknown>;
type Part = 'first' | 'rest';

const FILES = import.meta.glob<Bundle>('./locales/*/*.json', { import: 'default' });
const FILE = /^\.\/locales\/(\w+)\/(\w+)\.json$/;
const EXPLANATIONS = 'explanations';

const partOf = (namespace: string): Part => (FIRST_NAMESPACES.includes(namespace) ? 'first' : 'rest');

/** English explanations are proto's catalogues (see explanations.ts); French and Spanish are JSON files. */
const englishExplanations = async (): Promise<Bundle> => ({ [EXPLANATIONS]: (await import('./explanations')).ENGLISH_EXPLANATIONS });

/** ant-design's and dayjs' texts for a language (English is built in), with its first part. */
const LIBRARY_LOCALES: Record<Language, () => Promise<unknown>> = {
  en: async () => undefined,
  fr: () => Promise.all([import('antd/locale/fr_FR').then((m) => setAntdLocale('fr', m.default as Locale)), import('dayjs/locale/fr')]),
  es: () => Promise.all([import('antd/locale/es_ES').then((m) => setAntdLocale('es', m.default as Locale)), import('dayjs/locale/es')]),
};

/** Every namespace (the English file names, plus explanations). */
export const ALL_NAMESPACES: readonly string[] = [
  ...new Set([...Object.keys(FILES).flatMap((path) => (FILE.exec(path)?.[1] === 'en' ? [FILE.exec(path)![2]] : [])), EXPLANATIONS]),
];

const loading = new Map<string, Promise<Bundle>>();

/** One part of a language, fetched once (a failed fetch is tried again on the next read). */
function loadPart(language: Language, part: Part): Promise<Bundle> {
  const key = `${language}/${part}`;
  let bundle = loading.get(key);
  if (!bundle) {
    const files = Object.entries(FILES).filter(([path]) => {
      const [, lng, namespace] = FILE.exec(path) ?? [];
      return lng === language && partOf(namespace) === part;
    });
    bundle = Promise.all([
      ...files.map(async ([path, load]) => ({ [FILE.exec(path)![2]]: await load() })),
      part === 'rest' && language === 'en' ? englishExplanations() : {},
      part === 'first' ? LIBRARY_LOCALES[language]().then(() => ({})) : {},
    ]).then((parts) => Object.assign({}, ...parts) as Bundle);
    bundle.catch(() => loading.delete(key));
    loading.set(key, bundle);
  }
  return bundle;
}

/** The i18next backend: a namespace's resources from its part of the language; ready before i18next switches to it. */
export const localeBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    if (!(SUPPORTED_LANGUAGES as readonly string[]).includes(language)) return callback(null, {});
    loadPart(toLanguage(language), partOf(namespace)).then(
      (bundle) => callback(null, (bundle[namespace] ?? {}) as Bundle),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};
