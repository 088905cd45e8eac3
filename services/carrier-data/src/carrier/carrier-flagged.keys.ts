/**
 * The phones, e-mails, addresses and officers that revoked or out-of-service carriers hold, as a sorted set of 32-bit
 * hashes: before the view building reads the holders of a carrier's contact values (to find links to flagged carriers,
 * the chameleon pattern), it asks this set whether any flagged carrier could hold that value at all. Most values are
 * held by no flagged carrier, so most carriers cost no store read. A hash collision only costs the usual reads. Pure.
 */
import type { SharingKind } from './carrier.store';

/** One flagged carrier's keys as carrier_keys stores them (officer_keys: a JSON array, or ''). */
export type FlaggedKeyRow = [phone: string, email: string, addressKey: string, mailingKey: string, officerKeys: string];

const PREFIX: Record<SharingKind, string> = { phone: 'p', email: 'e', address: 'a', officer: 'o' };

/** FNV-1a over the kind's letter and the key. */
function hashOf(kind: SharingKind, key: string): number {
  let h = 0x811c9dc5 ^ PREFIX[kind].charCodeAt(0);
  h = Math.imul(h, 0x01000193);
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h | 0;
}

/** The sorted hashes of every flagged carrier's keys (an address key and a mailing key both count as addresses). */
export function buildFlaggedKeys(rows: Iterable<FlaggedKeyRow>): Int32Array {
  const hashes: number[] = [];
  for (const [phone, email, address, mailing, officers] of rows) {
    if (phone) hashes.push(hashOf('phone', phone));
    if (email) hashes.push(hashOf('email', email));
    if (address) hashes.push(hashOf('address', address));
    if (mailing) hashes.push(hashOf('address', mailing));
    if (officers) for (const o of JSON.parse(officers) as string[]) hashes.push(hashOf('officer', o));
  }
  const sorted = Int32Array.from(hashes).sort();
  let n = 0;
  for (let i = 0; i < sorted.length; i++) if (i === 0 || sorted[i] !== sorted[i - 1]) sorted[n++] = sorted[i];
  return sorted.slice(0, n);
}

/** Whether some flagged carrier may hold this key (findSharing's key for the kind): false means surely none. */
export function flaggedMayHold(set: Int32Array, kind: SharingKind, key: string): boolean {
  if (!key) return false;
  const h = hashOf(kind, key);
  let lo = 0;
  let hi = set.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (set[mid] < h) lo = mid + 1;
    else hi = mid;
  }
  return lo < set.length && set[lo] === h;
}
