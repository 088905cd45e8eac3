/**
 * Carrier names in the forms search and ordering use: upper-case, accents and punctuation dropped (normaliseName,
 * the order key), company-form suffixes dropped too (nameKey, what name search matches), and the query's tokens.
 * Idempotent: normalising a normalised name gives it back.
 */

/** Company-form suffixes dropped from the end of a name for matching (kept in the displayed name). */
export const NAME_SUFFIXES: ReadonlySet<string> = new Set([
  'LLC', 'INC', 'CORP', 'CO', 'LTD', 'LC', 'LP', 'LLP', 'PLLC', 'PC', 'CORPORATION', 'INCORPORATED', 'COMPANY', 'LIMITED',
]);

/** Accents once a text is NFKD-decomposed. */
export const COMBINING_MARKS_RE = /[\u0300-\u036f]/g;

/**
 * Upper-case, accents removed, `&` as AND, apostrophes and dots dropped inside words (JOE'S → JOES, J.B. → JB),
 * any other punctuation a space, spaces collapsed. The display order key (ties are broken on it).
 */
export function normaliseName(name: string): string {
  if (!name) return '';
  let s = name;
  // Fast path: plain upper-case ASCII words and single spaces (what FMCSA files mostly hold).
  if (!/^[A-Z0-9]+(?: [A-Z0-9]+)*$/.test(s)) {
    s = s.normalize('NFKD').replace(COMBINING_MARKS_RE, '').toUpperCase();
    s = stripPunctuation(s.replace(/&/g, ' AND ')).trim();
  }
  return s;
}

const INITIALS_RE = /(?<![\p{L}\p{N}])(?:\p{L}\.){2,}/gu;

/** J.B. HUNT → JB HUNT, JOE'S → JOES, ST.LOUIS → ST LOUIS; any other punctuation becomes a space. */
export function stripPunctuation(s: string): string {
  return s
    .replace(INITIALS_RE, (m) => `${m.replace(/\./g, '')} `)
    .replace(/['’`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ');
}

/** The matching form of a name: normaliseName without trailing company suffixes (ACME TRUCKING CO INC → ACME TRUCKING). */
export function nameKey(name: string): string {
  const n = normaliseName(name);
  if (!n) return '';
  const words = n.split(' ');
  let end = words.length;
  // "SMITH AND CO INC" → SMITH; a name made only of a suffix stays as it is.
  while (end > 1 && (NAME_SUFFIXES.has(words[end - 1]) || words[end - 1] === 'AND')) end--;
  return end === words.length ? n : words.slice(0, end).join(' ');
}

/** The tokens a name query matches on (each a possibly partial word). */
export function nameTokens(text: string): string[] {
  const key = nameKey(text);
  return key ? key.split(' ') : [];
}

/** Whether a name query token matches a name word: a prefix from two characters on, the whole word below. */
export const tokenMatches = (token: string, word: string): boolean => (token.length >= 2 ? word.startsWith(token) : word === token);
