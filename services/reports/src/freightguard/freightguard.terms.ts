/**
 * What FreightGuard's search box finds: words of the carrier name (and their beginnings, from 3 letters, so "swi"
 * finds Swift), the MC and DOT numbers, and the words of the description (its first 60 distinct words of 3 letters or
 * more that are not stop words: about 25 terms an incident). Lower-cased, accents dropped, split on anything that is
 * not a letter or a digit. The terms go to the text index (SQLite FTS5, MongoDB term documents) as whole tokens, so
 * both engines match exactly these and nothing else (no stemming, no prefix of a description word).
 */

/** A description contributes at most this many distinct words. */
export const MAX_DESCRIPTION_TERMS = 60;
const MIN_PREFIX = 3;
/** Words too common to narrow a search: left out of the terms and of searches. */
const STOP = new Set(['the', 'and', 'for', 'was', 'were', 'with', 'that', 'this', 'from', 'had', 'has', 'have', 'but', 'not', 'are', 'our', 'they', 'them', 'their', 'its', 'his', 'her', 'who', 'out', 'all', 'any', 'been', 'into', 'after', 'then', 'than', 'via', 'les', 'des', 'por', 'con', 'una', 'los', 'las', 'del']);
const MAX_PREFIX = 20;
/** Words the search box ignores when others are typed ("MC 123456", "DOT 1000001"). */
const NOISE = new Set(['mc', 'dot', 'usdot', 'mx', 'ff']);

export const wordsOf = (text: string): string[] =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

const prefixesOf = (word: string): string[] => {
  const out: string[] = [word];
  for (let n = MIN_PREFIX; n <= Math.min(word.length, MAX_PREFIX); n++) out.push(word.slice(0, n));
  return out;
};

export interface Searchable {
  carrierName: string;
  mcNumber: string;
  dotNumber: string;
  description: string;
}

/** The distinct terms an incident is found by. */
export function termsOf(incident: Searchable): string[] {
  const terms = new Set<string>();
  for (const w of wordsOf(incident.carrierName)) for (const p of prefixesOf(w)) terms.add(p);
  for (const n of [incident.mcNumber, incident.dotNumber]) for (const w of wordsOf(n)) terms.add(w.replace(/^0+(?=\d)/, ''));
  let added = 0;
  for (const w of wordsOf(incident.description)) {
    if (added >= MAX_DESCRIPTION_TERMS) break;
    if ((w.length < 3 && !/^\d+$/.test(w)) || STOP.has(w)) continue;
    // A search reads at most MAX_PREFIX letters of a word (numbers whole).
    const term = /^\d+$/.test(w) ? w.replace(/^0+(?=\d)/, '') : w.slice(0, MAX_PREFIX);
    if (!terms.has(term)) {
      terms.add(term);
      added++;
    }
  }
  return [...terms];
}

/** The terms a search must all find (AND); [] for a blank search. Leading zeros of a number are dropped. */
export function queryTerms(search: string): string[] {
  const words = [...new Set(wordsOf(search).map((w) => (/^\d+$/.test(w) ? w.replace(/^0+(?=\d)/, '') : w)))];
  const meaningful = words.filter((w) => !NOISE.has(w) && !STOP.has(w));
  return (meaningful.length > 0 ? meaningful : words).map((w) => w.slice(0, Math.max(MAX_PREFIX, /^\d+$/.test(w) ? w.length : 0)));
}
