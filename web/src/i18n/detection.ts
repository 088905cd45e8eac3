import type { DetectorOptions } from 'i18next-browser-languagedetector';

/**
 * Where the interface language comes from: the reader's earlier choice (localStorage), then the browser's languages,
 * then <html lang>; the result is cached in localStorage, so a choice sticks across visits. detection.spec.ts runs
 * the detector with these very options.
 */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

export const DETECTION: DetectorOptions = {
  order: ['localStorage', 'navigator', 'htmlTag'],
  caches: ['localStorage'],
  lookupLocalStorage: LANGUAGE_STORAGE_KEY,
};
