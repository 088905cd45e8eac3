import { tuplesOf } from '@logiscope/infra';
import type { CarrierRecord } from './carrier.model';
import type { CarrierHit, CarrierQuery, SharingKind } from './carrier.store';
import { wholeCount } from './carrier-identifiers.normalise';
import { sharingKey } from './carrier-search.keys';
import {
  byRank,
  EXACT_SCORES as EXACT,
  EXACT_RANK_CAP,
  exactCandidates,
  intersectScores,
  keepBest,
  narrows,
  planSearch,
  type ExactCriterion,
  type Ranked,
  type SearchPlan,
} from './carrier-search.plan';
import { flaggedMayHold } from './carrier-flagged.keys';
import type { MemoryIndexes, MemoryIndexSource } from './carrier-memory.indexes';
import { nameScorer, nameStatsOf, type NameCounts } from './carrier-search.rank';
import type { Stmt } from './sqlite-carrier.schema';
import { chunkedRows, type CarrierStatements } from './sqlite-carrier.statements';

/** A partial word of five letters or more is searched as the OR of the whole words it starts, up to this many. */
const MAX_EXPANSION = 64;

/** Ranked searches remembered (LRU), and how far down each is ranked beyond the page asked: next pages come from it. */
const RANKED_CACHE_ENTRIES = 4096;
const RANK_AHEAD = 100;

/** A search's ranking: the best carriers (DOT numbers and scores, best first), and how many match in all. */
interface Ranking {
  dots: number[];
  scores: number[];
  total: number;
  /** Every match is in `dots` (deeper pages need no new ranking). */
  complete: boolean;
}

/**
 * The store's searches, on its connection, once the derived structures are current (the store checks).
 *
 * Name search: FTS5 finds the first `cap` (SEARCH_CAP, 10,000) matching DOT numbers, iterated lazily in DOT order
 * (partial words of 5+ letters as an OR of whole words, never a prefix merge), their name keys come from
 * carrier_names, and bm25 (FTS5's formula, legal name weight 2, DBA 1) is computed in JS, ties by legal name then
 * DOT. FTS5's own bm25() is not used: it counts every document of every phrase for the idf, tens of milliseconds for
 * a prefix such as TRU* at 2.5 million carriers; here the idf comes from carrier_terms. Exact identifiers (DOT, MC,
 * phone, e-mail) never touch FTS.
 *
 * Rankings of names, states and shared phones or e-mails (milliseconds each: the FTS5 intersection of common words
 * dominates) are remembered per search until the data changes: every write stamps the search file (`search_gen`,
 * any connection or process), and a stamp other than the one a ranking was made under empties the cache. The next
 * page of a search, the same search by another broker, a refresh: one indexed read of the page's documents. An
 * identifier alone (DOT, MC: a tenth of a millisecond) is not remembered.
 */
export class SqliteCarrierSearch {
  private readonly ranked = new Map<string, Ranking>();
  private rankedGen: string | undefined;
  /** The in-memory indexes, used while their stamp is the search file's. */
  private memory: MemoryIndexes | undefined;
  private indexing: Promise<void> | undefined;

  constructor(
    private readonly s: CarrierStatements,
    private readonly cap: number,
    /** bm25's collection statistics as they stand. */
    private readonly stats: () => NameCounts,
    /** Builds the in-memory indexes; without them every name search goes through FTS5. */
    private readonly indexSource?: MemoryIndexSource,
  ) {}

  /** Builds the in-memory indexes for the data as it stands now, unless a build is running (tests await it; searches do not). */
  refreshIndex(): Promise<void> {
    if (!this.indexSource || this.indexing) return this.indexing ?? Promise.resolve();
    this.indexing = this.indexSource()
      .then((memory) => {
        this.memory = memory;
      })
      .catch(() => undefined)
      .finally(() => {
        this.indexing = undefined;
      });
    return this.indexing;
  }

  /** A page of carriers for a query, ranked, and how many match in all (broad searches: within the first `cap`). */
  search(query: CarrierQuery, page: { offset: number; limit: number }): { hits: CarrierHit[]; total: number } {
    const offset = wholeCount(page.offset);
    const limit = wholeCount(page.limit);
    const plan = planSearch(query);
    if (!plan) return { hits: [], total: 0 };
    const ranking = this.rankingOf(plan, offset + limit);
    const end = Math.min(offset + limit, ranking.dots.length);
    if (offset >= end) return { hits: [], total: ranking.total };
    const dots = ranking.dots.slice(offset, end);
    const docs = new Map(chunkedRows<[number, string]>(this.s.docs, dots));
    const hits: CarrierHit[] = [];
    for (let i = 0; i < dots.length; i++) {
      const doc = docs.get(dots[i]);
      if (doc) hits.push({ carrier: JSON.parse(doc) as CarrierRecord, score: ranking.scores[offset + i] });
    }
    return { hits, total: ranking.total };
  }

  /** The ranking down to `want` at least: remembered, or made now (and remembered when worth it). */
  private rankingOf(plan: SearchPlan, want: number): Ranking {
    const single = plan.exact.length === 1 && !narrows(plan) ? plan.exact[0].kind : undefined;
    // An identifier alone is one index read: remembering it would cost more than it saves.
    if (single !== undefined && single !== 'phone' && single !== 'email') return this.rank(plan, want);
    this.sameData();
    const key = rankingKey(plan);
    const known = this.ranked.get(key);
    if (known && (known.complete || known.dots.length >= want)) {
      // Most recently used last: the oldest entry is the first one out.
      this.ranked.delete(key);
      this.ranked.set(key, known);
      return known;
    }
    const made = this.rank(plan, want + RANK_AHEAD);
    this.ranked.delete(key);
    this.ranked.set(key, made);
    if (this.ranked.size > RANKED_CACHE_ENTRIES) this.ranked.delete(this.ranked.keys().next().value!);
    return made;
  }

  /** Forgets every ranking when the data changed since they were made (a new stamp on the search file). */
  private sameData(): void {
    const gen = (this.s.searchGen.get() as { value: string } | undefined)?.value ?? '';
    if (gen !== this.rankedGen) {
      this.ranked.clear();
      this.rankedGen = gen;
    }
    // Data newer than the indexes: searches go through FTS5 until fresh ones are built (in the background).
    if (this.memory?.gen !== gen) void this.refreshIndex();
  }

  /**
   * Whether some revoked or out-of-service carrier may hold this value (false: surely none), while the in-memory set
   * is current; undefined otherwise (the caller reads the holders as before).
   */
  flaggedFilter(): ((kind: SharingKind, value: string) => boolean) | undefined {
    this.sameData();
    const memory = this.memory;
    if (!memory || memory.gen !== this.rankedGen) return undefined;
    return (kind, value) => flaggedMayHold(memory.flagged, kind, sharingKey(kind, value));
  }

  /** Ranks the plan's matches down to `want` (all of them for the exact identifiers' small sets). */
  private rank(plan: SearchPlan, want: number): Ranking {
    if (plan.exact.length) {
      // Exact identifiers first: small sets, intersected, then filtered by state and name.
      let scores: Map<number, number> | undefined;
      let counted: number | undefined;
      const only = plan.exact.length === 1 && !narrows(plan) ? plan.exact[0] : undefined;
      if (only && (only.kind === 'phone' || only.kind === 'email')) {
        // A phone or e-mail alone: its first EXACT_RANK_CAP carriers straight from the index in DOT order, and a count,
        // instead of every carrier a filing service's number names (ten thousand and more).
        ({ scores, total: counted } = this.sharedScores(only.kind, only.value));
      } else {
        for (const c of plan.exact) {
          scores = intersectScores(scores, this.exactScores(c));
          if (!scores.size) break;
        }
      }
      const scorer = plan.tokens.length ? this.scorer(plan.tokens) : undefined;
      const matches: Ranked[] = [];
      for (const [dot, legal, dba, state] of chunkedRows<[number, string, string, string]>(this.s.nameRows, exactCandidates(scores!, plan))) {
        if (plan.state && state !== plan.state) continue;
        let score = scores!.get(dot)!;
        if (scorer) {
          const relevance = scorer(legal, dba);
          if (relevance === undefined) continue;
          score += relevance;
        }
        matches.push({ dot, score, name: legal });
      }
      matches.sort(byRank);
      return rankingFrom(matches, scorer || plan.state ? matches.length : (counted ?? scores!.size), true);
    }
    if (plan.tokens.length) {
      const memory = this.memory;
      if (!plan.state && memory && memory.gen === this.rankedGen && memory.names.accepts(plan.tokens)) {
        return memory.names.rank(plan.tokens, this.dfsOf(plan.tokens), nameStatsOf(this.stats()), this.cap, want);
      }
      const fts = this.ftsQuery(plan.tokens, plan.state);
      if (!fts) return rankingFrom([], 0, true);
      const scorer = this.scorer(plan.tokens);
      const rows = tuplesOf<[number, string, string]>(this.s.names, fts, this.cap);
      const matches: Ranked[] = [];
      for (const [dot, legal, dba] of rows) {
        const score = scorer(legal, dba);
        if (score !== undefined) matches.push({ dot, score, name: legal });
      }
      const best = topRanked(matches, 0, want);
      return rankingFrom(best, matches.length, best.length === matches.length);
    }
    // Only a state: its first SEARCH_CAP carriers in DOT order, in legal-name order.
    const state = stateQuery(plan.state);
    const rows = this.s.inState.all(state, want, 0, this.cap) as { dot: number }[];
    const total = (this.s.countInState.get(state, this.cap) as { n: number }).n;
    return { dots: rows.map((r) => r.dot), scores: rows.map(() => 0), total, complete: rows.length === total };
  }

  /** The first EXACT_RANK_CAP carriers (DOT order) with this phone or e-mail, scored, and how many there are in all. */
  private sharedScores(kind: 'phone' | 'email', value: string): { scores: Map<number, number>; total: number } {
    const [list, counter] = this.sharingStatements(kind);
    const dots = (list.all(value, EXACT_RANK_CAP) as { dot: number }[]).map((r) => r.dot);
    const scores = new Map<number, number>();
    keepBest(scores, dots, EXACT[kind]);
    return { scores, total: dots.length < EXACT_RANK_CAP ? dots.length : (counter.get(value) as { n: number }).n };
  }

  /** The carriers an exact criterion finds, with the score it gives them. */
  private exactScores(c: ExactCriterion): Map<number, number> {
    const out = new Map<number, number>();
    const add = (rows: unknown[], score: number) => keepBest(out, (rows as { dot: number }[]).map((r) => r.dot), score);
    switch (c.kind) {
      case 'dot':
        add(this.s.byDot.all(Number(c.value)), EXACT.dot);
        break;
      case 'mc':
        add(this.s.byMc.all(Number(c.value)), EXACT.mc);
        break;
      case 'number':
        add(this.s.byDot.all(Number(c.value)), EXACT.dot);
        add(this.s.byMc.all(Number(c.value)), EXACT.mc);
        break;
      case 'phone':
        add(this.s.byPhone.all(c.value), EXACT.phone);
        break;
      case 'email':
        add(this.s.byEmail.all(c.value), EXACT.email);
        break;
    }
    return out;
  }

  /**
   * The FTS5 query for name tokens (all must match) and a state: one or two letters as a prefix from the prefix index,
   * a one-letter word whole, five letters or more as the OR of the whole words they start (lazy doclists, where FTS5
   * would otherwise merge every matching term up front). Empty when a token starts no word at all.
   */
  private ftsQuery(tokens: string[], state: string): string {
    const parts: string[] = [];
    for (const t of tokens) {
      if (t.length === 1) parts.push(`"${t}"`);
      else if (t.length <= 4) parts.push(`"${t}"*`);
      else {
        const lower = t.toLowerCase();
        const words = tuplesOf<[string, number]>(this.s.termRange, lower, `${lower}\uffff`, MAX_EXPANSION + 1).map(([w]) => w);
        if (!words.length) return '';
        parts.push(words.length > MAX_EXPANSION ? `"${t}"*` : `(${words.map((w) => `"${w}"`).join(' OR ')})`);
      }
    }
    // The column filter costs FTS5 a position-list check per match: needed only where a token could be a state code
    // (two letters at most). A longer token matching the state column anyway is dropped by the scorer.
    const names = tokens.some((t) => t.length <= 2) ? `{legal dba}: (${parts.join(' AND ')})` : `(${parts.join(' AND ')})`;
    return state ? `${names} AND ${stateQuery(state)}` : names;
  }

  /** bm25 for these tokens, with document frequencies from carrier_terms. */
  private scorer(tokens: string[]): (legal: string, dba: string) => number | undefined {
    return nameScorer(tokens, this.dfsOf(tokens), nameStatsOf(this.stats()));
  }

  /** bm25's document frequency of each token (a prefix: of the words it starts), from carrier_terms. */
  private dfsOf(tokens: readonly string[]): number[] {
    return tokens.map((t) => {
      const lower = t.toLowerCase();
      if (t.length === 1) return (this.s.termDf.get(lower) as { df: number } | undefined)?.df ?? 0;
      return (this.s.termRangeDf.get(lower, `${lower}\uffff`) as { df: number }).df;
    });
  }

  /** The carriers holding a sharing key, first ones in DOT order (?1 key, ?2 limit), and their count. */
  private sharingStatements(kind: SharingKind): [Stmt, Stmt] {
    const s = this.s;
    return { phone: [s.sharePhone, s.countPhone], email: [s.shareEmail, s.countEmail], address: [s.shareAddress, s.countAddress], officer: [s.shareOfficer, s.countOfficer] }[kind] as [Stmt, Stmt];
  }

  /** The first `limit` carriers (DOT order) holding this phone, e-mail, address or officer, and how many there are. */
  findSharing(kind: SharingKind, value: string, limit: number): { dotNumbers: string[]; total: number } {
    const n = wholeCount(limit);
    const key = sharingKey(kind, value);
    if (!key) return { dotNumbers: [], total: 0 };
    const [list, counter] = this.sharingStatements(kind);
    const dotNumbers = n ? (list.all(key, n) as { dot: number }[]).map((r) => String(r.dot)) : [];
    const total = dotNumbers.length < n ? dotNumbers.length : (counter.get(key) as { n: number }).n;
    return { dotNumbers, total };
  }
}

function rankingFrom(matches: Ranked[], total: number, complete: boolean): Ranking {
  return { dots: matches.map((m) => m.dot), scores: matches.map((m) => m.score), total, complete };
}

/** What identifies a search's ranking: its plan (criteria already normalised). */
function rankingKey(plan: SearchPlan): string {
  return `${plan.exact.map((c) => `${c.kind}:${c.value}`).join(',')}|${plan.tokens.join(' ')}|${plan.state}`;
}

/** The page of a ranked list without sorting all of it when the page is near the top (the usual case). */
function topRanked(matches: Ranked[], offset: number, limit: number): Ranked[] {
  const want = offset + limit;
  if (want === 0) return [];
  if (want * 8 >= matches.length) return matches.sort(byRank).slice(offset, want);
  // Keep the best `want` in a sorted buffer; most candidates fail the comparison with its last entry.
  const best: Ranked[] = [];
  for (const m of matches) {
    if (best.length === want && byRank(m, best[want - 1]) >= 0) continue;
    let lo = 0;
    let hi = best.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (byRank(best[mid], m) <= 0) lo = mid + 1;
      else hi = mid;
    }
    best.splice(lo, 0, m);
    if (best.length > want) best.pop();
  }
  return best.slice(offset, want);
}

/** FTS5 query for the state column. */
function stateQuery(state: string): string {
  return `{state}: "${state.replace(/"/g, '')}"`;
}
