/**
 * The market after FMCSA's move to Motus (2026-05-14), as a broker meets it: the legacy L&I files frozen on the
 * cutover, Motus holding only the companies that transacted since (MOTUS.md: ~103 k USDOTs against 1.86 M legacy rows,
 * about 5.5 % three months on). shapeMotusEra() places a carrier's events of the Motus era so that legacy + Motus tell
 * the same story the live files (census, SAFER) tell on asOf:
 *
 * - new registrants since the cutover: their filings, orders and revocations fall after their registration;
 * - filings of older carriers effective after the cutover: REPLACED_FILING_SHARE of them replaced an earlier filing
 *   (the legacy files show the earlier one, Motus InsHist ends it TERM/REPL), the rest are moved before the cutover
 *   (the legacy files hold them, Motus never saw them) — this share sets how much of the docketed market Motus covers;
 * - the last three days (Motus' daily differences): one event at most per carrier, drawn among those its standing
 *   allows (WINDOW), so every daily holds new, changed and deleted rows;
 * - other Motus transactions over the days since the cutover: address changes (ERA_CHANGE_PER_DAY), applications
 *   withdrawn (ERA_WITHDRAWN).
 *
 * Shares this gives (5,000-20,000 carriers, seed 1): Motus holds ~7 % of the docketed companies registered before the
 * cutover three months on and ~10 % seven months on, every docketed registration since, and MOTUS_ONLY_SHARE more.
 *
 * Only dates after the cutover move, and only when asOf is after it: files of an earlier asOf stay as they were.
 */
import type { Address } from '../../carrier/carrier.model';
import { daysFromIso, isoFromDays } from './dates';
import type { MotusActivity, SyntheticCarrier, SyntheticPolicy } from './model';
import type { Rng } from './prng';
import { BOC3_AGENTS, INSURERS, STREET_NAMES, STREET_TYPES } from './words';

/** The day FMCSA retired L&I and registration moved to Motus: the legacy files' last day. */
export const MOTUS_CUTOVER = '2026-05-14';
/** Days of daily differences after the Motus baseline (the baseline is dated asOf - 3). */
export const MOTUS_DAILY_DAYS = 3;

export const REPLACED_FILING_SHARE = 0.08;
export const ERA_CHANGE_PER_DAY = 0.00005;
/** Applications of new registrants withdrawn before a decision. */
export const ERA_WITHDRAWN = 0.15;
/** Motus-only USDOTs (registered in the last week, not in the census yet), per census carrier. */
export const MOTUS_ONLY_SHARE = 0.001;
/** Of those, removed as duplicates during the daily window. */
export const MOTUS_ONLY_REMOVED = 0.2;

/** Chance of one event in the daily window, for a carrier its standing makes eligible. */
export const WINDOW = {
  /** revoked (involuntary, registered before the cutover): the suspension takes effect in the window. */
  suspended: 0.03,
  /** pending revocation: the suspension notice is served in the window ... */
  orderServed: 0.12,
  /** ... or the insurance is cancelled in the window (the notice came 30 days earlier). */
  insuranceCancelled: 0.12,
  /** active, registered since the cutover: authority granted in the window. */
  granted: 0.1,
  /** pending grant, registered since the cutover: application withdrawn. */
  withdrawn: 0.05,
  /** active, registered before the cutover: insurance replaced (new insurer). */
  replaced: 0.003,
  /** active: a suspension notice served a few weeks ago, rescinded in the window. */
  rescinded: 0.003,
  /** any docketed carrier: mailing address and phone changed. */
  mailChange: 0.002,
  /** registered since the cutover: another process agent (BOC-3). */
  boc3Change: 0.03,
  /** property carrier: a broker authority applied for by mistake, deleted in the window. */
  stray: 0.002,
  /** authority ended since the cutover: BOC-3 cancelled. */
  boc3Cancelled: 0.05,
} as const;

const emptyActivity = (): MotusActivity => ({ mailChange: null, boc3: [], boc3Cancelled: '', rescinded: null, stray: null, removed: '', granted: '', withdrawn: '' });

/** Re-dates a group of filings (same effective date) by `delta` days, posting capped at `maxPosted`. */
function shiftGroup(group: SyntheticPolicy[], delta: number, maxPosted: number): void {
  for (const p of group) {
    p.effectiveDate = isoFromDays(daysFromIso(p.effectiveDate) + delta);
    p.postedDate = isoFromDays(Math.min(daysFromIso(p.postedDate) + delta, maxPosted));
  }
}

/** The same cover from another insurer (BI&PD) or under another policy number, effective `effective`. */
function another(r: Rng, p: SyntheticPolicy, effective: number, posted: number): SyntheticPolicy {
  const ins = p.coverageType === 'BIPD' ? r.pick(INSURERS) : null;
  return {
    ...p,
    insurer: ins ? ins.name : p.insurer,
    policyNumber: `${p.policyNumber.slice(0, 2)}${r.digits(Math.max(4, p.policyNumber.length - 2))}`,
    effectiveDate: isoFromDays(effective),
    postedDate: isoFromDays(posted),
    cancelEffectiveDate: '',
    endReason: undefined,
  };
}

const endReasonOf = (r: Rng) => (r.chance(0.05) ? 'NAMECHG' : 'TERM/REPL');

/** The filings a group effective after the cutover replaced: in force on the cutover, ended the day the group started. */
function predecessors(r: Rng, group: SyntheticPolicy[], addDays: number, cutoverDays: number): SyntheticPolicy[] {
  const start = daysFromIso(group[0].effectiveDate);
  const eff = Math.max(addDays, Math.min(start - r.int(300, 730), cutoverDays - r.int(1, 60)));
  const reason = endReasonOf(r);
  return group.map((p) => ({ ...another(r, p, eff, Math.max(addDays, eff - r.int(0, 10))), cancelEffectiveDate: isoFromDays(start), endReason: reason }));
}

function groups(c: SyntheticCarrier): SyntheticPolicy[][] {
  const byKey = new Map<string, SyntheticPolicy[]>();
  for (const p of c.policies) {
    const k = `${p.docket}|${p.effectiveDate}`;
    const g = byKey.get(k);
    if (g) g.push(p);
    else byKey.set(k, [p]);
  }
  return [...byKey.values()];
}

function newAddress(r: Rng, like: Address): Address {
  return { street: `${r.int(1, 29999)} ${r.pick(STREET_NAMES)} ${r.pick(STREET_TYPES)}`, city: like.city, state: like.state, zip: like.zip.slice(0, 5), country: like.country };
}

/**
 * Places the carrier's Motus-era events (see the module comment) and returns its Motus activity. `r` is the carrier's
 * own Motus-era stream (the other files' draws are untouched).
 */
export function shapeMotusEra(c: SyntheticCarrier, r: Rng, asOfDays: number, cutoverDays: number): MotusActivity | null {
  if (c.dockets.length === 0) return null;
  const A = asOfDays;
  const L = cutoverDays;
  const add = daysFromIso(c.addDate);
  const act = emptyActivity();
  act.boc3.push({ date: '', agent: r.int(0, BOC3_AGENTS.length - 1) });
  const rev = c.revocations;
  const standing = c.standing;
  // Filings effective after asOf were posted some day of the last two weeks, not all on asOf.
  const asOf = isoFromDays(A);
  for (const p of c.policies) if (p.postedDate === asOf && p.effectiveDate > asOf) p.postedDate = isoFromDays(Math.max(add, A - r.int(0, 14)));

  // New registrants: every event after the registration, in the order insurance → cancellation → order → effect.
  if (add > L) {
    const span = Math.max(1, A - add);
    const serve = rev[0]?.serveDate ? daysFromIso(rev[0].serveDate) : 0;
    if (serve && serve < add + 10) {
      const s = standing === 'pending-revocation' ? add + Math.floor(span * 0.5) : add + Math.floor(span * 0.4);
      // Revoked by asOf: 33 days after service, or sooner for a registration too recent for that.
      const e = standing === 'pending-revocation' ? Math.max(s + 33, A + 1) : s + 33 <= A ? s + 33 : Math.min(A, s + 1 + Math.floor(r.next() * Math.max(1, A - s)));
      for (const v of rev) {
        v.serveDate = isoFromDays(s);
        if (v.effectiveDate) v.effectiveDate = isoFromDays(e);
      }
    }
    const limit = rev[0]?.serveDate ? daysFromIso(rev[0].serveDate) : A;
    for (const g of groups(c)) {
      const eff = daysFromIso(g[0].effectiveDate);
      if (eff >= add) continue;
      const target = add + Math.floor(Math.max(0, Math.min(limit, A) - add) * 0.2 * r.next());
      shiftGroup(g, target - eff, A);
      for (const p of g) {
        if (p.postedDate < c.addDate) p.postedDate = c.addDate;
        const pe = daysFromIso(p.effectiveDate);
        if (p.cancelEffectiveDate && daysFromIso(p.cancelEffectiveDate) <= pe) p.cancelEffectiveDate = isoFromDays(Math.min(pe + 1 + r.int(0, 10), Math.max(pe + 1, limit - 1)));
      }
    }
  } else {
    // Authority revoked before the cutover (or undated, older): so was the insurance before it.
    const serve = rev[0]?.serveDate ? daysFromIso(rev[0].serveDate) : 0;
    if ((standing === 'revoked' || standing === 'voluntary') && (serve ? serve <= L : standing === 'voluntary')) {
      const end = serve || L - r.int(1, 300);
      for (const p of c.policies) {
        if (!p.cancelEffectiveDate || daysFromIso(p.cancelEffectiveDate) <= end) continue;
        const cancel = Math.max(add + 2, end - r.int(1, 40));
        const eff = daysFromIso(p.effectiveDate);
        if (eff >= cancel) shiftGroup([p], Math.max(add + 1, cancel - r.int(30, 365)) - eff, cancel);
        p.cancelEffectiveDate = isoFromDays(cancel);
      }
    }
  }
  if (add <= L - 30) {
    // Filings effective after the cutover of carriers older than it: replaced (Motus) or moved before the cutover.
    for (const g of groups(c)) {
      const eff = daysFromIso(g[0].effectiveDate);
      if (eff <= L || eff > A || standing === 'pending-grant') continue;
      if (r.chance(REPLACED_FILING_SHARE)) c.policies.unshift(...predecessors(r, g, add, L));
      else shiftGroup(g, Math.max(add + 1, L - r.int(30, 730)) - eff, L);
    }
  }

  const window = A - r.int(0, MOTUS_DAILY_DAYS - 1);
  const involuntary = rev[0]?.revocationType === 'INVOLUNTARY';
  const cancelAll = (day: number) => {
    for (const p of c.policies) if (!p.cancelEffectiveDate || daysFromIso(p.cancelEffectiveDate) > day) p.cancelEffectiveDate = isoFromDays(Math.max(daysFromIso(p.effectiveDate) + 1, day));
  };
  if (standing === 'revoked' && involuntary && add <= L - 60 && r.chance(WINDOW.suspended)) {
    const serve = window - r.int(30, 35);
    for (const v of rev) {
      v.serveDate = isoFromDays(serve);
      v.effectiveDate = isoFromDays(window);
    }
    for (const p of c.policies) if (p.cancelEffectiveDate) p.cancelEffectiveDate = isoFromDays(Math.max(daysFromIso(p.effectiveDate) + 1, serve - r.int(1, 20)));
  } else if (standing === 'pending-revocation' && involuntary && rev[0].serveDate && r.chance(WINDOW.orderServed + WINDOW.insuranceCancelled)) {
    // The notice is served about 30 days before the insurance ends; the suspension follows within days.
    const served = r.chance(WINDOW.orderServed / (WINDOW.orderServed + WINDOW.insuranceCancelled));
    const effective = served ? window + 33 : A + r.int(1, 5);
    for (const v of rev) {
      v.serveDate = isoFromDays(effective - 33);
      v.effectiveDate = isoFromDays(effective);
    }
    if (served) {
      const primary = c.policies.find((p) => p.cancelEffectiveDate);
      if (primary) primary.cancelEffectiveDate = isoFromDays(effective - r.int(1, 5));
    } else cancelAll(window);
  } else if (standing === 'active' && add > L && add <= window - 14 && r.chance(WINDOW.granted)) {
    act.granted = isoFromDays(window);
  } else if (standing === 'pending-grant' && add > L && add < window && r.chance(WINDOW.withdrawn)) {
    act.withdrawn = isoFromDays(window);
  } else if (standing === 'active' && add <= L - 30 && c.policies.length && r.chance(WINDOW.replaced)) {
    // The filings in force end the day their successors start (the legacy files still show them).
    const g = groups(c).find((x) => !x[0].cancelEffectiveDate && daysFromIso(x[0].effectiveDate) < window);
    if (g) {
      const reason = endReasonOf(r);
      for (const p of g) {
        c.policies.push(another(r, p, window, window - r.int(0, 3)));
        p.cancelEffectiveDate = isoFromDays(window);
        p.endReason = reason;
      }
    }
  } else if (standing === 'active' && add <= L && window - 25 > L && r.chance(WINDOW.rescinded)) {
    const serve = window - r.int(10, 25);
    act.rescinded = { serve: isoFromDays(serve), effective: isoFromDays(serve + 33), rescinded: isoFromDays(window) };
  } else if (!c.broker && c.entityType !== 'CARRIER/BROKER' && standing !== null && standing !== 'pending-grant' && add <= L && window - 3 > L && r.chance(WINDOW.stray)) {
    act.stray = { applied: isoFromDays(Math.max(L + 1, window - r.int(3, 40))), deleted: isoFromDays(window) };
  } else if (r.chance(WINDOW.mailChange)) {
    act.mailChange = { date: isoFromDays(window), mail: newAddress(r, c.mail), phone: c.phone };
  } else if (add > L && add < window && r.chance(WINDOW.boc3Change)) {
    act.boc3.push({ date: isoFromDays(window), agent: (act.boc3[0].agent + 1 + r.int(0, BOC3_AGENTS.length - 2)) % BOC3_AGENTS.length });
  } else if ((standing === 'revoked' || standing === 'voluntary') && rev[0]?.serveDate && daysFromIso(rev[0].serveDate) > L && r.chance(WINDOW.boc3Cancelled)) {
    act.boc3Cancelled = isoFromDays(window);
  }

  // Applications withdrawn since the cutover (Motus' Withdrawn status), besides those of the daily window.
  if (!act.withdrawn && standing === 'pending-grant' && add > L && add < A && r.chance(ERA_WITHDRAWN)) act.withdrawn = isoFromDays(add + 1 + Math.floor(r.next() * (A - add)));
  // Other transactions of the era: an address change some day since the cutover.
  if (!act.mailChange && A > L && r.chance(Math.min(0.05, (A - L) * ERA_CHANGE_PER_DAY))) {
    const day = L + 1 + Math.floor(r.next() * (A - L));
    act.mailChange = { date: isoFromDays(day), mail: newAddress(r, c.mail), phone: c.phone.length === 10 && r.chance(0.3) ? c.phone.slice(0, 6) + r.digits(4) : c.phone };
  }
  return act;
}
