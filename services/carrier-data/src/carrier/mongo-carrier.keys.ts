// The MongoDB carrier store's search keys: the `carrier_keys` documents, the lookup and posting keys of a carrier, and
// what a write adds to and removes from them (mongo-carrier.store.ts writes and reads them).
import type { CarrierKeys } from './carrier-search.keys';
import type { ExactCriterion } from './carrier-search.plan';
import type { NameCounts } from './carrier-search.rank';
import { nameCounts } from './carrier-search.rank';
import { note, type Postings, type Raw } from './mongo-carrier.docs';

/** Dot numbers per posting document: 2^19, so the broadest posting (a two-letter prefix) stays far below 16 MB. */
export const BUCKET = 1 << 19;

export const LOOKUPS = ['mc', 'phone', 'email', 'address', 'officer'] as const;
export type LookupKind = (typeof LOOKUPS)[number];

/** carrier_keys documents: what searches check candidates against, ~150 bytes instead of the ~1.3 KB carrier. */
export function toKeysDoc(dot: string, k: CarrierKeys): Raw {
  return { _id: dot, l: k.legal, b: k.dba, s: k.state, p: k.phone, e: k.email, a: k.address, m: k.mailing, mc: k.mcs, o: k.officers, ...(k.flagged ? { f: 1 } : {}) };
}

export function fromKeysDoc(raw: Raw): CarrierKeys {
  return {
    dot: Number(raw._id),
    legal: String(raw.l ?? ''),
    dba: String(raw.b ?? ''),
    state: String(raw.s ?? ''),
    phone: String(raw.p ?? ''),
    email: String(raw.e ?? ''),
    address: String(raw.a ?? ''),
    mailing: String(raw.m ?? ''),
    mcs: (raw.mc as number[] | undefined) ?? [],
    officers: (raw.o as string[] | undefined) ?? [],
    flagged: raw.f === 1,
  };
}

export function lookupKeys(k: CarrierKeys, kind: LookupKind): string[] {
  switch (kind) {
    case 'mc':
      return k.mcs.map(String);
    case 'phone':
      return k.phone ? [k.phone] : [];
    case 'email':
      return k.email ? [k.email] : [];
    case 'address':
      return [k.address, k.mailing].filter(Boolean);
    case 'officer':
      return k.officers;
  }
}

export function satisfies(k: CarrierKeys, c: ExactCriterion): boolean {
  switch (c.kind) {
    case 'dot':
      return String(k.dot) === c.value;
    case 'mc':
      return k.mcs.includes(Number(c.value));
    case 'number':
      return String(k.dot) === c.value || k.mcs.includes(Number(c.value));
    case 'phone':
      return k.phone === c.value;
    case 'email':
      return k.email === c.value;
  }
}

/** Posting keys of a carrier, without the bucket: whole words, their 2/3/4-letter prefixes, the state. */
export function termKeys(k: CarrierKeys): Set<string> {
  const out = new Set<string>();
  for (const name of [k.legal, k.dba]) {
    if (!name) continue;
    for (const w of name.split(' ')) {
      out.add(`w:${w}`);
      for (let len = 2; len <= 4 && len < w.length; len++) out.add(`p:${w.slice(0, len)}`);
    }
  }
  if (k.state) out.add(`s:${k.state}`);
  const bucket = Math.floor(k.dot / BUCKET);
  return new Set([...out].map((key) => `${key}:${bucket}`));
}

/** The posting keys a query token reads: the whole word, and the words it starts (from two letters on). */
export function tokenKeys(token: string): string[] {
  if (token.length === 1) return [`w:${token}`];
  if (token.length <= 4) return [`w:${token}`, `p:${token}`];
  // Longer partial words: every word starting with them shares the 4-letter prefix; the names are checked after.
  return [`p:${token.slice(0, 4)}`];
}

/** The `carrier_meta` statistics: the highest DOT number (the buckets to read) and bm25's collection counts. */
export type MetaStats = NameCounts & { maxDot: number };

/** What a carrier's new keys `k` (old keys `o`, if it existed) add to and remove from the lookups and statistics. */
export function collectCarrier(
  k: CarrierKeys,
  o: CarrierKeys | undefined,
  adds: Postings<number>,
  removes: Postings<number>,
  stats: MetaStats,
): void {
  stats.maxDot = Math.max(stats.maxDot, k.dot);
  const now = nameCounts(k);
  const was = o ? nameCounts(o) : { named: 0, legalTokens: 0, dbaTokens: 0 };
  stats.named += now.named - was.named;
  stats.legalTokens += now.legalTokens - was.legalTokens;
  stats.dbaTokens += now.dbaTokens - was.dbaTokens;
  for (const kind of LOOKUPS) {
    const next = lookupKeys(k, kind);
    const old = o ? lookupKeys(o, kind) : [];
    for (const key of next) if (!old.includes(key)) note(adds, `carrier_by_${kind}`, key, k.dot);
    for (const key of old) if (!next.includes(key)) note(removes, `carrier_by_${kind}`, key, k.dot);
  }
  const terms = termKeys(k);
  const oldTerms = o ? termKeys(o) : new Set<string>();
  for (const t of terms) if (!oldTerms.has(t)) note(adds, 'carrier_terms', t, k.dot);
  for (const t of oldTerms) if (!terms.has(t)) note(removes, 'carrier_terms', t, k.dot);
}
