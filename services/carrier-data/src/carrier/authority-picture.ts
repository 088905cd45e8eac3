/**
 * What a company's authorities are on a given day, from every fact the files gave (carrier.model.ts): per docket and
 * kind the newest fact wins, whichever file it came from — never the order of the imports. Orders in effect
 * (legacy revocations, Motus revocation and suspension orders) and the status Motus AuthHist last recorded count as
 * facts of their own date. Pure; `today` decides which orders are in effect.
 */
import type { CarrierRecord, Revocation } from './carrier.model';
import { CARRIER_KINDS, isCarrierKind, type AuthorityFact, type AuthorityKind, type AuthorityState } from './authority.model';
import { kindOfMotusType, kindsOfLegacyType } from './authority-kinds';

export type MotorCarrierStatus = AuthorityState | 'UNKNOWN';

export interface AuthorityPicture {
  /** Some data set covering the company said something about its authority. */
  known: boolean;
  /** One per docket and kind: its newest fact (NONE entries included). */
  authorities: AuthorityFact[];
  /** The company's motor-carrier authority: the best status among its carrier kinds; UNKNOWN when not known. */
  motorCarrier: MotorCarrierStatus;
  /** Kinds active today. */
  activeKinds: AuthorityKind[];
  /** Orders served and not yet in effect, and authorities flagged revocation-pending, soonest first. */
  pendingOrders: Revocation[];
  /** The newest date among the facts ('' when undated). */
  asOf: string;
}

/** When two facts have one date, the more direct source wins (Motus' own register over its history, over orders...). */
const SOURCE_RANK: Record<string, number> = {
  'motus-carrier': 0,
  'motus-authhist': 1,
  'motus-revokesuspend': 2,
  'li-revocation': 3,
  'li-carrier': 4,
  'safer-snapshot': 5,
};

const STATUS_ORDER: AuthorityState[] = ['ACTIVE', 'PENDING', 'REVOKED', 'INACTIVE', 'WITHDRAWN', 'NONE'];

const inEffect = (r: Revocation, today: string) => r.effectiveDate !== '' && r.effectiveDate <= today;

function orderKinds(r: Revocation, record: CarrierRecord): AuthorityKind[] {
  if (r.source === 'motus-revokesuspend') {
    const kind = r.authorityType ? kindOfMotusType(r.authorityType) : null;
    if (kind) return [kind];
    // An order naming no type reaches every authority on the docket.
    const onDocket = record.authorities.filter((f) => f.docket === r.docket).map((f) => f.kind);
    return onDocket.length ? [...new Set(onDocket)] : [...CARRIER_KINDS.slice(0, 1)];
  }
  const kinds = kindsOfLegacyType(r.authorityType, r.docket);
  if (kinds[0] === 'CARRIER_PROPERTY') {
    // A legacy COMMON / CONTRACT revocation ends every carrier authority of the docket.
    const onDocket = record.authorities.filter((f) => f.docket === r.docket && isCarrierKind(f.kind)).map((f) => f.kind);
    if (onDocket.length) return [...new Set(onDocket)];
  }
  return kinds;
}

/** Facts from orders in effect and from Motus AuthHist's latest status per docket and kind. */
function derivedFacts(record: CarrierRecord, today: string): AuthorityFact[] {
  const out: AuthorityFact[] = [];
  for (const r of record.revocations ?? []) {
    if (!inEffect(r, today)) continue;
    const suspended = /SUSPEN/i.test(r.revocationType);
    for (const kind of orderKinds(r, record)) {
      out.push({ docket: r.docket, kind, label: r.authorityType, status: suspended ? 'INACTIVE' : 'REVOKED', revocationPending: false, since: r.effectiveDate, asOf: r.effectiveDate, source: (r.source || 'li-revocation') as AuthorityFact['source'], bipdOnFile: -1, bipdRequired: -1 });
    }
  }
  const latest = new Map<string, AuthorityFact>();
  for (const e of record.authorityHistory ?? []) {
    if (e.source !== 'motus-authhist' || !e.status || !e.date) continue;
    const key = `${e.docket}\u0000${e.kind}`;
    const seen = latest.get(key);
    if (!seen || e.date >= seen.asOf) {
      latest.set(key, { docket: e.docket, kind: e.kind, label: e.label, status: e.status, revocationPending: false, since: e.date, asOf: e.date, source: 'motus-authhist', bipdOnFile: -1, bipdRequired: -1 });
    }
  }
  out.push(...latest.values());
  return out;
}

const newer = (a: AuthorityFact, b: AuthorityFact): boolean => a.asOf > b.asOf || (a.asOf === b.asOf && (SOURCE_RANK[a.source] ?? 9) < (SOURCE_RANK[b.source] ?? 9));

/**
 * Records stored before facts were kept carry only a status (from a SAFER snapshot): one fact stands for it. NONE is
 * not carried over: a census imported without L&I stored NONE where nothing was known.
 */
function storedStatusFact(record: CarrierRecord): AuthorityFact[] {
  const status = record.authorityStatus;
  if ((record.authorities ?? []).length > 0 || !status || status === 'NONE' || status === 'UNKNOWN') return [];
  const docket = record.dockets.find((d) => d.startsWith('MC')) ?? record.dockets[0] ?? '';
  const saferAt = (record.sources ?? []).find((s) => s.startsWith('safer-snapshot@'))?.slice('safer-snapshot@'.length) ?? '';
  const kinds: AuthorityKind[] = (record.authorityTypes ?? []).some((t) => /BROKER/i.test(t)) ? ['BROKER'] : [];
  if ((record.authorityTypes ?? []).length === 0 || (record.authorityTypes ?? []).some((t) => !/BROKER/i.test(t))) kinds.push('CARRIER_PROPERTY');
  return kinds.map((kind) => ({ docket, kind, label: kind === 'BROKER' ? 'BROKER' : 'COMMON', status, revocationPending: false, since: '', asOf: saferAt, source: 'safer-snapshot', bipdOnFile: -1, bipdRequired: -1 }));
}

export function authorityPicture(record: CarrierRecord, today: string): AuthorityPicture {
  // Oldest first (the weaker source first on a day), so each newer fact replaces the one before and keeps what only
  // the older said (its amounts on file, the day a status it repeats took effect).
  const facts = [...(record.authorities ?? []), ...storedStatusFact(record), ...derivedFacts(record, today)].sort(
    (a, b) => (a.asOf < b.asOf ? -1 : a.asOf > b.asOf ? 1 : (SOURCE_RANK[b.source] ?? 9) - (SOURCE_RANK[a.source] ?? 9)),
  );
  const revokedAt = new Map<string, AuthorityFact>();
  const byKey = new Map<string, AuthorityFact>();
  for (const f of facts) {
    if (f.status === 'REVOKED') revokedAt.set(`${f.docket}\u0000${f.kind}`, f);
    else if (f.status === 'ACTIVE') revokedAt.delete(`${f.docket}\u0000${f.kind}`);
    const key = `${f.docket}\u0000${f.kind}`;
    const seen = byKey.get(key);
    if (!seen) byKey.set(key, f);
    else if (newer(f, seen)) {
      // The newer status wins; what only the older row said (amounts on file) stays known.
      byKey.set(key, { ...f, bipdOnFile: f.bipdOnFile >= 0 ? f.bipdOnFile : seen.bipdOnFile, bipdRequired: f.bipdRequired >= 0 ? f.bipdRequired : seen.bipdRequired, since: f.since || (f.status === seen.status ? seen.since : '') });
    }
  }
  // Legacy L&I and SAFER say "inactive" of a revoked authority: a revocation in force since, with no grant after it,
  // names it for what it is.
  for (const [key, f] of byKey) {
    const revoked = revokedAt.get(key);
    if (f.status === 'INACTIVE' && revoked && revoked.asOf <= f.asOf) byKey.set(key, { ...f, status: 'REVOKED', since: revoked.since || revoked.asOf });
  }
  // A docket-less fact (a SAFER row naming no docket) yields to any newer fact of the same kind on a docket.
  for (const [key, f] of byKey) {
    if (f.docket !== '') continue;
    if ([...byKey.values()].some((g) => g.docket !== '' && g.kind === f.kind && g.asOf >= f.asOf)) byKey.delete(key);
  }
  const authorities = [...byKey.values()].sort((a, b) => (a.docket < b.docket ? -1 : a.docket > b.docket ? 1 : a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : 0));
  const known = authorities.length > 0;
  const carrierStates = authorities.filter((a) => isCarrierKind(a.kind)).map((a) => a.status);
  let motorCarrier: MotorCarrierStatus = known ? 'NONE' : 'UNKNOWN';
  for (const s of STATUS_ORDER) {
    if (carrierStates.includes(s)) {
      motorCarrier = s;
      break;
    }
  }
  const activeKinds = [...new Set(authorities.filter((a) => a.status === 'ACTIVE').map((a) => a.kind))].sort();
  const pendingOrders = (record.revocations ?? []).filter((r) => r.effectiveDate > today).sort((a, b) => (a.effectiveDate < b.effectiveDate ? -1 : 1));
  for (const a of authorities) {
    if (a.revocationPending && a.status === 'ACTIVE' && !pendingOrders.some((r) => r.docket === a.docket)) {
      pendingOrders.push({ docket: a.docket, authorityType: a.label, revocationType: 'REVOCATION PENDING', serveDate: '', effectiveDate: '', source: a.source });
    }
  }
  const asOf = authorities.reduce((max, a) => (a.asOf > max ? a.asOf : max), '');
  return { known, authorities, motorCarrier, activeKinds, pendingOrders, asOf };
}

/** Active motor-carrier authority of property (general freight, enterprise included): what a brokered load needs. */
export const holdsPropertyAuthority = (p: AuthorityPicture): boolean => p.activeKinds.includes('CARRIER_PROPERTY');
