/**
 * The namespaces a visitor's first screens need (landing, /auth, the spinner and 404 page): loaded when i18n starts.
 * Every other namespace comes in a second bundle, fetched before any other screen shows (router.tsx). vite.config.ts
 * reads this list to put each language's two parts into two chunks.
 */
export const FIRST_NAMESPACES: readonly string[] = ['common', 'landing', 'auth', 'errors'];
