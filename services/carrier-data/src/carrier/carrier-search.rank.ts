/**
 * Name relevance: bm25 as FTS5 defines it (k1 = 1.2, b = 0.75, legal name weight 2, DBA weight 1), computed by the
 * stores themselves from the candidates' name keys. A token counts once per name (term presence: names rarely repeat
 * a word); a token matches a word as tokenMatches says.
 */
import type { CarrierKeys } from './carrier-search.keys';

export interface NameStats {
  /** Carriers with a legal or DBA name. */
  named: number;
  /** Average number of words of the legal / DBA matching names over those carriers. */
  avgLegal: number;
  avgDba: number;
}

/** bm25's collection counts as the stores keep them: carriers with a name, words of their legal / DBA names. */
export interface NameCounts {
  named: number;
  legalTokens: number;
  dbaTokens: number;
}

/** One carrier's share of the NameCounts. */
export function nameCounts(k: Pick<CarrierKeys, 'legal' | 'dba'>): NameCounts {
  return { named: k.legal || k.dba ? 1 : 0, legalTokens: wordCount(k.legal), dbaTokens: wordCount(k.dba) };
}

/** The averages bm25 reads, from the collection counts. */
export function nameStatsOf(counts: NameCounts): NameStats {
  const named = Math.max(1, counts.named);
  return { named, avgLegal: counts.legalTokens / named, avgDba: counts.dbaTokens / named };
}

const BM25_K1 = 1.2;
const BM25_B = 0.75;
const WEIGHT_LEGAL = 2;
const WEIGHT_DBA = 1;

/** FTS5's idf: never below 1e-6, so a very common word still counts a little. */
export function idf(df: number, stats: NameStats): number {
  return Math.max(1e-6, Math.log((stats.named - df + 0.5) / (df + 0.5)));
}

/**
 * A scorer for one query: `dfs[i]` is the number of carriers whose names hold a word matching `tokens[i]`.
 * Returns undefined when some token matches neither name, else the (positive) relevance.
 */
export function nameScorer(tokens: string[], dfs: number[], stats: NameStats): (legalKey: string, dbaKey: string) => number | undefined {
  const { weights, legalPart, dbaPart } = nameScoreParts(tokens, dfs, stats);
  // Word-boundary tests without splitting the names (this runs for up to SEARCH_CAP candidates per query).
  const tests = tokens.map((t) => {
    if (t.length >= 2) {
      const inner = ` ${t}`;
      return (name: string) => name.startsWith(t) || name.includes(inner);
    }
    const inner = ` ${t} `;
    const head = `${t} `;
    const tail = ` ${t}`;
    return (name: string) => name === t || name.startsWith(head) || name.endsWith(tail) || name.includes(inner);
  });
  return (legalKey, dbaKey) => {
    let score = 0;
    let inLegal = -1;
    let inDba = -1;
    for (let i = 0; i < tests.length; i++) {
      const l = legalKey !== '' && tests[i](legalKey);
      const d = dbaKey !== '' && tests[i](dbaKey);
      if (!l && !d) return undefined;
      if (l && inLegal < 0) inLegal = legalPart(wordCount(legalKey));
      if (d && inDba < 0) inDba = dbaPart(wordCount(dbaKey));
      score += weights[i] * ((l ? inLegal : 0) + (d ? inDba : 0));
    }
    return score;
  };
}

/**
 * bm25's pieces for one query: each token's idf, and what a match in a legal / DBA name of `words` words adds per unit
 * of idf (weights included). The string scorer above and the in-memory name index both score with them.
 */
export function nameScoreParts(tokens: readonly string[], dfs: readonly number[], stats: NameStats) {
  const weights = tokens.map((_, i) => idf(dfs[i] ?? 0, stats));
  const avgLegal = Math.max(1e-6, stats.avgLegal);
  const avgDba = Math.max(1e-6, stats.avgDba);
  const part = (len: number, avg: number) => (BM25_K1 + 1) / (1 + BM25_K1 * (1 - BM25_B + (BM25_B * len) / avg));
  return { weights, legalPart: (words: number) => part(words, avgLegal) * WEIGHT_LEGAL, dbaPart: (words: number) => part(words, avgDba) * WEIGHT_DBA };
}

/** Number of words of a matching name ('' has none). */
export function wordCount(key: string): number {
  if (!key) return 0;
  let n = 1;
  for (let i = key.indexOf(' '); i >= 0; i = key.indexOf(' ', i + 1)) n++;
  return n;
}
