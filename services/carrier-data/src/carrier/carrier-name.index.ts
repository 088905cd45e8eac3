/**
 * The name index in memory: which carriers' legal or DBA names hold a word starting with each token, as bitsets for
 * common words and sorted lists for the rest (a word in one name in 32 or more gets a bitset). A partial name such as
 * "EAGLE TRU" is a few bitset ORs and one AND over 2.5 million carriers (under a millisecond) where FTS5 intersects
 * doclists and joins the names of up to 10,000 matches (about 5 ms).
 *
 * It answers exactly what the scorer of carrier-search.rank.ts accepts: a token of two letters or more matches a word
 * it starts, a one-letter token a whole word; words are the name key split on spaces. Scores use the same bm25 parts
 * (nameScoreParts) and ties go by legal name then DOT number, as byRank orders them. Pure: built from rows by
 * buildNameIndex (on a worker thread for a store file), transferable as plain typed arrays.
 */
import type { NameStats } from './carrier-search.rank';
import { nameScoreParts, wordCount } from './carrier-search.rank';

export interface NameIndexData {
  count: number;
  /** Index → DOT number, ascending. */
  dots: Int32Array;
  /** Words of each carrier's legal / DBA name key (capped at 255). */
  legalWords: Uint8Array;
  dbaWords: Uint8Array;
  /** Index → position in (legal name key, DOT) order: ties in score go by it. */
  nameOrder: Int32Array;
  /** Distinct words, sorted. */
  words: string[];
  /** Per word: its bitsets' offset in `bits` (legal then DBA, `count/32` words each), or -1 for a listed word. */
  bitsAt: Int32Array;
  /** Per listed word: where its legal then DBA indexes start in `postings`, and how many of each. */
  postingsAt: Int32Array;
  legalCount: Int32Array;
  dbaCount: Int32Array;
  postings: Int32Array;
  bits: Int32Array;
}

/** One carrier's name keys, in DOT order. */
export type NameRow = [dot: number, legalKey: string, dbaKey: string];

/**
 * Where the builder reads from: the carriers' name keys in ascending DOT order, as often as it needs (twice: words are
 * counted, then placed, so no row is held in memory), and their DOT numbers in (legal name key, DOT) order.
 */
export interface NameRowSource {
  count: number;
  rows(): Iterable<NameRow>;
  dotsByName(): Iterable<number>;
}

/** A word in at least one name in DENSE_SHARE gets a bitset. */
const DENSE_SHARE = 32;
/** Tokens a query may hold (bit masks per carrier). */
const MAX_TOKENS = 8;

const wordsOf = (key: string): string[] => (key ? [...new Set(key.split(' ').filter(Boolean))] : []);

/** Builds the index from every carrier's name keys. */
export function buildNameIndex(source: NameRowSource): NameIndexData {
  const count = source.count;
  const span = (count + 31) >>> 5;
  const dots = new Int32Array(count);
  const legalWords = new Uint8Array(count);
  const dbaWords = new Uint8Array(count);
  const freq = new Map<string, [number, number]>();
  let i = 0;
  for (const [dot, legal, dba] of source.rows()) {
    if (i >= count) break;
    dots[i] = dot;
    legalWords[i] = Math.min(255, wordCount(legal));
    dbaWords[i] = Math.min(255, wordCount(dba));
    for (const w of wordsOf(legal)) (freq.get(w) ?? freq.set(w, [0, 0]).get(w)!)[0]++;
    for (const w of wordsOf(dba)) (freq.get(w) ?? freq.set(w, [0, 0]).get(w)!)[1]++;
    i++;
  }
  const words = [...freq.keys()].sort();
  const slot = new Map(words.map((w, k) => [w, k]));
  const bitsAt = new Int32Array(words.length).fill(-1);
  const postingsAt = new Int32Array(words.length);
  const legalCount = new Int32Array(words.length);
  const dbaCount = new Int32Array(words.length);
  words.forEach((w, k) => ([legalCount[k], dbaCount[k]] = freq.get(w)!));
  freq.clear();
  const dense = Math.max(1, Math.floor(count / DENSE_SHARE));
  let bitWords = 0;
  let listed = 0;
  for (let k = 0; k < words.length; k++) {
    if (legalCount[k] + dbaCount[k] >= dense) {
      bitsAt[k] = bitWords;
      bitWords += 2 * span;
    } else {
      postingsAt[k] = listed;
      listed += legalCount[k] + dbaCount[k];
    }
  }
  const bits = new Int32Array(bitWords);
  const postings = new Int32Array(listed);
  // A listed word's legal indexes fill its first legalCount slots, its DBA ones the rest.
  const filled = [new Int32Array(words.length), new Int32Array(words.length)];
  const place = (k: number | undefined, side: 0 | 1, at: number) => {
    if (k === undefined) return;
    if (bitsAt[k] >= 0) bits[bitsAt[k] + side * span + (at >>> 5)] |= 1 << (at & 31);
    else postings[postingsAt[k] + (side ? legalCount[k] : 0) + filled[side][k]++] = at;
  };
  let at = 0;
  for (const [, legal, dba] of source.rows()) {
    if (at >= count) break;
    for (const w of wordsOf(legal)) place(slot.get(w), 0, at);
    for (const w of wordsOf(dba)) place(slot.get(w), 1, at);
    at++;
  }
  // Ties in score go by legal name then DOT: each carrier's position in that order.
  const nameOrder = new Int32Array(count);
  let position = 0;
  for (const dot of source.dotsByName()) {
    const index = indexOfDot(dots, dot);
    if (index >= 0) nameOrder[index] = position++;
  }
  return { count, dots, legalWords, dbaWords, nameOrder, words, bitsAt, postingsAt, legalCount, dbaCount, postings, bits };
}

function indexOfDot(dots: Int32Array, dot: number): number {
  let lo = 0;
  let hi = dots.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (dots[mid] < dot) lo = mid + 1;
    else if (dots[mid] > dot) hi = mid - 1;
    else return mid;
  }
  return -1;
}

/** A ranked page from the index: DOT numbers best first with their scores, and the matches counted (within the cap). */
export interface IndexRanking {
  dots: number[];
  scores: number[];
  total: number;
  complete: boolean;
}

export class NameIndex {
  private readonly span: number;
  private scratch: Int32Array[] = [];
  /** The rarest token's blocks and their bits, reused by every search (rank is synchronous): two fresh 300 kB arrays a search cost more than filling them. */
  private blocksScratch = new Int32Array(0);
  private liveScratch = new Int32Array(0);

  constructor(readonly data: NameIndexData) {
    this.span = (data.count + 31) >>> 5;
  }

  /** Whether the index can answer these tokens (a handful, each matching at least one word or none at all). */
  accepts(tokens: readonly string[]): boolean {
    return tokens.length > 0 && tokens.length <= MAX_TOKENS;
  }

  /**
   * The carriers whose names hold every token, the first `cap` in DOT order, ranked: `dfs` and `stats` are bm25's
   * (the same document frequencies the SQL path reads), `want` how many to rank.
   */
  rank(tokens: readonly string[], dfs: readonly number[], stats: NameStats, cap: number, want: number): IndexRanking {
    const { span } = this;
    const n = tokens.length;
    while (this.scratch.length < 2 * n) this.scratch.push(new Int32Array(span));
    const L = (t: number) => this.scratch[2 * t];
    const D = (t: number) => this.scratch[2 * t + 1];
    // The rarest token first, over the whole index; the others only where it matched (the 32-carrier blocks in `blocks`).
    const order = tokens.map((_, t) => t).sort((a, b) => (dfs[a] ?? 0) - (dfs[b] ?? 0));
    const first = order[0];
    L(first).fill(0);
    D(first).fill(0);
    this.fill(tokens[first], L(first), D(first), null);
    if (this.blocksScratch.length < span) {
      this.blocksScratch = new Int32Array(span);
      this.liveScratch = new Int32Array(span);
    }
    let blocks = this.blocksScratch;
    let live = this.liveScratch;
    let size = 0;
    const firstLegal = L(first);
    const firstDba = D(first);
    for (let j = 0; j < span; j++) {
      const m = firstLegal[j] | firstDba[j];
      if (m !== 0) {
        blocks[size] = j;
        live[size++] = m;
      }
    }
    blocks = blocks.subarray(0, size);
    live = live.subarray(0, size);
    for (const t of order.slice(1)) {
      const legal = L(t);
      const dba = D(t);
      for (let k = 0; k < size; k++) legal[blocks[k]] = dba[blocks[k]] = 0;
      this.fill(tokens[t], legal, dba, blocks);
      for (let k = 0; k < size; k++) live[k] &= legal[blocks[k]] | dba[blocks[k]];
    }
    const found: number[] = [];
    for (let k = 0; k < size && found.length < cap; k++) {
      let b = live[k];
      while (b !== 0 && found.length < cap) {
        const low = b & -b;
        found.push((blocks[k] << 5) | (31 - Math.clz32(low)));
        b ^= low;
      }
    }
    const { weights, legalPart, dbaPart } = nameScoreParts(tokens, dfs, stats);
    const legalParts = Float64Array.from({ length: 256 }, (_, w) => legalPart(w));
    const dbaParts = Float64Array.from({ length: 256 }, (_, w) => dbaPart(w));
    const { legalWords, dbaWords, nameOrder, dots } = this.data;
    const scores = new Float64Array(found.length);
    for (let m = 0; m < found.length; m++) {
      const i = found[m];
      const word = i >>> 5;
      const bit = 1 << (i & 31);
      const inLegal = legalParts[legalWords[i]];
      const inDba = dbaParts[dbaWords[i]];
      let score = 0;
      // Token order, as the string scorer adds them (the same floating-point sum).
      for (let t = 0; t < n; t++) {
        const l = (L(t)[word] & bit) !== 0;
        const d = (D(t)[word] & bit) !== 0;
        score += weights[t] * ((l ? inLegal : 0) + (d ? inDba : 0));
      }
      scores[m] = score;
    }
    const best = topBy(found.length, Math.min(want, found.length), (a, b) => scores[b] - scores[a] || nameOrder[found[a]] - nameOrder[found[b]]);
    return { dots: best.map((m) => dots[found[m]]), scores: best.map((m) => scores[m]), total: found.length, complete: best.length === found.length };
  }

  /**
   * Sets the bits of the carriers whose legal / DBA name holds a word this token matches: everywhere, or only in the
   * 32-carrier `blocks` that can still match (a listed word may set bits elsewhere too; they are never read).
   */
  private fill(token: string, legal: Int32Array, dba: Int32Array, blocks: Int32Array | null): void {
    const { words, bitsAt, bits, postingsAt, legalCount, dbaCount, postings } = this.data;
    const span = this.span;
    let lo = 0;
    let hi = words.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (words[mid] < token) lo = mid + 1;
      else hi = mid;
    }
    for (let k = lo; k < words.length && (token.length === 1 ? words[k] === token : words[k].startsWith(token)); k++) {
      const at = bitsAt[k];
      if (at >= 0) {
        if (blocks) {
          for (let b = 0; b < blocks.length; b++) {
            const j = blocks[b];
            legal[j] |= bits[at + j];
            dba[j] |= bits[at + span + j];
          }
        } else {
          for (let j = 0; j < span; j++) {
            legal[j] |= bits[at + j];
            dba[j] |= bits[at + span + j];
          }
        }
        continue;
      }
      const start = postingsAt[k];
      const l = legalCount[k];
      for (let p = start; p < start + l; p++) legal[postings[p] >>> 5] |= 1 << (postings[p] & 31);
      for (let p = start + l; p < start + l + dbaCount[k]; p++) dba[postings[p] >>> 5] |= 1 << (postings[p] & 31);
      if (token.length === 1) break;
    }
  }
}

/** The `want` best of `n` items (0..n-1) under `cmp`, in order, without sorting all of them. */
function topBy(n: number, want: number, cmp: (a: number, b: number) => number): number[] {
  if (want <= 0) return [];
  if (want * 8 >= n) return Array.from({ length: n }, (_, i) => i).sort(cmp).slice(0, want);
  const best: number[] = [];
  for (let i = 0; i < n; i++) {
    if (best.length === want && cmp(i, best[want - 1]) >= 0) continue;
    let lo = 0;
    let hi = best.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cmp(best[mid], i) <= 0) lo = mid + 1;
      else hi = mid;
    }
    best.splice(lo, 0, i);
    if (best.length > want) best.pop();
  }
  return best;
}
