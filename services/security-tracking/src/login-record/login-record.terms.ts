/**
 * The login-tracking search box's terms in the text index. The free-text filter is a case-insensitive substring of
 * the record's `searchText` (its lower-cased e-mail, city, country and IP joined by spaces), so a record is indexed
 * under every trigram of that text: a query of 3 characters or more can only match records holding each of its
 * trigrams, and the index narrows a million records to those few (checked against the real substring afterwards, since
 * holding the trigrams is necessary, not sufficient). Besides the trigrams, each record has a term for its company
 * (an administrator's search is AND-ed with it), its status and its threat level (so those filters narrow the index's
 * candidates too and a page fills from the first chunk).
 *
 * Terms must be [a-z0-9]+. One encoding for every trigram: one of [a-z0-9] only stays as it is (3 characters); any
 * other is the hex of its UTF-8 bytes (at least 6 characters, since every character takes a byte or more), so the two
 * kinds never collide. The other terms start with "z", which no hex spelling holds.
 */

/** Queries shorter than this (in characters) have no trigram: they are answered by a bounded scan instead. */
export const MIN_TRIGRAM_QUERY = 3;

const PLAIN = /^[a-z0-9]{3}$/;
const HEX = Array.from({ length: 128 }, (_, b) => b.toString(16).padStart(2, '0'));

/** UTF-8 bytes in hex; ASCII by a table (most trigrams of an address or an IP hold a '.', '@' or space). */
export function hexOf(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 128) return Buffer.from(text, 'utf8').toString('hex');
    out += HEX[c];
  }
  return out;
}

/** A trigram (three code points) as a term: itself when [a-z0-9] only, else the hex of its UTF-8 bytes. */
export const trigramTerm = (trigram: string): string => (PLAIN.test(trigram) ? trigram : hexOf(trigram));

/** The distinct trigrams of a text, by code point (a character outside the BMP counts as one), as terms. */
export function trigramTerms(text: string): string[] {
  const chars = Array.from(text);
  const terms = new Set<string>();
  for (let i = 0; i + 3 <= chars.length; i++) terms.add(trigramTerm(chars[i]! + chars[i + 1]! + chars[i + 2]!));
  return [...terms];
}

/** An administrator's search is scoped by this term; the company id in hex, so any id makes a valid term. */
export const companyTerm = (companyId: string): string => `zc${hexOf(companyId)}`;
export const statusTerm = (status: string): string => `zs${hexOf(status.toLowerCase())}`;
export const threatTerm = (threatLevel: string): string => `zt${hexOf(threatLevel.toLowerCase())}`;

/** What a stored record is found by (searchText is already lower-cased). */
export function recordTerms(record: { companyId: string; loginStatus: string; threatLevel: string; searchText: string }): string[] {
  return [companyTerm(record.companyId), statusTerm(record.loginStatus), threatTerm(record.threatLevel), ...trigramTerms(record.searchText)];
}

/** The lower-cased, trimmed search text the filter compares with searchText ('' for none). */
export const normaliseSearch = (search: string): string => search.trim().toLowerCase();

/**
 * The terms a search needs, AND-ed: the company unless the caller sees every company, the status and threat filters
 * when set (`filters`: a candidate holding them passes them), and the query's distinct trigrams. null when the query
 * is too short to have a trigram.
 */
export function searchTerms(query: string, scope: { companyId: string; allCompanies: boolean }, filters: { status: string; threatLevel: string }): { filters: string[]; trigrams: string[] } | null {
  if (Array.from(query).length < MIN_TRIGRAM_QUERY) return null;
  return {
    filters: [...(scope.allCompanies ? [] : [companyTerm(scope.companyId)]), ...(filters.status ? [statusTerm(filters.status)] : []), ...(filters.threatLevel ? [threatTerm(filters.threatLevel)] : [])],
    trigrams: trigramTerms(query),
  };
}
