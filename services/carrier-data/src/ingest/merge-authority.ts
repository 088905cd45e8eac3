/** merge.ts's authority rules: facts, AuthHist events, BOC-3 agents and the facts a SAFER row's status stands for. */
import { compareEvents, compareFacts, eventKey, factKey, type AuthorityFact, type AuthorityKind } from '../carrier/authority.model';
import type { CarrierRecord } from '../carrier/carrier.model';
import type { AgentUpdate, AuthHistUpdate, AuthorityUpdate, SaferUpdate } from './updates';

/** Adds or replaces facts by (file kind, docket, kind); a fact older than the one held changes nothing. */
export function upsertFacts(current: AuthorityFact[], facts: readonly AuthorityFact[]): AuthorityFact[] {
  if (facts.length === 0) return current;
  const out = [...current];
  for (const f of facts) {
    const i = out.findIndex((g) => factKey(g) === factKey(f));
    if (i < 0) out.push(f);
    else if (f.asOf >= out[i].asOf) out[i] = f;
  }
  return out.sort(compareFacts);
}

export function applyAuthority(rec: CarrierRecord, u: AuthorityUpdate): void {
  if (u.remove) {
    const kinds = u.remove.kinds;
    rec.authorities = rec.authorities.filter((f) => !(f.source === u.source && f.docket === u.docket && (kinds === null || kinds.includes(f.kind))));
    return;
  }
  rec.authorities = upsertFacts(rec.authorities, u.facts);
}

export function applyAuthHist(rec: CarrierRecord, u: AuthHistUpdate): void {
  if (u.remove) {
    const { kind, date } = u.remove;
    rec.authorityHistory = rec.authorityHistory.filter((e) => !(e.source === u.source && e.docket === u.docket && (!kind || e.kind === kind) && (!date || e.date === date)));
    return;
  }
  const keys = new Set(u.events.map(eventKey));
  rec.authorityHistory = [...rec.authorityHistory.filter((e) => !keys.has(eventKey(e))), ...u.events].sort(compareEvents);
}

export function applyAgent(rec: CarrierRecord, u: AgentUpdate): void {
  const others = rec.processAgents.filter((a) => a.docket !== u.docket);
  rec.processAgents = u.agent ? [...others, u.agent].sort((a, b) => (a.docket < b.docket ? -1 : a.docket > b.docket ? 1 : 0)) : others;
}

/** SAFER's words for what an AUTHORIZED FOR status covers. */
function saferKinds(text: string): AuthorityKind[] {
  const kinds = new Set<AuthorityKind>();
  let broker = false;
  for (const part of text.split(',')) {
    const p = part.trim().toUpperCase();
    if (!p) continue;
    if (p.includes('BROKER')) broker = true;
    if (broker) kinds.add('BROKER');
    else if (p.includes('PASSENGER')) kinds.add('CARRIER_PASSENGERS');
    else if (p.includes('HHG') || p.includes('HOUSEHOLD')) kinds.add('CARRIER_HHG');
    else kinds.add('CARRIER_PROPERTY');
  }
  return [...kinds];
}

/**
 * The facts a SAFER operating status stands for, on each MC/MX docket of the company (or none): AUTHORIZED FOR ...
 * → those kinds ACTIVE; NOT AUTHORIZED → carrier authority INACTIVE (NONE without a docket); ACTIVE (a USDOT with no
 * operating authority) → NONE; Inactive USDOT → INACTIVE. Null when the status says nothing about authority.
 */
export function saferFacts(u: SaferUpdate, dockets: readonly string[]): AuthorityFact[] | null {
  const status = u.operatingStatus.trim();
  const upper = status.toUpperCase();
  if (!upper || /OUT[- ]OF[- ]SERVICE/.test(upper)) return null;
  const on = dockets.filter((d) => !d.startsWith('FF'));
  const targets = on.length ? on : [''];
  const make = (kind: AuthorityKind, state: AuthorityFact['status']): AuthorityFact[] =>
    targets.map((docket) => ({ docket, kind, label: status, status: state, revocationPending: false, since: '', asOf: u.asOf, source: 'safer-snapshot', bipdOnFile: -1, bipdRequired: -1 }));
  const m = /^AUTHORIZED\s+FOR\s+(.*)$/i.exec(status);
  if (m) return saferKinds(m[1]).flatMap((k) => make(k, 'ACTIVE'));
  if (/^AUTHORIZED/.test(upper)) return make('CARRIER_PROPERTY', 'ACTIVE');
  if (/^NOT AUTHORIZED/.test(upper)) return make('CARRIER_PROPERTY', on.length ? 'INACTIVE' : 'NONE');
  if (/^INACTIVE/.test(upper)) return make('CARRIER_PROPERTY', 'INACTIVE');
  if (upper === 'ACTIVE') return make('CARRIER_PROPERTY', 'NONE');
  return null;
}
