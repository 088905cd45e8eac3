/**
 * The insurance filings and revocations of a synthetic carrier, as its standing implies (market.ts): BI&PD (primary,
 * sometimes excess) and cargo for carriers, a $75,000 bond or trust fund for brokers, dual broker-carriers and freight
 * forwarders; cancellations before a revocation; involuntary revocations taking effect 30-35 days after service.
 * Every date is relative to `now` (asOf in days).
 */
import { daysFromIso, isoFromDays } from './dates';
import { TRUST_FUND_SHARE } from './market';
import type { SyntheticCarrier, SyntheticPolicy, SyntheticRevocation } from './model';
import type { Rng } from './prng';
import { CARGO_INSURERS, INSURERS, SURETY_COMPANIES, TRUST_FUNDS } from './words';

/**
 * Filings of the authorities the standing does not speak for (market.ts): the $75,000 security of a dual
 * broker-carrier's broker authority and of a freight forwarder, the BI&PD of a Mexico-domiciled carrier without MC.
 */
export function addDocketFilings(now: number, c: SyntheticCarrier, m: Rng): void {
  const mc = c.dockets.find((d) => d.startsWith('MC'));
  if (mc && c.entityType === 'CARRIER/BROKER' && c.standing !== null && c.standing !== 'dormant' && c.standing !== 'pending-grant') {
    const security = bond(now, c, m, mc);
    // Revoked: the bond ended with the rest of its insurance.
    const ended = c.standing === 'revoked' || c.standing === 'voluntary' ? (c.policies.find((p) => p.cancelEffectiveDate)?.cancelEffectiveDate ?? '') : '';
    if (ended) security.cancelEffectiveDate = ended > security.effectiveDate ? ended : isoFromDays(daysFromIso(security.effectiveDate) + 1);
    c.policies.push(security);
  }
  const ff = c.dockets.find((d) => d.startsWith('FF'));
  if (ff) c.policies.push(bond(now, c, m, ff));
  const mx = c.dockets.find((d) => d.startsWith('MX'));
  if (mx && !mc) {
    const from = c.policies.length;
    addLiability(now, c, m, randomDate(m, now - 3 * 365, now - 1));
    for (const p of c.policies.slice(from)) p.docket = mx;
  }
}

function bond(now: number, c: SyntheticCarrier, m: Rng, docket: string): SyntheticPolicy {
  const effective = randomDate(m, now - 3 * 365, now - 1);
  const p = m.chance(TRUST_FUND_SHARE)
    ? policy(now, m, c, 'TRUST_FUND', '', m.pick(TRUST_FUNDS), '20######', '85', 75, 0, effective)
    : policy(now, m, c, 'BOND', '', m.pick(SURETY_COMPANIES), '#######', '84', 75, 0, effective);
  p.docket = docket;
  return p;
}

export function randomDate(r: Rng, fromDays: number, toDays: number): string {
  return isoFromDays(fromDays + Math.floor(r.next() * Math.max(1, toDays - fromDays)));
}

function policy(now: number, r: Rng, c: SyntheticCarrier, coverageType: SyntheticPolicy['coverageType'], layer: SyntheticPolicy['layer'], insurer: string, pattern: string, formCode: string, maxK: number, underK: number, effective: string): SyntheticPolicy {
  const posted = isoFromDays(Math.min(daysFromIso(effective) + r.int(-10, 5), now));
  let policyNumber = '';
  for (const ch of pattern) policyNumber += ch === '#' ? String(r.int(0, 9)) : ch === '@' ? r.letters(1) : ch;
  const docket = c.dockets.find((d) => d.startsWith('MC'))!;
  return { docket, coverageType, layer, insurer, policyNumber, maxThousands: maxK, underlyingThousands: underK, formCode, postedDate: posted, effectiveDate: effective, cancelEffectiveDate: '' };
}

/** The filings of a docketed carrier, as its standing implies (market.ts). */
export function addPolicies(now: number, c: SyntheticCarrier, r: Rng): void {
  const standing = c.standing;
  if (standing === null || standing === 'dormant') return;
  if (standing === 'pending-grant') {
    // A new carrier: the insurer filed a policy that starts with the authority, or nothing yet.
    if (r.chance(0.6)) addLiability(now, c, r, randomDate(r, now + 1, now + 30));
    return;
  }
  if (c.broker) {
    const effective = randomDate(r, now - 3 * 365, now - 1);
    if (r.chance(0.85)) c.policies.push(policy(now, r, c, 'BOND', '', r.pick(SURETY_COMPANIES), '#######', '84', 75, 0, effective));
    else c.policies.push(policy(now, r, c, 'TRUST_FUND', '', r.pick(TRUST_FUNDS), '20######', '85', 75, 0, effective));
  } else if (standing !== 'active' || r.chance(0.98)) addLiability(now, c, r, randomDate(r, now - 3 * 365, now - 1));
  const primary = c.policies[0];
  if (!primary) return;
  const revocation = c.revocations[0];
  if (standing === 'active') {
    // Pending cancellations (~8 % of BI&PD filings in actpendins): the policy stays in force until the cancel date.
    if (r.chance(0.08)) primary.cancelEffectiveDate = randomDate(r, now + 1, now + 45);
  } else if (standing === 'pending-revocation') {
    // The revocation follows the insurance cancellation: in force until a few days before it takes effect.
    primary.cancelEffectiveDate = isoFromDays(daysFromIso(revocation.effectiveDate) - r.int(1, 5));
  } else {
    // Revoked (voluntarily or not): the insurance was cancelled first.
    const before = revocation?.serveDate ? daysFromIso(revocation.serveDate) : now - r.int(30, 700);
    for (const p of c.policies) p.cancelEffectiveDate = isoFromDays(Math.max(daysFromIso(p.effectiveDate) + 1, before - r.int(1, 40)));
  }
}

/** BI&PD (primary, sometimes excess) and often cargo, effective on `effective`. */
export function addLiability(now: number, c: SyntheticCarrier, r: Rng, effective: string): void {
  const ins = r.pick(INSURERS);
  const maxK = c.passenger || (c.hazmat && r.chance(0.5)) ? 5000 : c.hazmat ? 1000 : r.chance(0.72) ? 750 : 1000;
  c.policies.push(policy(now, r, c, 'BIPD', 'PRIMARY', ins.name, ins.policy, '91X', maxK, 0, effective));
  if (r.chance(0.1)) {
    const ex = r.pick(INSURERS);
    c.policies.push(policy(now, r, c, 'BIPD', 'EXCESS', ex.name, ex.policy, '91X', r.pick([2000, 3000, 4000]), maxK, effective));
  }
  if (r.chance(0.35)) c.policies.push(policy(now, r, c, 'CARGO', '', r.pick(CARGO_INSURERS), '@@#######', '34', 0, 0, effective));
}

/** Revocations as the standing implies: involuntary ones 30-35 days after service, voluntary ones undated. */
export function addRevocations(now: number, c: SyntheticCarrier, r: Rng): void {
  const standing = c.standing;
  const mc = c.dockets.find((d) => d.startsWith('MC'));
  if (!mc || standing === null) return;
  let serve = '';
  let effective = '';
  let revocationType: SyntheticRevocation['revocationType'] = 'INVOLUNTARY';
  if (standing === 'revoked') {
    serve = randomDate(r, now - 3 * 365, now - 40);
    effective = isoFromDays(daysFromIso(serve) + r.pick([30, 33, 34, 35]));
  } else if (standing === 'pending-revocation') {
    serve = randomDate(r, now - 25, now - 3);
    effective = isoFromDays(daysFromIso(serve) + 33);
  } else if (standing === 'voluntary' || (standing === 'dormant' && r.chance(0.4))) {
    revocationType = 'VOLUNTARY';
    if (r.chance(0.25)) serve = randomDate(r, now - 3 * 365, now - 10);
  } else return;
  const types: SyntheticRevocation['authorityType'][] = c.broker ? ['BROKER'] : r.chance(0.2) ? ['COMMON', 'CONTRACT'] : [r.chance(0.8) ? 'COMMON' : 'CONTRACT'];
  for (const authorityType of types) c.revocations.push({ docket: mc, authorityType, revocationType, serveDate: serve, effectiveDate: effective, dotMissing: r.chance(0.01) });
}
