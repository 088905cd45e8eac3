/**
 * What FreightGuard's search box finds: words of the carrier name (and their beginnings, from 2 letters, so "swi"
 * finds Swift), the MC and DOT numbers, and the words of the description. Lower-cased, accents dropped, split on
 * anything that is not a letter or a digit. Both engines answer a search from the same term documents (an equality
 * lookup on an index), so SQLite and MongoDB behave alike and neither scans the incidents.
 */

/** A description contributes at most this many distinct words. */
export const MAX_DESCRIPTION_TERMS = 300;
const MIN_PREFIX = 2;
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
  const out: string[] = [];
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
    if (!terms.has(w)) {
      terms.add(w);
      added++;
    }
  }
  return [...terms];
}

/** The terms a search must all find (AND); [] for a blank search. Leading zeros of a number are dropped. */
export function queryTerms(search: string): string[] {
  const words = [...new Set(wordsOf(search).map((w) => (/^\d+$/.test(w) ? w.replace(/^0+(?=\d)/, '') : w)))];
  const meaningful = words.filter((w) => !NOISE.has(w));
  return (meaningful.length > 0 ? meaningful : words).map((w) => w.slice(0, Math.max(MAX_PREFIX, /^\d+$/.test(w) ? w.length : 0)));
}
