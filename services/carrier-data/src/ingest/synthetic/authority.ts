/**
 * The operating authorities of a synthetic carrier, one timeline per docket (model.ts SyntheticAuthority), derived from
 * what the other files already say about it: its dockets (census), standing (SAFER), revocations (L&I) and, after the
 * Motus cutover, its Motus activity. The legacy L&I Carrier and AuthHist files read the timelines on the cutover date,
 * the Motus files on each day of their baseline and dailies, so the systems agree where they overlap.
 */
import { daysFromIso, isoFromDays } from './dates';
import { CONTRACT_SHARE } from './market';
import type { OpAuthKind, SyntheticAuthority, SyntheticCarrier } from './model';
import type { Rng } from './prng';

/** What a timeline says on one day: the legacy L&I flags and the Motus status. */
export type AuthorityState = 'none' | 'pending' | 'withdrawn' | 'active' | 'inactive';

export function authorityStateOn(a: SyntheticAuthority, day: string): AuthorityState {
  if (a.applied > day) return 'none';
  if (a.withdrawn && a.withdrawn <= day) return 'withdrawn';
  if (!a.granted || a.granted > day) return 'pending';
  return a.ended && a.ended <= day ? 'inactive' : 'active';
}

/** A revocation or suspension order served and not yet in effect on `day` (legacy *_REV_PEND). */
export const orderPendingOn = (a: SyntheticAuthority, day: string) => a.orderServe !== '' && a.orderServe <= day && a.orderEffective > day;

/** The Motus authority types of an MC docket: what the carrier hauls, plus broker authority for a dual company. */
function mcKinds(c: SyntheticCarrier): OpAuthKind[] {
  if (c.broker) return ['broker'];
  const kinds: OpAuthKind[] = c.passenger ? ['passenger'] : c.hhgOnly ? ['hhg'] : c.hhg ? ['property', 'hhg'] : ['property'];
  if (c.enterprise) kinds.push('enterprise');
  if (c.entityType === 'CARRIER/BROKER') kinds.push('broker');
  return kinds;
}

/**
 * One timeline per docket. `legacyDays` is the day the legacy files were frozen (the cutover, or asOf before it):
 * authority that ended with no dated order ends before it, so only dated events fall into the Motus era.
 */
export function authoritiesOf(c: SyntheticCarrier, r: Rng, asOfDays: number, legacyDays: number): SyntheticAuthority[] {
  const out: SyntheticAuthority[] = [];
  const add = daysFromIso(c.addDate);
  for (const docket of c.dockets) {
    const a: SyntheticAuthority = {
      docket,
      kinds: [],
      legacyTypes: ['COMMON'],
      applied: c.addDate,
      granted: '',
      withdrawn: '',
      orderServe: '',
      orderEffective: '',
      orderVoluntary: false,
      ended: '',
      endReason: '',
      reinstated: null,
    };
    if (docket.startsWith('FF') || docket.startsWith('MX')) {
      // Forwarder and Mexico-domiciled authority: granted a few weeks after the application, in force (census status A).
      a.kinds = [docket.startsWith('FF') ? 'forwarder' : 'mexico'];
      const granted = add + r.int(21, 60);
      a.granted = isoFromDays(granted <= asOfDays ? granted : add + Math.floor(r.next() * (asOfDays - add + 1)));
      out.push(a);
      continue;
    }
    a.kinds = mcKinds(c);
    const revTypes = new Set(c.revocations.map((v) => v.authorityType));
    if (c.broker) a.legacyTypes = ['BROKER'];
    else {
      a.legacyTypes = revTypes.has('CONTRACT') ? (revTypes.has('COMMON') ? ['COMMON', 'CONTRACT'] : ['CONTRACT']) : r.chance(CONTRACT_SHARE) && !revTypes.size ? ['COMMON', 'CONTRACT'] : ['COMMON'];
      if (c.entityType === 'CARRIER/BROKER') a.legacyTypes.push('BROKER');
    }
    const rev = c.revocations[0];
    const serve = rev?.serveDate ? daysFromIso(rev.serveDate) : 0;
    let applied = add;
    // A docket revoked before the census add date (the census re-registered the carrier): the docket is older.
    if (serve && serve < applied) applied = serve - 45 - r.int(0, 700);
    a.applied = isoFromDays(applied);
    const standing = c.standing ?? 'dormant';
    if (standing === 'pending-grant') {
      if (c.motus?.withdrawn) a.withdrawn = c.motus.withdrawn;
      out.push(a);
      continue;
    }
    // Revoked within weeks of registering (the census says so of a few): the application was dismissed, never granted.
    if (standing === 'revoked' && add > legacyDays && asOfDays - add < 45) {
      a.withdrawn = rev?.effectiveDate || isoFromDays(asOfDays);
      out.push(a);
      continue;
    }
    const limit = serve ? serve - 1 : asOfDays;
    let granted = applied + r.int(21, 60);
    if (granted > limit) granted = applied + Math.floor(r.next() * (limit - applied + 1));
    if (c.motus?.granted) granted = daysFromIso(c.motus.granted);
    a.granted = isoFromDays(granted);
    // Ended with no dated order: some day between the grant and the legacy freeze.
    const undated = () => {
      const cap = granted < legacyDays ? Math.min(asOfDays, legacyDays) : asOfDays;
      return isoFromDays(granted + 1 + Math.floor(r.next() * Math.max(0, cap - granted - 1)));
    };
    if (rev?.revocationType === 'INVOLUNTARY' && rev.serveDate) {
      a.orderServe = rev.serveDate;
      a.orderEffective = rev.effectiveDate;
      if (standing === 'revoked') {
        a.ended = rev.effectiveDate;
        // In Motus most involuntary actions for lapsed insurance read as suspensions; before it, revocations.
        a.endReason = daysFromIso(rev.effectiveDate) > legacyDays && r.chance(0.75) ? 'suspension' : 'revoked';
      }
    } else if (rev?.revocationType === 'VOLUNTARY') {
      a.orderVoluntary = true;
      a.ended = rev.serveDate || undated();
      if (rev.serveDate) {
        a.orderServe = rev.serveDate;
        a.orderEffective = rev.serveDate;
      }
      a.endReason = 'voluntary';
    } else if (standing === 'dormant') {
      a.ended = undated();
      a.endReason = 'dormant';
    }
    // A few long-standing carriers were revoked once and reinstated (history only).
    if (!a.ended && granted < legacyDays - 400 && r.chance(0.04)) {
      const revoked = granted + Math.floor((legacyDays - 300 - granted) * r.next());
      a.reinstated = { revoked: isoFromDays(revoked), reinstated: isoFromDays(revoked + r.int(30, 200)) };
    }
    out.push(a);
  }
  return out;
}
